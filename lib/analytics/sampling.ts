/**
 * Which page loads report web vitals and resource errors (spec 9,
 * "Performance sampling rate"). Pure, so the rule is tested; the random
 * source is injectable.
 */
export function isSampled(rate: number, random: () => number = Math.random): boolean {
  if (!Number.isFinite(rate) || rate <= 0) return false;
  if (rate >= 1) return true;
  return random() < rate;
}

let decision: boolean | undefined;

/** One decision per page load, so a load reports all of its metrics or none. */
export function sampledThisLoad(rate: number): boolean {
  decision ??= isSampled(rate);
  return decision;
}
