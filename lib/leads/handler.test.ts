/**
 * @jest-environment node
 */
import { loadAny } from '@/lib/forms/phone-any';
import { loadMobile } from '@/lib/forms/phone';
import { leadsConfig } from './config';
import { createLeadHandler } from './handler';
import { createRateLimiter } from './rate-limit';
import type { NewLead } from './store';

const config = { ...leadsConfig({}), siteOrigin: 'https://www.example.com', allowedOrigins: ['https://static.example.net'] };

function setup(overrides: { insert?: () => Promise<string>; max?: number } = {}) {
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
    onStored,
  });
  return { handle, stored, channelsSeen, onStored };
}

const contact = { form: 'contact', locale: 'pl', name: 'Zofia Łęcka', businessEmail: 'zofia@podlipami.pl', phone: '512 345 678', company: '', message: 'Dzień dobry', page: '/pl/contact/', _hp: '', _elapsedMs: 8000 };

function post(body: unknown, headers: Record<string, string> = {}) {
  return new Request('http://localhost/api/leads', {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'localhost', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

beforeAll(async () => {
  await Promise.all([loadAny(), loadMobile()]);
});

describe('POST /api/leads', () => {
  it('201 with the id once stored: only the form’s fields, the phone in E.164, queued for every channel', async () => {
    const { handle, stored, channelsSeen, onStored } = setup();
    const response = await handle(post({ ...contact, admin: 'yes', role: 'owner' }), '10.0.0.1');
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: 'id-1' });
    expect(stored).toEqual([{ form: 'contact', locale: 'pl', page: '/pl/contact/', fields: { name: 'Zofia Łęcka', businessEmail: 'zofia@podlipami.pl', phone: '+48512345678', message: 'Dzień dobry' }, spamReason: null }]);
    expect(channelsSeen).toEqual([['email', 'webhook']]);
    expect(onStored).toHaveBeenCalledTimes(1);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('drops control characters (PostgreSQL cannot store NUL) and keeps every other character', async () => {
    const { handle, stored } = setup();
    expect((await handle(post({ ...contact, name: 'a\u0000b\u0007c\u001Bd', message: 'Zażółć\ngęślą 👩🏽‍💻 <b>' }), '10.0.0.1')).status).toBe(201);
    expect(stored[0]?.fields).toMatchObject({ name: 'abcd', message: 'Zażółć\ngęślą 👩🏽‍💻 <b>' });
  });

  it('400 with the shared error codes for each invalid field, and nothing stored', async () => {
    const { handle, stored } = setup();
    const response = await handle(post({ ...contact, businessEmail: 'zofia@', phone: '12', message: 'x'.repeat(4001), name: 42 }), '10.0.0.1');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: { name: 'required', businessEmail: 'email', phone: 'phone', message: 'tooLong' } });
    const welcome = await handle(post({ form: 'welcome', locale: 'en', firstName: 'A', lastName: 'B', companyName: 'C', businessEmail: 'a@b.co', phone: '(201) 555-0123', plan: 'gold', _elapsedMs: 9000 }), '10.0.0.1');
    expect(await welcome.json()).toEqual({ errors: { plan: 'plan' } });
    expect(await (await handle(post({ ...contact, form: 'careers' }), '10.0.0.2')).json()).toEqual({ errors: { form: 'choice' } });
    expect(await (await handle(post({ ...contact, locale: 'de' }), '10.0.0.3')).json()).toEqual({ errors: { locale: 'choice' } });
    for (const bad of ['{', '[1]', 'null', '"x"']) expect((await handle(post(bad), '10.0.0.4')).status).toBe(400);
    expect(stored).toEqual([]);
  });

  it('413 over 32 KB, 415 for other content types, 405 for other methods', async () => {
    const { handle, stored } = setup();
    expect((await handle(post({ ...contact, message: 'x'.repeat(33 * 1024) }), '10.0.0.1')).status).toBe(413);
    const form = new Request('http://localhost/api/leads', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'name=a' });
    expect((await handle(form, '10.0.0.1')).status).toBe(415);
    const get = await handle(new Request('http://localhost/api/leads'), '10.0.0.1');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    expect(stored).toEqual([]);
  });

  it('429 with Retry-After when one address sends more than the limit; other addresses are not affected', async () => {
    const { handle } = setup({ max: 2 });
    expect((await handle(post(contact), '10.0.0.9')).status).toBe(201);
    expect((await handle(post(contact), '10.0.0.9')).status).toBe(201);
    const limited = await handle(post(contact), '10.0.0.9');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await handle(post(contact), '10.0.0.10')).status).toBe(201);
  });

  it('CORS: the site’s own origin and LEADS_ALLOWED_ORIGINS may post; a foreign origin gets 403', async () => {
    const { handle, stored } = setup();
    const preflight = await handle(new Request('http://localhost/api/leads', { method: 'OPTIONS', headers: { origin: 'https://static.example.net' } }), '10.0.0.1');
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://static.example.net');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = await handle(post(contact, { origin: 'https://www.example.com' }), '10.0.0.1');
    expect(allowed.status).toBe(201);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://www.example.com');
    expect((await handle(post(contact, { origin: 'http://localhost' }), '10.0.0.1')).status).toBe(201);
    const foreign = await handle(post(contact, { origin: 'https://evil.example.org' }), '10.0.0.1');
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect((await handle(new Request('http://localhost/api/leads', { method: 'OPTIONS', headers: { origin: 'https://evil.example.org' } }), '10.0.0.1')).status).toBe(403);
    expect(stored).toHaveLength(2);
  });

  it('a bot gets the same 201, is stored flagged as spam and wakes no notification', async () => {
    const { handle, stored, onStored } = setup();
    const trap = await handle(post({ ...contact, _hp: 'http://cheap-pills.example' }), '10.0.0.1');
    const fast = await handle(post({ ...contact, _elapsedMs: 900 }), '10.0.0.2');
    expect([trap.status, fast.status]).toEqual([201, 201]);
    expect(await trap.json()).toEqual({ id: 'id-1' });
    expect(stored.map((l) => l.spamReason)).toEqual(['honeypot', 'too-fast']);
    expect(onStored).not.toHaveBeenCalled();
  });

  it('a database failure is a 500 without details, and logs no personal data', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const { handle } = setup({ insert: () => Promise.reject(Object.assign(new Error('duplicate key value zofia@podlipami.pl'), { code: '23505' })) });
    const response = await handle(post(contact), '10.0.0.1');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).toBe('{"error":"server"}');
    expect(JSON.stringify(log.mock.calls)).not.toContain('zofia');
  });
});
