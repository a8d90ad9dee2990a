/**
 * Bot signals that need no third party. Forms send two extra values:
 * `_hp`, a field people never see (components/forms/Honeypot.tsx), and
 * `_elapsedMs`, how long the form had been on screen. A filled honeypot, or a
 * submission sooner than the minimum fill time (or without it), marks a bot.
 */
export const HONEYPOT_FIELD = '_hp';
export const ELAPSED_FIELD = '_elapsedMs';

export type SpamReason = 'honeypot' | 'too-fast';

export function spamReason(body: Record<string, unknown>, minFillMs: number): SpamReason | null {
  const trap = body[HONEYPOT_FIELD];
  if (trap !== undefined && trap !== '' && trap !== null) return 'honeypot';
  const elapsed = Number(body[ELAPSED_FIELD]);
  if (!Number.isFinite(elapsed) || elapsed < minFillMs) return 'too-fast';
  return null;
}
