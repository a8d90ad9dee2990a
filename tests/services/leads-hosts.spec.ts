/**
 * The lead service on the serverless hosts, beside the Cloudflare preview's full
 * lead suite (leads-cloudflare.spec.ts):
 * - the Vercel and Netlify entry points (api/, netlify/functions/) driven with Web
 *   `Request`s under Node, as their runtimes call them (`vercel dev` needs an account;
 *   `netlify dev` does not run offline), on a real PostgreSQL server: stored, notified
 *   right after the 201, one rate limit for both, the same statuses as on Node, and
 *   the scheduled retry run with and without the scheduler's secret;
 * - the guard: each host's environment without DATABASE_URL answers 503, stores
 *   nothing, logs one sentence, and the form in the browser keeps the draft and
 *   shows the e-mail fallback (Cloudflare preview);
 * - two Node services on one PostgreSQL share the rate limit, and the limiter's SQL
 *   holds under concurrent requests, per prefix, without storing an address.
 */
import { expect, test } from '@playwright/test';
import { createJiti } from 'jiti';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openPostgres } from '../../lib/leads/postgres';
import { migrate } from '../../lib/leads/migrate';
import { createRateLimiter } from '../../lib/leads/rate-limit';
import { fetchProof, solveChallengeNode, type IssuedChallenge } from '../../lib/leads/solve';
import { messages } from '../helpers';
import { parseCsv, runLeadsCli, startCloudflarePreview, startPostgres, startProviderFake, startService, startSmtp, startWebhookReceiver, tempDir, type Service } from './leads-harness';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const root = join(__dirname, '..', '..');
const SECRET = 'hosts-webhook-secret';
const CRON_SECRET = 'hosts-cron-secret-0123456789';
const body = (extra: Record<string, unknown> = {}) => JSON.stringify({ form: 'contact', locale: 'en', name: 'Anna Smith', businessEmail: 'anna@seaside-hotel.com', message: 'Nights are busy.', page: '/en/contact/', _hp: '', ...extra });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A person's submission: a challenge from the function (any instance: they share the database), solved after the minimum fill time. */
async function proven(handle: (request: Request) => Promise<Response>, extra: Record<string, unknown> = {}): Promise<string> {
  const issued = await handle(new Request('https://www.example.com/api/leads'));
  expect(issued.status, 'a challenge').toBe(200);
  const challenge = (await issued.json()) as IssuedChallenge;
  await sleep(250);
  return body({ ...extra, _proof: solveChallengeNode(challenge) });
}
/** The same against a running Node service. */
async function provenAt(origin: string, extra: Record<string, unknown> = {}): Promise<string> {
  const proof = await fetchProof(`${origin}/api/leads`);
  await sleep(250);
  return body({ ...extra, _proof: proof });
}

type Handler = (request: Request, context?: unknown) => Promise<Response>;
interface Entries {
  vercel: { POST: Handler; GET: Handler; OPTIONS: Handler };
  vercelOutbox: { GET: Handler };
  netlify: { default: (request: Request, context: { ip?: string; waitUntil?: (p: Promise<unknown>) => void }) => Promise<Response>; config: { path: string } };
  netlifyOutbox: { default: () => Promise<Response>; config: { schedule: string } };
}

/** Fresh copies of the entry files (each import is a new instance, as on a cold start). */
async function loadEntries(): Promise<Entries> {
  const jiti = createJiti(__filename, { alias: { '@/': `${root}/` }, moduleCache: false, fsCache: false });
  const [vercel, vercelOutbox, netlify, netlifyOutbox] = await Promise.all(['api/leads.ts', 'api/leads-outbox.ts', 'netlify/functions/leads.mts', 'netlify/functions/leads-outbox.mts'].map((path) => jiti.import(join(root, path))));
  return { vercel, vercelOutbox, netlify, netlifyOutbox } as Entries;
}

/** Runs `fn` with these variables set (and the others named in `unset` removed), then restores the environment. */
async function withEnv<T>(set: Record<string, string>, unset: string[], fn: () => Promise<T>): Promise<T> {
  const saved = { ...process.env };
  for (const key of unset) delete process.env[key];
  Object.assign(process.env, set);
  try {
    return await fn();
  } finally {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  }
}

