/**
 * @jest-environment node
 */
import { createHmac } from 'node:crypto';
import { assembleLeads } from './assemble';
import { DEFAULT_RETRY_DELAYS_S, leadsConfig, voiceCallbackSentence, voiceCallbackSetup } from './config';
import { leadsCsv } from './csv';
import type { Queryable } from './db';
import { signBody, webhookBody, webhookSender } from './notify';
import { createOutbox, INTERRUPTED, retryDelay, Unconfirmed, type Sender } from './outbox';
import { createRateLimiter } from './rate-limit';
import { solveChallengeNode, type IssuedChallenge } from './solve';
import { measuredSpamReason } from './spam';
import type { Delivery, LeadStore } from './store';
import { callbackPromise, callbackSender, providerSender, retellRequest, retellSender, vapiRequest, vapiSender } from './voice-callback';

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

// "Call me now" placed by a voice provider (issue 33): lib/leads/config.ts, lib/leads/voice-callback.ts.
const VAPI = { VOICE_CALLBACK_PROVIDER: 'vapi', VAPI_API_KEY: 'vapi-private-key', VAPI_ASSISTANT_ID: 'asst-1', VAPI_PHONE_NUMBER_ID: 'pn-1' };
const RETELL = { VOICE_CALLBACK_PROVIDER: 'retell', RETELL_API_KEY: 'retell-key', RETELL_AGENT_ID: 'agent-1', RETELL_FROM_NUMBER: '+14155550123' };
const setupOf = (env: Record<string, string>) => voiceCallbackSetup(leadsConfig(env));
const without = (env: Record<string, string>, name: string) => Object.fromEntries(Object.entries(env).filter(([key]) => key !== name));

const callDelivery = (locale: 'en' | 'pl' = 'pl', attempts = 0, interrupted = false): Delivery => ({
  id: '7',
  leadId: 'L7',
  channel: 'callback',
  attempts,
  interrupted,
  lead: { id: 'L7', form: 'callback', locale, page: `/${locale}/`, fields: { phone: locale === 'pl' ? '+48601234567' : '+12127360199', consent: 'yes' }, createdAt: '2026-11-26T10:00:00.000Z' },
});

