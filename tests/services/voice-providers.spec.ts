/**
 * "Call me now" placed through Vapi or Retell (issue 33; lib/leads/voice-callback.ts), on
 * Node (`npm start`'s server on PGlite) and on the Cloudflare preview (the Pages Function in
 * workerd, on a real PostgreSQL server), against local fakes of the providers' APIs
 * (leads-harness.ts, startProviderFake) that VAPI_API_URL and RETELL_API_URL point at:
 *
 * - the request is the documented one: method, path, `Authorization: Bearer <key>`,
 *   `Content-Type: application/json`, and the body with the visitor's number, language and
 *   the lead's reference (the unit tests in lib/leads/outbox.test.ts check every field's
 *   source; here the whole body as it arrives from each runtime);
 * - the provider answering 500 the first time: retried by the outbox (Node's own, the
 *   scheduler's run on Cloudflare), and the call is placed exactly once;
 * - an attempt whose outcome is unknown is never repeated: on Node the service is killed
 *   while the provider holds the request (the restarted service finds it cut off), on
 *   Cloudflare the scheduler's run claims it again while it is still in flight (a lease
 *   shorter than the provider's answer); either way the provider sees one request;
 * - a provider configuration missing a value: named in the output at start (Node) or at
 *   the function's first request (Cloudflare), the 201 says a person calls back, and the
 *   provider hears nothing;
 * - no digit sequence of a visitor's number in the service's stdout or stderr.
 *
 * The signed-webhook provider (VOICE_CALLBACK_URL) runs in lead-suite.ts.
 */
import { expect, test } from '@playwright/test';
import { rmSync } from 'node:fs';
import { INTERRUPTED } from '../../lib/leads/outbox';
import { solveChallengeNode, type IssuedChallenge } from '../../lib/leads/solve';
import { parseCsv, runLeadsCli, startCloudflarePreview, startPostgres, startProviderFake, startService, tempDir, type ProviderCall, type Service } from './leads-harness';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const CRON_SECRET = 'voice-cron-secret-0123456789';
const KEYS = { vapi: 'vapi-test-private-key', retell: 'retell-test-key' };
const numbers = {
  pl: { typed: '601 234 567', e164: '+48601234567' },
  en: { typed: '(212) 736-0199', e164: '+12127360199' },
  cutOff: { typed: '512 345 678', e164: '+48512345678' },
  incomplete: { typed: '601 234 568', e164: '+48601234568' },
};
type Visitor = (typeof numbers)[keyof typeof numbers];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let nextAddress = 1;

/** Every six-digit run of the number's national digits, and the number as typed: none may reach a log. */
function numberTraces(visitor: Visitor): string[] {
  const national = visitor.e164.replace(/^\+(48|1)/, '');
  const runs = Array.from({ length: national.length - 5 }, (_, i) => national.slice(i, i + 6));
  return [visitor.e164, visitor.typed, ...runs];
}

function providerEnv(provider: 'vapi' | 'retell', apiUrl: string): Record<string, string> {
  return provider === 'vapi'
    ? { VOICE_CALLBACK_PROVIDER: 'vapi', VAPI_API_KEY: KEYS.vapi, VAPI_ASSISTANT_ID: 'asst-test-1', VAPI_PHONE_NUMBER_ID: 'pn-test-1', VAPI_API_URL: apiUrl }
    : { VOICE_CALLBACK_PROVIDER: 'retell', RETELL_API_KEY: KEYS.retell, RETELL_AGENT_ID: 'agent-test-1', RETELL_FROM_NUMBER: '+14155550123', RETELL_API_URL: apiUrl };
}

