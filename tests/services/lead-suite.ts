/**
 * The lead suite, run once against the embedded database (leads.spec.ts) and
 * once against a real PostgreSQL server (leads-postgres.spec.ts): the real
 * service, a local SMTP server and a webhook receiver; each form through the
 * browser in both languages; retries; SIGKILL mid-flight; hostile input.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { rmSync } from 'node:fs';
import { hostileValues } from '../hostile-values';
import { messages, type Locale } from '../helpers';
import { parseCsv, runLeadsCli, startPostgres, startService, startSmtp, startWebhookReceiver, tempDir, type Service } from './leads-harness';

const SECRET = 'test-webhook-secret';
let nextAddress = 1;
/** Each caller gets its own client address (the service trusts X-Forwarded-For here), so only the burst test meets the rate limit. */
const address = () => `198.51.100.${nextAddress++ % 250}, 10.${nextAddress}.0.1`;

const people: Record<Locale, { name: string; first: string; last: string; company: string; email: string; phone: string; e164: string; message: string }> = {
  en: { name: 'Anna Smith', first: 'Anna', last: 'Smith', company: 'Seaside Hotel', email: 'anna@seaside-hotel.com', phone: '(201) 555-0123', e164: '+12015550123', message: 'We miss calls at night. Can your agent help?' },
  pl: { name: 'Zofia Łęcka', first: 'Zofia', last: 'Łęcka', company: 'Hotel Pod Lipami', email: 'zofia@podlipami.pl', phone: '512 345 678', e164: '+48512345678', message: 'Dzień dobry, gubimy telefony po 22:00 – czy agent pomoże?' },
};

const contactBody = (extra: Record<string, unknown> = {}) => ({ form: 'contact', locale: 'pl', name: 'Zofia Łęcka', businessEmail: 'zofia@podlipami.pl', message: 'Proszę o kontakt.', page: '/pl/contact/', _hp: '', _elapsedMs: 6000, ...extra });

