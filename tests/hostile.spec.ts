import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { messages, watchErrors } from './helpers';
import { hostileValues } from './hostile-values';
import { isOwnHost } from './site-pages';

// Hostile and broken input (issue 9): each case must end in a sane fallback or
// a clear message, never a crash or a blank page. Forms: tests/hostile-values.ts
// holds the values the forms suite types into every field.

const huge = 'x'.repeat(1_000_000);
const storageCases: Array<{ name: string; value: string }> = [
  { name: 'garbage', value: '\u0000}{not json<script>alert(1)</script>' },
  { name: 'valid JSON of the wrong shape', value: '{"necessary":"yes","accepted":[1,2],"__proto__":{"polluted":true}}' },
  { name: 'a JSON number', value: '42' },
  { name: 'a huge string', value: huge },
];

// Storage, addresses and unreachable hosts are handled the same at every width, so these
// groups run once, at desktop width (@desktop-only, see playwright.config.ts); the
// whole-site audit checks every page's layout at 390 px.

/** The page rendered its own content: one visible h1 in the right language and the footer. */
async function expectWorkingPage(page: Page, locale: 'en' | 'pl') {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeVisible();
}

test.describe('browser storage with broken values @desktop-only', () => {
  for (const key of ['language', 'theme', 'cookieConsent'] as const) {
    for (const { name, value } of storageCases) {
      test(`${key} holding ${name}: pages render in light theme and the right language`, async ({ browser }) => {
        const context = await browser.newContext({ locale: 'de-DE' });
        await context.addInitScript(
          ([k, v]) => {
            try {
              window.localStorage.setItem(k!, v!);
            } catch {
              // Quota exceeded for the huge value: the page must cope either way.
            }
          },
          [key, value],
        );
        const page = await context.newPage();
        const errors = watchErrors(page);
        // Unprefixed address: the redirect page reads `language`.
        await page.goto('/pricing/');
        await expect(page).toHaveURL(/\/en\/pricing\/$/);
        await expectWorkingPage(page, 'en');
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
        await page.goto('/pl/');
        await expectWorkingPage(page, 'pl');
        // No prototype pollution from the stored JSON.
        expect(await page.evaluate(() => (({}) as Record<string, unknown>).polluted ?? null)).toBeNull();
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }

  for (const mode of ['getter throws (blocked storage)', 'methods throw (quota / privacy mode)'] as const) {
    test(`storage that ${mode}: the site still works and the language rule still applies`, async ({ browser }) => {
      for (const [browserLocale, expected] of [
        ['pl-PL', 'pl'],
        ['en-GB', 'en'],
      ] as const) {
        const context = await browser.newContext({ locale: browserLocale });
        await context.addInitScript((throwOnGet) => {
          const fail = () => {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          };
          if (throwOnGet) {
            Object.defineProperty(window, 'localStorage', { configurable: true, get: fail });
            Object.defineProperty(window, 'sessionStorage', { configurable: true, get: fail });
          } else {
            for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) {
              Object.defineProperty(Storage.prototype, method, { configurable: true, value: fail });
            }
          }
        }, mode.startsWith('getter'));
        const page = await context.newPage();
        const errors = watchErrors(page);
        await page.goto('/hotels/');
        await expect(page).toHaveURL(new RegExp(`/${expected}/hotels/$`));
        await expectWorkingPage(page, expected);
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
        // Choosing the other language still navigates, even though it cannot be stored.
        const other = expected === 'pl' ? 'English' : 'Polski';
        await page.getByTestId('site-footer').getByRole('link', { name: other }).click();
        await expect(page).toHaveURL(new RegExp(`/${expected === 'pl' ? 'en' : 'pl'}/hotels/$`));
        expect(errors).toEqual([]);
        await context.close();
      }
    });
  }
});

test.describe('hostile addresses @desktop-only', () => {
  const notFound: Array<{ path: string; locale: 'en' | 'pl' }> = [
    { path: '/en/no-such-page/', locale: 'en' },
    { path: '/pl/brak-takiej-strony/', locale: 'pl' },
    { path: '/en/blog/this-post-does-not-exist/', locale: 'en' },
    { path: '/pl/blog/nie-ma-takiego-wpisu/', locale: 'pl' },
    { path: '/pl/zażółć-gęślą-jaźń/', locale: 'pl' },
    { path: '/en/%E2%9C%93%F0%9F%98%80/', locale: 'en' },
    { path: '/en/%3Cscript%3Ealert(1)%3C%2Fscript%3E/', locale: 'en' },
    { path: '/en/..%2F..%2Fetc%2Fpasswd', locale: 'en' },
    { path: '/en/pricing%2F..%2Fabout/', locale: 'en' },
    { path: '/en/%/', locale: 'en' },
    { path: `/pl/${'a'.repeat(3000)}/`, locale: 'pl' },
    { path: '/en/pricing/index.html/extra/', locale: 'en' },
  ];
  for (const { path, locale } of notFound) {
    test(`${path.slice(0, 60)} answers 404 with the ${locale} not-found page`, async ({ page }) => {
      const errors = watchErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: messages[locale].notFound.title })).toBeVisible();
      await expect(page.getByRole('link', { name: messages[locale].notFound.home })).toHaveAttribute('href', `/${locale}/`);
      expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    });
  }

  test('script fragments in the query and hash are never reflected into the page', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const errors = watchErrors(page);
    const payload = '<script>alert(1)</script>"><img src=x onerror=alert(2)>';
    for (const path of ['/en/pricing/', '/pl/', '/pricing/']) {
      await page.goto(`${path}?q=${encodeURIComponent(payload)}&utm_source=${encodeURIComponent('javascript:alert(3)')}#${encodeURIComponent(payload)}`);
      await expect(page.locator('h1').first()).toBeVisible();
      const html = await page.content();
      expect(html).not.toContain('alert(1)');
      expect(html).not.toContain('onerror=alert');
      expect(html).not.toContain('javascript:alert');
      expect(await page.locator('img[src="x"]').count()).toBe(0);
    }
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a very long query string still renders the page', async ({ page }) => {
    const response = await page.goto(`/en/contact/?ref=${'z'.repeat(6000)}`);
    expect(response?.status()).toBe(200);
    await expectWorkingPage(page, 'en');
  });
});