/** The documented request (Vapi: POST /call; Retell: POST /v2/create-phone-call), for the lead `id`. */
function expectDocumented(call: ProviderCall, provider: 'vapi' | 'retell', visitor: Visitor, locale: 'en' | 'pl', id: string) {
  expect(call.method).toBe('POST');
  expect(call.headers.authorization).toBe(`Bearer ${KEYS[provider]}`);
  expect(call.headers['content-type']).toBe('application/json');
  const variables = { locale, language: locale === 'pl' ? 'Polish' : 'English', lead_id: id };
  const metadata = { lead_id: id, locale, page: `/${locale}/`, requested_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) };
  if (provider === 'vapi') {
    expect(call.path).toBe('/call');
    expect(call.body).toEqual({ assistantId: 'asst-test-1', phoneNumberId: 'pn-test-1', customer: { number: visitor.e164 }, assistantOverrides: { variableValues: variables, metadata } });
  } else {
    expect(call.path).toBe('/v2/create-phone-call');
    expect(call.body).toEqual({ from_number: '+14155550123', to_number: visitor.e164, override_agent_id: 'agent-test-1', metadata, retell_llm_dynamic_variables: variables });
  }
}

for (const host of ['node', 'cloudflare'] as const) {
  test.describe(`"Call me now" through a voice provider (${host})`, () => {
    let dataDir: string;
    let postgres: Awaited<ReturnType<typeof startPostgres>> | null = null;
    let base: Record<string, string>;

    test.beforeAll(async () => {
      dataDir = tempDir('voice-leads-');
      if (host === 'cloudflare') postgres = await startPostgres();
      base = {
        LEADS_DATA_DIR: dataDir,
        DATABASE_URL: postgres?.url ?? '',
        LEADS_TRUST_PROXY: '1',
        LEADS_RETRY_DELAYS: '0.3,0.6,1.2,2.4',
        LEADS_POLL_S: '0.3',
        LEADS_LEASE_S: '1',
        LEADS_MIN_FILL_S: '0',
        LEADS_CHALLENGE_MAX_NUMBER: '2000',
        CRON_SECRET,
      };
    });

    test.afterAll(() => {
      postgres?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    const start = (env: Record<string, string>) => (host === 'cloudflare' ? startCloudflarePreview({ ...base, ...env }) : startService({ ...base, ...env }));
    const leads = async () => parseCsv((await runLeadsCli(base)).stdout);
    /** The host's scheduler between polls (Node's outbox needs nobody). */
    const tick = async (service: Service) => {
      if (host !== 'cloudflare') return;
      const response = await fetch(`${service.origin}/api/leads-outbox`, { method: 'POST', headers: { Authorization: `Bearer ${CRON_SECRET}` } });
      expect(response.status, 'the scheduled run').toBe(200);
    };
    /** A callback request as the browser sends it (a solved challenge, the number as typed). */
    async function ask(service: Service, visitor: Visitor, locale: 'en' | 'pl') {
      const forwarded = `198.51.100.${nextAddress++}`;
      const challenge = (await (await fetch(`${service.origin}/api/leads`, { headers: { 'X-Forwarded-For': forwarded } })).json()) as IssuedChallenge;
      const response = await fetch(`${service.origin}/api/leads`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwarded },
        body: JSON.stringify({ form: 'callback', locale, page: `/${locale}/`, phone: visitor.typed, consent: 'yes', _hp: '', _proof: solveChallengeNode(challenge) }),
      });
      expect(response.status).toBe(201);
      return (await response.json()) as { id: string; callback?: string };
    }
    const traces = (service: Service, visitor: Visitor) => numberTraces(visitor).filter((trace) => service.output().includes(trace));

    for (const [provider, locale, visitor] of [['vapi', 'pl', numbers.pl], ['retell', 'en', numbers.en]] as const) {
      test(`${provider}: the documented request, retried after the provider's 500, places the call exactly once; the number in no log line (${host})`, async () => {
        const fake = await startProviderFake(provider);
        const service = await start(providerEnv(provider, fake.url));
        try {
          fake.control.failNext = 1;
          const { id, callback } = await ask(service, visitor, locale);
          expect(callback, 'the 201 promises the agent').toBe('agent');
          await expect.poll(async () => (await tick(service), fake.calls.map((c) => c.status)), { timeout: 20_000 }).toEqual([500, 201]);
          for (const call of fake.calls) expectDocumented(call, provider, visitor, locale, id);
          await expect.poll(async () => (await tick(service), await leads()).find((r) => r.id === id)?.deliveries, { timeout: 20_000 }).toBe('callback:done:2');
          // Nothing more goes out: later runs find nothing due.
          await sleep(1000);
          await tick(service);
          expect(fake.calls.map((c) => c.status)).toEqual([500, 201]);
          const name = provider === 'vapi' ? 'Vapi' : 'Retell';
          await expect.poll(() => service.output(), { timeout: 10_000 }).toContain(`"Call me now": ${name} places the call`);
          expect(service.output()).not.toContain(KEYS[provider]);
          expect(traces(service, visitor)).toEqual([]);
        } finally {
          await service.stop();
          await fake.stop();
        }
      });
    }

    test(`an attempt cut off mid-request is not repeated: the provider is asked once (${host})`, async () => {
      const fake = await startProviderFake('vapi');
      const env = providerEnv('vapi', fake.url);
      let service = await start(env);
      const outputs: Service[] = [service];
      try {
        // The provider holds its answer longer than the lease (1 s).
        fake.control.delayMs = 4000;
        const { id, callback } = await ask(service, numbers.cutOff, 'pl');
        expect(callback).toBe('agent');
        await expect.poll(() => fake.calls.length, { timeout: 10_000 }).toBe(1);
        if (host === 'node') {
          // A crash mid-request; the restarted service finds the delivery still marked as being sent.
          await service.kill();
          service = await start(env);
          outputs.push(service);
          await expect.poll(async () => (await leads()).find((r) => r.id === id)?.deliveries, { timeout: 20_000 }).toBe('callback:attention:1');
        } else {
          // The scheduler's run claims it again while the first attempt (after the 201, in waitUntil) still waits.
          await sleep(1500);
          await tick(service);
          // The first attempt then ends: the call was placed, once.
          await expect.poll(async () => (await leads()).find((r) => r.id === id)?.deliveries, { timeout: 20_000 }).toBe('callback:done:2');
        }
        // Found cut off, and said so (the lead's id and the reason only).
        expect(outputs.map((s) => s.output()).join('')).toContain(`lead ${id}: callback attempt 1 failed (${INTERRUPTED}), needs attention`);
        await sleep(1500);
        await tick(service);
        expect(fake.calls).toHaveLength(1);
        expectDocumented(fake.calls[0]!, 'vapi', numbers.cutOff, 'pl', id);
        for (const s of outputs) expect(traces(s, numbers.cutOff)).toEqual([]);
      } finally {
        await service.stop();
        await fake.stop();
      }
    });

    test(`a provider configuration missing a value is named, and a person calls back: the 201 says so, the provider hears nothing (${host})`, async () => {
      const fake = await startProviderFake('vapi');
      const service = await start({ ...providerEnv('vapi', fake.url), VAPI_PHONE_NUMBER_ID: '' });
      try {
        const { id, callback } = await ask(service, numbers.incomplete, 'pl');
        expect(callback).toBe('team');
        await expect
          .poll(() => service.output(), { timeout: 10_000 })
          .toContain('"Call me now": VOICE_CALLBACK_PROVIDER=vapi lacks VAPI_PHONE_NUMBER_ID: no agent calls; a person calls back instead, and the page says so.');
        await sleep(1000);
        await tick(service);
        expect(fake.calls).toEqual([]);
        // Stored like every lead, with no call queued.
        expect((await leads()).find((r) => r.id === id)).toMatchObject({ form: 'callback', phone: numbers.incomplete.e164, deliveries: '' });
        expect(traces(service, numbers.incomplete)).toEqual([]);
      } finally {
        await service.stop();
        await fake.stop();
      }
    });
  });
}
