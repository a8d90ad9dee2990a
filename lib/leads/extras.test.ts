/**
 * @jest-environment node
 */
import type { Queryable } from './db';
import { createAdmit } from './extras';
import { createRateLimiter } from './rate-limit';
import type { NewLead } from './store';

/** lead_once_per_day in memory (the SQL itself runs against PGlite and PostgreSQL in tests/services). */
function onceDb() {
  const taken = new Map<string, number>();
  let now = 0;
  const db: Queryable = {
    async query<T>(sql: string, params: unknown[] = []) {
      const key = `${params[0]}:${params[1]}`;
      if (sql.includes('INSERT INTO lead_once_per_day')) {
        const last = taken.get(key);
        if (last !== undefined && now - last < 24 * 3_600_000) return [];
        taken.set(key, now);
        return [{ key_hash: params[1] }] as T[];
      }
      if (sql.startsWith('DELETE FROM lead_once_per_day')) taken.delete(key);
      return [];
    },
  };
  return { db, taken, advance: (ms: number) => (now += ms) };
}

const callback = (phone: string): NewLead => ({ form: 'callback', locale: 'en', page: '/en/', fields: { phone, consent: 'yes' }, spamReason: null });
const contact = (email: string): NewLead => ({ form: 'contact', locale: 'pl', page: '/pl/contact/', fields: { name: 'Zofia', businessEmail: email, message: 'Dzień dobry' }, spamReason: null });

function setup({ voiceCallback = false, reply = true } = {}) {
  const store = onceDb();
  const admit = createAdmit({ db: store.db, key: async () => 'k', callbackLimiter: createRateLimiter({ max: 3, windowMs: 3_600_000 }), voiceCallback, reply });
  return { admit, ...store };
}

describe('admit', () => {
  it('without a voice platform the team calls back: no call request, the answer says so', async () => {
    const { admit } = setup();
    expect(await admit(callback('+12127360199'), '10.0.0.1')).toMatchObject({ ok: true, channels: [], answer: { callback: 'team' } });
  });

  it('with one, the call goes through the outbox; the same number is refused for 24 hours, then allowed again', async () => {
    const { admit, advance } = setup({ voiceCallback: true });
    expect(await admit(callback('+12127360199'), '10.0.0.1')).toMatchObject({ ok: true, channels: ['callback'], answer: { callback: 'agent' } });
    expect(await admit(callback('+12127360199'), '10.0.0.2')).toEqual({ ok: false, status: 400, body: { errors: { phone: 'repeat' } } });
    advance(24 * 3_600_000 + 1);
    expect(await admit(callback('+12127360199'), '10.0.0.3')).toMatchObject({ ok: true, channels: ['callback'] });
  });

  it('a few per address per hour, whatever the numbers', async () => {
    const { admit } = setup();
    const results = [];
    for (const n of [1, 2, 3, 4]) results.push(await admit(callback(`+4860123450${n}`), '10.0.0.9'));
    expect(results.map((r) => (r.ok ? 'ok' : `${r.status} ${String(r.body.error)}`))).toEqual(['ok', 'ok', 'ok', '429 callbackLimit']);
  });

  it('the visitor’s reply: once per address per day, never without e-mail configured; keys are HMACs, not the values', async () => {
    const { admit, taken } = setup();
    expect(await admit(contact('zofia@podlipami.pl'), '10.0.0.1')).toMatchObject({ ok: true, channels: ['reply'] });
    expect(await admit(contact('Zofia@Podlipami.pl '), '10.0.0.1')).toMatchObject({ ok: true, channels: [] });
    expect([...taken.keys()].join()).not.toContain('zofia');
    const off = setup({ reply: false });
    expect(await off.admit(contact('ola@nowak.pl'), '10.0.0.1')).toMatchObject({ ok: true, channels: [] });
  });

  it('release gives back what was taken (the lead could not be stored)', async () => {
    const { admit, taken } = setup({ voiceCallback: true });
    const first = await admit(callback('+12127360199'), '10.0.0.1');
    expect(taken.size).toBe(1);
    if (first.ok) await first.release?.();
    expect(taken.size).toBe(0);
  });
});
