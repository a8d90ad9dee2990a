import { expect, test, type Page } from '@playwright/test';
import { messages, watchErrors, type Locale } from './helpers';

/** A query no page can match: Pagefind matches prefixes, so no indexed word may start like it ("kwqjxv" found KWHotel, a Polish PMS in the integrations directory). */
const NOTHING = 'qxzvjyw';

// Site search (issue 15): Pagefind over the exported pages, loaded only when opened.

const t = (locale: Locale) => messages[locale].search;
const trigger = (page: Page, locale: Locale) => page.getByRole('banner').getByRole('link', { name: t(locale).openLabel });
const dialog = (page: Page, locale: Locale) => page.getByRole('dialog', { name: t(locale).dialogTitle });

/** Every request the page makes, to prove none leaves the site and the index loads only on demand. */
function watchRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** Types a query and waits until the dialog shows what it found for it (results, or "nothing found"). */
async function search(page: Page, locale: Locale, query: string) {
  const box = dialog(page, locale).getByRole('searchbox', { name: t(locale).inputLabel });
  await box.fill(query);
  const none = t(locale).none.replace('{query}', query);
  await expect(dialog(page, locale).locator(`[data-testid="search-results"][data-query="${query}"]`).or(dialog(page, locale).getByText(none))).toBeVisible();
  return dialog(page, locale);
}

const resultLinks = (page: Page, locale: Locale) => dialog(page, locale).getByTestId('search-results').getByRole('link');

async function hrefs(page: Page, locale: Locale) {
  await expect(resultLinks(page, locale).first()).toBeVisible();
  return resultLinks(page, locale).evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

test('English: a page and a post, with the match highlighted; nothing loads before opening, nothing leaves the site', async ({ page, baseURL }) => {
  const errors = watchErrors(page);
  const requests = watchRequests(page);
  await page.goto('/en/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  expect(requests.filter((url) => url.includes('/pagefind/'))).toEqual([]);
  // Without the script the trigger is a link to the blog list.
  await expect(trigger(page, 'en')).toHaveAttribute('href', '/en/blog/');
  await trigger(page, 'en').click();
  await expect(dialog(page, 'en')).toBeVisible();

  await search(page, 'en', 'pricing plans');
  expect(await hrefs(page, 'en')).toContain('/en/pricing/');
  await search(page, 'en', 'handover');
  expect(await hrefs(page, 'en')).toContain('/en/blog/how-an-ai-agent-hands-over-to-a-person/');
  await expect(dialog(page, 'en').locator('mark').first()).toHaveText(/handover/i);
  // Only English pages, never the aliases or the language-redirect pages.
  for (const path of await hrefs(page, 'en')) expect(path).toMatch(/^\/en\/(?!blog-md|blogMd)/);

  expect(requests.some((url) => url.includes('/pagefind/'))).toBe(true);
  const origin = new URL(baseURL!).origin;
  expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:'))).toEqual([]);
  expect(errors).toEqual([]);
});

test('Polish: the deployment post with and without diacritics, a known page, and a translated "nothing found"', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/pl/blog/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await trigger(page, 'pl').click();
  for (const query of ['wdrożenie', 'wdrozenie']) {
    await search(page, 'pl', query);
    await expect(resultLinks(page, 'pl').first()).toBeVisible();
    const post = dialog(page, 'pl').locator('a[href="/pl/blog/wdrozenie-agenta-glosowego-rodo-i-integracje/"]');
    await expect(post).toBeVisible();
    await expect(post).toContainText('Zanim wdrożysz agenta głosowego');
  }
  await search(page, 'pl', 'cennik');
  expect(await hrefs(page, 'pl')).toContain('/pl/pricing/');
  for (const path of await hrefs(page, 'pl')) expect(path).toMatch(/^\/pl\//);

  await search(page, 'pl', NOTHING);
  await expect(dialog(page, 'pl').getByRole('status')).toHaveText(t('pl').none.replace('{query}', NOTHING));
  await expect(dialog(page, 'pl').getByRole('link', { name: t('pl').fallback })).toHaveAttribute('href', '/pl/blog/');
  expect(errors).toEqual([]);
});

test('English "nothing found" is translated too', async ({ page }) => {
  await page.goto('/en/pricing/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await trigger(page, 'en').click();
  await search(page, 'en', NOTHING);
  await expect(dialog(page, 'en').getByRole('status')).toHaveText(t('en').none.replace('{query}', NOTHING));
});

test('keyboard: / opens search, Tab reaches the results, Enter follows one, Escape closes and returns focus', async ({ page }) => {
  await page.goto('/en/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.keyboard.press('/');
  const box = dialog(page, 'en').getByRole('searchbox', { name: t('en').inputLabel });
  await expect(box).toBeFocused();
  await page.keyboard.type('handover');
  await expect(resultLinks(page, 'en').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page, 'en')).toBeHidden();
  await expect(trigger(page, 'en')).toBeFocused();

  // Opened again with Enter on the focused trigger: the query is still there; Tab moves to the results.
  await page.keyboard.press('Enter');
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('handover');
  await page.keyboard.press('Tab');
  await expect(resultLinks(page, 'en').first()).toBeFocused();
  const target = await resultLinks(page, 'en').first().getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${target}$`));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the search box is a link to the blog list @desktop-only', async ({ page }) => {
    await page.goto('/pl/pricing/');
    await trigger(page, 'pl').click();
    await expect(page).toHaveURL(/\/pl\/blog\/$/);
  });
});
