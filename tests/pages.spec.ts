import { expect, test, type Page } from '@playwright/test';
import { localeHref, type RoutePath } from '../lib/facts/routes';
import { pages } from '../lib/facts/pages';
import { siteConfig } from '../lib/site';
import { locales, messages, renderWholePage, watchErrors, type Locale } from './helpers';
import { typeset } from './typeset';

/** The commercial pages of issue 4. */
const commercialRoutes = [
  '/industries',
  '/hotels',
  '/real-estate',
  '/real-estate/florida',
  '/real-estate/florida/roi-calculator',
  '/use-cases',
  '/case-study',
  '/pricing',
  '/hotel-success-pricing',
  '/real-estate-success-pricing',
  '/journey',
  '/are-you-secretly-losing-thousands-every-month',
  '/letter',
  '/recover-175k-monthly',
  '/convai',
  '/partnership',
  '/book-demo',
  '/contact',
  '/integrations',
  '/trust',
  '/Intelligent-Handover-Process',
] as const satisfies readonly RoutePath[];

/** h1 of each page: `pages.<key>.heading`, except where the spec's own sections provide it. */
function expectedHeading(locale: Locale, route: RoutePath): string {
  const m = messages[locale];
  if (route === '/hotels') return m.hotels.title;
  if (route === '/are-you-secretly-losing-thousands-every-month') return m.areYouSecretlyLosing.title;
  if (route === '/letter') return m.letterHero.title;
  return m.pages[pages[route].key].heading.replace('{name}', siteConfig.name);
}

function expectedCtaHref(locale: Locale, route: RoutePath): string {
  const target = pages[route].cta;
  if (target === 'scheduling') return siteConfig.urls.scheduling;
  if (target === 'signup') return siteConfig.urls.dashboardSignup;
  return localeHref(locale, target);
}

/** English words that must not appear in the Polish copy (brand and system names contain none of them). */
const englishMarkers = /\b(the|and|with|your|our|for|booking|calls)\b/i;

/** Visible text of the main content, sections below the fold included. */
async function mainText(page: Page): Promise<string> {
  await renderWholePage(page);
  // Text marked up as another language (a caller's English line in a sample call, lang="en") is allowed, as in the audit.
  return page.locator('main').evaluate((main: HTMLElement) => {
    let visible = main.innerText;
    const own = document.documentElement.lang;
    for (const foreign of main.querySelectorAll<HTMLElement>('[lang]')) {
      if (!foreign.lang.startsWith(own)) visible = visible.replace(foreign.innerText, ' ');
    }
    return visible;
  });
}

/** Words of copy in the main content, including collapsed FAQ answers (not scripts). */
async function wordCount(page: Page): Promise<number> {
  const text = await page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('script, style').forEach((node) => node.remove());
    return copy.textContent ?? '';
  });
  return text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
}

test.describe('every commercial page, in both languages', () => {
  for (const locale of locales) {
    for (const route of commercialRoutes) {
      // Width-independent content checks: desktop only (@desktop-only, see playwright.config.ts);
      // the whole-site audit (tests/audit.spec.ts) runs axe on every page at both widths.
      test(`${locale}${route}: one h1, 150+ words, a closing call to action${locale === 'pl' ? ', no English' : ''} @desktop-only`, async ({ page }) => {
        test.setTimeout(90_000);
        const errors = watchErrors(page);
        const response = await page.goto(localeHref(locale, route));
        expect(response?.status()).toBe(200);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('h1')).toHaveText(expectedHeading(locale, route));

        const cta = page.locator('#closing-cta').getByRole('link', { name: new RegExp(`^${escapeRe(messages[locale].pages[pages[route].key].cta)}`) });
        await expect(cta).toBeVisible();
        await expect(cta).toHaveAttribute('href', expectedCtaHref(locale, route));

        // Not a thin page: the word budgets (issue 36, `npm run words`) hold a page to 150–900 words
        // of copy, and figures come on top; fewer than 150 words in <main> is a page left empty.
        expect(await wordCount(page), 'word count').toBeGreaterThanOrEqual(150);
        if (locale === 'pl') expect((await mainText(page)).match(englishMarkers)?.[0] ?? null, 'English word in Polish copy').toBeNull();

        expect(errors).toEqual([]);
      });
    }
  }
});

