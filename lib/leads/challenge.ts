/**
 * Proof of work without a third party (the ALTCHA protocol, `altcha-lib/v1`):
 * the lead service issues a challenge (GET /api/leads), the visitor's browser
 * finds the number whose SHA-256 with the salt matches (lib/forms/proof.ts,
 * in a worker), and POST /api/leads sends it back as `_proof`.
 *
 * - Signed with HMAC: LEADS_CHALLENGE_SECRET, or a secret generated once and
 *   kept in the database (lead_settings), so every instance and host agrees.
 * - The salt carries the issue time and the expiry, both covered by the
 *   signature: the minimum fill time is measured from the issue time by the
 *   server, never taken from the client.
 * - Single use: a solved challenge is recorded (lead_challenges_used) until it
 *   expires; a second submission with it is a replay, whichever instance sees it.
 */
import { randomBytes } from 'node:crypto';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Queryable } from './db';

/** Field of the POST body that carries the solution (base64 JSON, as ALTCHA sends it). */
export const PROOF_FIELD = '_proof';

export type ProofFailure = 'missing' | 'invalid' | 'expired' | 'replayed';
export type ProofResult = { ok: true; issuedAt: number } | { ok: false; reason: ProofFailure };

export interface ChallengeOptions {
  db: Queryable;
  /** LEADS_CHALLENGE_SECRET; empty: generated once and kept in the database. */
  secret: string;
  /** How long a challenge may be solved and used. */
  ttlMs: number;
  /** Upper bound of the number to find (the work: half of it on average). */
  maxNumber: number;
  now?: () => number;
}

/** The shared secret: the configured one, else the one in the database (created by the first instance). */
export async function challengeSecret(db: Queryable, configured: string): Promise<string> {
  if (configured) return configured;
  await db.query('INSERT INTO lead_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', ['challenge_secret', randomBytes(32).toString('hex')]);
  const rows = await db.query<{ value: string }>('SELECT value FROM lead_settings WHERE key = $1', ['challenge_secret']);
  const value = rows[0]?.value;
  if (!value) throw new Error('no challenge secret');
  return value;
}

function decode(value: unknown): { algorithm: 'SHA-256'; challenge: string; number: number; salt: string; signature: string } | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as Record<string, unknown>;
    const { algorithm, challenge, number, salt, signature } = parsed;
    if (algorithm !== 'SHA-256' || typeof challenge !== 'string' || typeof salt !== 'string' || typeof signature !== 'string') return null;
    if (typeof number !== 'number' || !Number.isInteger(number) || number < 0) return null;
    return { algorithm, challenge, number, salt, signature };
  } catch {
    return null;
  }
}

export function createChallenges({ db, secret: configured, ttlMs, maxNumber, now = Date.now }: ChallengeOptions) {
  let secret: Promise<string> | null = null;
  const key = () => {
    secret ??= challengeSecret(db, configured).catch((error) => {
      secret = null;
      throw error;
    });
    return secret;
  };
  let lastSweep = 0;

  return {
    key,
    /** A new challenge: { algorithm, challenge, maxnumber, salt, signature }. */
    async issue() {
      const issued = now();
      return createChallenge({ hmacKey: await key(), maxNumber, expires: new Date(issued + ttlMs), params: { issued: String(issued) } });
    },

    /** Checks a solution and uses it up; the issue time (ms) when it is good. */
    async verify(value: unknown): Promise<ProofResult> {
      if (value === undefined || value === null || value === '') return { ok: false, reason: 'missing' };
      const payload = decode(value);
      if (!payload) return { ok: false, reason: 'invalid' };
      if (!(await verifySolution(payload, await key(), false))) return { ok: false, reason: 'invalid' };
      const params = extractParams(payload);
      const issuedAt = Number(params.issued);
      const expiresAt = Number(params.expires) * 1000;
      if (!Number.isFinite(issuedAt) || !Number.isFinite(expiresAt)) return { ok: false, reason: 'invalid' };
      const t = now();
      if (t > expiresAt) return { ok: false, reason: 'expired' };
      const fresh = await db.query('INSERT INTO lead_challenges_used (challenge, expires_at) VALUES ($1, $2) ON CONFLICT (challenge) DO NOTHING RETURNING challenge', [
        payload.challenge,
        new Date(expiresAt).toISOString(),
      ]);
      if (fresh.length === 0) return { ok: false, reason: 'replayed' };
      if (t - lastSweep > 10 * 60_000) {
        lastSweep = t;
        await db.query('DELETE FROM lead_challenges_used WHERE expires_at < now()').catch(() => undefined);
      }
      return { ok: true, issuedAt };
    },
  };
}

export type Challenges = ReturnType<typeof createChallenges>;
