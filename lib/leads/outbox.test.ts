/**
 * @jest-environment node
 */
import { createHmac } from 'node:crypto';
import { DEFAULT_RETRY_DELAYS_S, leadsConfig } from './config';
import { leadsCsv } from './csv';
import { signBody, webhookBody, webhookSender } from './notify';
import { createOutbox, retryDelay } from './outbox';
import { createRateLimiter } from './rate-limit';
import { measuredSpamReason } from './spam';
import type { Delivery, LeadStore } from './store';

const delivery = (attempts = 0): Delivery => ({
  id: '1',
  leadId: 'L1',
  channel: 'webhook',
  attempts,
  lead: { id: 'L1', form: 'contact', locale: 'pl', page: '/pl/contact/', fields: { name: 'Zofia Łęcka' }, createdAt: '2026-11-24T10:00:00.000Z' },
});

describe('retry schedule', () => {
  it('retries after 1, 5, 15 and 40 minutes (five attempts over about an hour), then asks for attention', () => {
    const delays = leadsConfig({}).retryDelaysMs;
    expect(DEFAULT_RETRY_DELAYS_S).toEqual([60, 300, 900, 2400]);
    expect([1, 2, 3, 4, 5].map((n) => retryDelay(n, delays))).toEqual([60_000, 300_000, 900_000, 2_400_000, null]);
    const total = delays.reduce((a, b) => a + b, 0);
    expect(total / 60_000).toBeGreaterThanOrEqual(55);
    expect(total / 60_000).toBeLessThanOrEqual(75);
    // Each wait is longer than the one before (exponential-style backoff).
    for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThan(delays[i - 1]!);
  });

  it('the outbox marks a success done, a failure for a later retry, and the last failure for attention', async () => {
    const queue = [[delivery(0)], [], [delivery(4)], []];
    const calls: string[] = [];
    const store = {
      claimDue: async () => queue.shift() ?? [],
      markDone: async (id: string) => void calls.push(`done ${id}`),
      markFailed: async (id: string, retryIn: number | null) => void calls.push(`failed ${id} ${retryIn}`),
    } as unknown as LeadStore;
    let fail = false;
    const outbox = createOutbox({ store, senders: { webhook: async () => { if (fail) throw new Error('webhook answered 500'); } }, retryDelaysMs: [10, 20, 30, 40], pollMs: 60_000 });
    await outbox.runOnce();
    fail = true;
    await outbox.runOnce();
    expect(calls).toEqual(['done 1', 'failed 1 null']);
    const first = [delivery(0)];
    const again = { ...store, claimDue: async () => first.splice(0) } as unknown as LeadStore;
    const retrying = createOutbox({ store: again, senders: { webhook: async () => Promise.reject(new Error('down')) }, retryDelaysMs: [10, 20], pollMs: 60_000 });
    await retrying.runOnce();
    expect(calls.at(-1)).toBe('failed 1 10');
    await outbox.stop();
    await retrying.stop();
  });
});

describe('webhook', () => {
  it('signs the exact body with HMAC-SHA256 and treats a non-2xx answer as a failure', async () => {
    const fetchImpl = jest.fn().mockResolvedValueOnce(new Response('', { status: 500 })).mockResolvedValueOnce(new Response('ok', { status: 200 }));
    const send = webhookSender({ webhookUrl: 'https://crm.example.com/hook', webhookSecret: 's3cret' }, fetchImpl);
    await expect(send(delivery())).rejects.toThrow('500');
    await send(delivery());
    const [url, init] = fetchImpl.mock.calls[1];
    expect(url).toBe('https://crm.example.com/hook');
    expect(init.body).toBe(webhookBody(delivery()));
    const expected = `sha256=${createHmac('sha256', 's3cret').update(init.body).digest('hex')}`;
    expect(init.headers['X-Leads-Signature']).toBe(expected);
    expect(signBody(init.body, 's3cret')).toBe(expected);
    expect(JSON.parse(init.body)).toEqual({ id: 'L1', form: 'contact', locale: 'pl', page: '/pl/contact/', createdAt: '2026-11-24T10:00:00.000Z', fields: { name: 'Zofia Łęcka' } });
  });
});

describe('spam rules', () => {
  it('a filled honeypot, or a form sent sooner than the minimum fill time after the challenge was issued, is a bot; the client’s _elapsedMs counts for nothing', () => {
    expect(measuredSpamReason({ _hp: '' }, 1000, 4500, 3000)).toBeNull();
    expect(measuredSpamReason({ _hp: 'x' }, 1000, 90_000, 3000)).toBe('honeypot');
    expect(measuredSpamReason({ _hp: '' }, 1000, 3999, 3000)).toBe('too-fast');
    expect(measuredSpamReason({ _hp: '', _elapsedMs: 60_000 }, 1000, 2000, 3000)).toBe('too-fast');
  });

  it('the rate limit counts per address and reopens after the window', async () => {
    const limiter = createRateLimiter({ max: 2, windowMs: 60_000 });
    expect((await Promise.all([limiter.take('a', 0), limiter.take('a', 1), limiter.take('a', 2)])).map((r) => r.ok)).toEqual([true, true, false]);
    expect(await limiter.take('a', 30_000)).toEqual({ ok: false, retryAfterS: 30 });
    expect((await limiter.take('b', 3)).ok).toBe(true);
    expect((await limiter.take('a', 60_001)).ok).toBe(true);
  });
});

describe('CSV export', () => {
  it('one line per lead, Polish letters intact, quotes and formulas neutralised', () => {
    const csv = leadsCsv(
      [{ id: 'L1', createdAt: '2026-11-24T10:00:00.000Z', form: 'contact', locale: 'pl', page: '/pl/contact/', status: 'new', fields: { name: 'Zofia Łęcka', message: 'Dzień dobry, "pilne"\nproszę o kontakt', company: '=HYPERLINK("x")' }, deliveries: [{ channel: 'email', status: 'done', attempts: 1 }] }],
      ['name', 'company', 'message'],
    );
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('id,created_at,form,locale,page,status,deliveries,name,company,message');
    expect(lines[1]).toBe('L1,2026-11-24T10:00:00.000Z,contact,pl,/pl/contact/,new,email:done:1,Zofia Łęcka,"\'=HYPERLINK(""x"")","Dzień dobry, ""pilne""\\nproszę o kontakt"');
    expect(lines).toHaveLength(3);
  });
});
