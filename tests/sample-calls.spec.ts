import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { locales, messages, renderWholePage } from './helpers';
import { strandedOneLetterWords } from './stranded-words';
import { dashboardRows, sampleCalls as rawCalls, type SampleCall } from '../lib/data/sample-calls';
import { typesetMessages } from '../lib/copy/typography';
import { typeset } from './typeset';
import { recordingFor } from '../lib/data/recordings';

// The product made visible (issue 16): the sample calls page and the product views of
// the inner pages, in both languages and both themes. Width-independent: run at 1440 px.

/** The calls' copy as the page shows it (Polish typography applied; Playwright's text matching treats a no-break space as a space). */
const callsIn = (locale: string): SampleCall[] => rawCalls.map((call) => ({ ...call, copy: { ...call.copy, [locale]: typesetMessages(call.copy[locale as 'en'], locale) } }));

/** Inner pages and the product views their sections show (components/product/ProductShowcase.tsx); /hotels shows its dashboard in the hero. */
const views = [
  ['/hotels', ['transcriptHotel']],
  ['/real-estate', ['transcriptRealEstate', 'dashboardRealEstate']],
  ['/industries', ['dashboardHotel']],
  ['/convai', ['switch']],
  ['/Intelligent-Handover-Process', ['handover']],
  ['/journey', ['dashboardJourney']],
  ['/use-cases', ['transcriptChange']],
] as const;

