/**
 * Bot signals that need no third party. Forms send `_hp`, a field people never
 * see (components/forms/Honeypot.tsx), and `_proof`, the solved challenge
 * (lib/leads/challenge.ts), whose signed issue time gives the fill time as the
 * server measured it. A filled honeypot, or a submission sooner than the
 * minimum fill time after the challenge was issued, marks a bot. `_elapsedMs`,
 * which older forms sent, is ignored: a client's claim proves nothing.
 */
export const HONEYPOT_FIELD = '_hp';

export type SpamReason = 'honeypot' | 'too-fast';

/** The bot signals with the fill time measured by the server: from the challenge's issue time to now. */
export function measuredSpamReason(body: Record<string, unknown>, issuedAt: number, now: number, minFillMs: number): SpamReason | null {
  const trap = body[HONEYPOT_FIELD];
  if (trap !== undefined && trap !== '' && trap !== null) return 'honeypot';
  return now - issuedAt < minFillMs ? 'too-fast' : null;
}
