import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { locales, messages, renderWholePage } from './helpers';

// One component language (issue 37, sections 2 and 4): every commercial page's hero shows
// something that is not a paragraph, its lead is at most two lines, figures of one row
// share their top, form rows their inputs' top, headings are balanced, and card grids
// end on a full row.

/** The inner pages whose hero carries a visual, and what that visual is made of. */
const heroPages = [
  ['/hotels', 'table'],
  ['/integrations', 'ul'],
  ['/trust', 'dl'],
  ['/contact', 'dl'],
  ['/about', 'ol'],
  ['/our-story', 'ol'],
  ['/industries', 'img'],
  ['/real-estate', 'img'],
  ['/blog', 'article'],
  ['/sample-calls', 'ol'],
  ['/case-study', 'dl'],
] as const;

/** The company story's dates the test build sets (package.json, build:test). */
const milestones = /NEXT_PUBLIC_COMPANY_MILESTONES=(\S+)/.exec(JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')).scripts['build:test'])![1]!.split(',');

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1024;

for (const locale of locales) {
  test.describe(`design parts (${locale})`, () => {
    test('each commercial page’s hero shows its own visual, beside the text on a wide screen', async ({ page }) => {
      for (const [route, element] of heroPages) {
        await page.goto(`/${locale}${route}/`);
        const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) }).first();
        const visual = hero.locator('[data-hero-visual]');
        await expect(visual, route).toBeVisible();
        await expect(visual.locator(element).first(), `${route}: ${element}`).toBeVisible();
        const box = (await visual.boundingBox())!;
        expect(box.height, `${route}: the visual's height`).toBeGreaterThan(150);
        const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
        if (isDesktop(page)) {
          // The right half, not under the text: the old hero left it empty.
          expect(box.x, `${route}: the visual's left edge`).toBeGreaterThan(heading.x + 500);
        } else {
          expect(box.y, `${route}: under the heading on a phone`).toBeGreaterThan(heading.y);
        }
      }
    });

    test('every hero has an eyebrow over its heading, in the one eyebrow style @desktop-only', async ({ page }) => {
      const styles = new Set<string>();
      for (const route of ['', '/pricing', ...heroPages.map(([r]) => r)]) {
        await page.goto(`/${locale}${route}/`);
        const eyebrow = page.getByRole('heading', { level: 1 }).locator('xpath=preceding-sibling::*[1]');
        await expect(eyebrow, route).toBeVisible();
        expect((await eyebrow.innerText()).trim().length, `${route}: the eyebrow's text`).toBeGreaterThan(2);
        styles.add(await eyebrow.evaluate((el) => { const cs = getComputedStyle(el); return [el.tagName, cs.textTransform, cs.fontSize, cs.fontWeight, cs.color].join(' '); }));
      }
      expect([...styles]).toHaveLength(1);
    });

    test('hero leads are at most two lines at 1440 px @desktop-only', async ({ page }) => {
      for (const route of ['', ...heroPages.map(([r]) => r)]) {
        await page.goto(`/${locale}${route}/`);
        const lines = await page.locator('[data-hero-lead]').evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));
        expect(lines, route).toBeGreaterThanOrEqual(1);
        expect(lines, route).toBeLessThanOrEqual(2);
      }
    });

    test('on a slow phone the first paint already has the whole header and hero, so nothing jumps as the rest arrives', async ({ page }) => {
      // Chromium paints a half-parsed page when parsing is slow: the header's links then slide
      // as its buttons arrive, and a hero's text drops when the visual beside it does.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      await page.addInitScript(() => {
        const w = window as unknown as { __halfBuilt: string[] };
        w.__halfBuilt = [];
        const frame = () => {
          if (document.querySelector('header') && !document.getElementById('header-parsed')) w.__halfBuilt.push('header');
          if (document.querySelector('h1') && !document.getElementById('hero-parsed')) w.__halfBuilt.push('hero');
          if (document.readyState === 'loading') requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
      for (const route of ['', '/pricing', '/hotels', '/about']) {
        await page.goto(`/${locale}${route}/`);
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        expect(await page.evaluate(() => (window as unknown as { __halfBuilt: string[] }).__halfBuilt), `${route}: frames painted half-built`).toEqual([]);
      }
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    });

    test('the figures of a stat row share their top', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const route of ['', '/hotels', '/about', '/industries', '/real-estate', '/case-study']) {
        await page.goto(`/${locale}${route}/`);
        await renderWholePage(page);
        const rows = page.locator('main [data-stat-row]');
        const count = await rows.count();
        expect(count, `${route}: stat rows`).toBeGreaterThan(0);
        for (let i = 0; i < count; i++) {
          await rows.nth(i).scrollIntoViewIfNeeded();
          // Each figure's distance from the top of its card, card by card in each visual row.
          const offsets = await rows.nth(i).evaluate((dl) =>
            [...dl.querySelectorAll('[data-stat-value]')].map((dd) => {
              const item = dd.parentElement!.getBoundingClientRect();
              return { row: Math.round(item.top), offset: dd.getBoundingClientRect().top - item.top };
            }),
          );
          expect(offsets.length).toBeGreaterThan(1);
          for (const top of new Set(offsets.map((o) => o.row))) {
            const tops = offsets.filter((o) => o.row === top).map((o) => o.offset);
            expect(Math.max(...tops) - Math.min(...tops), `${route}: stat row ${i}`).toBeLessThanOrEqual(1);
          }
        }
      }
    });

    test('the contact form’s fields of one row have their inputs on one line', async ({ page }) => {
      await page.goto(`/${locale}/contact/`);
      const grid = page.locator('form .grid').first();
      const rows = await grid.evaluate((el) => {
        const cols = getComputedStyle(el).gridTemplateColumns.split(' ').length;
        const tops = [...el.children].map((field) => field.querySelector('input, select, textarea')!.getBoundingClientRect().top);
        const result: number[][] = [];
        for (let i = 0; i < tops.length; i += cols) result.push(tops.slice(i, i + cols));
        return { cols, result };
      });
      if (isDesktop(page)) expect(rows.cols).toBe(2);
      for (const row of rows.result) expect(Math.max(...row) - Math.min(...row), JSON.stringify(rows.result)).toBeLessThanOrEqual(1);
      // One of those fields has a helper text: it sits under its input.
      const hint = page.locator('form [id$="-hint"]').first();
      await expect(hint).toBeVisible();
    });

    test('headings are balanced and never broken by hand @desktop-only', async ({ page }) => {
      for (const route of ['', ...heroPages.map(([path]) => path)]) {
        await page.goto(`/${locale}${route}/`);
        await renderWholePage(page);
        const bad = await page.locator('main').evaluate((main) =>
          [...main.querySelectorAll('h1, h2, h3')]
            .filter((h) => {
              const style = getComputedStyle(h) as CSSStyleDeclaration & { textWrapStyle?: string };
              return !`${style.textWrapStyle ?? ''} ${style.textWrap ?? ''}`.includes('balance') || h.querySelector('br');
            })
            .map((h) => h.textContent),
        );
        expect(bad, route || '/').toEqual([]);
      }
    });

    test('card grids end on a full row at 1440 px @desktop-only', async ({ page }) => {
      // The layout at rest: cards that slide in as they appear would be measured mid-way.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const route of ['', ...heroPages.map(([path]) => path)]) {
        await page.goto(`/${locale}${route}/`);
        await renderWholePage(page);
        const orphans = await page.locator('main').evaluate((main) =>
          [...main.querySelectorAll('ul, ol, dl')]
            .filter((list) => getComputedStyle(list).display === 'grid' && !list.hasAttribute('data-filtered')) // a search's results end where they end
            .map((list) => {
              const cols = getComputedStyle(list).gridTemplateColumns.split(' ').length;
              const items = [...list.children].filter((child) => getComputedStyle(child).display !== 'none').map((child) => child.getBoundingClientRect());
              // The last row ends where the first one does (an item may span the row), or the grid has an orphan row.
              const firstTop = Math.min(...items.map((box) => box.top));
              const lastTop = Math.max(...items.map((box) => box.top));
              const rightOf = (top: number) => Math.max(...items.filter((box) => Math.abs(box.top - top) <= 1).map((box) => box.right));
              return {
                list: (list.getAttribute('aria-labelledby') ?? list.closest('section')?.getAttribute('aria-labelledby') ?? list.className).slice(0, 60),
                cols,
                items: items.length,
                short: Math.round(rightOf(firstTop) - rightOf(lastTop)),
              };
            })
            .filter(({ cols, items, short }) => cols > 1 && items > cols && short > 1),
        );
        expect(orphans, route || '/').toEqual([]);
      }
    });

    test('the story timelines carry the configured dates, in order, as <time> (about, our story)', async ({ page }) => {
      const t = messages[locale].ourStoryPage;
      for (const route of ['/about', '/our-story']) {
        await page.goto(`/${locale}${route}/`);
        const timeline = page.locator('[data-hero-visual] ol');
        await expect(timeline.locator('time'), route).toHaveCount(milestones.length);
        expect(await timeline.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime'))), route).toEqual(milestones);
        // A month is written out in the page's language; a year alone stays a year.
        const first = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(Number(milestones[0]!.slice(0, 4)), Number(milestones[0]!.slice(5)) - 1, 15));
        await expect(timeline.locator('time').first()).toHaveText(first);
        await expect(timeline.locator('time').last()).toHaveText(milestones.at(-1)!);
        // "Today" is the last chapter's own mark, not a date.
        await expect(timeline.getByRole('listitem').last()).toContainText(t.chapters.today.label);
      }
      // The chapters on /our-story are dated too.
      await expect(page.locator('main ol').filter({ has: page.locator('[id^="chapter-"]') }).locator('time')).toHaveCount(milestones.length);
    });

    test('one icon tile size on the home page', async ({ page }) => {
      await page.goto(`/${locale}/`);
      await renderWholePage(page);
      const sizes = await page.locator('main [data-icon-tile]').evaluateAll((tiles) => [...new Set(tiles.map((tile) => `${Math.round(tile.getBoundingClientRect().width)}x${Math.round(tile.getBoundingClientRect().height)}`))]);
      expect(sizes).toHaveLength(1);
    });

    test('about keeps one content axis: every section starts at the container’s left edge @desktop-only', async ({ page }) => {
      await page.goto(`/${locale}/about/`);
      await renderWholePage(page);
      const lefts = await page.locator('main h2').evaluateAll((headings) => [...new Set(headings.filter((h) => !h.closest('[data-hero-visual], .cta-band')).map((h) => Math.round(h.getBoundingClientRect().left)))]);
      expect(lefts).toHaveLength(1);
    });

    test('the blog index ends without an empty band before the footer', async ({ page }) => {
      await page.goto(`/${locale}/blog/`);
      await renderWholePage(page);
      const gap = await page.evaluate(() => {
        const cards = [...document.querySelectorAll('main article')].map((el) => el.getBoundingClientRect().bottom);
        return document.querySelector('[data-testid="site-footer"]')!.getBoundingClientRect().top - Math.max(...cards);
      });
      // The list section's own bottom padding, no footer margin added to it (it was 176 px).
      expect(gap).toBeGreaterThan(0);
      expect(gap).toBeLessThanOrEqual(isDesktop(page) ? 80 : 64);
    });
  });
}
