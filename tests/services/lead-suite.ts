/**
/**
 * The lead suite, run against the embedded database (leads.spec.ts), against a
 * real PostgreSQL server (leads-postgres.spec.ts) and against the Cloudflare
 * Pages preview on that PostgreSQL (leads-cloudflare.spec.ts): the real service,
 * a local SMTP server, a webhook receiver and a voice-platform receiver; each
 * form through the browser in both languages; retries; SIGKILL mid-flight;
 * hostile input; the proof of work refusing scripted submissions; "Call me
 * now"; the visitor's reply e-mail. On Cloudflare the retries are the
 * scheduler's: each poll first calls /api/leads-outbox with the secret, as the
 * Cron Trigger worker (deploy/cloudflare-cron/) does.
 *
 * What runs where (the suite is a third of the CI's browser-test time, so a case
 * runs on a database or host only where that run can fail differently). Issue
 * 26's cases live in lib/leads/assemble.ts, lib/leads/extras.ts and
 * lib/leads/challenge.ts, shared by every host; what differs between the runs is
 * the database driver (PGlite's wrapper in lib/leads/db.ts, pg's in
 * lib/leads/postgres.ts), the rate limiter (in memory with PGlite, in the
 * database with PostgreSQL) and, on Cloudflare, the Pages Function that mounts
 * the handler (its environment, waitUntil, the scheduler's outbox run):
 *
 * | case                              | PGlite | PostgreSQL | Cloudflare (PostgreSQL) |
 * |-----------------------------------|--------|------------|-------------------------|
 * | each form, retries, SIGKILL,      | yes    | yes        | yes                     |
 * | hostile input, purge              |        |            |                         |
 * | the visitor's reply e-mail        | yes    | -          | yes (sent through waitUntil and the scheduler's run) |
 * | scripted submissions refused      | missing, replayed | all: forged, expired, and replayed on a second instance | missing, replayed |
 * | "Call me now" through the browser | yes    | -          | one request by API: signed, delivered, the repeat refused |
 * | the hourly callback limit         | yes (memory) | yes (database) | - (the same database limiter; the lead limiter meets the burst above) |
 *
 * - Reply e-mail: its once-a-day rule is one SQL statement (takeOncePerDay) that
 *   PGlite runs as PostgreSQL does; the Node service on PostgreSQL adds nothing
 *   the Cloudflare run (on PostgreSQL, replies sent after the 201 and by the
 *   scheduler) does not already prove.
 * - Scripted submissions: "missing" and "replayed" on every database and host:
 *   the refusal must reach the handler through the host, and "replayed" reads
 *   the driver's answer to INSERT ... ON CONFLICT DO NOTHING RETURNING (each
 *   driver wrapper's own code). A forged solution and an expired one are
 *   refused before any database is asked: once (on PostgreSQL, where the
 *   expired case's wait of the challenge's lifetime is spent beside the
 *   cross-instance replay, which only a shared PostgreSQL can show).
 * - "Call me now": the browser's part (the form, its messages in both
 *   languages, the number kept out of URLs) does not depend on the database;
 *   it runs on `npm start`'s default (PGlite). Cloudflare must still mount the
 *   callback sender: one signed request reaches the voice platform, is
 *   delivered, and the same number again is refused (the once-a-day row through
 *   workerd's pg).
 * - The hourly callback limit: memory (PGlite) and database (PostgreSQL)
 *   limiters are different code; Cloudflare uses the database one.
 * - The voice platform here is the signed webhook (VOICE_CALLBACK_URL, the default
 *   provider); Vapi and Retell place calls in voice-providers.spec.ts, on Node and Cloudflare.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { rmSync } from 'node:fs';
import { hostileValues } from '../hostile-values';
import { messages, type Locale } from '../helpers';
import { siteMessages } from '../../lib/copy/messages';
import { withoutInvisibles } from '../../lib/copy/typography';
import { callbackCountryNames } from '../../lib/copy/countries';
import { solveChallengeNode, type IssuedChallenge } from '../../lib/leads/solve';
import { decodeMail, parseCsv, runLeadsCli, startCloudflarePreview, startPostgres, startService, startSmtp, startWebhookReceiver, tempDir, type Service } from './leads-harness';

const SECRET = 'test-webhook-secret';
const CRON_SECRET = 'test-cron-secret-0123456789';
const VOICE_SECRET = 'test-voice-secret';
/** How long a challenge lives in this suite (the expired case waits it out). */
const CHALLENGE_TTL_S = 8;
let nextAddress = 1;
/** Each caller gets its own client address (the service trusts X-Forwarded-For here), so only the burst test meets the rate limit. */
const address = () => `198.51.100.${nextAddress++ % 250}, 10.${nextAddress}.0.1`;

