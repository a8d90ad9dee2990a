import { expect, test, type Page } from '@playwright/test';
import { challengeAnswer, messages, locales, watchErrors, type Locale } from './helpers';

// Long flows with many fields: generous time on a busy machine.
test.describe.configure({ timeout: 90_000 });

/**
 * The lead service's address (lib/site.ts). The static server these tests run against has none
 * (it answers 405, so forms show the e-mail fallback) unless a test answers it with page.route;
 * tests/services/leads.spec.ts sends the forms to the real service.
 */
const ENDPOINT = '/api/leads';
const stored = (id = '5f0c7a1e-0000-4000-8000-000000000001') => ({ status: 201, contentType: 'application/json', body: JSON.stringify({ id }) });

const people: Record<Locale, { firstName: string; lastName: string; companyName: string; businessEmail: string; phone: string; e164: string; jobTitle: string }> = {
  en: { firstName: 'Anna', lastName: 'Smith', companyName: 'Seaside Hotel', businessEmail: 'anna@seaside-hotel.com', phone: '(201) 636-0142', e164: '+12016360142', jobTitle: 'General Manager' },
  pl: { firstName: 'Zofia', lastName: 'Łęcka', companyName: 'Hotel Pod Lipami', businessEmail: 'zofia@podlipami.pl', phone: '512 345 678', e164: '+48512345678', jobTitle: 'Dyrektorka hotelu' },
};

const textFields = ['firstName', 'lastName', 'companyName', 'businessEmail', 'phone', 'jobTitle'] as const;

/** A field's accessible name: its label, plus "(optional)" for optional fields. */
function label(locale: Locale, field: (typeof textFields)[number]) {
  const m = messages[locale];
  if (field === 'phone') return m.phoneStep.label;
  if (field === 'jobTitle') return `${m.welcome.fields.jobTitle} (${m.forms.optional})`;
  return m.welcome.fields[field];
}

function input(page: Page, locale: Locale, field: (typeof textFields)[number]) {
  return page.getByRole('textbox', { name: label(locale, field), exact: true });
}

async function fillContact(page: Page, locale: Locale, plan: string | null = 'starter') {
  for (const field of textFields) await input(page, locale, field).fill(people[locale][field]);
  if (plan) await page.getByRole('radio', { name: messages[locale].welcome.plans[plan as 'starter'] }).check();
}

function stepOf(locale: Locale, n: number) {
  return messages[locale].welcome.stepOf.replace('{current}', String(n)).replace('{total}', '3');
}

