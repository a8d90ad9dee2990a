import { expect, test } from '@playwright/test';
import { locales, messages, watchErrors } from './helpers';

const legal = [
  { route: 'privacy', key: 'privacy', ns: 'privacyPage' },
  { route: 'cookies', key: 'cookies', ns: 'cookiesPage' },
  { route: 'terms', key: 'terms', ns: 'termsPage' },
] as const;

for (const locale of locales) {
  const m = messages[locale];

  test.describe(`company and legal pages (${locale})`, () => {
    for (const { route, key, ns } of legal) {
      test(`/${route} has a date, a table of contents and sections its links scroll to`, async ({ page }) => {
        const errors = watchErrors(page);
        await page.goto(`/${locale}/${route}/`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.pages[key].heading);
        await expect(page.getByText(m.legal.lastUpdated.replace('{date}', ''))).toBeVisible();

        const titles = Object.values(m[ns].sections).map((s) => s.title);
        const toc = page.getByRole('navigation', { name: m.legal.toc });
        await expect(toc.getByRole('link')).toHaveText(titles);
        for (const title of titles) await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();

        // The last entry is furthest down: its link must bring the heading into view.
        const last = titles[titles.length - 1]!;
        const heading = page.getByRole('heading', { level: 2, name: last, exact: true });
        await expect(heading).not.toBeInViewport();
        await toc.getByRole('link', { name: last }).click();
        await expect(page).toHaveURL(new RegExp(`#${Object.keys(m[ns].sections).at(-1)}$`));
        await expect(heading).toBeInViewport();
        expect(errors).toEqual([]);
      });
    }

    test('the privacy policy covers what the GDPR asks for @desktop-only', async ({ page }) => {
      await page.goto(`/${locale}/privacy/`);
      const main = page.locator('main');
      await expect(main).toContainText('privacy@example.com');
      await expect(main).toContainText('PostHog');
      await expect(main).toContainText('YouTube');
      await expect(main).toContainText(locale === 'pl' ? 'Prezes Urzędu Ochrony Danych Osobowych' : 'President of the Personal Data Protection Office');
      await expect(main).toContainText(locale === 'pl' ? 'art. 6 ust. 1 lit. a' : 'Article 6(1)(a)');
    });

    test('the cookie policy lists every storage key and reopens the cookie settings', async ({ page }) => {
      await page.goto(`/${locale}/cookies/`);
      for (const category of ['necessary', 'functional', 'analytics', 'advertising'] as const) {
        await expect(page.getByRole('heading', { level: 3, name: m.cookiesPage.categories[category].title })).toBeVisible();
      }
      for (const name of ['cookieConsent', 'language', 'theme', 'formDraft:welcome', 'formDraft:contact', 'formDraft:partnership', 'ph_<projectKey>_posthog']) {
        await expect(page.locator('code', { hasText: new RegExp(`^${name.replace(/[<>]/g, '.')}$`) })).toBeVisible();
      }
      await expect(page.getByTestId('storage-drafts')).toContainText(m.cookiesPage.storage.session);
      await page.evaluate(() => window.addEventListener('open-cookie-settings', () => document.body.setAttribute('data-opened', 'yes')));
      await page.getByRole('main').getByRole('button', { name: m.cookiesPage.settingsButton }).click();
      await expect(page.locator('body')).toHaveAttribute('data-opened', 'yes');
    });

    test('the terms include the free trial and the money-back guarantee @desktop-only', async ({ page }) => {
      await page.goto(`/${locale}/terms/`);
      await expect(page.getByRole('heading', { level: 2, name: m.termsPage.sections.trial.title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: m.termsPage.sections.guarantee.title })).toBeVisible();
      await expect(page.locator('#trial ~ p').first()).toContainText('14');
      await expect(page.locator('#guarantee ~ p').first()).toContainText('30');
    });

    test('about and our story tell the company’s story @desktop-only', async ({ page }) => {
      await page.goto(`/${locale}/about/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.pages.about.heading);
      await expect(page.getByRole('heading', { level: 2, name: m.aboutPage.valuesTitle })).toBeVisible();
      await page.goto(`/${locale}/our-story/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.pages.ourStory.heading);
      await expect(page.getByRole('heading', { level: 3, name: m.ourStoryPage.chapters.today.title })).toBeVisible();
    });

    test('careers lists open roles, each with a way to apply, and invites open applications', async ({ page }) => {
      await page.goto(`/${locale}/careers/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.pages.careers.heading);
      const roles = Object.values(m.careersPage.roles);
      for (const role of roles) await expect(page.getByRole('heading', { level: 3, name: role.title })).toBeVisible();
      const apply = page.getByRole('link', { name: m.careersPage.apply });
      await expect(apply).toHaveCount(roles.length);
      const href = (await apply.first().getAttribute('href')) ?? '';
      expect(href.startsWith('mailto:careers@example.com?subject=')).toBe(true);
      expect(new URL(href).searchParams.get('subject')).toBe(m.careersPage.applySubject.replace('{role}', roles[0]!.title));
      await expect(page.getByRole('link', { name: m.careersPage.openApplicationCta })).toHaveAttribute('href', /^mailto:careers@example\.com/);
    });
  });
}