export function leadSuite(database: 'pglite' | 'postgres') {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  let service: Service;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let hooks: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let postgres: Awaited<ReturnType<typeof startPostgres>> | null = null;
  let dataDir: string;
  let env: Record<string, string>;

  const leads = async () => parseCsv((await runLeadsCli(env)).stdout);
  const post = (request: APIRequestContext, data: unknown, headers: Record<string, string> = {}) =>
    request.post(`${service.origin}/api/leads`, { data, headers: { 'X-Forwarded-For': address(), ...headers } });

  test.beforeAll(async () => {
    dataDir = tempDir('leads-data-');
    [smtp, hooks] = await Promise.all([startSmtp(), startWebhookReceiver(SECRET)]);
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
    };
    service = await startService(env);
  });

  test.afterAll(async () => {
    await service?.stop();
    await Promise.all([smtp?.stop(), hooks?.stop()]);
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

  test(`each form, in both languages, is stored, e-mailed and sent to the webhook with a valid signature (${database})`, async ({ page }) => {
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

    await expect.poll(() => sent.filter(({ id }) => smtp.mails.some((m) => m.raw.toLowerCase().includes(`x-leads-id: ${id}`))).length, { timeout: 20_000 }).toBe(sent.length);
    for (const mail of smtp.mails) expect(mail.to).toEqual(['sales@example.com']);
    await expect.poll(() => sent.filter(({ id }) => hooks.hooks.some((h) => h.leadId === id && h.status === 200)).length, { timeout: 20_000 }).toBe(sent.length);
    for (const { id } of sent) expect(hooks.hooks.filter((h) => h.leadId === id).every((h) => h.verified)).toBe(true);
    await expect.poll(async () => (await leads()).filter((r) => sent.some((s) => s.id === r.id) && r.deliveries === 'email:done:1 webhook:done:1').length, { timeout: 20_000 }).toBe(sent.length);
  });

  test(`a webhook failing twice then succeeding is delivered exactly once and the lead is intact (${database})`, async ({ request }) => {
    hooks.control.failNext = 2;
    const response = await post(request, contactBody({ name: 'Retry Test', message: 'Ponawianie – zażółć gęślą jaźń' }));
    expect(response.status()).toBe(201);
    const { id } = await response.json();
    await expect.poll(() => hooks.hooks.filter((h) => h.leadId === id).map((h) => h.status), { timeout: 20_000 }).toEqual([500, 500, 200]);
    await expect.poll(async () => (await leads()).find((r) => r.id === id)?.deliveries, { timeout: 20_000 }).toBe('email:done:1 webhook:done:3');
    const row = (await leads()).find((r) => r.id === id);
    expect(row).toMatchObject({ name: 'Retry Test', message: 'Ponawianie – zażółć gęślą jaźń', businessEmail: 'zofia@podlipami.pl', status: 'new' });
    expect(smtp.mails.filter((m) => m.raw.toLowerCase().includes(`x-leads-id: ${id}`))).toHaveLength(1);
  });

  test(`SIGKILL while submissions are in flight loses no accepted lead, and pending notifications resume after a restart (${database})`, async ({ request }) => {
    hooks.control.delayMs = 300;
    const accepted: string[] = [];
    let killed: Promise<void> | null = null;
    const attempts = Array.from({ length: 40 }, (_, i) =>
      post(request, contactBody({ name: `Flight ${i}` }))
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

    service = await startService(env);
    const rows = await leads();
    for (const id of accepted) expect(rows.some((r) => r.id === id), `accepted lead ${id} after SIGKILL`).toBe(true);
    // Every stored lead's notifications go out after the restart, once each.
    await expect
      .poll(async () => (await leads()).filter((r) => (r.name ?? '').startsWith('Flight ') && !/^email:done:\d+ webhook:done:\d+$/.test(r.deliveries ?? '')).length, { timeout: 30_000 })
      .toBe(0);
    for (const id of accepted) expect(hooks.hooks.some((h) => h.leadId === id && h.status === 200)).toBe(true);
  });

  test(`hostile input, oversize, wrong type, foreign origin, a burst and a honeypot get the right answers and store nothing else (${database})`, async ({ request }) => {
    const before = (await leads()).length;
    let accepted = 0;
    for (const { name, value } of hostileValues) {
      for (const field of ['name', 'businessEmail', 'message'] as const) {
        const response = await post(request, contactBody({ [field]: value }));
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
    const get = await request.get(`${service.origin}/api/leads`);
    expect(get.status()).toBe(405);
    const burstFrom = '203.0.113.77';
    const burst = [];
    for (let i = 0; i < 7; i++) burst.push(await post(request, contactBody({ name: `Burst ${i}` }), { 'X-Forwarded-For': burstFrom }));
    expect(burst.map((r) => r.status())).toEqual([201, 201, 201, 201, 201, 429, 429]);
    expect(Number(burst[5]!.headers()['retry-after'])).toBeGreaterThan(0);
    const honeypot = await post(request, contactBody({ name: 'Bot', _hp: 'http://spam.example' }));
    expect(honeypot.status()).toBe(201);
    const botId = (await honeypot.json()).id as string;

    const after = await leads();
    expect(after).toHaveLength(count + 5 + 1);
    expect(after.find((r) => r.id === botId)).toMatchObject({ status: 'spam', deliveries: '' });
    // The burst's notifications arrive; the bot's never do.
    await expect.poll(() => smtp.mails.filter((m) => /Burst \d/.test(m.raw)).length, { timeout: 20_000 }).toBe(5);
    expect(smtp.mails.some((m) => m.raw.includes(botId))).toBe(false);
    expect(hooks.hooks.some((h) => h.leadId === botId)).toBe(false);
    // Nothing personal in the service's own output.
    expect(service.output()).not.toMatch(/zofia@|Łęcka|anna@/);
  });

  test(`npm run leads -- --purge-older-than deletes old leads only (${database})`, async () => {
    const count = (await leads()).length;
    const { stderr } = await runLeadsCli(env, ['--purge-older-than', '365']);
    expect(stderr).toContain('Deleted 0 leads older than 365 days.');
    expect((await leads()).length).toBe(count);
    const { stderr: all } = await runLeadsCli(env, ['--purge-older-than', '0']);
    expect(all).toContain(`Deleted ${count} leads`);
    expect(await leads()).toEqual([]);
  });
}
