import { revealDelayMs, REVEAL_THRESHOLD } from './reveal';

describe('reveal stagger', () => {
  it('waits 100 ms x 0.5 per index, capped at 500 ms', () => {
    expect(REVEAL_THRESHOLD).toBe(0.1);
    expect(revealDelayMs(0)).toBe(0);
    expect(revealDelayMs(1)).toBe(50);
    expect(revealDelayMs(4)).toBe(200);
    expect(revealDelayMs(10)).toBe(500);
    expect(revealDelayMs(11)).toBe(500);
    expect(revealDelayMs(40)).toBe(500);
    expect(revealDelayMs(-3)).toBe(0);
  });
});