for (const locale of locales) {
  const m = messages[locale];
  const t = m.welcome;

  test.describe(`welcome flow (${locale})`, () => {
    test('walks Welcome → Contact → Benefits, stores the lead at the contact step and finishes with a success message', async ({ page }) => {
      const errors = watchErrors(page);
      const bodies: unknown[] = [];
      await page.route(`**${ENDPOINT}`, async (route) => {
        if (route.request().method() === 'GET') return route.fulfill(challengeAnswer());
        bodies.push(route.request().postDataJSON());
        await route.fulfill(stored());
      });

      await page.goto(`/${locale}/welcome/?plan=growth`);
      await expect(page.getByText(stepOf(locale, 1))).toBeVisible();
      await expect(page.getByRole('navigation', { name: t.progressLabel }).locator('[aria-current="step"]')).toHaveText(new RegExp(t.stepWelcome));
      await page.getByRole('button', { name: t.next }).click();

      await expect(page).toHaveURL(/step=contact/);
      await expect(page.getByText(stepOf(locale, 2))).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: t.stepContact })).toBeFocused();
      // The plan chosen on /pricing arrives selected.
      await expect(page.getByRole('radio', { name: t.plans.growth })).toBeChecked();
      await expect(page.getByRole('radio')).toHaveCount(6);
      await fillContact(page, locale, null);
      await page.getByRole('button', { name: t.next }).click();

      await expect(page).toHaveURL(/step=benefits/);
      await expect(page.getByText(stepOf(locale, 3))).toBeVisible();
      // The lead was stored when the contact step was done.
      expect(bodies).toEqual([
        expect.objectContaining({ form: 'welcome', locale, plan: 'growth', phone: people[locale].e164, businessEmail: people[locale].businessEmail, firstName: people[locale].firstName, page: `/${locale}/welcome/`, _hp: '' }),
      ]);
      // The proof of work solved in the browser's worker, and no client-side timing claim.
      const sent = bodies[0] as Record<string, string>;
      expect(JSON.parse(Buffer.from(sent._proof ?? '', 'base64').toString())).toMatchObject({ number: 7, signature: 'e2e' });
      expect(sent).not.toHaveProperty('_elapsedMs');
      await expect(page.getByRole('heading', { level: 2, name: m.valueProp.title })).toBeVisible();
      await expect(page.getByText(people[locale].businessEmail)).toBeVisible();
      await page.getByRole('button', { name: t.finish }).click();

      await expect(page.getByRole('heading', { name: t.success.title.replace('{firstName}', people[locale].firstName) })).toBeFocused();
      // Finish confirms the stored lead: no second one.
      expect(bodies).toHaveLength(1);
      // Sent: the draft is gone.
      expect(await page.evaluate(() => sessionStorage.getItem('formDraft:welcome'))).toBeNull();
      expect(errors).toEqual([]);
    });

    test('shows translated messages and focuses the first invalid field', async ({ page }) => {
      await page.goto(`/${locale}/welcome/?step=contact`);
      // The step comes from the address once the page has hydrated; a visitor sees it first.
      await expect(page.getByText(stepOf(locale, 2))).toBeVisible();
      const next = page.getByRole('button', { name: t.next });
      const firstName = input(page, locale, 'firstName');

      // Nothing filled in: the first field is required.
      await next.click();
      await expect(firstName).toBeFocused();
      await expect(firstName).toHaveAttribute('aria-invalid', 'true');
      await expect(firstName).toHaveAccessibleDescription(m.forms.errors.required);
      await expect(page.getByRole('main').getByRole('alert')).toContainText(m.forms.summary);

      await fillContact(page, locale);
      const email = input(page, locale, 'businessEmail');
      await email.fill('anna@hotel');
      await next.click();
      await expect(email).toBeFocused();
      await expect(page.getByText(m.forms.errors.email)).toBeVisible();
      await expect(email).toHaveAccessibleDescription(m.forms.errors.email);

      await email.fill(people[locale].businessEmail);
      const phone = input(page, locale, 'phone');
      await phone.fill('12345');
      await next.click();
      await expect(phone).toBeFocused();
      await expect(page.getByText(m.forms.errors.mobile)).toBeVisible();

      // A number reserved for fiction (555-0100 to 555-0199) is refused with its own message.
      await phone.fill('+1 407 555 0142');
      await next.click();
      await expect(phone).toBeFocused();
      await expect(page.getByText(m.forms.errors.fictional)).toBeVisible();
      await expect(page.getByText(m.forms.errors.mobile)).toHaveCount(0);

      // Fixing the last problem lets the visitor through.
      await phone.fill(people[locale].phone);
      await expect(page.getByText(m.forms.errors.mobile)).toHaveCount(0);
      await next.click();
      await expect(page).toHaveURL(/step=benefits/);
    });

    test('a missing required field on an otherwise complete form is named and focused', async ({ page }) => {
      await page.goto(`/${locale}/welcome/?step=contact`);
      // The step comes from the address once the page has hydrated; a visitor sees it first.
      await expect(page.getByText(stepOf(locale, 2))).toBeVisible();
      await fillContact(page, locale);
      const company = input(page, locale, 'companyName');
      await company.fill('');
      await page.getByRole('button', { name: t.next }).click();
      await expect(company).toBeFocused();
      await expect(company).toHaveAccessibleDescription(m.forms.errors.required);
      await expect(page).toHaveURL(/step=contact/);
    });

    test('no plan chosen: the plan group asks for a plan in the page language', async ({ page }) => {
      await page.goto(`/${locale}/welcome/?step=contact`);
      await expect(page.getByText(stepOf(locale, 2))).toBeVisible();
      await fillContact(page, locale, null);
      await page.getByRole('button', { name: t.next }).click();
      const firstPlan = page.getByRole('radio').first();
      await expect(firstPlan).toBeFocused();
      await expect(page.getByRole('group', { name: new RegExp(`^${m.welcome.fields.plan}`) })).toContainText(m.forms.errors.plan);
      await expect(page.getByText(m.forms.errors.required)).toHaveCount(0);
      await expect(page).toHaveURL(/step=contact/);
    });

    test('a reload in the middle keeps the step and every field @desktop-only', async ({ page }) => {
      await page.goto(`/${locale}/welcome/?step=contact`);
      // The step comes from the address once the page has hydrated; a visitor sees it first.
      await expect(page.getByText(stepOf(locale, 2))).toBeVisible();
      await fillContact(page, locale, 'scale');
      await page.reload();
      await expect(page.getByText(stepOf(locale, 2))).toBeVisible();
      for (const field of textFields) await expect(input(page, locale, field)).toHaveValue(people[locale][field]);
      await expect(page.getByRole('radio', { name: t.plans.scale })).toBeChecked();
    });

    test('the browser’s back button returns to the previous step @desktop-only', async ({ page }) => {
      await page.goto(`/${locale}/welcome/`);
      await page.getByRole('button', { name: t.next }).click();
      await expect(page.getByText(stepOf(locale, 2))).toBeVisible();
      await fillContact(page, locale);
      await page.getByRole('button', { name: t.next }).click();
      await expect(page.getByText(stepOf(locale, 3))).toBeVisible();

      await page.goBack();
      await expect(page).toHaveURL(/step=contact/);
      await expect(page.getByText(stepOf(locale, 2))).toBeVisible();
      await expect(input(page, locale, 'firstName')).toHaveValue(people[locale].firstName);
      await page.goBack();
      await expect(page.getByText(stepOf(locale, 1))).toBeVisible();
      await page.goForward();
      await expect(page.getByText(stepOf(locale, 2))).toBeVisible();
    });

    test('a failing lead service shows the error and “try again” at the contact step, and keeps the data', async ({ page }) => {
      let fail = true;
      let calls = 0;
      await page.route(`**${ENDPOINT}`, async (route) => {
        if (route.request().method() === 'GET') return route.fulfill(challengeAnswer());
        calls += 1;
        await route.fulfill(fail ? { status: 503, body: 'down' } : stored());
      });
      await page.goto(`/${locale}/welcome/?step=contact`);
      // The step comes from the address once the page has hydrated; a visitor sees it first.
      await expect(page.getByText(stepOf(locale, 2))).toBeVisible();
      await fillContact(page, locale);
      await page.getByRole('button', { name: t.next }).click();

      await expect(page.getByRole('main').getByRole('alert')).toContainText(m.forms.errorTitle);
      const retry = page.getByRole('button', { name: m.forms.retry });
      await expect(retry).toBeVisible();
      await expect(page).toHaveURL(/step=contact/);
      expect(await page.evaluate(() => sessionStorage.getItem('formDraft:welcome'))).toContain(people[locale].companyName);

      // After a reload the details are still there, too.
      await page.reload();
      await expect(input(page, locale, 'companyName')).toHaveValue(people[locale].companyName);
      await page.getByRole('button', { name: t.next }).click();
      await expect(retry).toBeVisible();

      fail = false;
      await retry.click();
      await expect(page.getByText(stepOf(locale, 3))).toBeVisible();
      await page.getByRole('button', { name: t.finish }).click();
      await expect(page.getByRole('heading', { name: t.success.title.replace('{firstName}', people[locale].firstName) })).toBeVisible();
      expect(calls).toBe(3);
      expect(await page.evaluate(() => sessionStorage.getItem('formDraft:welcome'))).toBeNull();
    });

    test('the contact step cannot send twice while sending @desktop-only', async ({ page }) => {
      let calls = 0;
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**${ENDPOINT}`, async (route) => {
        if (route.request().method() === 'GET') return route.fulfill(challengeAnswer());
        calls += 1;
        await held;
        await route.fulfill(stored());
      });
      await page.goto(`/${locale}/welcome/?step=contact`);
      // The step comes from the address once the page has hydrated; a visitor sees it first.
      await expect(page.getByText(stepOf(locale, 2))).toBeVisible();
      await fillContact(page, locale);
      await page.getByRole('button', { name: t.next }).click();
      const sending = page.getByRole('button', { name: m.forms.sending });
      await expect(sending).toBeDisabled();
      await sending.click({ force: true });
      release();
      await expect(page.getByText(stepOf(locale, 3))).toBeVisible();
      expect(calls).toBe(1);
    });

    test('with no lead service on the host, Finish shows the message to e-mail, a copy button and keeps the draft', async ({ page }) => {
      // This static server has no /api/leads: it answers 405, as a static host would.
      await page.goto(`/${locale}/welcome/?step=contact`);
      // The step comes from the address once the page has hydrated; a visitor sees it first.
      await expect(page.getByText(stepOf(locale, 2))).toBeVisible();
      await fillContact(page, locale);
      await page.getByRole('button', { name: t.next }).click();
      await expect(page.getByText(stepOf(locale, 3))).toBeVisible();
      await page.getByRole('button', { name: t.finish }).click();
      const alert = page.getByRole('main').getByRole('alert');
      await expect(alert).toContainText(m.forms.fallbackTitle);
      await expect(alert).toContainText(m.forms.fallbackBody.replaceAll('{email}', 'sales@example.com'));
      const message = page.getByRole('textbox', { name: m.forms.fallbackLabel });
      await expect(message).toHaveValue(new RegExp(`${t.fields.businessEmail}: ${people[locale].businessEmail}`));
      await expect(page.getByRole('button', { name: m.forms.copy })).toBeVisible();
      const link = page.getByRole('link', { name: m.forms.mailtoLink.replace('{email}', 'sales@example.com') });
      const href = (await link.getAttribute('href')) ?? '';
      expect(href.startsWith('mailto:sales@example.com?subject=')).toBe(true);
      const mail = new URL(href);
      expect(mail.searchParams.get('subject')).toBe(t.subject.replace('{company}', people[locale].companyName));
      expect(mail.searchParams.get('body')).toContain(`${t.fields.businessEmail}: ${people[locale].businessEmail}`);
      expect(await page.evaluate(() => sessionStorage.getItem('formDraft:welcome'))).toContain(people[locale].companyName);
    });

    test('Sign Up opens the dashboard sign-up in a new tab with the plan, language and lead id only, and records the events @desktop-only', async ({ page, context }) => {
      await context.route('https://app.example.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Sign up</title>' }));
      await page.route(`**${ENDPOINT}`, (route) => route.fulfill(route.request().method() === 'GET' ? challengeAnswer() : stored('5f0c7a1e-0000-4000-8000-00000000abcd')));
      await page.goto(`/${locale}/welcome/?step=contact`);
      // The step comes from the address once the page has hydrated; a visitor sees it first.
      await expect(page.getByText(stepOf(locale, 2))).toBeVisible();
      await fillContact(page, locale, 'growth');
      await page.getByRole('button', { name: t.next }).click();
      await expect(page.getByText(stepOf(locale, 3))).toBeVisible();
      const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('main').getByRole('link', { name: t.signUp }).click()]);
      const url = new URL(popup.url());
      expect(url.origin + url.pathname).toBe('https://app.example.com/signup');
      // No names, e-mail or phone in the address (they would end up in logs, history and referrers).
      expect(Object.fromEntries(url.searchParams)).toEqual({ plan: 'growth', lang: locale, lead: '5f0c7a1e-0000-4000-8000-00000000abcd' });
      const events = await page.evaluate(() => (window.dataLayer ?? []).map((e) => (e as { event?: string }).event));
      expect(events).toEqual(expect.arrayContaining(['signup_initiated', 'conversion', 'external_redirect']));
      const redirect = await page.evaluate(() => (window.dataLayer ?? []).find((e) => (e as { event?: string }).event === 'external_redirect'));
      expect(redirect).toEqual({ event: 'external_redirect', destination: 'https://app.example.com/signup', source: 'welcome', campaign: 'website_redirect' });
    });
  });
}

test('a corrupt stored draft is ignored and the form still works @desktop-only', async ({ page }) => {
  const errors = watchErrors(page);
  await page.addInitScript(() => sessionStorage.setItem('formDraft:welcome', '{"firstName": 42, broken'));
  await page.goto('/en/welcome/?step=contact');
  // The step comes from the address once the page has hydrated; a visitor sees it first.
  await expect(page.getByText(stepOf('en', 2))).toBeVisible();
  await expect(input(page, 'en', 'firstName')).toHaveValue('');
  await input(page, 'en', 'firstName').fill('Anna');
  expect(await page.evaluate(() => sessionStorage.getItem('formDraft:welcome'))).toContain('Anna');
  expect(errors).toEqual([]);
});

test('the last step without valid details sends the visitor to the contact step @desktop-only', async ({ page }) => {
  await page.goto('/pl/welcome/?step=benefits');
  await expect(page).toHaveURL(/step=contact/);
  await expect(page.getByText(stepOf('pl', 2))).toBeVisible();
});

test('without JavaScript the welcome page explains the steps and links to sign-up @desktop-only', async ({ page }) => {
  // The static HTML itself (what a visitor without JavaScript receives).
  const html = await (await page.request.get('/en/welcome/')).text();
  const en = messages.en;
  expect(html).toContain(`>${en.pages.welcome.heading}</h1>`);
  for (const step of Object.values(en.welcome.list)) expect(html).toContain(step);
  expect(html).toMatch(/<noscript>.*href="https:\/\/app\.example\.com\/signup".*<\/noscript>/s);
  expect(html).toContain(en.welcome.noscript.replace('{email}', 'sales@example.com'));
});