const post = (headers: Record<string, string> = {}, payload = body()) =>
  new Request('https://www.example.com/api/leads', { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: payload });

test.describe('Vercel and Netlify entry points on PostgreSQL', () => {
  let postgres: Awaited<ReturnType<typeof startPostgres>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let hooks: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let env: Record<string, string>;

  test.beforeAll(async () => {
    [postgres, smtp, hooks] = await Promise.all([startPostgres(), startSmtp(), startWebhookReceiver(SECRET)]);
    env = { DATABASE_URL: postgres.url, SMTP_URL: smtp.url, LEADS_WEBHOOK_URL: hooks.url, LEADS_WEBHOOK_SECRET: SECRET, CRON_SECRET, LEADS_RETRY_DELAYS: '0.3,0.6,1.2,2.4', LEADS_MIN_FILL_S: '0.2', LEADS_CHALLENGE_MAX_NUMBER: '2000' };
  });
  test.afterAll(async () => {
    await Promise.all([smtp?.stop(), hooks?.stop()]);
    postgres?.stop();
  });

  test('each stores the lead, notifies at once after the 201, and both count one rate limit', async () => {
    await withEnv({ ...env, VERCEL: '1', NETLIFY: 'true' }, [], async () => {
      const { vercel, netlify } = await loadEntries();
      expect(netlify.config.path).toBe('/api/leads');
      const later: Promise<unknown>[] = [];
      const fromVercel = await vercel.POST(post({ 'x-real-ip': '198.51.100.10' }, await proven(vercel.GET, { name: 'Vercel Visitor' })));
      const fromNetlify = await netlify.default(post({}, await proven(vercel.GET, { name: 'Netlify Visitor', locale: 'pl', message: 'Zażółć gęślą jaźń' })), { ip: '198.51.100.11', waitUntil: (p) => later.push(p) });
      expect([fromVercel.status, fromNetlify.status]).toEqual([201, 201]);
      expect(later).toHaveLength(1);
      const ids = [(await fromVercel.json()).id, (await fromNetlify.json()).id];
      await Promise.all(later);

      await expect.poll(() => ids.filter((id) => hooks.hooks.some((h) => h.leadId === id && h.status === 200 && h.verified)).length).toBe(2);
      await expect.poll(() => ids.filter((id) => smtp.mails.some((m) => m.raw.toLowerCase().includes(`x-leads-id: ${id}`))).length).toBe(2);
      const rows = parseCsv((await runLeadsCli(env)).stdout);
      // The visitor's reply goes out once for the address (the second visitor typed the same one).
      expect(rows.find((r) => r.id === ids[0])).toMatchObject({ name: 'Vercel Visitor', status: 'new', deliveries: 'email:done:1 reply:done:1 webhook:done:1' });
      expect(rows.find((r) => r.id === ids[1])?.deliveries).toBe('email:done:1 webhook:done:1');
      expect(rows.find((r) => r.id === ids[1])).toMatchObject({ name: 'Netlify Visitor', locale: 'pl', message: 'Zażółć gęślą jaźń' });

      // One address, two hosts' instances: the sixth submission in the window is refused wherever it lands.
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const payload = await proven(vercel.GET);
        const response = i % 2 ? await netlify.default(post({}, payload), { ip: '203.0.113.50' }) : await vercel.POST(post({ 'x-real-ip': '203.0.113.50' }, payload));
        statuses.push(response.status);
        if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    });
  });

  test('the same answers as on Node: preflight, foreign origin, wrong type, oversize, other methods', async () => {
    await withEnv({ ...env, VERCEL: '1' }, [], async () => {
      const { vercel, netlify } = await loadEntries();
      for (const handle of [vercel.POST, (r: Request) => netlify.default(r, { ip: '198.51.100.20' })]) {
        const preflight = await handle(new Request('https://www.example.com/api/leads', { method: 'OPTIONS', headers: { Origin: 'https://www.example.com', 'Access-Control-Request-Method': 'POST' } }));
        expect(preflight.status).toBe(204);
        expect(preflight.headers.get('access-control-allow-origin')).toBe('https://www.example.com');
        expect((await handle(post({ Origin: 'https://evil.example.org' }))).status).toBe(403);
        expect((await handle(post({ 'Content-Type': 'text/plain' }))).status).toBe(415);
        expect((await handle(post({}, body({ message: 'x'.repeat(40 * 1024) })))).status).toBe(413);
        // GET is the proof-of-work challenge, never cached; other methods are 405.
        const get = await handle(new Request('https://www.example.com/api/leads'));
        expect(get.status).toBe(200);
        expect(get.headers.get('cache-control')).toBe('no-store');
        expect(await get.json()).toMatchObject({ algorithm: 'SHA-256', signature: expect.any(String) });
        expect((await handle(new Request('https://www.example.com/api/leads', { method: 'PUT', body: '{}' }))).status).toBe(405);
        // A script without a solution is refused and nothing is stored.
        expect((await handle(post({}, body({ name: 'Script', _elapsedMs: 9000 })))).status).toBe(400);
      }
    });
  });

  test('the scheduled retry run: Vercel Cron needs CRON_SECRET (401 without), Netlify runs its scheduled function', async () => {
    await withEnv({ ...env, VERCEL: '1' }, [], async () => {
      const { vercel, vercelOutbox, netlify, netlifyOutbox } = await loadEntries();
      expect(netlifyOutbox.config.schedule).toBe('*/5 * * * *');
      for (const [name, submit, run] of [
        ['vercel', async () => vercel.POST(post({ 'x-real-ip': '198.51.100.30' }, await proven(vercel.GET, { name: 'Cron Vercel' }))), () => vercelOutbox.GET(new Request('https://www.example.com/api/leads-outbox', { headers: { Authorization: `Bearer ${CRON_SECRET}` } }))],
        ['netlify', async () => netlify.default(post({}, await proven(vercel.GET, { name: 'Cron Netlify' })), { ip: '198.51.100.31' }), () => netlifyOutbox.default()],
      ] as const) {
        hooks.control.failNext = 1;
        const response = await submit();
        expect(response.status, name).toBe(201);
        const { id } = await response.json();
        // The attempt right after the answer fails; the retry is due 0.3 s later, and only a scheduled run sends it.
        await expect.poll(() => hooks.hooks.filter((h) => h.leadId === id).map((h) => h.status)).toEqual([500]);
        await new Promise((resolve) => setTimeout(resolve, 1000));
        if (name === 'vercel') {
          for (const authorization of [null, 'Bearer wrong', CRON_SECRET]) {
            const refused = await vercelOutbox.GET(new Request('https://www.example.com/api/leads-outbox', { headers: authorization ? { Authorization: authorization } : {} }));
            expect(refused.status).toBe(401);
          }
          expect(hooks.hooks.filter((h) => h.leadId === id).map((h) => h.status)).toEqual([500]);
        }
        expect((await run()).status).toBeLessThan(300);
        expect(hooks.hooks.filter((h) => h.leadId === id).map((h) => h.status), name).toEqual([500, 200]);
      }
    });
  });
  test('"Call me now" through Vapi (Vercel) and Retell (Netlify): the provider is asked once, and the 201 promises the agent', async () => {
    // The whole request on Node and the Cloudflare preview: voice-providers.spec.ts. Here: that these entries send it too.
    const fakes = { vapi: await startProviderFake('vapi'), retell: await startProviderFake('retell') };
    const voice = {
      VAPI_API_KEY: 'vapi-hosts-key', VAPI_ASSISTANT_ID: 'asst-hosts', VAPI_PHONE_NUMBER_ID: 'pn-hosts', VAPI_API_URL: fakes.vapi.url,
      RETELL_API_KEY: 'retell-hosts-key', RETELL_AGENT_ID: 'agent-hosts', RETELL_FROM_NUMBER: '+14155550124', RETELL_API_URL: fakes.retell.url,
    };
    try {
      for (const [host, provider, number] of [['vercel', 'vapi', '+48601234571'], ['netlify', 'retell', '+48601234572']] as const) {
        await withEnv({ ...env, ...voice, VOICE_CALLBACK_PROVIDER: provider, VERCEL: '1', NETLIFY: 'true' }, [], async () => {
          const { vercel, netlify } = await loadEntries();
          const payload = await proven(vercel.GET, { form: 'callback', locale: 'pl', page: '/pl/', phone: number, consent: 'yes' });
          const later: Promise<unknown>[] = [];
          const response = host === 'vercel' ? await vercel.POST(post({ 'x-real-ip': '198.51.100.40' }, payload)) : await netlify.default(post({}, payload), { ip: '198.51.100.41', waitUntil: (p) => later.push(p) });
          expect(response.status, host).toBe(201);
          const { id, callback } = await response.json();
          expect(callback, host).toBe('agent');
          await Promise.all(later);
          const fake = fakes[provider];
          await expect.poll(() => fake.calls.map((c) => c.status)).toEqual([201]);
          const [call] = fake.calls;
          expect(call).toMatchObject({ method: 'POST', path: provider === 'vapi' ? '/call' : '/v2/create-phone-call', headers: { authorization: `Bearer ${voice[provider === 'vapi' ? 'VAPI_API_KEY' : 'RETELL_API_KEY']}`, 'content-type': 'application/json' } });
          expect(call!.body).toMatchObject(provider === 'vapi' ? { customer: { number }, assistantOverrides: { variableValues: { language: 'Polish', lead_id: id } } } : { to_number: number, retell_llm_dynamic_variables: { language: 'Polish', lead_id: id } });
          await expect.poll(async () => parseCsv((await runLeadsCli(env)).stdout).find((r) => r.id === id)?.deliveries).toBe('callback:done:1 email:done:1 webhook:done:1');
        });
      }
    } finally {
      await Promise.all(Object.values(fakes).map((f) => f.stop()));
    }
  });
});

