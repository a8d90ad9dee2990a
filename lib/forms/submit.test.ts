import { formEndpoint, mailtoHref, postJson } from './submit';

const answer = (status: number, body: unknown = null) => jest.fn().mockResolvedValue({ status, ok: status < 300, json: async () => body });

describe('postJson', () => {
  it('posts JSON and counts only a 201 as stored', async () => {
    const fetchImpl = answer(201, { id: 'abc' });
    await expect(postJson('/api/leads', { a: 1 }, 1000, fetchImpl)).resolves.toEqual({ ok: true, id: 'abc' });
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('/api/leads');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toEqual({ a: 1 });
    await expect(postJson('/api/leads', {}, 1000, answer(200, { ok: true }))).resolves.toEqual({ ok: false, reason: 'server' });
  });

  it('passes on the field errors of a 400', async () => {
    await expect(postJson('/x', {}, 1000, answer(400, { errors: { businessEmail: 'email', evil: '<script>' } }))).resolves.toEqual({ ok: false, reason: 'invalid', errors: { businessEmail: 'email' } });
    await expect(postJson('/x', {}, 1000, answer(400, { error: 'json' }))).resolves.toEqual({ ok: false, reason: 'server' });
  });

  it('reads 404, 405 and no connection as “no lead service here”', async () => {
    await expect(postJson('/x', {}, 1000, answer(404))).resolves.toEqual({ ok: false, reason: 'absent' });
    await expect(postJson('/x', {}, 1000, answer(405))).resolves.toEqual({ ok: false, reason: 'absent' });
    // A serverless host without DATABASE_URL: the service is there but refuses to store.
    await expect(postJson('/x', {}, 1000, answer(503, { error: 'storage' }))).resolves.toEqual({ ok: false, reason: 'absent' });
    await expect(postJson('/x', {}, 1000, jest.fn().mockRejectedValue(new TypeError('offline')))).resolves.toEqual({ ok: false, reason: 'absent' });
  });

  it('reports server errors, rate limits and time-outs as failures to retry', async () => {
    await expect(postJson('/x', {}, 1000, answer(503))).resolves.toEqual({ ok: false, reason: 'server' });
    await expect(postJson('/x', {}, 1000, answer(429))).resolves.toEqual({ ok: false, reason: 'busy' });
    const hanging = jest.fn((_url: string, init: RequestInit) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))));
    await expect(postJson('/x', {}, 10, hanging as unknown as typeof fetch)).resolves.toEqual({ ok: false, reason: 'timeout' });
  });
});

describe('mailtoHref', () => {
  it('writes the subject and one line per field', () => {
    const href = mailtoHref('sales@example.com', 'Nowe zgłoszenie & plan', ['Imię: Zoë', 'Plan: growth']);
    expect(href.startsWith('mailto:sales@example.com?subject=')).toBe(true);
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe('Nowe zgłoszenie & plan');
    expect(url.searchParams.get('body')).toBe('Imię: Zoë\r\nPlan: growth');
  });
});

describe('formEndpoint', () => {
  it('is the same-origin lead service unless NEXT_PUBLIC_FORM_ENDPOINT names another', () => {
    expect(formEndpoint()).toBe('/api/leads');
  });
});
