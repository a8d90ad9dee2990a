import { expect, test } from '@playwright/test';
import { messages } from './helpers';

// The not-found page (issue 27): the search and the main pages, in the language of the path.

const cases = [
  { locale: 'pl', path: '/pl/nie-ma/', other: 'en' },
  { locale: 'en', path: '/en/missing/', other: 'pl' },
] as const;

for (const { locale, path, other } of cases) {
  test(`${path} offers the search and the main pages in ${locale === 'pl' ? 'Polish' : 'English'}`, async ({ page }) => {
    const m = messages[locale];
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: m.notFound.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: messages[other].notFound.title })).toBeHidden();

    const links = page.getByRole('navigation', { name: m.notFound.linksTitle });
    await expect(links).toBeVisible();
    for (const [label, href] of [
      [m.footer.pricing, `/${locale}/pricing/`],
      [m.siteMenu.integrations, `/${locale}/integrations/`],
      [m.siteMenu.hotels, `/${locale}/hotels/`],
      [m.footerLinks.contact, `/${locale}/contact/`],
    ] as const) {
      await expect(links.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }

    // The search: before hydration a link to the language's blog, then the site search dialog in that language.
    const search = page.getByRole('link', { name: m.search.open, exact: true });
    await expect(search).toBeVisible();
    await page.waitForLoadState('networkidle');
    await search.click();
    const dialog = page.getByRole('dialog', { name: m.search.dialogTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('searchbox', { name: m.search.inputLabel }).fill(locale === 'pl' ? 'cennik' : 'pricing');
    await expect(dialog.getByRole('link').first()).toHaveAttribute('href', new RegExp(`^/${locale}/`));
  });
}