test.describe('without DATABASE_URL on a serverless host', () => {
  test('Vercel and Netlify answer 503, store nothing and log the one sentence once', async () => {
    const dataDir = join(tempDir('leads-guard-'), 'leads');
    for (const [host, hostEnv] of [
      ['Vercel', { VERCEL: '1' }],
      ['Netlify', { NETLIFY: 'true' }],
    ] as const) {
      const logged: string[] = [];
      const original = console.error;
      console.error = (...args: unknown[]) => logged.push(args.join(' '));
      try {
        await withEnv({ ...hostEnv, LEADS_DATA_DIR: dataDir }, ['DATABASE_URL'], async () => {
          const { vercel, netlify } = await loadEntries();
          const handle = host === 'Vercel' ? vercel.POST : (r: Request) => netlify.default(r, { ip: '198.51.100.40' });
          for (let i = 0; i < 2; i++) {
            const response = await handle(post());
            expect(response.status, host).toBe(503);
            expect(await response.json()).toEqual({ error: 'storage' });
          }
        });
      } finally {
        console.error = original;
      }
      expect(logged, host).toEqual([expect.stringContaining(`Lead service refused to start on ${host}: without DATABASE_URL`)]);
      expect(logged[0]).toContain('until DATABASE_URL names a PostgreSQL server');
      expect(existsSync(dataDir), `${host}: no embedded database written`).toBe(false);
    }
  });

  test('Cloudflare: the preview answers 503 and logs the sentence; the form keeps the draft and shows the e-mail fallback', async ({ page }) => {
    let preview: Service | null = null;
    try {
      preview = await startCloudflarePreview({ DATABASE_URL: '', LEADS_MIN_FILL_S: '0.2' });
      const response = await fetch(`${preview.origin}/api/leads`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: body() });
      expect(response.status).toBe(503);
      await expect.poll(() => preview!.output()).toContain('Lead service refused to start on Cloudflare Pages');
      for (const locale of ['en', 'pl'] as const) {
        const m = messages[locale];
        const f = m.forms.contact.fields;
        await page.goto(`${preview.origin}/${locale}/contact/`);
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/);
        await page.getByRole('textbox', { name: f.name.label, exact: true }).fill('Anna Smith');
        await page.getByRole('textbox', { name: f.businessEmail.label, exact: true }).fill('anna@seaside-hotel.com');
        await page.getByRole('textbox', { name: f.message.label, exact: true }).fill('Nights are busy.');
        const answered = page.waitForResponse((r) => r.url().endsWith('/api/leads'));
        await page.getByRole('button', { name: m.forms.contact.submit }).click();
        expect((await answered).status()).toBe(503);
        await expect(page.getByRole('main').getByRole('alert')).toContainText(m.forms.fallbackTitle);
        await expect(page.getByRole('textbox', { name: m.forms.fallbackLabel })).toHaveValue(/anna@seaside-hotel\.com/);
        // What was typed stays in the form.
        await expect(page.getByRole('textbox', { name: f.message.label, exact: true })).toHaveValue('Nights are busy.');
      }
      expect(preview.output().match(/Lead service refused to start/g)).toHaveLength(1);
    } finally {
      await preview?.stop();
    }
  });
});