const people: Record<Locale, { name: string; first: string; last: string; company: string; email: string; phone: string; e164: string; message: string }> = {
  en: { name: 'Anna Smith', first: 'Anna', last: 'Smith', company: 'Seaside Hotel', email: 'anna@seaside-hotel.com', phone: '(201) 636-0142', e164: '+12016360142', message: 'We miss calls at night. Can your agent help?' },
  pl: { name: 'Zofia Łęcka', first: 'Zofia', last: 'Łęcka', company: 'Hotel Pod Lipami', email: 'zofia@podlipami.pl', phone: '512 345 678', e164: '+48512345678', message: 'Dzień dobry, gubimy telefony po 22:00 – czy agent pomoże?' },
};

const contactBody = (extra: Record<string, unknown> = {}) => ({ form: 'contact', locale: 'pl', name: 'Zofia Łęcka', businessEmail: 'zofia@podlipami.pl', message: 'Proszę o kontakt.', page: '/pl/contact/', _hp: '', ...extra });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Mail for the sales team (the visitor's reply goes to the visitor). */
const toSales = (m: { to: string[] }) => m.to.length === 1 && m.to[0] === 'sales@example.com';

export function leadSuite(database: 'pglite' | 'postgres', host: 'node' | 'cloudflare' = 'node') {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  const label = host === 'node' ? database : `${host}, ${database}`;
  const start = (env: Record<string, string>) => (host === 'cloudflare' ? startCloudflarePreview(env) : startService(env));

  let service: Service;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let hooks: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let voice: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let postgres: Awaited<ReturnType<typeof startPostgres>> | null = null;
  let dataDir: string;
  let env: Record<string, string>;

  const leads = async () => parseCsv((await runLeadsCli(env)).stdout);
  /** What the host's scheduler does between polls (Node's own outbox needs nobody). */
  const tick = async () => {
    if (host !== 'cloudflare') return;
    const response = await fetch(`${service.origin}/api/leads-outbox`, { method: 'POST', headers: { Authorization: `Bearer ${CRON_SECRET}` } });
    expect(response.status, 'the scheduled run with the secret').toBe(200);
  };
  /** A solved challenge, as a browser sends it, issued long enough ago to pass the minimum fill time. */
  const proof = async (request: APIRequestContext, origin = service.origin) => {
    const challenge = (await (await request.get(`${origin}/api/leads`)).json()) as IssuedChallenge;
    await sleep(250);
    return solveChallengeNode(challenge);
  };
  /** A scripted submission exactly as given (no solution unless it carries one). */
  const postRaw = (request: APIRequestContext, data: unknown, headers: Record<string, string> = {}, origin = service.origin) =>
    request.post(`${origin}/api/leads`, { data, headers: { 'X-Forwarded-For': address(), ...headers } });
  /**
   * Solved challenges for `count` submissions, fetched together so the minimum fill
   * time is waited out once (they live CHALLENGE_TTL_S: use them at once).
   */
  const proofs = async (request: APIRequestContext, count: number) => {
    const challenges = await Promise.all(Array.from({ length: count }, async () => (await (await request.get(`${service.origin}/api/leads`)).json()) as IssuedChallenge));
    await sleep(250);
    return Promise.all(challenges.map((challenge) => solveChallengeNode(challenge)));
  };
  /** A submission with a solved challenge, as a person's browser sends it. */
  const post = async (request: APIRequestContext, data: Record<string, unknown>, headers: Record<string, string> = {}, solved?: string) =>
    postRaw(request, { _proof: solved ?? (await proof(request)), ...data }, headers);

  test.beforeAll(async () => {
    dataDir = tempDir('leads-data-');
    [smtp, hooks, voice] = await Promise.all([startSmtp(), startWebhookReceiver(SECRET), startWebhookReceiver(VOICE_SECRET)]);
    if (database === 'postgres') postgres = await startPostgres();
    env = {
      LEADS_DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      SMTP_URL: smtp.url,
      LEADS_WEBHOOK_URL: hooks.url,
      LEADS_WEBHOOK_SECRET: SECRET,
      LEADS_TRUST_PROXY: '1',
      LEADS_RATE_LIMIT: '5',
      // Quick retries and polls for the test (the defaults are minutes).
      LEADS_RETRY_DELAYS: '0.3,0.6,1.2,2.4',
      LEADS_POLL_S: '0.3',
      LEADS_LEASE_S: '2',
      // A person takes seconds; the browser here fills a form in well under one.
      LEADS_MIN_FILL_S: '0.2',
      CRON_SECRET,
      LEADS_CHALLENGE_TTL_S: String(CHALLENGE_TTL_S),
      // Small challenges: the suite solves hundreds in Node on a busy machine (the browser's cost: npm run bench).
      LEADS_CHALLENGE_MAX_NUMBER: '2000',
      VOICE_CALLBACK_URL: voice.url,
      VOICE_CALLBACK_SECRET: VOICE_SECRET,
    };
    service = await start(env);
  });

  test.afterAll(async () => {
    await service?.stop();
    await Promise.all([smtp?.stop(), hooks?.stop(), voice?.stop()]);
    postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Submits one form through the browser and returns the stored lead's id. */
  async function submit(page: Page, locale: Locale, form: 'contact' | 'partnership' | 'welcome' | 'integration'): Promise<string> {
    const m = messages[locale];
    const p = people[locale];
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address() });
    const stored = page.waitForResponse((r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST');
    if (form === 'contact') {
      await page.goto(`${service.origin}/${locale}/contact/`);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/);
      const f = m.forms.contact.fields;
      await page.getByRole('textbox', { name: f.name.label, exact: true }).fill(p.name);
      await page.getByRole('textbox', { name: f.businessEmail.label, exact: true }).fill(p.email);
      await page.getByRole('textbox', { name: `${f.phone.label} (${m.forms.optional})` }).fill(p.phone);
      await page.getByRole('textbox', { name: f.message.label, exact: true }).fill(p.message);
      await page.getByRole('button', { name: m.forms.contact.submit }).click();
      await expect(page.getByRole('heading', { name: m.forms.contact.successTitle })).toBeVisible();
    } else if (form === 'partnership') {
      await page.goto(`${service.origin}/${locale}/partnership/`);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/);
      const f = m.forms.partnership.fields;
      await page.getByRole('textbox', { name: f.name, exact: true }).fill(p.name);
      await page.getByRole('textbox', { name: f.company, exact: true }).fill(p.company);
      await page.getByRole('textbox', { name: f.email, exact: true }).fill(p.email);
      await page.getByRole('combobox', { name: f.partnerType }).selectOption('agency');
      await page.getByRole('textbox', { name: f.message, exact: true }).fill(p.message);
      await page.getByRole('button', { name: m.forms.partnership.submit }).click();
      await expect(page.getByRole('heading', { name: m.forms.partnership.successTitle })).toBeVisible();
    } else if (form === 'integration') {
      // "Request this integration" from a directory search that finds nothing (issue 27).
      await page.goto(`${service.origin}/${locale}/integrations/`);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/);
      const r = m.integrationsPage;
      await page.getByRole('searchbox', { name: r.searchLabel }).fill('RoomRaccoon');
      await expect(page.getByRole('textbox', { name: r.request.fields.system.label })).toHaveValue('RoomRaccoon');
      await page.getByRole('textbox', { name: `${r.request.fields.email.label} (${m.forms.optional})` }).fill(p.email);
      await page.getByRole('button', { name: r.request.submit }).click();
      await expect(page.getByRole('heading', { name: r.request.successTitle })).toBeVisible();
    } else {
      await page.goto(`${service.origin}/${locale}/welcome/?step=contact&plan=growth`);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/);
      const f = m.welcome.fields;
      await expect(page.getByRole('radio', { name: m.welcome.plans.growth })).toBeChecked();
      await page.getByRole('textbox', { name: f.firstName, exact: true }).fill(p.first);
      await page.getByRole('textbox', { name: f.lastName, exact: true }).fill(p.last);
      await page.getByRole('textbox', { name: f.companyName, exact: true }).fill(p.company);
      await page.getByRole('textbox', { name: f.businessEmail, exact: true }).fill(p.email);
      await page.getByRole('textbox', { name: m.phoneStep.label, exact: true }).fill(p.phone);
      await page.getByRole('button', { name: m.welcome.next }).click();
      // The lead is stored when the contact step is done.
      await expect(page.getByRole('heading', { level: 2, name: m.valueProp.title })).toBeVisible();
    }
    const response = await stored;
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    return id;
  }

  test(`each form, in both languages, is stored, e-mailed and sent to the webhook with a valid signature (${label})`, async ({ page }) => {
    const sent: { id: string; locale: Locale; form: string }[] = [];
    for (const locale of ['en', 'pl'] as const) {
      for (const form of ['contact', 'partnership', 'welcome', 'integration'] as const) sent.push({ id: await submit(page, locale, form), locale, form });
    }
    const rows = await leads();
    for (const { id, locale, form } of sent) {
      const row = rows.find((r) => r.id === id);
      expect(row, `${form} (${locale}) in npm run leads`).toMatchObject({ form, locale, status: 'new', page: `/${locale}/${form === 'integration' ? 'integrations' : form}/` });
      const p = people[locale];
      if (form === 'contact') expect(row).toMatchObject({ name: p.name, businessEmail: p.email, phone: p.e164, message: p.message });
      if (form === 'partnership') expect(row).toMatchObject({ name: p.name, company: p.company, email: p.email, partnerType: 'agency' });
      if (form === 'integration') expect(row).toMatchObject({ system: 'RoomRaccoon', email: p.email });
      if (form === 'welcome') expect(row).toMatchObject({ firstName: p.first, lastName: p.last, companyName: p.company, phone: p.e164, plan: 'growth' });
    }
    // Polish letters survive the database and the export.
    expect(rows.some((r) => r.name === 'Zofia Łęcka' && r.message === people.pl.message)).toBe(true);

    await expect.poll(async () => (await tick(), sent).filter(({ id }) => smtp.mails.some((m) => m.raw.toLowerCase().includes(`x-leads-id: ${id}`))).length, { timeout: 20_000 }).toBe(sent.length);
    for (const mail of smtp.mails.filter((m) => !toSales(m))) expect([[people.en.email], [people.pl.email]]).toContainEqual(mail.to);
    await expect.poll(async () => (await tick(), sent).filter(({ id }) => hooks.hooks.some((h) => h.leadId === id && h.status === 200)).length, { timeout: 20_000 }).toBe(sent.length);
    for (const { id } of sent) expect(hooks.hooks.filter((h) => h.leadId === id).every((h) => h.verified)).toBe(true);
    await expect.poll(async () => (await tick(), await leads()).filter((r) => sent.some((s) => s.id === r.id) && /^email:done:1 (reply:done:1 )?webhook:done:1$/.test(r.deliveries ?? '')).length, { timeout: 20_000 }).toBe(sent.length);
  });

  test(`a webhook failing twice then succeeding is delivered exactly once and the lead is intact (${label})`, async ({ request }) => {
    hooks.control.failNext = 2;
    const response = await post(request, contactBody({ name: 'Retry Test', message: 'Ponawianie – zażółć gęślą jaźń' }));
    expect(response.status()).toBe(201);
    const { id } = await response.json();
    await expect.poll(async () => (await tick(), hooks.hooks).filter((h) => h.leadId === id).map((h) => h.status), { timeout: 20_000 }).toEqual([500, 500, 200]);
    await expect.poll(async () => (await tick(), await leads()).find((r) => r.id === id)?.deliveries, { timeout: 20_000 }).toBe('email:done:1 webhook:done:3');
    const row = (await leads()).find((r) => r.id === id);
    expect(row).toMatchObject({ name: 'Retry Test', message: 'Ponawianie – zażółć gęślą jaźń', businessEmail: 'zofia@podlipami.pl', status: 'new' });
    expect(smtp.mails.filter((m) => toSales(m) && m.raw.toLowerCase().includes(`x-leads-id: ${id}`))).toHaveLength(1);
  });

  test(`SIGKILL while submissions are in flight loses no accepted lead, and pending notifications resume after a restart (${label})`, async ({ request }) => {
    hooks.control.delayMs = 300;
    const accepted: string[] = [];
    let killed: Promise<void> | null = null;
    // Solved first, so the 40 submissions are really in flight together.
    const attempts = (await proofs(request, 40)).map((solved, i) =>
      postRaw(request, contactBody({ name: `Flight ${i}`, _proof: solved }))
        .then(async (r) => {
          if (r.status() === 201) accepted.push((await r.json()).id);
          if (accepted.length === 12 && !killed) killed = service.kill();
        })
        .catch(() => undefined),
    );
    await Promise.all(attempts);
    await killed;
    expect(accepted.length).toBeGreaterThanOrEqual(12);
    hooks.control.delayMs = 0;

    service = await start(env);
    const rows = await leads();
    for (const id of accepted) expect(rows.some((r) => r.id === id), `accepted lead ${id} after SIGKILL`).toBe(true);
    // Every stored lead's notifications go out after the restart, once each.
    await expect
      .poll(async () => (await tick(), await leads()).filter((r) => (r.name ?? '').startsWith('Flight ') && !/^email:done:\d+ (reply:done:\d+ )?webhook:done:\d+$/.test(r.deliveries ?? '')).length, { timeout: 30_000 })
      .toBe(0);
    for (const id of accepted) expect(hooks.hooks.some((h) => h.leadId === id && h.status === 200)).toBe(true);
  });

  test(`hostile input, oversize, wrong type, foreign origin, a burst and a honeypot get the right answers and store nothing else (${label})`, async ({ request }) => {
    const before = (await leads()).length;
    let accepted = 0;
    const cases = hostileValues.flatMap(({ name, value }) => (['name', 'businessEmail', 'message'] as const).map((field) => ({ name, value, field })));
    // In small groups, each group's challenges fetched and solved together and used well inside their lifetime.
    for (let i = 0; i < cases.length; i += 6) {
      const group = cases.slice(i, i + 6);
      const solved = await proofs(request, group.length);
      for (const [j, { name, value, field }] of group.entries()) {
        const response = await post(request, contactBody({ [field]: value }), {}, solved[j]);
        expect([201, 400], `${name} in ${field}`).toContain(response.status());
        expect(response.headers()['content-type']).toContain('application/json');
        const body = await response.json();
        if (response.status() === 201) accepted += 1;
        else expect(Object.keys(body.errors ?? {}), `${name} in ${field}`).toEqual([field]);
      }
    }
    // Values that are not e-mail addresses are refused in the e-mail field.
    const stored = (await leads()).slice(before);
    expect(stored).toHaveLength(accepted);
    // What was accepted is kept as text, byte for byte (markup is data, not HTML).
    expect(stored.some((r) => r.name === '<script>window.__hostile=1</script>')).toBe(true);
    expect(stored.some((r) => r.message === "Robert'); DROP TABLE leads;--")).toBe(true);

    const count = (await leads()).length;
    const oversize = await post(request, contactBody({ message: 'x'.repeat(40 * 1024) }));
    expect(oversize.status()).toBe(413);
    const wrongType = await request.post(`${service.origin}/api/leads`, { headers: { 'Content-Type': 'text/plain', 'X-Forwarded-For': address() }, data: JSON.stringify(contactBody()) });
    expect(wrongType.status()).toBe(415);
    const foreign = await post(request, contactBody(), { Origin: 'https://evil.example.org' });
    expect(foreign.status()).toBe(403);
    expect(foreign.headers()['access-control-allow-origin']).toBeUndefined();
    const preflight = await request.fetch(`${service.origin}/api/leads`, { method: 'OPTIONS', headers: { Origin: 'https://evil.example.org', 'Access-Control-Request-Method': 'POST' } });
    expect(preflight.status()).toBe(403);
    const put = await request.fetch(`${service.origin}/api/leads`, { method: 'PUT' });
    expect(put.status()).toBe(405);
    const burstFrom = '203.0.113.77';
    const burst = [];
    const burstProofs = await proofs(request, 7);
    for (let i = 0; i < 7; i++) burst.push(await post(request, contactBody({ name: `Burst ${i}` }), { 'X-Forwarded-For': burstFrom }, burstProofs[i]));
    expect(burst.map((r) => r.status())).toEqual([201, 201, 201, 201, 201, 429, 429]);
    expect(Number(burst[5]!.headers()['retry-after'])).toBeGreaterThan(0);
    const honeypot = await post(request, contactBody({ name: 'Bot', _hp: 'http://spam.example' }));
    expect(honeypot.status()).toBe(201);
    const botId = (await honeypot.json()).id as string;

    const after = await leads();
    expect(after).toHaveLength(count + 5 + 1);
    expect(after.find((r) => r.id === botId)).toMatchObject({ status: 'spam', deliveries: '' });
    // The burst's notifications arrive; the bot's never do.
    await expect.poll(async () => (await tick(), smtp.mails).filter((m) => toSales(m) && /Burst \d/.test(m.raw)).length, { timeout: 20_000 }).toBe(5);
    expect(smtp.mails.some((m) => m.raw.includes(botId))).toBe(false);
    expect(hooks.hooks.some((h) => h.leadId === botId)).toBe(false);
    // Nothing personal in the service's own output.
    expect(service.output()).not.toMatch(/zofia@|Łęcka|anna@/);
  });

  if (host === 'cloudflare') {
    test(`the retry run refuses callers without the scheduler's secret and sends what is due with it (${label})`, async ({ request }) => {
      hooks.control.failNext = 1;
      const response = await post(request, contactBody({ name: 'Cron Test' }));
      expect(response.status()).toBe(201);
      const { id } = await response.json();
      // The attempt right after the 201 (waitUntil) fails; the retry is due 0.3 s later.
      await expect.poll(() => hooks.hooks.filter((h) => h.leadId === id).map((h) => h.status)).toEqual([500]);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const outbox = `${service.origin}/api/leads-outbox`;
      for (const headers of [{}, { Authorization: 'Bearer wrong' }, { Authorization: CRON_SECRET }] as Record<string, string>[]) {
        const refused = await request.post(outbox, { headers });
        expect(refused.status()).toBe(401);
        expect(refused.headers()['cache-control']).toBe('no-store');
      }
      expect(hooks.hooks.filter((h) => h.leadId === id).map((h) => h.status)).toEqual([500]);
      await tick();
      expect(hooks.hooks.filter((h) => h.leadId === id).map((h) => h.status)).toEqual([500, 200]);
      expect((await leads()).find((r) => r.id === id)?.deliveries).toBe('email:done:1 webhook:done:2');
    });
  }

  if (database === 'pglite' || host === 'cloudflare') {
    test(`the visitor gets one reply e-mail a day in the page's language, with what they typed; none for a honeypot hit (${label})`, async ({ request }) => {
      // The first test sent three forms from each address: one reply each, in that form's language.
      for (const locale of ['en', 'pl'] as const) {
        const replies = smtp.mails.filter((m) => m.to[0] === people[locale].email);
        expect(replies, `replies to ${locale}`).toHaveLength(1);
        const mail = decodeMail(replies[0]!.raw);
        // The copy as the site typesets it (no-break spaces included), less the word joiners (reply-email.ts leaves them out).
        const copy = siteMessages(locale).replyEmail;
        expect(mail.subject).toBe(withoutInvisibles(copy.subject).replace('{site}', 'Vocalis'));
        expect(mail.text).toContain(people[locale].message);
        // The labels as the form names them, in the form's order.
        const label = (key: keyof typeof copy.labels) => withoutInvisibles(copy.labels[key]);
        expect(mail.text).toContain(`${label('name')}: ${people[locale].name}\n${label('businessEmail')}: ${people[locale].email}\n${label('phone')}: ${people[locale].e164}\n${label('message')}: ${people[locale].message}`);
        expect(mail.text).toContain('sales@example.com');
        expect(mail.text).toContain('privacy@example.com');
        expect(mail.html).toContain('<table');
        // Nothing the visitor did not type: no empty company line, no hidden fields.
        expect(mail.text).not.toMatch(/_hp|_proof|consent/);
      }
      expect(decodeMail(smtp.mails.find((m) => m.to[0] === people.pl.email)!.raw).text).toContain('Dzień dobry');
      // A honeypot hit from a new address: stored as spam, no reply.
      const bot = await post(request, contactBody({ businessEmail: 'bot@spam-sender.example', _hp: 'x' }));
      expect(bot.status()).toBe(201);
      // A person from a new address gets one reply, a second form the same day gets none.
      for (const name of ['Ola Nowak', 'Ola Nowak again']) expect((await post(request, contactBody({ name, businessEmail: 'ola@nowak.example.pl' }))).status()).toBe(201);
      await expect.poll(async () => (await tick(), smtp.mails).filter((m) => toSales(m) && m.raw.includes('Ola Nowak again')).length, { timeout: 20_000 }).toBe(1);
      await sleep(1000);
      expect(smtp.mails.filter((m) => m.to[0] === 'ola@nowak.example.pl')).toHaveLength(1);
      expect(smtp.mails.some((m) => m.to[0] === 'bot@spam-sender.example')).toBe(false);
    });
  }

  // All the refusals once, on PostgreSQL (see the table above); "missing" and "replayed" everywhere.
  const allRefusals = database === 'postgres' && host === 'node';
  test(`scripted submissions without a valid solution (${allRefusals ? 'none, a claimed _elapsedMs, forged, replayed, expired, replayed on a second instance' : 'none, replayed'}) are refused: never stored or notified (${label})`, async ({ request }) => {
    const before = (await leads()).length;
    const refusals: unknown[] = [];
    const refuse = async (data: Record<string, unknown>, origin?: string) => {
      const response = await postRaw(request, data, {}, origin);
      expect(response.status()).toBe(400);
      refusals.push(((await response.json()) as { reason?: string }).reason);
    };
    await refuse(contactBody({ name: 'Script no proof', _elapsedMs: 8000 }));
    const good = await proof(request);
    if (allRefusals) {
      const decoded = JSON.parse(Buffer.from(good, 'base64').toString()) as Record<string, unknown>;
      await refuse(contactBody({ name: 'Script forged', _proof: Buffer.from(JSON.stringify({ ...decoded, number: Number(decoded.number) + 1 })).toString('base64') }));
    }
    const used = await postRaw(request, contactBody({ name: 'Person once', _proof: good }));
    expect(used.status()).toBe(201);
    await refuse(contactBody({ name: 'Script replayed', _proof: good }));
    if (allRefusals) {
      const old = await proof(request);
      await sleep(CHALLENGE_TTL_S * 1000 + 500);
      await refuse(contactBody({ name: 'Script expired', _proof: old }));
      expect(refusals).toEqual(['missing', 'invalid', 'replayed', 'expired']);
      // A second instance on the same database refuses the solution the first one accepted.
      const second = await startService(env);
      try {
        const fresh = await proof(request, second.origin);
        expect((await postRaw(request, contactBody({ name: 'Person twice', _proof: fresh }), {}, second.origin)).status()).toBe(201);
        await refuse(contactBody({ name: 'Script replayed elsewhere', _proof: fresh }));
        expect(refusals.at(-1)).toBe('replayed');
      } finally {
        await second.stop();
      }
    } else {
      expect(refusals).toEqual(['missing', 'replayed']);
    }
    const rows = (await leads()).slice(before);
    expect(rows.map((r) => r.name).sort()).toEqual(allRefusals ? ['Person once', 'Person twice'] : ['Person once']);
    await sleep(1000);
    expect(smtp.mails.some((m) => /Script /.test(m.raw))).toBe(false);
    expect(hooks.hooks.some((h) => /Script /.test(JSON.stringify(h.body)))).toBe(false);
  });

  if (database === 'pglite') {
    test(`"Call me now" in both languages: the signed request reaches the voice platform, the same number again, a premium-rate number and a foreign one are refused in the page's language; the number never in a URL or a log line (${label})`, async ({ page }) => {
      const urls: string[] = [];
      page.on('request', (r) => urls.push(r.url()));
      const numbers = { en: { typed: '(212) 736-0199', e164: '+12127360199', premium: '+1 900 234 5678' }, pl: { typed: '601 234 567', e164: '+48601234567', premium: '+48 703 123 456' } };
      for (const locale of ['en', 'pl'] as const) {
        const c = messages[locale].callback;
        // The page was built without a voice platform (it promises the team's call); this service has one, and its answer wins.
        const m = c.modes.team;
        const n = numbers[locale];
        await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address() });
        const ask = async (typed: string) => {
          await page.goto(`${service.origin}/${locale}/`);
          await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/);
          // On the landing page the form is a panel the phone's button opens.
          const form = page.locator('#call-me-now');
          await page.getByTestId('voice-area').getByRole('button', { name: m.submit }).click();
          await expect(form).toBeVisible();
          await form.getByRole('textbox', { name: c.phoneLabel }).fill(typed);
          await form.getByRole('checkbox', { name: m.consent }).check();
          await form.getByRole('button', { name: m.submit }).click();
          return form;
        };
        let form = await ask(n.typed);
        await expect(form.getByText(c.agentCalling)).toBeVisible();
        await expect.poll(async () => (await tick(), voice.hooks).filter((h) => h.body.number === n.e164).length, { timeout: 20_000 }).toBe(1);
        const call = voice.hooks.find((h) => h.body.number === n.e164)!;
        expect(call.verified).toBe(true);
        expect(call.body).toMatchObject({ number: n.e164, locale, page: `/${locale}/` });
        const row = (await leads()).find((r) => r.id === call.leadId);
        expect(row).toMatchObject({ form: 'callback', locale, status: 'new', phone: n.e164, consent: 'yes' });
        await expect.poll(async () => (await tick(), await leads()).find((r) => r.id === call.leadId)?.deliveries, { timeout: 20_000 }).toBe('callback:done:1 email:done:1 webhook:done:1');

        form = await ask(n.typed);
        const errors = c.errors;
        // The default demo number (no Polish one configured).
        await expect(form.getByText(errors.repeat.replace('{phone}', '+1 (555) 010-0199'))).toBeVisible();
        form = await ask(n.premium);
        await expect(form.getByText(errors.numberType)).toBeVisible();
        form = await ask('+44 20 7946 0958');
        await expect(form.getByText(errors.country.replace('{countries}', callbackCountryNames(locale, ['US', 'PL'])))).toBeVisible();
        expect(voice.hooks.filter((h) => h.body.number === n.e164)).toHaveLength(1);
      }
      const digits = [numbers.en.e164, numbers.pl.e164].flatMap((e) => [e, e.slice(-7), encodeURIComponent(e)]);
      for (const url of urls) for (const d of digits) expect(url, 'a request URL').not.toContain(d);
      for (const d of ['2127360199', '601234567', '736-0199', '601 234 567']) expect(service.output()).not.toContain(d);
    });
  }

  if (host === 'cloudflare') {
    test(`"Call me now" through the Pages Function: the signed request reaches the voice platform and is delivered, the same number again is refused, the number never in its log (${label})`, async ({ request }) => {
      const number = { typed: '601 234 567', e164: '+48601234567' };
      const ask = () => post(request, { form: 'callback', locale: 'pl', page: '/pl/', phone: number.typed, consent: 'yes', _hp: '' });
      const response = await ask();
      expect(response.status()).toBe(201);
      expect(await response.json()).toMatchObject({ callback: 'agent' });
      await expect.poll(async () => (await tick(), voice.hooks).filter((h) => h.body.number === number.e164).length, { timeout: 20_000 }).toBe(1);
      const call = voice.hooks.find((h) => h.body.number === number.e164)!;
      expect(call.verified).toBe(true);
      expect(call.body).toMatchObject({ number: number.e164, locale: 'pl', page: '/pl/' });
      expect((await leads()).find((r) => r.id === call.leadId)).toMatchObject({ form: 'callback', locale: 'pl', status: 'new', phone: number.e164, consent: 'yes' });
      await expect.poll(async () => (await tick(), await leads()).find((r) => r.id === call.leadId)?.deliveries, { timeout: 20_000 }).toBe('callback:done:1 email:done:1 webhook:done:1');
      const again = await ask();
      expect(again.status()).toBe(400);
      expect(await again.json()).toMatchObject({ errors: { phone: 'repeat' } });
      expect(voice.hooks.filter((h) => h.body.number === number.e164)).toHaveLength(1);
      for (const d of ['601234567', '601 234 567']) expect(service.output()).not.toContain(d);
    });
  }

  // The memory limiter (PGlite) and the database one (PostgreSQL); Cloudflare runs the latter.
  if (host === 'node') {
    test(`"Call me now": a few requests per address per hour, then the service's own refusal (${label})`, async ({ request }) => {
      const from = '203.0.113.200';
      const statuses = [];
      for (const phone of ['+48 601 234 501', '+48 601 234 502', '+48 601 234 503', '+48 601 234 504']) {
        const response = await post(request, { form: 'callback', locale: 'pl', page: '/pl/sample-calls/', phone, consent: 'yes', _hp: '' }, { 'X-Forwarded-For': from });
        statuses.push([response.status(), response.status() === 429 ? (await response.json()).error : null]);
      }
      expect(statuses).toEqual([[201, null], [201, null], [201, null], [429, 'callbackLimit']]);
    });
  }

  test(`npm run leads -- --purge-older-than deletes old leads only (${label})`, async () => {
    const count = (await leads()).length;
    const { stderr } = await runLeadsCli(env, ['--purge-older-than', '365']);
    expect(stderr).toContain('Deleted 0 leads older than 365 days.');
    expect((await leads()).length).toBe(count);
    const { stderr: all } = await runLeadsCli(env, ['--purge-older-than', '0']);
    expect(all).toContain(`Deleted ${count} leads`);
    expect(await leads()).toEqual([]);
  });
}