describe('"Call me now": which provider places the call', () => {
  it('VOICE_CALLBACK_PROVIDER picks it; the webhook is the default when VOICE_CALLBACK_URL is set; nothing configured: a person calls back', () => {
    expect(setupOf({})).toEqual({ provider: null, requested: null, missing: [], invalid: [] });
    expect(setupOf({ VOICE_CALLBACK_URL: 'https://voice.example.com/call' }).provider).toBe('webhook');
    expect(setupOf(VAPI).provider).toBe('vapi');
    expect(setupOf({ ...RETELL, VOICE_CALLBACK_PROVIDER: 'Retell' }).provider).toBe('retell');
    // A provider named wins over the webhook's URL.
    expect(setupOf({ ...VAPI, VOICE_CALLBACK_URL: 'https://voice.example.com/call' }).provider).toBe('vapi');
    const config = leadsConfig(VAPI);
    expect([config.vapiApiUrl, config.retellApiUrl]).toEqual(['https://api.vapi.ai', 'https://api.retellai.com']);
    expect(leadsConfig({ VAPI_API_URL: 'http://127.0.0.1:9/', RETELL_API_URL: 'http://127.0.0.1:8//' })).toMatchObject({ vapiApiUrl: 'http://127.0.0.1:9', retellApiUrl: 'http://127.0.0.1:8' });
  });

  it.each([
    ['vapi', VAPI, ['VAPI_API_KEY', 'VAPI_ASSISTANT_ID', 'VAPI_PHONE_NUMBER_ID']],
    ['retell', RETELL, ['RETELL_API_KEY', 'RETELL_AGENT_ID', 'RETELL_FROM_NUMBER']],
    ['webhook', { VOICE_CALLBACK_PROVIDER: 'webhook', VOICE_CALLBACK_URL: 'https://voice.example.com/call' }, ['VOICE_CALLBACK_URL']],
  ] as const)('%s: each missing value is named, at start and at build, and then nobody is sent the call', (provider, env, names) => {
    for (const name of names) {
      const setup = setupOf(without(env, name));
      expect(setup).toMatchObject({ provider: null, requested: provider, missing: [name] });
      const sentence = voiceCallbackSentence(setup);
      expect(sentence).toBe(`"Call me now": VOICE_CALLBACK_PROVIDER=${provider} lacks ${name}: no agent calls; a person calls back instead, and the page says so.`);
      expect(callbackPromise(setup)).toBe('team');
      expect(providerSender(setup, leadsConfig(without(env, name)))).toBeNull();
    }
    expect(setupOf({ VOICE_CALLBACK_PROVIDER: provider }).missing).toEqual(names);
  });

  it('values that cannot be right are named too; no secret in any sentence', () => {
    expect(setupOf({ ...RETELL, RETELL_FROM_NUMBER: '0048 601 234 567' })).toMatchObject({ provider: null, missing: [], invalid: ['RETELL_FROM_NUMBER (not an E.164 number such as +14155550123)'] });
    expect(setupOf({ ...VAPI, VAPI_API_URL: 'api.vapi.ai' }).invalid).toEqual(['VAPI_API_URL (not an http(s) URL)']);
    const unknown = setupOf({ VOICE_CALLBACK_PROVIDER: 'twilio', VAPI_API_KEY: 'k' });
    expect(unknown).toMatchObject({ provider: null, requested: null });
    expect(voiceCallbackSentence(unknown)).toContain('VOICE_CALLBACK_PROVIDER=twilio (webhook, vapi or retell)');
    expect(voiceCallbackSentence(setupOf(VAPI))).toBe('"Call me now": Vapi places the call; the page says the agent is calling.');
    expect(voiceCallbackSentence(setupOf(RETELL))).toBe('"Call me now": Retell places the call; the page says the agent is calling.');
    expect(voiceCallbackSentence(setupOf({}))).toContain('a person calls back');
    for (const env of [VAPI, RETELL, without(VAPI, 'VAPI_ASSISTANT_ID'), without(RETELL, 'RETELL_AGENT_ID')]) {
      const sentence = voiceCallbackSentence(setupOf(env));
      for (const secret of ['vapi-private-key', 'retell-key']) expect(sentence).not.toContain(secret);
    }
  });

  it('the 201 promises the agent only with a complete provider configuration', () => {
    const promises = [{}, VAPI, RETELL, without(VAPI, 'VAPI_PHONE_NUMBER_ID'), without(RETELL, 'RETELL_API_KEY'), { VOICE_CALLBACK_URL: 'https://voice.example.com/call' }, { VOICE_CALLBACK_PROVIDER: 'webhook' }];
    expect(promises.map((env) => callbackPromise(setupOf(env)))).toEqual(['team', 'agent', 'agent', 'team', 'team', 'agent', 'team']);
  });
});

