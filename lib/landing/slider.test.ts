import { SLIDER_TRIGGER } from '@/lib/facts/constants';
import { clampProgress, progressAt, releaseAction, stepProgress } from './slider';

describe('slide-to-call threshold', () => {
  it('springs back at 0.79 and at exactly the trigger, calls at 0.81', () => {
    expect(releaseAction(0.79)).toBe('springBack');
    expect(releaseAction(SLIDER_TRIGGER)).toBe('springBack');
    expect(releaseAction(0.81)).toBe('call');
    expect(releaseAction(1)).toBe('call');
  });

  it('keeps the handle between 0 and 1 of the track', () => {
    expect(clampProgress(-0.2)).toBe(0);
    expect(clampProgress(1.4)).toBe(1);
    expect(clampProgress(Number.NaN)).toBe(0);
    // Track starts at 10 px, the handle travels 200 px, grabbed 5 px from its edge.
    expect(progressAt(10 + 5 + 100, 5, 10, 200)).toBe(0.5);
    expect(progressAt(500, 5, 10, 200)).toBe(1);
    expect(progressAt(0, 5, 10, 200)).toBe(0);
    expect(progressAt(100, 0, 0, 0)).toBe(0);
  });

  it('moves by whole tenths from the keyboard: eight steps rest at 0.8, the ninth calls', () => {
    let progress = 0;
    for (let i = 0; i < 8; i += 1) progress = stepProgress(progress, 1);
    expect(progress).toBe(0.8);
    expect(releaseAction(progress)).toBe('springBack');
    expect(releaseAction(stepProgress(progress, 1))).toBe('call');
    expect(stepProgress(0, -1)).toBe(0);
    expect(stepProgress(1, 1)).toBe(1);
  });
});
