import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { COOKIE_BANNER_DELAY_MS, TOAST_DURATION_MS } from '../lib/facts/constants';
import { locales, messages, watchErrors, type Locale } from './helpers';
import { TEST_VOICE_AGENT_ORIGIN } from './voice-agent-host';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { outDir } from './site-pages';

const POSTHOG = /^https:\/\/([a-z0-9-]+\.)*posthog\.com\//;

// The browser tests run on the test build (`npm run build:test`, which `npm test` runs): the same
// site with a test PostHog key baked in at build time. No page script can set or change a key.
test.beforeAll(() => {
  const stamp = JSON.parse(readFileSync(join(outDir, '.build-stamp'), 'utf8')) as { build?: string };
  expect(stamp.build, 'out/ is the test build: run "npm run build:test" before these tests').toBe('test');
});

/** Records every request of the context and answers the PostHog EU hosts locally. */
async function instrument(context: BrowserContext) {
  const requests: URL[] = [];
  const posthog: string[] = [];
  context.on('request', (request) => requests.push(new URL(request.url())));
  await context.addInitScript(() => {
    // When did the page hydrate (its first data-layer push)?
    const layer: unknown[] = [];
    layer.push = (...items: unknown[]) => {
      (window as unknown as { __hydratedAt?: number }).__hydratedAt ??= performance.now();
      return Array.prototype.push.apply(layer, items);
    };
    window.dataLayer = layer as typeof window.dataLayer;
    // When did the banner first appear (ms since navigation start)?
    new MutationObserver((_, observer) => {
      if (document.querySelector('[data-testid="cookie-banner"]')) {
        (window as unknown as { __bannerAt: number }).__bannerAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await context.route(POSTHOG, (route) => {
    posthog.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
  });
  const foreign = () => requests.filter((url) => url.hostname !== 'localhost').map((url) => url.href);
  const vercel = () => requests.filter((url) => url.pathname.startsWith('/_vercel')).map((url) => url.href);
  return { posthog, foreign, vercel };
}

async function storage(page: Page) {
  const keys = await page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }));
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
  return { ...keys, cookies };
}

const stored = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null') as unknown);
const banner = (page: Page, locale: Locale) => page.getByRole('region', { name: messages[locale].consent.bannerLabel });

/** Clicks the header's Pricing link (in the menu on phones), which loads the pricing page. */
async function clickPricing(page: Page, locale: Locale) {
  const t = messages[locale].navigation;
  const header = page.locator('header').first();
  if (await header.getByRole('button', { name: t.menuOpen }).isVisible()) await header.getByRole('button', { name: t.menuOpen }).click();
  await header.getByRole('link', { name: t.pricing, exact: true }).filter({ visible: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/pricing/$`));
}

for (const locale of locales) {
  const t = messages[locale].consent;
  const toasts = messages[locale].toast;

  test.describe(`consent (${locale})`, () => {
    test('the banner appears after 1 s; until a choice nothing leaves the site and nothing is stored; Accept All starts analytics', async ({ context, page }) => {
      const net = await instrument(context);
      const errors = watchErrors(page);
      await page.goto(`/${locale}/`);
      await expect(banner(page, locale)).toBeVisible();
      // Timed in the page from navigation start: never before 1 s, and present by
      // 1.5 s, or within 2 s of hydration when a busy test machine hydrates the page
      // late (the banner's code is fetched on demand right after hydration; two test
      // workers on two cores have taken 1.7 s for that).
      const { shownAt, hydratedAt } = await page.evaluate(() => {
        const w = window as unknown as { __bannerAt: number; __hydratedAt: number };
        return { shownAt: w.__bannerAt, hydratedAt: w.__hydratedAt };
      });
      test.info().annotations.push({ type: 'timing', description: `hydrated ${Math.round(hydratedAt)} ms, banner ${Math.round(shownAt)} ms` });
      expect(shownAt).toBeGreaterThanOrEqual(COOKIE_BANNER_DELAY_MS);
      expect(shownAt).toBeLessThanOrEqual(Math.max(1500, hydratedAt + 2000));
      await expect(banner(page, locale).getByRole('link', { name: t.policy })).toHaveAttribute('href', `/${locale}/cookies/`);

      expect(net.foreign()).toEqual([]);
      expect(await storage(page)).toEqual({ local: [], session: [], cookies: [] });

      await banner(page, locale).getByRole('button', { name: t.acceptAll }).click();
      await expect(page.getByRole('status').filter({ hasText: toasts.accepted })).toBeVisible();
      await expect(banner(page, locale)).toHaveCount(0);
      expect(await stored(page)).toEqual({ necessary: true, functional: true, analytics: true, advertising: true, accepted: true, declined: false });
      // PostHog loads on demand and talks to the EU host (answered locally here).
      await expect.poll(() => net.posthog.length, { timeout: 20_000 }).toBeGreaterThan(0);
      expect(net.posthog.every((url) => /^https:\/\/eu(-assets)?\.i\.posthog\.com\//.test(url))).toBe(true);
      expect(net.vercel()).toEqual([]);
      // Consent Mode was told.
      const updates = await page.evaluate(() =>
        (window.dataLayer ?? []).filter((e) => typeof e === 'object' && e !== null && 'length' in e).map((e) => Array.from(e as ArrayLike<unknown>)),
      );
      expect(updates.at(-1)).toEqual(['consent', 'update', { ad_storage: 'granted', analytics_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }]);

      await page.reload();
      await page.waitForFunction(() => performance.now() >= 1500);
      await expect(banner(page, locale)).toHaveCount(0);
      expect(errors).toEqual([]);
    });

    test("the banner never becomes a page's largest contentful paint on a phone @desktop-only", async ({ page }) => {
      // It appears a second after load; were its text the largest block on the first screen, the
      // page's LCP would be the banner's late paint instead of the page's own heading. The pages
      // with the least text on their first screen are checked (on the others the hero's lead is larger),
      // at Lighthouse's phone and at 390 px, where the banner's lines wrap sooner.
      await page.addInitScript(() => {
        const w = window as unknown as { __lcp: Element[] };
        w.__lcp = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) if (entry.element) w.__lcp.push(entry.element);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      for (const [width, path] of [412, 390].flatMap((w) => ['/pricing/', '/welcome/', '/sample-calls/'].map((p) => [w, p] as const))) {
        await page.setViewportSize({ width, height: 823 });
        await page.goto(`/${locale}${path}`);
        await expect(banner(page, locale)).toBeVisible();
        const inBanner = await page.evaluate(
          () =>
            new Promise<string[]>((resolve) =>
              requestAnimationFrame(() =>
                setTimeout(() => {
                  const w = window as unknown as { __lcp: Element[] };
                  resolve(w.__lcp.filter((el) => el.closest('[data-testid="cookie-banner"]')).map((el) => el.textContent ?? ''));
                }, 100),
              ),
            ),
        );
        expect({ width, path, inBanner }).toEqual({ width, path, inBanner: [] });
      }
    });

    test('Decline stores only necessary; nothing third-party loads, even after navigating @desktop-only', async ({ context, page }) => {
      const net = await instrument(context);
      await page.goto(`/${locale}/`);
      await banner(page, locale).getByRole('button', { name: t.decline }).click();
      await expect(page.getByRole('status').filter({ hasText: toasts.declined })).toBeVisible();
      expect(await stored(page)).toEqual({ necessary: true, functional: false, analytics: false, advertising: false, accepted: false, declined: true });
      await clickPricing(page, locale);
      await page.goto(`/${locale}/industries/`);
      await page.reload();
      await page.waitForFunction(() => performance.now() >= 1500);
      await expect(banner(page, locale)).toHaveCount(0);
      expect(net.foreign()).toEqual([]);
      expect(net.posthog).toEqual([]);
      expect(net.vercel()).toEqual([]);
      expect((await storage(page)).local).toEqual(['cookieConsent']);
    });

    test('Customize shows the defaults, necessary is locked, Escape and Cancel store nothing, Save stores the choice', async ({ context, page }) => {
      const net = await instrument(context);
      await page.goto(`/${locale}/`);
      const customize = banner(page, locale).getByRole('button', { name: t.customize });
      await customize.click();
      const dialog = page.getByRole('dialog', { name: t.dialogTitle });
      await expect(dialog).toBeVisible();
      const sw = (name: string) => dialog.getByRole('switch', { name });
      await expect(sw(t.categories.necessary.name)).toBeChecked();
      await expect(sw(t.categories.necessary.name)).toBeDisabled();
      await expect(sw(t.categories.functional.name)).toBeChecked();
      await expect(sw(t.categories.analytics.name)).toBeChecked();
      await expect(sw(t.categories.advertising.name)).not.toBeChecked();
      await sw(t.categories.necessary.name).click({ force: true });
      await expect(sw(t.categories.necessary.name)).toBeChecked();

      // Focus stays in the modal; Escape closes it and returns focus; nothing stored.
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => !!document.activeElement?.closest('dialog') || document.activeElement === document.body)).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(customize).toBeFocused();
      expect(await stored(page)).toBeNull();

      await customize.click();
      await expect(sw(t.categories.analytics.name)).toBeChecked();
      await sw(t.categories.analytics.name).click();
      await sw(t.categories.advertising.name).click();
      await dialog.getByRole('button', { name: t.cancel }).click();
      await expect(dialog).toBeHidden();
      expect(await stored(page)).toBeNull();
      await expect(banner(page, locale)).toBeVisible();

      await customize.click();
      await expect(sw(t.categories.analytics.name)).toBeChecked();
      await sw(t.categories.analytics.name).click();
      await sw(t.categories.advertising.name).click();
      await dialog.getByRole('button', { name: t.save }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: toasts.saved })).toBeVisible();
      await expect(banner(page, locale)).toHaveCount(0);
      expect(await stored(page)).toEqual({ necessary: true, functional: true, analytics: false, advertising: true, accepted: true, declined: false });

      // The footer's "Cookie settings" reopens the stored choice.
      await page.reload();
      await page.getByTestId('site-footer').getByRole('button', { name: t.settings }).click();
      await expect(dialog).toBeVisible();
      await expect(sw(t.categories.analytics.name)).not.toBeChecked();
      await expect(sw(t.categories.advertising.name)).toBeChecked();
      await dialog.getByRole('button', { name: t.cancel }).click();
      await expect(page.getByTestId('site-footer').getByRole('button', { name: t.settings })).toBeFocused();
      await page.waitForFunction(() => performance.now() >= 1500);
      await expect(banner(page, locale)).toHaveCount(0);
      // Functional consent lets the landing page's voice-agent frame load on idle (by design);
      // analytics stayed off, so nothing else left the site.
      const voiceAgent = TEST_VOICE_AGENT_ORIGIN;
      expect(net.foreign().filter((url) => new URL(url).origin !== voiceAgent)).toEqual([]);
      expect(net.posthog).toEqual([]);
    });

    test('page_view lands in dataLayer on first load and on the next page, after the Consent Mode defaults @desktop-only', async ({ page }) => {
      await page.goto(`/${locale}/?utm_source=test`);
      const layer = () =>
        page.evaluate(() =>
          (window.dataLayer ?? []).map((entry) => (typeof entry === 'object' && entry !== null && 'length' in entry ? Array.from(entry as ArrayLike<unknown>) : entry)),
        );
      await expect.poll(layer).toContainEqual({ event: 'page_view', page_path: `/${locale}/?utm_source=test` });
      expect((await layer())[0]).toEqual(['consent', 'default', { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }]);
      await clickPricing(page, locale);
      // Every page is its own document: the next page's data layer starts with the defaults again and records its own view.
      await expect.poll(async () => (await layer()).filter((e) => (e as { event?: string }).event === 'page_view')).toEqual([
        { event: 'page_view', page_path: `/${locale}/pricing/` },
      ]);
      expect((await layer())[0]).toEqual(['consent', 'default', { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }]);
    });
  });
}

test.describe('consent across tabs, focus and toasts', () => {
  // Tabs, withdrawal and toast timing do not depend on the width: once, at desktop width
  // (@desktop-only). Whether the banner covers the focus does, so that runs at both.
  test('a choice in one tab hides the banner in the other @desktop-only', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/en/');
    await second.goto('/en/pricing/');
    await expect(banner(first, 'en')).toBeVisible();
    await expect(banner(second, 'en')).toBeVisible();
    await banner(first, 'en').getByRole('button', { name: messages.en.consent.decline }).click();
    await expect(banner(second, 'en')).toHaveCount(0);
  });

  test('the banner never covers the element with keyboard focus (WCAG 2.4.11)', async ({ page }) => {
    await page.goto('/en/pricing/');
    const region = banner(page, 'en');
    await expect(region).toBeVisible();
    let footerChecked = 0;
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      const result = await page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        const bar = document.querySelector('[data-testid="cookie-banner"]');
        if (!active || !bar || bar.contains(active) || active === document.body) return null;
        const box = active.getBoundingClientRect();
        return { covered: box.bottom > bar.getBoundingClientRect().top + 1, footer: !!active.closest('footer'), label: active.textContent?.trim() ?? '' };
      });
      if (!result) continue;
      expect(result.covered, result.label).toBe(false);
      if (result.footer) footerChecked++;
    }
    expect(footerChecked).toBeGreaterThan(3);
  });

  test('withdrawing analytics consent stops PostHog at once @desktop-only', async ({ context, page }) => {
    test.setTimeout(90_000);
    const t = messages.en.consent;
    const net = await instrument(context);
    const captures = () => net.posthog.filter((url) => /\/(e|i\/v0\/e|batch)\/?(\?|$)/.test(new URL(url).pathname + '?'));
    await page.goto('/en/');
    await banner(page, 'en').getByRole('button', { name: t.acceptAll }).click();
    // Running: a client-side navigation is captured (events flush within a few seconds).
    await expect.poll(() => net.posthog.length, { timeout: 20_000 }).toBeGreaterThan(0);
    await clickPricing(page, 'en');
    await expect.poll(() => captures().length, { timeout: 15_000 }).toBeGreaterThan(0);

    await page.getByTestId('site-footer').getByRole('button', { name: t.settings }).click();
    const dialog = page.getByRole('dialog', { name: t.dialogTitle });
    await dialog.getByRole('switch', { name: t.categories.analytics.name }).click();
    await dialog.getByRole('button', { name: t.save }).click();
    expect(await stored(page)).toMatchObject({ analytics: false, accepted: true });
    net.posthog.length = 0;
    await page.locator('header').first().getByRole('link', { name: /Vocalis/ }).click();
    await expect(page).toHaveURL(/\/en\/$/);
    await page.waitForTimeout(6000);
    expect(captures()).toEqual([]);
  });

  test(`the toast is polite, lasts ${TOAST_DURATION_MS} ms, pauses on hover, and closes by button and Escape @desktop-only`, async ({ page }) => {
    test.setTimeout(90_000);
    const t = messages.en;
    await page.goto('/en/');
    // The page notes when the toast appears and goes (its own clock, so a busy
    // test machine that looks late cannot make a 5 s toast look shorter).
    await page.evaluate((text) => {
      const w = window as unknown as { __toast: { shown?: number; hidden?: number } };
      w.__toast = {};
      new MutationObserver((_, observer) => {
        const present = [...document.querySelectorAll('[role="status"]')].some((el) => el.textContent?.includes(text));
        if (present && w.__toast.shown === undefined) w.__toast.shown = performance.now();
        if (!present && w.__toast.shown !== undefined) {
          w.__toast.hidden = performance.now();
          observer.disconnect();
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    }, t.toast.declined);
    await banner(page, 'en').getByRole('button', { name: t.consent.decline }).click();
    const status = page.getByRole('status').filter({ hasText: t.toast.declined });
    await expect(status).toBeVisible();
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toBeHidden({ timeout: TOAST_DURATION_MS + 15_000 });
    const { shown, hidden } = await page.evaluate(() => (window as unknown as { __toast: { shown: number; hidden: number } }).__toast);
    expect(hidden - shown).toBeGreaterThanOrEqual(TOAST_DURATION_MS - 50);
    expect(hidden - shown).toBeLessThanOrEqual(TOAST_DURATION_MS + 1500);

    // Newest replaces; hovering pauses; Escape closes.
    await page.getByTestId('site-footer').getByRole('button', { name: t.consent.settings }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.consent.save }).click();
    const saved = page.getByRole('status').filter({ hasText: t.toast.saved });
    await expect(saved).toBeVisible();
    await page.getByTestId('toast').hover();
    await page.waitForTimeout(TOAST_DURATION_MS + 500);
    await expect(saved).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(saved).toBeHidden();

    await page.getByTestId('site-footer').getByRole('button', { name: t.consent.settings }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.consent.save }).click();
    await expect(saved).toBeVisible();
    await page.getByRole('button', { name: t.toast.dismiss }).click();
    await expect(saved).toBeHidden();
  });
});