test.describe('third parties down @desktop-only', () => {
  async function consentGiven(context: BrowserContext) {
    await context.addInitScript(() => {
      const all = { necessary: true, functional: true, analytics: true, advertising: true, accepted: true, declined: false };
      try {
        window.localStorage.setItem('cookieConsent', JSON.stringify(all));
      } catch {
        // Init scripts run in every frame, including error pages without storage.
      }
    });
  }

  test('with every other host unreachable and consent given, pages still work', async ({ context }) => {
    test.setTimeout(90_000);
    await consentGiven(context);
    const aborted: string[] = [];
    await context.route(
      (url) => !isOwnHost(url.href),
      async (route) => {
        aborted.push(route.request().url());
        await route.abort('connectionrefused');
      },
    );
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    for (const [path, locale] of [
      ['/en/', 'en'],
      ['/pl/', 'pl'],
      ['/en/hotels/', 'en'],
      ['/pl/book-demo/', 'pl'],
      ['/en/blog/', 'en'],
    ] as const) {
      await page.goto(path);
      await expectWorkingPage(page, locale);
      // Whatever embeds a page offers (video, voice agent) is started; their fallbacks must show, not a crash.
      for (const button of await page.getByRole('main').getByRole('button', { name: /video|play|agent|wideo|odtwórz/i }).all()) {
        if (await button.isVisible()) await button.click();
      }
      await page.waitForTimeout(300);
      await expect(page.locator('h1').first()).toBeVisible();
    }
    expect(pageErrors).toEqual([]);
  });
});

test.describe('hostile form values', () => {
  test('the list holds 20 distinct values covering the issue’s kinds', () => {
    expect(hostileValues).toHaveLength(20);
    expect(new Set(hostileValues.map((v) => v.value)).size).toBe(20);
    const all = hostileValues.map((v) => v.value).join('\n');
    expect(all).toMatch(/\p{Extended_Pictographic}/u); // emoji
    expect(all).toMatch(/[\u0590-\u06FF]/); // RTL script
    expect(all).toContain('<script>');
    expect(all).toMatch(/DROP TABLE/);
    expect(hostileValues.some((v) => v.value.length >= 10_000)).toBe(true);
    expect(hostileValues.some((v) => v.value.trim() === '')).toBe(true);
  });
});
