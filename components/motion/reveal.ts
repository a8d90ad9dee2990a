/** Reveal-on-scroll presets (spec 4, "Other"): one place for the numbers. */
import { REVEAL_STAGGER_MAX_MS, REVEAL_STAGGER_MS, REVEAL_THRESHOLD } from '@/lib/facts/constants';

export { REVEAL_THRESHOLD };

/** Delay before the element at `index` of a group appears: 100 ms x 0.5 x index, at most 500 ms. */
export function revealDelayMs(index: number): number {
  if (!Number.isFinite(index) || index <= 0) return 0;
  return Math.min(Math.round(index) * REVEAL_STAGGER_MS, REVEAL_STAGGER_MAX_MS);
}