for (const locale of locales) {
  const t = messages[locale];
  const p = t.product;
  const sampleCalls = callsIn(locale);

  test.describe(`sample calls (${locale}) @desktop-only`, () => {
    test('five transcripts, each with its outcome and what landed in which system', async ({ page }) => {
      await page.goto(`/${locale}/sample-calls/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.pages.sampleCalls.heading);
      const contents = page.getByRole('navigation', { name: t.sampleCallsPage.contentsTitle });
      await expect(contents.getByRole('link')).toHaveText(sampleCalls.map((call) => call.copy[locale].title));

      for (const call of sampleCalls) {
        const copy = call.copy[locale];
        const card = page.getByRole('article', { name: copy.title });
        await expect(card.getByRole('heading', { level: 2 })).toHaveText(copy.title);
        await expect(card.getByRole('listitem').filter({ hasText: copy.turns[0]!.text })).toBeVisible();
        // The label on its own line, so no "Outcome: Booked: …" (two colons in a row).
        await expect(card).toContainText(`${p.transcript.outcome} ${copy.outcome}`);
        await expect(card).not.toContainText(`${p.transcript.outcome}:`);
        await expect(card.getByRole('heading', { name: p.transcript.landed })).toBeVisible();
        for (const item of copy.landed) {
          await expect(card.getByRole('definition').filter({ hasText: item.record })).toBeVisible();
          await expect(card.getByRole('term').filter({ hasText: p.systems[item.system] }).first()).toBeVisible();
        }
        // A player only where marketing has added the recording; never an empty one.
        await expect(card.locator('audio')).toHaveCount(recordingFor(call.id, locale) ? 1 : 0);
      }
      // The queue in the hero shows a play button only for a call with a recording; a transcript icon otherwise.
      const icons = await page.locator('[data-icon]').evaluateAll((els) => els.map((el) => el.getAttribute('data-icon')));
      expect(icons).toEqual(sampleCalls.map((call) => (recordingFor(call.id, locale) ? 'play' : 'transcript')));
      // The contents link to each call.
      await contents.getByRole('link', { name: sampleCalls[3]!.copy[locale].title }).click();
      await expect(page).toHaveURL(new RegExp(`#${sampleCalls[3]!.id}$`));
    });

    test('the language switch keeps the words as spoken, marked and translated', async ({ page }) => {
      await page.goto(`/${locale}/sample-calls/`);
      const call = sampleCalls.find((item) => item.id === 'language-switch')!;
      const card = page.getByRole('article', { name: call.copy[locale].title });
      const other = locale === 'en' ? 'pl' : 'en';
      const foreign = call.copy[locale].turns.filter((turn) => turn.lang === other);
      expect(foreign.length).toBeGreaterThan(0);
      for (const turn of foreign) {
        await expect(card.locator(`p[lang="${other}"]`, { hasText: turn.text })).toBeVisible();
        await expect(card.getByText(turn.gloss!)).toBeVisible();
      }
      const switchedTo = call.copy[locale].turns.find((turn, index) => index > 0 && (turn.lang ?? locale) !== (call.copy[locale].turns[index - 1]!.lang ?? locale))!;
      const marker = p.transcript.switched.replace('{language}', p.languages[switchedTo.lang ?? locale]).replace('{time}', `0:${String(switchedTo.at).padStart(2, '0')}`);
      await expect(card.getByText(marker)).toBeVisible();
    });

    test('inner pages show the product and link to the sample calls', async ({ page }) => {
      for (const [route, shown] of views) {
        await page.goto(`/${locale}${route}/`);
        await renderWholePage(page);
        for (const view of shown) {
          const section = page.locator(`section:has([data-product-view="${view}"])`);
          await expect(section.getByRole('heading', { level: 2 })).toHaveText(p.views[view].title);
          // One link to the sample calls per page: a page's second showcase leaves it out.
          const linked = (shown as readonly string[]).indexOf(view) === 0;
          if (linked) await expect(section.getByRole('link', { name: p.seeAll })).toHaveAttribute('href', `/${locale}/sample-calls/`);
          else await expect(section.getByRole('link', { name: p.seeAll })).toHaveCount(0);
          // Shown, not told (issue 36): the view is a figure with its short caption.
          const kind = view.startsWith('dashboard') ? 'dashboard' : view === 'handover' ? 'handover' : 'transcript';
          await expect(section.locator(`figure[data-product-view="${view}"] > figcaption`)).toHaveText(p.figures[kind]);
        }
      }
      await page.goto(`/${locale}/hotels/`);
      await expect(page.locator('[data-hero-visual] [data-product-view="dashboardHotel"]').getByRole('table')).toBeVisible();
      await expect(page.locator('[data-hero-visual] figure[data-product-view="dashboardHotel"] > figcaption')).toHaveText(p.figures.dashboard);
      await page.goto(`/${locale}/`);
      await expect(page.getByRole('link', { name: p.seeAllLanding })).toHaveAttribute('href', `/${locale}/sample-calls/`);
    });

    test('the dashboard counts what its list shows and links calls to their transcripts', async ({ page }) => {
      await page.goto(`/${locale}/hotels/`);
      await renderWholePage(page);
      const view = page.locator('[data-product-view="dashboardHotel"]');
      const rows = view.getByRole('table').getByRole('row');
      const bodyRows = await rows.count();
      // Each row's result is its badge, the first thing in its second cell.
      const booked = await view.locator('tbody td:nth-child(2) span', { hasText: new RegExp(`^${p.results.booked}$`) }).count();
      expect(booked).toBeGreaterThan(0);
      const stat = (label: string) => view.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd');
      await expect(stat(p.dashboard.calls)).toHaveText(String(bodyRows - 1));
      await expect(stat(p.dashboard.bookings)).toHaveText(String(booked));
      const lateBooking = sampleCalls[0]!;
      const row = dashboardRows.hotel.find((item) => item.callId === lateBooking.id)!;
      await view.getByRole('link', { name: typeset(row.detail[locale], locale) }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/sample-calls/#${lateBooking.id}$`));
      await expect(page.getByRole('article', { name: lateBooking.copy[locale].title })).toBeInViewport();
    });

    // In the light theme these pages get the same axe rules, whole and scrolled through, at
    // both widths in the whole-site audit (audit.spec.ts); the dark theme is checked here.
    test('no accessibility violations in the dark theme', async ({ page }) => {
      test.setTimeout(90_000); // four pages, each checked whole by axe
      await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
      for (const route of ['/sample-calls', '/hotels', '/Intelligent-Handover-Process', '/convai']) {
        await page.goto(`/${locale}${route}/`);
        await expect(page.locator('html')).toHaveClass(/\bdark\b/);
        await renderWholePage(page);
        const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
        expect(axe.violations.map((v) => `${route} dark: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      }
    });
  });
}

// At 390 px the whole-site audit (audit.spec.ts) checks every page for both; here the widest screen.
test('the product views fit the screen: no sideways scrolling, no one-letter word ending a Polish line @desktop-only', async ({ page }) => {
  test.setTimeout(120_000);
  for (const locale of locales) {
    for (const route of ['/sample-calls', ...views.map(([path]) => path)]) {
      await page.goto(`/${locale}${route}/`);
      await renderWholePage(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${locale}${route}`).toBeLessThanOrEqual(0);
      if (locale === 'pl') expect(await strandedOneLetterWords(page), `${locale}${route}`).toEqual([]);
    }
  }
});
