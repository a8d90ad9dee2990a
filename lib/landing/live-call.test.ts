import { locales } from '@/i18n/routing';
import { aiGreetingWords } from '@/lib/copy/policies';
import { sampleCalls } from '@/lib/data/sample-calls';
import { beatEasing, clockTicks, exchangesOf, FADE_SECONDS, HOLD_SECONDS, LIVE_CALL_ID, liveCallTimeline, readingSeconds } from './live-call';

const call = sampleCalls.find((item) => item.id === LIVE_CALL_ID)!;

describe('the hero phone’s call in progress', () => {
  it('is a sample call that ends in a booking, whose agent says it is an AI assistant in its first line', () => {
    expect(call).toBeDefined();
    for (const locale of locales) {
      const copy = call.copy[locale];
      expect(copy.turns[0]!.who).toBe('agent');
      expect(copy.turns[0]!.text.split(/(?<=[.?!])\s/)[0]).toContain(aiGreetingWords[locale]);
      expect(copy.caller?.trim()).toBeTruthy();
      expect(copy.landed.some((item) => item.system === 'pms')).toBe(true);
    }
  });

  it('groups the lines in exchanges that each start with the agent', () => {
    expect(exchangesOf([{ who: 'agent' }, { who: 'caller' }, { who: 'agent' }, { who: 'caller' }, { who: 'caller' }])).toEqual([[0, 1], [2, 3, 4]]);
    expect(exchangesOf(call.copy.en.turns).flat()).toEqual(call.copy.en.turns.map((_, index) => index));
  });

  it.each(locales)('gives every line time to be read, in the call’s order, and ends on the booking (%s)', (locale) => {
    const turns = call.copy[locale].turns;
    const timeline = liveCallTimeline(turns);
    timeline.turns.forEach((span, index) => {
      expect(span.to).toBeGreaterThan(span.from);
      if (index === 0) return;
      const previous = timeline.turns[index - 1]!;
      // Never before the line before it could be read, never earlier in the call than it was said.
      expect(span.from + 0.01).toBeGreaterThanOrEqual(previous.from + readingSeconds(turns[index - 1]!.text));
      expect(span.from).toBeGreaterThan(previous.from);
    });
    // An exchange gives way exactly when the next one starts: never two on screen at once.
    timeline.exchanges.forEach((group, g) => {
      const next = timeline.exchanges[g + 1];
      for (const index of group) expect(timeline.turns[index]!.to).toBe(next ? timeline.turns[next[0]!]!.from : timeline.call.to);
    });
    const lastIndex = turns.length - 1;
    expect(timeline.call.to).toBeCloseTo(timeline.turns[lastIndex]!.from + readingSeconds(turns[lastIndex]!.text), 1);
    expect(timeline.outcome.from).toBe(timeline.call.to);
    expect(timeline.loopSeconds).toBeCloseTo(timeline.call.to + HOLD_SECONDS, 1);
    expect(timeline.outcome.to + FADE_SECONDS).toBeCloseTo(timeline.loopSeconds, 1);
    // The whole call in about a minute: long enough to read, short enough to see to its end.
    expect(timeline.loopSeconds).toBeLessThan(75);
  });

  it('writes the timing functions the stylesheet runs the keyframes with', () => {
    expect(beatEasing({ from: 10, to: 20 }, 40)).toEqual({
      fade: 'linear(0, 0 25%, 1 26.25%, 1 50%, 0 51.25%, 0)',
      rise: 'linear(0, 0 25%, 0.5 26.25%, 0.5 50%, 1 51.25%, 1)',
    });
    expect(beatEasing({ from: 30, to: 39.5 }, 40).fade).toBe('linear(0, 0 75%, 1 76.25%, 1 98.75%, 0 100%, 0)');
  });

  it('gives the clock one reading per tick: 0:00, counting up a second of the call at a time, held at its length', () => {
    // A 59-second call played over 29.6 s of a 40 s loop: 80 ticks of 0.5 s.
    const ticks = clockTicks({ from: 0.4, to: 30 }, 40, 59);
    expect(ticks).toHaveLength(80);
    expect(ticks.slice(0, 2)).toEqual(['0:00', '0:00']);
    expect(ticks[2]).toBe('0:01');
    expect(ticks.at(-1)).toBe('0:59');
    expect(ticks.filter((reading) => reading === '0:59').length).toBeGreaterThanOrEqual(20);
    const seconds = ticks.map((reading) => Number(reading.split(':')[0]) * 60 + Number(reading.split(':')[1]));
    seconds.slice(1).forEach((value, index) => expect(value - seconds[index]!).toBeGreaterThanOrEqual(0));
    seconds.slice(1).forEach((value, index) => expect(value - seconds[index]!).toBeLessThanOrEqual(2));
    expect(clockTicks({ from: 0.4, to: 40.4 }, 48.4, 150)).toContain('1:00');
  });
});