function escapeRe(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test.describe('lost-revenue calculator', () => {
  const path = '/are-you-secretly-losing-thousands-every-month/';
  const t = messages.en.losingPage.fields;

  test('computes, validates and keeps its state in the URL', async ({ page }) => {
    await page.goto(`/en${path}`);
    // Typing before the page's code runs would go to inputs React has not taken over yet.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const monthly = page.getByTestId('result-lostMonthly');
    await expect(monthly).toHaveText('$10,080'); // 400 × 40% × 50% × 30% × $420
    await expect(page.getByTestId('result-lostBookings')).toHaveText('24');

    await page.getByLabel(t.enquiries.label).fill('200');
    await page.getByLabel(t.afterHours.label).fill('100');
    await page.getByLabel(t.missed.label).fill('50');
    await page.getByLabel(t.conversion.label).fill('10');
    await page.getByLabel(t.value.label).fill('1500');
    await expect(monthly).toHaveText('$15,000'); // 200 × 100% × 50% × 10% × $1,500
    await expect(page.getByTestId('result-lostYearly')).toHaveText('$180,000');
    await expect(page).toHaveURL(/enquiries=200&afterHours=100&missed=50&conversion=10&value=1500/);

    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByLabel(t.enquiries.label)).toHaveValue('200');
    await expect(monthly).toHaveText('$15,000');

    await page.getByLabel(t.missed.label).fill('-5');
    await expect(page.getByText(t.missed.min)).toBeVisible();
    await expect(page.getByLabel(t.missed.label)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(messages.en.calculators.fixErrors)).toBeVisible();
    await page.getByLabel(t.missed.label).fill('101');
    await expect(page.getByText(t.missed.max)).toBeVisible();
    await page.getByLabel(t.value.label).fill('2000000');
    await expect(page.getByText(t.value.max.replace('{limit}', '1,000,000'))).toBeVisible();
  });

  test('keeps what a visitor typed before the page’s code had loaded', async ({ page }) => {
    // The page's scripts are held back until the visitor has typed into the server-rendered form.
    let release!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/**/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    // Not 'load': the loader adds the held scripts after the first paint, and a script added
    // before the load event holds that event too (the page's HTML is complete at DOMContentLoaded).
    await page.goto(`/en${path}`, { waitUntil: 'domcontentloaded' });
    await page.getByLabel(t.enquiries.label).fill('200');
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByLabel(t.enquiries.label)).toHaveValue('200');
    await expect(page.getByTestId('result-lostMonthly')).toHaveText('$5,040'); // 200 × 40% × 50% × 30% × $420
    await expect(page).toHaveURL(/enquiries=200/);
  });

  test('shows zł and Polish number formatting on the Polish page', async ({ page }) => {
    await page.goto(`/pl${path}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // Scrolled to, as a visitor would: below the fold the browser skips rendering it.
    await page.getByTestId('result-lostMonthly').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('result-lostMonthly')).toHaveText(typeset('33 600 zł', 'pl'));
    await page.getByLabel(messages.pl.losingPage.fields.enquiries.label).fill('dużo');
    await expect(page.getByText(messages.pl.calculators.errors.notNumber)).toBeVisible();
  });

  test('explains the method without JavaScript @desktop-only', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/en${path}`);
    await expect(page.getByRole('heading', { name: messages.en.calculators.methodTitle })).toBeVisible();
    for (const assumption of messages.en.losingPage.assumptions) await expect(page.getByText(assumption)).toBeVisible();
    await expect(page.getByTestId('result-lostMonthly')).toHaveText('$10,080');
    // The worked example is computed from the same defaults.
    await expect(page.getByText(/= \$10,080 a month, or \$120,960 a year/)).toBeVisible();
    await context.close();
  });
});

test.describe('Florida ROI calculator', () => {
  test('restores a shared result from the URL and rejects a zero cost', async ({ page }) => {
    await page.goto('/pl/real-estate/florida/roi-calculator/?leads=500&missed=20&close=4&commission=10000&cost=499');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const f = messages.pl.floridaRoiPage.fields;
    await expect(page.getByLabel(f.leads.label)).toHaveValue('500');
    // 500 × 20% = 100 missed; × 4% = 4 deals; × $10,000 = $40,000 lost; × 80% = $32,000 recovered
    await page.getByTestId('result-recovered').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('result-recovered')).toHaveText(typeset('32 000 USD', 'pl'));
    await expect(page.getByTestId('result-net')).toHaveText(typeset('31 501 USD', 'pl'));
    // $499 ÷ ($32,000 ÷ 30 days) = 0.47 days; 32,000 ÷ 499 = 64 times; 4 × 80% × 12 = 38.4 deals a year
    await expect(page.getByTestId('result-paybackDays')).toHaveText(messages.pl.calculators.units.lessThanADay);
    await expect(page.getByTestId('result-returnMultiple')).toHaveText(messages.pl.calculators.units.times.replace('{n}', '64'));
    await expect(page.getByTestId('result-dealsPerYear')).toHaveText('38');
    await page.getByLabel(f.cost.label).fill('0');
    await expect(page.getByText(f.cost.min.replace('{limit}', '1'))).toBeVisible();
  });

  test('opens on money recovered, payback in days and a return a broker believes', async ({ page }) => {
    await page.goto('/en/real-estate/florida/roi-calculator/');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // 200 × 25% × 2% = 1 deal; × $9,000 × 80% = $7,200 a month, $240 a day; $499 ÷ $240 = 2.08 → 3 days; 7,200 ÷ 499 = 14.4 → 14 times
    await expect(page.getByTestId('result-recovered')).toHaveText('$7,200');
    await expect(page.getByTestId('result-paybackDays')).toHaveText('3 days');
    await expect(page.getByTestId('result-returnMultiple')).toHaveText(messages.en.calculators.units.times.replace('{n}', '14'));
    await expect(page.getByTestId('result-dealsPerYear')).toHaveText('10');
    await page.getByLabel(messages.en.floridaRoiPage.fields.cost.label).fill('2000');
    // 7,200 ÷ 2,000 = 3.6 times: below 10x the return is a percentage gain; 2,000 ÷ 240 = 8.3 → 9 days
    await expect(page.getByTestId('result-returnMultiple')).toHaveText('260%');
    await expect(page.getByTestId('result-paybackDays')).toHaveText('9 days');
  });
});

