/** Pure logic of the hero's slide-to-call control (spec 4, "Hero call slider"). */
import { SLIDER_TRIGGER } from '@/lib/facts/constants';

/** Keyboard step for the arrow keys, as a share of the track. */
export const SLIDER_KEY_STEP = 0.1;

export function clampProgress(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(1, Math.max(0, value));
}

/**
 * Progress (0..1) of the handle for a pointer at `clientX`, given where the
 * handle travels: from `start` (px, left edge of the handle at 0) over `range` px.
 */
export function progressAt(clientX: number, grabOffset: number, start: number, range: number): number {
  if (range <= 0) return 0;
  return clampProgress((clientX - grabOffset - start) / range);
}

/** One keyboard step up or down, rounded to whole percent (no 0.1 + 0.2 drift). */
export function stepProgress(progress: number, direction: 1 | -1): number {
  return clampProgress(Math.round((progress + direction * SLIDER_KEY_STEP) * 100) / 100);
}

/** What a release at `progress` does: beyond the trigger it calls, otherwise it springs back. */
export function releaseAction(progress: number): 'call' | 'springBack' {
  return progress > SLIDER_TRIGGER ? 'call' : 'springBack';
}

/** Where the handle goes after a release or a keyboard move that calls: always back to 0. */
export const RESTING_PROGRESS = 0;