describe('"Call me now": the providers\' requests', () => {
  const ok = (status = 201) => jest.fn().mockResolvedValue(new Response('{"id":"call-1"}', { status }));

  it('Vapi: POST /call with the assistant, the number to call from, the visitor\'s number, the language and the lead in the overrides', async () => {
    const fetchImpl = ok();
    const config = leadsConfig({ ...VAPI, VAPI_API_URL: 'http://127.0.0.1:9999' });
    await vapiSender(config, fetchImpl)(callDelivery('pl'));
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('http://127.0.0.1:9999/call');
    expect(init).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer vapi-private-key', 'Content-Type': 'application/json' } });
    const variables = { locale: 'pl', language: 'Polish', lead_id: 'L7' };
    expect(JSON.parse(init.body)).toEqual({
      assistantId: 'asst-1',
      phoneNumberId: 'pn-1',
      customer: { number: '+48601234567' },
      assistantOverrides: { variableValues: variables, metadata: { lead_id: 'L7', locale: 'pl', page: '/pl/', requested_at: '2026-11-26T10:00:00.000Z' } },
    });
    expect(vapiRequest(config, callDelivery('en')).body).toMatchObject({ customer: { number: '+12127360199' }, assistantOverrides: { variableValues: { locale: 'en', language: 'English' } } });
  });

  it('Retell: POST /v2/create-phone-call from the Retell number to the visitor\'s, with the agent, the metadata and the dynamic variables (strings)', async () => {
    const fetchImpl = ok();
    const config = leadsConfig({ ...RETELL, RETELL_API_URL: 'http://127.0.0.1:9998' });
    await retellSender(config, fetchImpl)(callDelivery('en'));
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('http://127.0.0.1:9998/v2/create-phone-call');
    expect(init).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer retell-key', 'Content-Type': 'application/json' } });
    const body = JSON.parse(init.body);
    expect(body).toEqual({
      from_number: '+14155550123',
      to_number: '+12127360199',
      override_agent_id: 'agent-1',
      metadata: { lead_id: 'L7', locale: 'en', page: '/en/', requested_at: '2026-11-26T10:00:00.000Z' },
      retell_llm_dynamic_variables: { locale: 'en', language: 'English', lead_id: 'L7' },
    });
    expect(Object.values(body.retell_llm_dynamic_variables).every((v) => typeof v === 'string')).toBe(true);
    expect(retellRequest(config, callDelivery('pl')).body).toMatchObject({ to_number: '+48601234567', retell_llm_dynamic_variables: { language: 'Polish' } });
  });

  it('an answered failure is retried; no answer, a lost connection or a gateway timeout is unconfirmed; errors never quote the number or the answer', async () => {
    const config = leadsConfig(VAPI);
    const answer = (status: number) => vapiSender(config, jest.fn().mockResolvedValue(new Response('{"number":"+48601234567"}', { status })))(callDelivery());
    const thrown = (error: unknown) => vapiSender(config, jest.fn().mockRejectedValue(error))(callDelivery());
    const refused = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    const reset = Object.assign(new TypeError('fetch failed'), { cause: { code: 'UND_ERR_SOCKET' } });
    const outcomes = await Promise.all(
      [answer(500), answer(429), answer(401), answer(504), thrown(new DOMException('timed out', 'TimeoutError')), thrown(reset), thrown(refused)].map((p) =>
        p.then(
          () => 'ok',
          (error: Error) => `${error instanceof Unconfirmed ? 'unconfirmed' : 'retry'}: ${error.message}`,
        ),
      ),
    );
    expect(outcomes).toEqual([
      'retry: Vapi answered 500',
      'retry: Vapi answered 429',
      'retry: Vapi answered 401',
      'unconfirmed: Vapi answered 504',
      'unconfirmed: no answer from Vapi within 10 s',
      'unconfirmed: connection to Vapi lost',
      'retry: Vapi not reached (ECONNREFUSED)',
    ]);
    for (const outcome of outcomes) expect(outcome).not.toMatch(/601|234|567/);
    expect(vapiSender(config).once).toBe(true);
    expect(retellSender(leadsConfig(RETELL)).once).toBe(true);
    // The signed webhook's receiver deduplicates by X-Leads-Id: it is retried like the lead webhook.
    expect(callbackSender(config).once).toBeUndefined();
  });
});