test.describe('integrations directory', () => {
  test('filters by category and searches by name', async ({ page }) => {
    const t = messages.en.integrationsPage;
    await page.goto('/en/integrations/');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const table = page.getByRole('table', { name: t.tableCaption });
    const list = table.locator('tbody');
    await page.getByRole('button', { name: t.categories.rms.name, exact: true }).click();
    await expect(page.getByRole('button', { name: t.categories.rms.name, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(list.getByRole('row')).toHaveCount(3);
    await expect(page.getByRole('status').filter({ hasText: '3 systems shown' })).toBeVisible();

    await page.getByRole('button', { name: t.all, exact: true }).click();
    await page.getByLabel(t.searchLabel).fill('hubspot');
    await expect(list.getByRole('row')).toHaveCount(1);
    await expect(list).toContainText('HubSpot');
    await expect(list).toContainText(t.statuses.native);

    await page.getByLabel(t.searchLabel).fill('zzz');
    await expect(page.getByText(t.noResults)).toBeVisible();
    await expect(table).toHaveCount(0);
  });
});

test.describe('pricing', () => {
  test('shows USD in English and the configured zł prices in Polish, each plan leading to the welcome flow', async ({ page, isMobile }) => {
    for (const [locale, growth, payg] of [
      ['en', '$149', '$0.29'],
      ['pl', '599 zł', '1,19 zł'],
    ] as const) {
      await page.goto(`/${locale}/pricing/`);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      const plans = page.locator('#plans');
      await expect(plans).toContainText(typeset(growth, locale));
      await expect(plans).toContainText(typeset(payg, locale));
      for (const id of ['free', 'starter', 'growth', 'scale', 'enterprise', 'payg'] as const) {
        const button = plans.getByRole('link', { name: new RegExp(escapeRe(messages[locale].pricingPage.plans[id].button)) });
        await expect(button).toHaveAttribute('href', `/${locale}/welcome/?plan=${id}`);
      }
      // The comparison is a table at every width: every plan a column on wide screens, the plan chosen in a switcher on phones.
      await expect(page.getByRole('table', { name: messages[locale].pricingPage.compareTitle })).toBeVisible();
      await expect(page.getByRole('group', { name: messages[locale].pricingPage.showPlan })).toBeVisible({ visible: isMobile });
    }
  });
});

test.describe('contact and demo booking', () => {
  test('the contact form asks for the required fields in the page language', async ({ page }) => {
    const f = messages.pl.forms.contact;
    const errors = messages.pl.forms.errors;
    await page.goto('/pl/contact/');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: f.submit }).click();
    await expect(page.getByText(errors.required)).toHaveCount(3);
    await expect(page.getByLabel(f.fields.name.label)).toBeFocused();
    await page.getByLabel(f.fields.businessEmail.label).fill('nie-email');
    await page.getByRole('button', { name: f.submit }).click();
    await expect(page.getByText(errors.email)).toBeVisible();
  });

  test('the scheduling page opens in a new tab', async ({ page }) => {
    await page.goto('/en/book-demo/');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const link = page.getByRole('region', { name: messages.en.bookDemoPage.scheduleTitle }).getByRole('link', { name: new RegExp(escapeRe(messages.en.bookDemoPage.scheduleButton)) });
    await expect(link).toHaveAttribute('href', siteConfig.urls.scheduling);
    await expect(link).toHaveAttribute('target', '_blank');
  });
});
