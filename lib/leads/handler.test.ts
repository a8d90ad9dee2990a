/**
 * @jest-environment node
 */
import { loadAny } from '@/lib/forms/phone-any';
import { loadMobile } from '@/lib/forms/phone';
import { createChallenges } from './challenge';
import { leadsConfig } from './config';
import type { Queryable } from './db';
import { createLeadHandler, type Admit } from './handler';
import { createRateLimiter } from './rate-limit';
import { solveChallengeNode } from './solve';
import type { NewLead } from './store';

const config = { ...leadsConfig({}), siteOrigin: 'https://www.example.com', allowedOrigins: ['https://static.example.net'] };

/** The used-challenge table, in memory (the SQL runs against real databases in tests/services). */
function memoryDb(): Queryable {
  const used = new Set<string>();
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      if (sql.startsWith('INSERT INTO lead_challenges_used')) {
        const key = String(params[0]);
        if (used.has(key)) return [];
        used.add(key);
        return [{ challenge: key }] as T[];
      }
      return [];
    },
  };
}

let clock = Date.UTC(2026, 10, 26, 10);
const challenges = createChallenges({ db: memoryDb(), secret: 'test-secret', ttlMs: 600_000, maxNumber: 5000, now: () => clock });

/** A solved challenge issued 8 s ago, as a person's browser sends it. */
async function proof(ageMs = 8000): Promise<string> {
  const issued = await challenges.issue();
  clock += ageMs;
  return solveChallengeNode(issued);
}

function setup(overrides: { insert?: () => Promise<string>; max?: number; admit?: Admit } = {}) {
  const stored: NewLead[] = [];
  const channelsSeen: unknown[] = [];
  const onStored = jest.fn();
  const handle = createLeadHandler({
    store: {
      insertLead: async (lead, channels) => {
        if (overrides.insert) return overrides.insert();
        stored.push(lead);
        channelsSeen.push(channels);
        return `id-${stored.length}`;
      },
    },
    config,
    limiter: createRateLimiter({ max: overrides.max ?? 5, windowMs: 60_000 }),
    channels: ['email', 'webhook'],
    challenges,
    admit: overrides.admit,
    now: () => clock,
    onStored,
  });
  return { handle, stored, channelsSeen, onStored };
}

const contact = { form: 'contact', locale: 'pl', name: 'Zofia Łęcka', businessEmail: 'zofia@podlipami.pl', phone: '512 345 678', company: '', message: 'Dzień dobry', page: '/pl/contact/', _hp: '' };