describe('"Call me now": sent once per outbox delivery', () => {
  function recordingStore(due: Delivery[][]) {
    const calls: string[] = [];
    const store = {
      claimDue: async () => due.shift() ?? [],
      markDone: async (id: string) => void calls.push(`done ${id}`),
      markFailed: async (id: string, retryIn: number | null, reason: string) => void calls.push(`failed ${id} ${retryIn} ${reason}`),
    } as unknown as LeadStore;
    return { store, calls };
  }

  it('a provider answering 500 is retried on the schedule; an unconfirmed attempt, or one cut off mid-request, is never repeated: it needs attention', async () => {
    const { store, calls } = recordingStore([[callDelivery('pl', 0)], [callDelivery('pl', 1)], [callDelivery('pl', 0)], [callDelivery('pl', 2, true)]]);
    const outcomes: (() => Promise<void>)[] = [
      async () => Promise.reject(new Error('Vapi answered 500')),
      async () => Promise.reject(new Unconfirmed('no answer from Vapi within 10 s')),
      async () => undefined,
    ];
    const sent: string[] = [];
    const send: Sender = Object.assign(async (d: Delivery) => {
      sent.push(d.id);
      await outcomes.shift()!();
    }, { once: true });
    const logged: string[] = [];
    const outbox = createOutbox({ store, senders: { callback: send }, retryDelaysMs: [10, 20, 30, 40], pollMs: 60_000, log: (m) => logged.push(m) });
    for (let i = 0; i < 4; i++) await outbox.runOnce(1);
    expect(calls).toEqual([
      'failed 7 10 Vapi answered 500',
      'failed 7 null no answer from Vapi within 10 s',
      'done 7',
      `failed 7 null ${INTERRUPTED}`,
    ]);
    // The interrupted delivery was not sent again.
    expect(sent).toEqual(['7', '7', '7']);
    expect(logged.at(-1)).toBe(`lead L7: callback attempt 3 failed (${INTERRUPTED.slice(0, 120)}), needs attention`);
    // Unconfirmed from a sender that may repeat (a notification) is retried as usual.
    const other = recordingStore([[{ ...callDelivery(), channel: 'webhook' }]]);
    await createOutbox({ store: other.store, senders: { webhook: async () => Promise.reject(new Unconfirmed('x')) }, retryDelaysMs: [10], pollMs: 60_000 }).runOnce(1);
    expect(other.calls).toEqual(['failed 7 10 x']);
    await outbox.stop();
  });
});

describe('"Call me now" through the assembled service', () => {
  /**
   * The few statements a callback request runs, in memory (the SQL itself runs on PGlite and
   * PostgreSQL in tests/services/voice-providers.spec.ts): which deliveries each lead is queued for.
   */
  function memoryDb() {
    const queued: Record<string, string[]> = {};
    const db = {
      kind: 'pglite' as const,
      async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
        if (sql.startsWith('INSERT INTO lead_challenges_used')) return [{ challenge: params[0] }] as T[];
        if (sql.includes('INSERT INTO lead_once_per_day')) return [{ key_hash: params[1] }] as T[];
        if (sql.startsWith('INSERT INTO leads')) queued[String(params[0])] = [];
        if (sql.startsWith('INSERT INTO lead_deliveries')) queued[String(params[0])]!.push(String(params[1]));
        return [];
      },
      transaction: <T,>(fn: (tx: Queryable) => Promise<T>) => fn(db),
      exec: async () => undefined,
      close: async () => undefined,
    };
    return { db, queued };
  }

  async function ask(env: Record<string, string>) {
    const { db, queued } = memoryDb();
    const config = leadsConfig({ LEADS_MIN_FILL_S: '0', LEADS_CHALLENGE_SECRET: 'test-secret', LEADS_CHALLENGE_MAX_NUMBER: '1000', ...env });
    const { handle, voice } = await assembleLeads(db, config, { log: () => undefined });
    const challenge = (await (await handle(new Request('http://localhost/api/leads'), '10.0.0.1')).json()) as IssuedChallenge;
    const body = JSON.stringify({ form: 'callback', locale: 'pl', page: '/pl/', phone: '601 234 567', consent: 'yes', _hp: '', _proof: solveChallengeNode(challenge) });
    const response = await handle(new Request('http://localhost/api/leads', { method: 'POST', headers: { 'content-type': 'application/json', host: 'localhost' }, body }), '10.0.0.1');
    const answer = (await response.json()) as { id: string; callback: string };
    return { status: response.status, callback: answer.callback, queued: queued[answer.id], provider: voice.provider };
  }

  it('answers "the agent is calling you" and queues the call only with a complete provider configuration', async () => {
    expect(await ask(VAPI)).toEqual({ status: 201, callback: 'agent', queued: ['callback'], provider: 'vapi' });
    expect(await ask(RETELL)).toEqual({ status: 201, callback: 'agent', queued: ['callback'], provider: 'retell' });
    expect(await ask(without(VAPI, 'VAPI_ASSISTANT_ID'))).toEqual({ status: 201, callback: 'team', queued: [], provider: null });
    expect(await ask(without(RETELL, 'RETELL_FROM_NUMBER'))).toEqual({ status: 201, callback: 'team', queued: [], provider: null });
    expect(await ask({})).toEqual({ status: 201, callback: 'team', queued: [], provider: null });
  });
});
