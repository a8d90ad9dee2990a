/**
 * The hero phone's call in progress: one of the sample calls (lib/data/sample-calls.ts)
 * played back as a CSS animation, with no script. Its lines appear in exchanges (an
 * agent's turn and the caller's answers), each exchange replacing the one before in
 * place, and the call ends on the booking it made. This module only times it; the
 * phone (components/landing/LiveCall.tsx) draws it.
 *
 * Every element runs the same keyframes over the whole loop; its own `linear()` timing
 * functions say when it comes in and goes out, so the browser runs it all on the
 * compositor (opacity and transform), the clock too: its readings are a column of text
 * that one `steps()` transform moves line by line (clockTicks), so nothing on the phone
 * costs the page's main thread a style recalculation per frame.
 */
import type { Turn } from '@/lib/data/sample-calls';
import { formatDuration } from '@/lib/facts/format';

/** The call the phone plays: a guest books a room at night; its first agent line says it is an AI assistant. */
export const LIVE_CALL_ID = 'late-booking';

/** The call plays faster than it happened, but never faster than a line can be read. */
export const PLAYBACK_SPEED = 2;
/** Seconds a visitor needs for a line: a moment to notice it, then about 20 characters a second. */
export function readingSeconds(text: string): number {
  return 1 + text.length / 20;
}
/** The first line appears just after the first paint. */
const FIRST_LINE_AT = 0.4;
/** How long the finished booking stays on screen before the call starts again. */
export const HOLD_SECONDS = 8;
/** The length of a fade in or out. */
export const FADE_SECONDS = 0.5;

/** A stretch of the loop, in seconds from its start. */
export interface Span {
  from: number;
  to: number;
}

export interface LiveCallTimeline {
  loopSeconds: number;
  /** When the call runs (the clock counts from 0:00 to the call's length over it). */
  call: Span;
  /** One span per turn, in the call's order: from when the line appears to when its exchange gives way. */
  turns: Span[];
  /** The booking, from the end of the call to just before the loop starts again. */
  outcome: Span;
  /** The turns grouped by exchange: each starts at an agent's turn (or the call's first turn). */
  exchanges: number[][];
}

/** Groups turn indexes into exchanges: a new one starts at each agent turn. */
export function exchangesOf(turns: readonly Pick<Turn, 'who'>[]): number[][] {
  const groups: number[][] = [];
  turns.forEach((turn, index) => {
    if (index === 0 || turn.who === 'agent') groups.push([index]);
    else groups[groups.length - 1]!.push(index);
  });
  return groups;
}

export function liveCallTimeline(turns: readonly Pick<Turn, 'at' | 'who' | 'text'>[]): LiveCallTimeline {
  if (!turns.length) throw new Error('A live call needs at least one turn');
  const starts: number[] = [];
  turns.forEach((turn, index) => {
    const previous = turns[index - 1];
    const asPlayed = FIRST_LINE_AT + turn.at / PLAYBACK_SPEED;
    starts.push(previous ? Math.max(asPlayed, starts[index - 1]! + readingSeconds(previous.text)) : FIRST_LINE_AT);
  });
  const last = turns.length - 1;
  const callEnd = starts[last]! + readingSeconds(turns[last]!.text);
  const loopSeconds = callEnd + HOLD_SECONDS;
  const exchanges = exchangesOf(turns);
  const spans: Span[] = [];
  exchanges.forEach((group, g) => {
    const next = exchanges[g + 1];
    const to = next ? starts[next[0]!]! : callEnd;
    for (const index of group) spans[index] = { from: starts[index]!, to };
  });
  return {
    loopSeconds: round(loopSeconds),
    call: { from: FIRST_LINE_AT, to: round(callEnd) },
    turns: spans.map((span) => ({ from: round(span.from), to: round(span.to) })),
    outcome: { from: round(callEnd), to: round(loopSeconds - FADE_SECONDS) },
    exchanges,
  };
}

const round = (value: number) => Math.round(value * 100) / 100;
const percent = (seconds: number, loop: number) => `${round(Math.min(100, (seconds / loop) * 100))}%`;

/**
 * The two timing functions of one element over the loop (a timing function applies
 * between two keyframes, so each animation has just `from` and `to`): `fade` takes
 * its opacity from 0 up to 1 at `from` and back to 0 at `to`; `rise` moves it from
 * below (0) to its place (0.5) as it comes in, and on up (1) as it goes.
 */
export function beatEasing(span: Span, loopSeconds: number): { fade: string; rise: string } {
  const at = (seconds: number) => percent(seconds, loopSeconds);
  const points = (shown: number, gone: number) => `linear(0, 0 ${at(span.from)}, ${shown} ${at(span.from + FADE_SECONDS)}, ${shown} ${at(span.to)}, ${gone} ${at(span.to + FADE_SECONDS)}, ${gone})`;
  return { fade: points(1, 0), rise: points(0.5, 1) };
}

/**
 * The clock's readings over the loop, one per tick: 0:00 until the call starts, then counting
 * up to the call's length (about one second of the call per tick), held there until the loop
 * starts again. The ticks divide the loop evenly, so `steps(ticks.length)` over the loop shows
 * each reading for one tick.
 */
export function clockTicks(call: Span, loopSeconds: number, durationSeconds: number): string[] {
  const count = Math.max(1, Math.round((loopSeconds * durationSeconds) / (call.to - call.from)));
  const tick = loopSeconds / count;
  return Array.from({ length: count }, (_, index) => {
    const at = index * tick;
    const progress = Math.min(1, Math.max(0, (at - call.from) / (call.to - call.from)));
    return formatDuration(Math.floor(progress * durationSeconds + 1e-9));
  });
}