function raw(body: unknown, headers: Record<string, string> = {}) {
  return new Request('http://localhost/api/leads', {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'localhost', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A submission with a freshly solved challenge (objects only; strings are sent as they are). */
async function post(body: unknown, headers: Record<string, string> = {}) {
  return raw(typeof body === 'object' && body !== null ? { _proof: await proof(), ...body } : body, headers);
}

beforeAll(async () => {
  await Promise.all([loadAny(), loadMobile()]);
});

describe('POST /api/leads', () => {
  it('201 with the id once stored: only the form’s fields, the phone in E.164, queued for every channel', async () => {
    const { handle, stored, channelsSeen, onStored } = setup();
    const response = await handle(await post({ ...contact, admin: 'yes', role: 'owner' }), '10.0.0.1');
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: 'id-1' });
    expect(stored).toEqual([{ form: 'contact', locale: 'pl', page: '/pl/contact/', fields: { name: 'Zofia Łęcka', businessEmail: 'zofia@podlipami.pl', phone: '+48512345678', message: 'Dzień dobry' }, spamReason: null }]);
    expect(channelsSeen).toEqual([['email', 'webhook']]);
    expect(onStored).toHaveBeenCalledTimes(1);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('drops control characters (PostgreSQL cannot store NUL) and keeps every other character', async () => {
    const { handle, stored } = setup();
    expect((await handle(await post({ ...contact, name: 'a\u0000b\u0007c\u001Bd', message: 'Zażółć\ngęślą 👩🏽‍💻 <b>' }), '10.0.0.1')).status).toBe(201);
    expect(stored[0]?.fields).toMatchObject({ name: 'abcd', message: 'Zażółć\ngęślą 👩🏽‍💻 <b>' });
  });

  it('400 with the shared error codes for each invalid field, and nothing stored', async () => {
    const { handle, stored } = setup();
    const response = await handle(await post({ ...contact, businessEmail: 'zofia@', phone: '12', message: 'x'.repeat(4001), name: 42 }), '10.0.0.1');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: { name: 'required', businessEmail: 'email', phone: 'phone', message: 'tooLong' } });
    const welcome = await handle(await post({ form: 'welcome', locale: 'en', firstName: 'A', lastName: 'B', companyName: 'C', businessEmail: 'a@b.co', phone: '(201) 636-0142', plan: 'gold', _elapsedMs: 9000 }), '10.0.0.1');
    expect(await welcome.json()).toEqual({ errors: { plan: 'plan' } });
    expect(await (await handle(await post({ ...contact, form: 'careers' }), '10.0.0.2')).json()).toEqual({ errors: { form: 'choice' } });
    expect(await (await handle(await post({ ...contact, locale: 'de' }), '10.0.0.3')).json()).toEqual({ errors: { locale: 'choice' } });
    for (const bad of ['{', '[1]', 'null', '"x"']) expect((await handle(await post(bad), '10.0.0.4')).status).toBe(400);
    expect(stored).toEqual([]);
  });

  it('413 over 32 KB, 415 for other content types, 405 for other methods', async () => {
    const { handle, stored } = setup();
    expect((await handle(await post({ ...contact, message: 'x'.repeat(33 * 1024) }), '10.0.0.1')).status).toBe(413);
    const form = new Request('http://localhost/api/leads', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'name=a' });
    expect((await handle(form, '10.0.0.1')).status).toBe(415);
    const get = await handle(new Request('http://localhost/api/leads'), '10.0.0.1');
    expect(get.status).toBe(200);
    expect(Object.keys(await get.json()).sort()).toEqual(['algorithm', 'challenge', 'maxnumber', 'minFillMs', 'salt', 'signature']);
    const put = await handle(new Request('http://localhost/api/leads', { method: 'PUT' }), '10.0.0.1');
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST, OPTIONS');
    expect(stored).toEqual([]);
  });

  it('429 with Retry-After when one address sends more than the limit; other addresses are not affected', async () => {
    const { handle } = setup({ max: 2 });
    expect((await handle(await post(contact), '10.0.0.9')).status).toBe(201);
    expect((await handle(await post(contact), '10.0.0.9')).status).toBe(201);
    const limited = await handle(await post(contact), '10.0.0.9');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await handle(await post(contact), '10.0.0.10')).status).toBe(201);
  });

  it('CORS: the site’s own origin and LEADS_ALLOWED_ORIGINS may post; a foreign origin gets 403', async () => {
    const { handle, stored } = setup();
    const preflight = await handle(new Request('http://localhost/api/leads', { method: 'OPTIONS', headers: { origin: 'https://static.example.net' } }), '10.0.0.1');
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://static.example.net');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = await handle(await post(contact, { origin: 'https://www.example.com' }), '10.0.0.1');
    expect(allowed.status).toBe(201);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://www.example.com');
    expect((await handle(await post(contact, { origin: 'http://localhost' }), '10.0.0.1')).status).toBe(201);
    const foreign = await handle(await post(contact, { origin: 'https://evil.example.org' }), '10.0.0.1');
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect((await handle(new Request('http://localhost/api/leads', { method: 'OPTIONS', headers: { origin: 'https://evil.example.org' } }), '10.0.0.1')).status).toBe(403);
    expect(stored).toHaveLength(2);
  });

  it('a bot gets the same 201, is stored flagged as spam and wakes no notification', async () => {
    const { handle, stored, onStored } = setup();
    const trap = await handle(await post({ ...contact, _hp: 'http://cheap-pills.example' }), '10.0.0.1');
    // Issued 900 ms before the submission, whatever the client claims.
    const fast = await handle(raw({ ...contact, _proof: await proof(900), _elapsedMs: 60_000 }), '10.0.0.2');
    expect([trap.status, fast.status]).toEqual([201, 201]);
    expect(await trap.json()).toEqual({ id: 'id-1' });
    expect(stored.map((l) => l.spamReason)).toEqual(['honeypot', 'too-fast']);
    expect(onStored).not.toHaveBeenCalled();
  });

  it('a database failure is a 500 without details, and logs no personal data', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const { handle } = setup({ insert: () => Promise.reject(Object.assign(new Error('duplicate key value zofia@podlipami.pl'), { code: '23505' })) });
    const response = await handle(await post(contact), '10.0.0.1');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).toBe('{"error":"server"}');
    expect(JSON.stringify(log.mock.calls)).not.toContain('zofia');
  });

  it('refuses without storing: no solution, a forged one, an expired one, a replayed one; the client’s _elapsedMs buys nothing', async () => {
    const { handle, stored, onStored } = setup({ max: 50 });
    const reasons: unknown[] = [];
    const send = async (body: Record<string, unknown>) => {
      const response = await handle(raw(body), '10.0.0.1');
      expect(response.status).toBe(400);
      reasons.push(((await response.json()) as { reason?: string }).reason);
    };
    await send({ ...contact, _elapsedMs: 8000 });
    const forged = JSON.parse(Buffer.from(await proof(), 'base64').toString()) as Record<string, unknown>;
    await send({ ...contact, _proof: Buffer.from(JSON.stringify({ ...forged, number: Number(forged.number) + 1 })).toString('base64') });
    await send({ ...contact, _proof: 'not base64 json' });
    const old = await challenges.issue();
    clock += 601_000;
    await send({ ...contact, _proof: solveChallengeNode(old) });
    const good = await proof();
    expect((await handle(raw({ ...contact, _proof: good }), '10.0.0.1')).status).toBe(201);
    await send({ ...contact, _proof: good });
    expect(reasons).toEqual(['missing', 'invalid', 'invalid', 'expired', 'replayed']);
    expect(stored).toHaveLength(1);
    expect(onStored).toHaveBeenCalledTimes(1);
  });

  it('GET issues a challenge whose issue time is signed: a salt moved back in time fails', async () => {
    const { handle, stored } = setup();
    const issued = (await (await handle(new Request('http://localhost/api/leads'), '10.0.0.1')).json()) as { salt: string; challenge: string; signature: string; algorithm: string; maxnumber: number };
    clock += 1000;
    const solution = JSON.parse(Buffer.from(solveChallengeNode(issued), 'base64').toString()) as Record<string, unknown>;
    const older = String(solution.salt).replace(/issued=(\d+)/, (_, t: string) => `issued=${Number(t) - 60_000}`);
    const forged = Buffer.from(JSON.stringify({ ...solution, salt: older })).toString('base64');
    expect((await handle(raw({ ...contact, _proof: forged }), '10.0.0.1')).status).toBe(400);
    expect(stored).toEqual([]);
  });

  it('callback: numbers refused by type and country with their own codes; admit decides the rest and its answer reaches the visitor', async () => {
    const admit = jest.fn<ReturnType<Admit>, Parameters<Admit>>(async () => ({ ok: true, channels: ['callback'], answer: { callback: 'agent' } }));
    const { handle, stored, channelsSeen } = setup({ admit, max: 50 });
    const callback = { form: 'callback', locale: 'en', page: '/en/', consent: 'yes', _hp: '' };
    const answers = [];
    for (const phone of ['+1 900 234 5678', '+1 800 234 5678', '+48 703 123 456', '+44 20 7946 0958', '112'])
      answers.push(await (await handle(await post({ ...callback, phone }), '10.0.0.1')).json());
    expect(answers).toEqual([{ errors: { phone: 'numberType' } }, { errors: { phone: 'numberType' } }, { errors: { phone: 'numberType' } }, { errors: { phone: 'country' } }, { errors: { phone: 'phone' } }]);
    expect(await (await handle(await post({ ...callback, phone: '(212) 736-0199', consent: '' }), '10.0.0.1')).json()).toEqual({ errors: { consent: 'consent' } });
    const ok = await handle(await post({ ...callback, phone: '(212) 736-0199' }), '10.0.0.1');
    expect(ok.status).toBe(201);
    expect(await ok.json()).toEqual({ id: 'id-1', callback: 'agent' });
    expect(stored[0]?.fields).toEqual({ phone: '+12127360199', consent: 'yes' });
    expect(channelsSeen[0]).toEqual(['email', 'webhook', 'callback']);
    admit.mockResolvedValueOnce({ ok: false, status: 400, body: { errors: { phone: 'repeat' } } });
    const again = await handle(await post({ ...callback, phone: '(212) 736-0199' }), '10.0.0.1');
    expect([again.status, await again.json()]).toEqual([400, { errors: { phone: 'repeat' } }]);
    expect(stored).toHaveLength(1);
  });
});