test('two Node services on one PostgreSQL share the rate limit: the sixth submission from one address is 429 whichever answers', async () => {
  const postgres = await startPostgres();
  const services: Service[] = [];
  try {
    const env = { DATABASE_URL: postgres.url, LEADS_TRUST_PROXY: '1', LEADS_DATA_DIR: tempDir('leads-unused-'), LEADS_MIN_FILL_S: '0.2', LEADS_CHALLENGE_MAX_NUMBER: '2000' };
    services.push(await startService(env), await startService(env));
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await fetch(`${services[i % 2]!.origin}/api/leads`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.99' }, body: await provenAt(services[i % 2]!.origin, { name: `Shared ${i}` }) });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    // Another address is unaffected.
    const other = await fetch(`${services[1]!.origin}/api/leads`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.100' }, body: await provenAt(services[0]!.origin) });
    expect(other.status).toBe(201);
    expect(parseCsv((await runLeadsCli(env)).stdout).filter((r) => r.name?.startsWith('Shared '))).toHaveLength(5);
  } finally {
    await Promise.all(services.map((s) => s.stop()));
    postgres.stop();
  }
});

test('the rate limit in PostgreSQL: exact under concurrent requests, shared between limiters, per prefix, reopening, keeping no address', async () => {
  const postgres = await startPostgres();
  const db = await openPostgres(postgres.url);
  try {
    await migrate(db);
    const limiter = createRateLimiter({ max: 5, windowMs: 60_000, db });
    const together = await Promise.all(Array.from({ length: 12 }, () => limiter.take('198.51.100.7')));
    expect(together.filter((r) => r.ok)).toHaveLength(5);
    const refused = together.find((r) => !r.ok) as { ok: false; retryAfterS: number };
    expect(refused.retryAfterS).toBeGreaterThan(50);
    expect(refused.retryAfterS).toBeLessThanOrEqual(60);
    expect((await limiter.take('198.51.100.8')).ok).toBe(true);

    const [a, b] = [createRateLimiter({ max: 2, windowMs: 60_000, db, prefix: 'shared' }), createRateLimiter({ max: 2, windowMs: 60_000, db, prefix: 'shared' })];
    const callbacks = createRateLimiter({ max: 1, windowMs: 3_600_000, db, prefix: 'callbacks' });
    expect([(await a.take('k')).ok, (await b.take('k')).ok, (await a.take('k')).ok]).toEqual([true, true, false]);
    expect([(await callbacks.take('k')).ok, (await callbacks.take('k')).ok]).toEqual([true, false]);
    expect((await callbacks.take('j')).ok).toBe(true);

    // A window that has ended opens a new one (moved into the past here rather than waited for).
    await db.query(`UPDATE rate_limits SET window_end = now() - interval '1 second' WHERE key LIKE 'shared:%'`);
    expect((await a.take('k')).ok).toBe(true);
    const keys = (await db.query<{ key: string }>('SELECT key FROM rate_limits')).map((r) => r.key);
    expect(keys.length).toBeGreaterThan(3);
    expect(keys.some((k) => /198\.51|203\.0/.test(k))).toBe(false);

    // When the database cannot count, the request passes: the insert that follows reports the outage.
    const broken = createRateLimiter({ max: 1, windowMs: 60_000, db: { query: () => Promise.reject(new Error('connection lost')) } });
    expect(await broken.take('x')).toEqual({ ok: true });
  } finally {
    await db.close();
    postgres.stop();
  }
});
