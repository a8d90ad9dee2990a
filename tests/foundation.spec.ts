import { expect, test } from '@playwright/test';
import { routes, localeHref } from '../lib/facts/routes';
import { locales, messages, watchErrors } from './helpers';

// The whole-site audit (audit.spec.ts) loads every page at both widths; this checks the
// shell of every route once (@desktop-only: nothing here depends on the width).
test.describe('every route, in both languages', () => {
  for (const locale of locales) {
    test(`answers 200 with lang="${locale}", a header and a footer @desktop-only`, async ({ page }) => {
      test.setTimeout(120_000);
      const errors = watchErrors(page);
      for (const route of routes) {
        const response = await page.goto(localeHref(locale, route));
        expect(response?.status(), route).toBe(200);
        await expect(page.locator('html'), route).toHaveAttribute('lang', locale);
        await expect(page.locator('header').first(), route).toBeVisible();
        await expect(page.getByTestId('site-footer'), route).toBeVisible();
        await expect(page.locator('h1'), route).toHaveCount(1);
      }
      expect(errors).toEqual([]);
    });
  }
});

test.describe('unprefixed addresses follow the language rule @desktop-only', () => {
  for (const path of ['/', '/real-estate/florida/roi-calculator/']) {
    test(`${path} goes to Polish when language=pl is stored`, async ({ browser }) => {
      const context = await browser.newContext({ locale: 'en-US' });
      await context.addInitScript(() => window.localStorage.setItem('language', 'pl'));
      const page = await context.newPage();
      await page.goto(`${path}?utm_source=test#top`);
      await expect(page).toHaveURL(new RegExp(`/pl${path}\\?utm_source=test#top$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
      await context.close();
    });

    test(`${path} goes to Polish for a pl-PL browser and to English for de-DE`, async ({ browser }) => {
      const polish = await browser.newContext({ locale: 'pl-PL' });
      const pPage = await polish.newPage();
      await pPage.goto(path);
      await expect(pPage).toHaveURL(new RegExp(`/pl${path}$`));
      await polish.close();

      const german = await browser.newContext({ locale: 'de-DE' });
      const gPage = await german.newPage();
      await gPage.goto(path);
      await expect(gPage).toHaveURL(new RegExp(`/en${path}$`));
      await german.close();
    });
  }

  test('a corrupt stored language still lands on a page', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    await context.addInitScript(() => window.localStorage.setItem('language', 'xx'));
    const page = await context.newPage();
    await page.goto('/pricing/');
    await expect(page).toHaveURL(/\/en\/pricing\/$/);
    await expect(page.locator('h1')).toHaveText(messages.en.pages.pricing.heading);
    await context.close();
  });

  test('without JavaScript the redirect page offers both languages and is not indexed', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.request.get('/pricing/');
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, follow">');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/en\/pricing\/">/);
    expect(html).toContain('href="/pl/pricing/"');
    expect(html).toMatch(/<noscript><meta http-equiv="refresh" content="0; url=\/en\/pricing\/"><\/noscript>/);
    await context.close();
  });
});

test.describe('header', () => {
  test('gains its blurred background past 20 px of scroll', async ({ page }) => {
    await page.setViewportSize({ width: page.viewportSize()!.width, height: 500 });
    await page.goto('/en/pricing/');
    const header = page.locator('header').first();
    await page.evaluate(() => window.scrollTo(0, 19));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    expect(await header.evaluate((el) => getComputedStyle(el).backdropFilter)).toBe('none');
    await page.evaluate(() => window.scrollTo(0, 21));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backdropFilter)).toContain('blur');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('Log In opens the dashboard in a new tab', async ({ page, isMobile }) => {
    await page.goto('/en/');
    if (isMobile) await page.getByRole('button', { name: messages.en.navigation.menuOpen }).click();
    const login = page.getByRole('link', { name: new RegExp(`^${messages.en.navigation.logIn}`) }).filter({ visible: true });
    await expect(login).toHaveAttribute('target', '_blank');
    await expect(login).toHaveAttribute('rel', /noopener/);
  });

  test('shows Sign Up / Zarejestruj się and Get Started (in the menu on phones)', async ({ page, isMobile }) => {
    for (const locale of ['en', 'pl'] as const) {
      const t = messages[locale].navigation;
      await page.goto(`/${locale}/`);
      const header = page.locator('header').first();
      if (isMobile) {
        await expect(header.getByRole('link', { name: new RegExp(`^${t.signUp}`) })).toBeHidden();
        await header.getByRole('button', { name: t.menuOpen }).click();
        const menu = header.getByRole('navigation', { name: t.menuLabel });
        await expect(menu.getByRole('link', { name: new RegExp(`^${t.signUp}`) })).toBeVisible();
        await expect(menu.getByRole('link', { name: t.tryForFree })).toBeVisible();
      } else {
        await expect(header.getByRole('link', { name: new RegExp(`^${t.signUp}`) })).toBeVisible();
        await expect(header.getByRole('link', { name: t.getStarted, exact: true })).toBeVisible();
        const menu = messages[locale].siteMenu;
        await expect(header.locator('summary', { hasText: menu.solutions })).toBeVisible();
        for (const name of [menu.integrations, t.pricing, menu.trust]) await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
        await expect(header.getByRole('button', { name: t.menuOpen })).toBeHidden();
      }
    }
    expect(messages.pl.navigation.signUp).toBe('Zarejestruj się');
  });

  test('the phone menu opens and closes by click and by Escape', async ({ page }) => {
    // Below 1280 px only: the desktop project checks the same at 1279 px.
    if (page.viewportSize()!.width >= 1280) await page.setViewportSize({ width: 1279, height: 800 });
    await page.goto('/en/');
    const toggle = page.getByRole('button', { name: messages.en.navigation.menuOpen });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const close = page.getByRole('button', { name: messages.en.navigation.menuClose });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: messages.en.navigation.menuLabel });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: messages.en.navigation.tryForFree })).toBeVisible();
    await expect(menu.getByRole('link').first()).toBeFocused();
    await close.click();
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: messages.en.navigation.menuOpen }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: messages.en.navigation.menuOpen })).toBeFocused();
  });
});

test.describe('language', () => {
  test('switching keeps the path and the choice survives a reload', async ({ page }) => {
    await page.goto('/en/pricing/');
    await page.getByTestId('site-footer').getByRole('link', { name: 'Polski' }).click();
    await expect(page).toHaveURL(/\/pl\/pricing\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('pl');
    await page.reload();
    await expect(page).toHaveURL(/\/pl\/pricing\/$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/pl\/$/);
  });

  test('a change in another tab moves this tab to the same page in that language @desktop-only', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/en/hotels/');
    await second.goto('/en/careers/');
    await first.getByTestId('site-footer').getByRole('link', { name: 'Polski' }).click();
    await expect(first).toHaveURL(/\/pl\/hotels\/$/);
    await expect(second).toHaveURL(/\/pl\/careers\/$/);
  });
});

test.describe('not found @desktop-only', () => {
  test('an unknown English path answers 404 with the English page', async ({ page }) => {
    const response = await page.goto('/en/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: messages.en.notFound.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: messages.pl.notFound.title })).toBeHidden();
    await expect(page.getByRole('link', { name: messages.en.notFound.home })).toHaveAttribute('href', '/en/');
  });

  test('an unknown Polish path shows the Polish page', async ({ page }) => {
    const response = await page.goto('/pl/nie-ma-takiej-strony/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: messages.pl.notFound.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: messages.en.notFound.title })).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  });

  test('an unknown unprefixed path follows the language rule; without JavaScript both show', async ({ browser }) => {
    const polish = await browser.newContext({ locale: 'pl-PL' });
    const page = await polish.newPage();
    expect((await page.goto('/whatever/'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: messages.pl.notFound.title })).toBeVisible();
    await polish.close();

    const noJs = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noJs.newPage();
    await plain.goto('/whatever/');
    await expect(plain.getByRole('heading', { level: 1, name: messages.en.notFound.title })).toBeVisible();
    await expect(plain.getByRole('heading', { level: 1, name: messages.pl.notFound.title })).toBeVisible();
    await noJs.close();
  });
});

test.describe('theme', () => {
  test('light by default; the choice survives a reload without a flash', async ({ page }) => {
    await page.goto('/en/');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await page.getByRole('button', { name: /^Theme: Light/ }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload({ waitUntil: 'commit' });
    await page.waitForSelector('html.dark', { state: 'attached' });
    await expect(page.getByRole('button', { name: /^Theme: Dark/ })).toBeVisible();
  });

  test('garbage in storage falls back to light @desktop-only', async ({ browser }) => {
    const context = await browser.newContext();
    await context.addInitScript(() => window.localStorage.setItem('theme', '{"x":'));
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/pl/');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

test.describe('navigation behaviours', () => {
  test('a hash scrolls to its element', async ({ page }) => {
    await page.setViewportSize({ width: page.viewportSize()!.width, height: 500 });
    await page.goto('/en/pricing/#site-footer');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  });
});
