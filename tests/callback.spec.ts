/**
 * "Call me now" on the built pages (the static server has no lead service:
 * it answers /api/leads with 405 unless a test answers it with page.route).
 * The real service, the voice platform and the refusals: tests/services/lead-suite.ts.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';
import { claims } from '../lib/copy/claims';
import { challengeAnswer, locales, messages, renderWholePage, watchErrors } from './helpers';
import { typeset } from './typeset';

const demo = { display: '+1 (555) 010-0199', e164: '+15550100199' };
const numbers = { en: '(212) 736-0199', pl: '601 234 567' } as const;

/**
 * The page's "Call me now" form, once hydrated. On the landing page it is a panel over
 * the page that the phone's button opens (the page has no call-back card of its own).
 */
async function form(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/);
  const section = page.locator('#call-me-now');
  if (/^\/(en|pl)\/$/.test(path)) {
    await expect(section).toBeHidden();
    const locale = path.slice(1, 3) as (typeof locales)[number];
    await page.getByTestId('voice-area').getByRole('button', { name: messages[locale].callback.modes.team.submit }).click();
    await expect(section).toBeVisible();
  }
  return section;
}

for (const locale of locales) {
  const c = messages[locale].callback;
  // The test build names no voice platform: the page promises the team's call-back (lib/leads/callback-promise.ts).
  const m = c.modes.team;

  test(`landing (${locale}): the form is there without its code; the code, the challenge and the worker load only once the visitor starts on it @desktop-only`, async ({ page }) => {
    const errors = watchErrors(page);
    const requests: Request[] = [];
    page.on('request', (r) => requests.push(r));
    await page.route('**/api/leads', (route) => (route.request().method() === 'GET' ? route.fulfill(challengeAnswer()) : route.fallback()));
    const section = await form(page, `/${locale}/`);
    await expect(section.getByRole('heading', { level: 2, name: m.title })).toBeVisible();
    await expect(section.getByRole('button', { name: m.submit })).toBeVisible();
    await page.waitForTimeout(1500);
    const late = (r: Request) => /\/api\/leads|proof-worker/.test(r.url());
    expect(requests.filter(late)).toEqual([]);
    const scriptsBefore = requests.filter((r) => r.resourceType() === 'script').length;

    await section.getByRole('textbox', { name: c.phoneLabel }).focus();
    await expect.poll(() => requests.filter(late).map((r) => new URL(r.url()).pathname).sort()).toEqual(['/api/leads', '/proof-worker.js']);
    // Its own small chunk, fetched on focus.
    expect(requests.filter((r) => r.resourceType() === 'script').length).toBeGreaterThan(scriptsBefore);
    expect(errors).toEqual([]);
  });

  test(`landing (${locale}): a request is sent with the solution, the number only in the body; without a voice platform the team calls back within the stated hours @desktop-only`, async ({ page }) => {
    const posts: Record<string, string>[] = [];
    const urls: string[] = [];
    page.on('request', (r) => urls.push(r.url()));
    await page.route('**/api/leads', async (route) => {
      if (route.request().method() === 'GET') return route.fulfill(challengeAnswer());
      posts.push(route.request().postDataJSON());
      await route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ id: 'L1', callback: 'team' }) });
    });
    const section = await form(page, `/${locale}/`);
    await section.getByRole('button', { name: m.submit }).click();
    // Nothing typed: both problems named, the number first and focused.
    const phone = section.getByRole('textbox', { name: c.phoneLabel });
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAccessibleDescription(new RegExp(m.phoneRequired.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(section.getByText(m.consentError)).toBeVisible();

    await phone.fill(numbers[locale]);
    await section.getByRole('checkbox', { name: m.consent }).check();
    await section.getByRole('button', { name: m.submit }).click();
    const done = section.getByText(c.teamCalling.replace('{callbackHours}', claims.callbackHours[locale]));
    await expect(done).toBeVisible();
    await expect(done).toBeFocused();
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ form: 'callback', locale, page: `/${locale}/`, phone: numbers[locale], consent: 'yes', _hp: '' });
    expect(JSON.parse(Buffer.from(posts[0]!._proof ?? '', 'base64').toString())).toMatchObject({ number: 7 });
    const digits = numbers[locale].replace(/\D/g, '');
    for (const url of [...urls, page.url()]) expect(decodeURIComponent(url).replace(/\D/g, '')).not.toContain(digits);
  });

  test(`sample calls (${locale}): with no lead service on the host, the visitor gets the demo number and the e-mail`, async ({ page }) => {
    const section = await form(page, `/${locale}/sample-calls/`);
    await section.getByRole('textbox', { name: c.phoneLabel }).fill(numbers[locale]);
    await section.getByRole('checkbox', { name: m.consent }).check();
    await section.getByRole('button', { name: m.submit }).click();
    await expect(section.getByRole('link', { name: demo.display })).toHaveAttribute('href', `tel:${demo.e164}`);
    await expect(section.getByRole('link', { name: 'sales@example.com' })).toHaveAttribute('href', 'mailto:sales@example.com');
  });

  test(`landing (${locale}): the form and its messages pass axe (WCAG 2.2 AA)`, async ({ page }) => {
    await page.route('**/api/leads', (route) => (route.request().method() === 'GET' ? route.fulfill(challengeAnswer()) : route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ errors: { phone: 'numberType' } }) })));
    const section = await form(page, `/${locale}/`);
    await renderWholePage(page);
    await section.getByRole('textbox', { name: c.phoneLabel }).fill('+1 900 234 5678');
    await section.getByRole('checkbox', { name: m.consent }).check();
    await section.getByRole('button', { name: m.submit }).click();
    await expect(section.getByText(c.errors.numberType)).toBeVisible();
    const axe = await new AxeBuilder({ page }).include('#call-me-now').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

for (const locale of locales) {
  test(`without JavaScript (${locale}): the page offers the demo number and the e-mail, and the form's fields have no names to put in a URL @desktop-only`, async ({ page }) => {
    // The static HTML itself (what a visitor without JavaScript receives).
    const html = await (await page.request.get(`/${locale}/`)).text();
    const noscript = /<noscript><p[^>]*>(.*?)<\/p><\/noscript>/s.exec(html.slice(html.indexOf('id="call-me-now"')))?.[1] ?? '';
    expect(noscript).toContain(`href="tel:${demo.e164}"`);
    expect(noscript).toContain('href="mailto:sales@example.com"');
    expect(noscript.replace(/<[^>]+>/g, '')).toBe(typeset(messages[locale].callback.noscript, locale).replace(/<phone><\/phone>/, demo.display).replace(/<email><\/email>/, 'sales@example.com'));
    const formHtml = /<form id="call-me-now-form".*?<\/form>/s.exec(html)?.[0] ?? '';
    expect(formHtml).toContain('type="tel"');
    expect(formHtml).not.toMatch(/\sname=/);
  });
}
