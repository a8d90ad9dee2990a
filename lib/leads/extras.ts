/**
 * What a person's lead gets beyond the sales team's notifications, decided
 * before it is stored (the handler's `admit`):
 * - "Call me now" (`callback`): a few requests per address per hour (429
 *   `callbackLimit`), one per number per 24 hours across instances (400,
 *   `phone: repeat`, kept in the database), and, with a complete voice provider
 *   configuration (VOICE_CALLBACK_PROVIDER, lib/leads/config.ts), a `callback`
 *   delivery that asks the provider to call. The answer says who calls:
 *   `callback: 'agent'` only then, else `'team'` (a person calls back).
 * - The visitor's reply e-mail (`reply`, lib/leads/reply-email.ts): when
 *   e-mail is configured and the lead has an address, at most one per address
 *   per day.
 * Numbers and addresses are kept only as HMACs (lead_once_per_day), never in
 * a log line.
 */
import { createHmac } from 'node:crypto';
import type { Admit } from './handler';
import type { Queryable } from './db';
import { visitorAddress } from './reply-email';
import type { Channel } from './store';

type Limiter = { take(key: string): { ok: true } | { ok: false; retryAfterS: number } | Promise<{ ok: true } | { ok: false; retryAfterS: number }> };

interface Options {
  db: Queryable;
  /** The HMAC key for the stored keys (the challenge secret). */
  key: () => Promise<string>;
  callbackLimiter: Limiter;
  /** A voice provider places the call (its configuration complete: lib/leads/voice-callback.ts, callbackPromise). */
  voiceCallback: boolean;
  /** The visitor's reply can be sent (SMTP configured). */
  reply: boolean;
}

/** Uses `value` for `purpose` once per 24 hours: true when it was free (and is now taken). */
export async function takeOncePerDay(db: Queryable, purpose: string, keyHash: string): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO lead_once_per_day (purpose, key_hash, last_at) VALUES ($1, $2, now())
     ON CONFLICT (purpose, key_hash) DO UPDATE SET last_at = now() WHERE lead_once_per_day.last_at < now() - interval '24 hours'
     RETURNING key_hash`,
    [purpose, keyHash],
  );
  return rows.length > 0;
}

export function createAdmit({ db, key, callbackLimiter, voiceCallback, reply }: Options): Admit {
  const hash = async (value: string) => createHmac('sha256', await key()).update(value.trim().toLowerCase()).digest('hex');
  return async (lead, clientAddress) => {
    const channels: Channel[] = [];
    const taken: string[][] = [];
    const release = async () => {
      for (const [purpose, keyHash] of taken) await db.query('DELETE FROM lead_once_per_day WHERE purpose = $1 AND key_hash = $2', [purpose, keyHash]);
    };
    let answer: Record<string, string> | undefined;
    if (lead.form === 'callback') {
      const limit = await callbackLimiter.take(`callback:${clientAddress}`);
      if (!limit.ok) return { ok: false, status: 429, body: { error: 'callbackLimit' }, headers: { 'Retry-After': String(limit.retryAfterS) } };
      const numberHash = await hash(lead.fields.phone ?? '');
      if (!(await takeOncePerDay(db, 'callback', numberHash))) return { ok: false, status: 400, body: { errors: { phone: 'repeat' } } };
      taken.push(['callback', numberHash]);
      if (voiceCallback) channels.push('callback');
      answer = { callback: voiceCallback ? 'agent' : 'team' };
    }
    const address = visitorAddress(lead.fields);
    if (reply && address) {
      const addressHash = await hash(address);
      if (await takeOncePerDay(db, 'reply', addressHash)) {
        taken.push(['reply', addressHash]);
        channels.push('reply');
      }
    }
    return { ok: true, channels, answer, release };
  };
}
