import AxeBuilder from '@axe-core/playwright';
import { devices, expect, test, type Locator, type Page } from '@playwright/test';
import { planFeatures } from '../lib/copy/plan-features';
import { plans } from '../lib/site';
import { locales, messages, renderWholePage, watchErrors } from './helpers';
import { typeset } from './typeset';

// The pricing page shows prices (issue 37, section 3): the plan cards on the
// first screen, a comparison with icons, a sticky header and the recommended
// column marked, an estimator whose inputs share one grid, a short phone page.

const recommended = plans.find((plan) => plan.highlighted)!;
const price = { en: '$149', pl: '599 zł' } as const;

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, 'the element is laid out').not.toBeNull();
  return b!;
}

for (const locale of locales) {
  test(`${locale}: the recommended plan's price is on the first screen, with no price recited above the cards`, async ({ page }) => {
    const errors = watchErrors(page);
    await open(page, `/${locale}/pricing/`);
    const card = page.locator('#plans li[data-recommended]');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(messages[locale].pricingPage.plans[recommended.id].name);
    await expect(card).toContainText(messages[locale].pricingPage.popular);
    const amount = card.getByTestId('plan-price');
    await expect(amount).toContainText(typeset(price[locale], locale));
    // Without scrolling: the whole price lies inside the viewport (1440×900 on desktop, 390×844 on a phone).
    const viewport = page.viewportSize()!;
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const b = await box(amount);
    expect(b.y).toBeGreaterThanOrEqual(64); // below the fixed site header
    expect(b.y + b.height).toBeLessThanOrEqual(viewport.height);
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(viewport.width);
    // The hero says what the page is and leaves the figures to the cards.
    await expect(page.locator('h1 + p')).not.toContainText(/\d/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(errors).toEqual([]);
  });
}

test('1440 px: the self-serve plans in one row, Enterprise and Pay-as-You-Go a strip beneath, the lead on two lines at most @desktop-only', async ({ page }) => {
  for (const locale of locales) {
    await open(page, `/${locale}/pricing/`);
    const row = page.getByTestId('plan-row').locator(':scope > li');
    await expect(row).toHaveCount(4);
    const cards = await Promise.all([0, 1, 2, 3].map((i) => box(row.nth(i))));
    for (const card of cards) {
      expect(card.y).toBe(cards[0]!.y);
      expect(card.x + card.width).toBeLessThanOrEqual(1440);
    }
    const strip = page.getByTestId('plan-strip').locator(':scope > li');
    await expect(strip.getByRole('heading', { level: 2 })).toHaveText([messages[locale].pricingPage.plans.enterprise.name, messages[locale].pricingPage.plans.payg.name]);
    const [enterprise, payg] = [await box(strip.nth(0)), await box(strip.nth(1))];
    expect(enterprise.y).toBe(payg.y);
    expect(enterprise.y).toBeGreaterThan(Math.max(...cards.map((card) => card.y + card.height)));

    const lead = page.locator('h1 + p');
    const lines = await lead.evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));
    expect(lines, 'lines of the lead').toBeLessThanOrEqual(2);
    for (const heading of [page.locator('h1'), page.locator('#compare-title'), page.locator('#estimator-title')]) {
      expect(await heading.evaluate((el) => getComputedStyle(el).textWrapStyle)).toBe('balance');
    }
  }
});

test('the comparison marks each cell with an icon and its words, tints the recommended column and keeps the plan names in view @desktop-only', async ({ page }) => {
  for (const locale of locales) {
    const c = messages[locale].pricingPage;
    await open(page, `/${locale}/pricing/`);
    await renderWholePage(page);
    const table = page.getByRole('table', { name: c.compareTitle });
    await expect(table.getByRole('columnheader')).toHaveText([c.featureColumn, ...plans.map((plan) => new RegExp(`${plan.highlighted ? c.popular : ''}\\s*${c.plans[plan.id].name}$`))]);
    // Rows in groups, each group named.
    await expect(table.getByRole('rowheader', { name: c.matrix.groups.privacy })).toBeVisible();

    for (const [key, label] of [['hipaa', c.matrix.rows.hipaa], ['privacyMode', c.matrix.rows.privacyMode], ['handover', c.matrix.rows.handover]] as const) {
      const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
      const cells = row.getByRole('cell');
      await expect(cells).toHaveText(plans.map((plan) => (planFeatures[plan.id][key] ? c.matrix.yes : c.matrix.no)));
      for (let i = 0; i < plans.length; i++) {
        await expect(cells.nth(i).locator('svg[aria-hidden="true"]')).toHaveCount(1);
        await expect(cells.nth(i).locator('.sr-only')).toHaveText(planFeatures[plans[i]!.id][key] ? c.matrix.yes : c.matrix.no);
      }
    }

    // The recommended column: named in its header and tinted down the table.
    const growthHeader = table.locator('th[data-recommended]');
    await expect(growthHeader).toContainText(c.popular);
    await expect(growthHeader).toContainText(c.plans[recommended.id].name);
    // The row, not its group's heading of the same name ("Support").
    const supportRow = table.locator('tr', { has: page.locator('th[scope="row"]', { hasText: c.matrix.rows.support }) });
    const background = (plan: string) => supportRow.locator(`td[data-plan="${plan}"]`).evaluate((el) => getComputedStyle(el).backgroundColor);
    const tint = await background(recommended.id);
    expect(tint).not.toBe('rgba(0, 0, 0, 0)');
    expect(tint).not.toBe(await background('starter'));

    // The first column fits its labels: no label on more than two lines.
    for (const header of await table.locator('tbody th[scope="row"]').all()) {
      const lines = await header.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return Math.round(range.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight));
      });
      expect(lines, await header.innerText()).toBeLessThanOrEqual(2);
    }

    // Scrolled to the last rows, the plan names stay in view under the site header.
    await supportRow.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -100));
    const header = await box(growthHeader);
    const tableBox = await box(table);
    expect(tableBox.y).toBeLessThan(0);
    expect(header.y).toBeGreaterThanOrEqual(63);
    expect(header.y).toBeLessThanOrEqual(65);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the comparison shows one plan at a time, chosen in a switcher that works without JavaScript @desktop-only', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const page = await context.newPage();
    const c = messages.pl.pricingPage;
    await page.goto('/pl/pricing/');
    await page.locator('#compare').scrollIntoViewIfNeeded();
    const table = page.getByRole('table', { name: c.compareTitle });
    const switcher = page.getByRole('group', { name: c.showPlan });
    await expect(switcher.getByRole('radio', { name: c.plans.growth.name })).toBeChecked();
    await expect(table.getByRole('columnheader')).toHaveText([c.featureColumn, new RegExp(`${c.plans.growth.name}$`)]);
    const hipaa = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: c.matrix.rows.hipaa, exact: true }) });
    await expect(hipaa.getByRole('cell')).toHaveText([c.matrix.no]);

    await switcher.getByText(c.plans.enterprise.name, { exact: true }).click();
    await expect(table.getByRole('columnheader')).toHaveText([c.featureColumn, c.plans.enterprise.name]);
    await expect(hipaa.getByRole('cell')).toHaveText([c.matrix.yes]);
    // From the keyboard: the arrow keys move along the plans.
    await page.keyboard.press('ArrowRight');
    await expect(switcher.getByRole('radio', { name: c.plans.payg.name })).toBeChecked();
    await expect(table.getByRole('columnheader')).toHaveText([c.featureColumn, c.plans.payg.name]);
    // The header row follows the table down the page.
    await hipaa.scrollIntoViewIfNeeded();
    const header = await box(table.getByRole('columnheader', { name: c.plans.payg.name }));
    expect(header.y).toBeGreaterThanOrEqual(63);
    expect(header.y).toBeLessThanOrEqual(65);
    await context.close();
  });

  test('the page is at most 8,000 px long in both languages @desktop-only', async ({ browser }) => {
    // A phone: no scroll bar taking width, and the page as wide as the screen (a wider page would be zoomed out).
    const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    for (const locale of locales) {
      await open(page, `/${locale}/pricing/`);
      await renderWholePage(page);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height, `/${locale}/pricing/ at 390 px`).toBeLessThanOrEqual(8000);
      expect(await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])).toEqual([390, 390]);
    }
    await context.close();
  });
});

for (const width of [1440, 390]) {
  test(`${width} px: the estimator's sliders start and end at the same x @desktop-only`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const locale of locales) {
      await open(page, `/${locale}/pricing/`);
      await page.locator('#estimator').scrollIntoViewIfNeeded();
      const sliders = page.locator('#estimator input[type="range"]');
      await expect(sliders).toHaveCount(3);
      const boxes = await Promise.all([0, 1, 2].map((i) => box(sliders.nth(i))));
      for (const b of boxes) {
        expect(Math.abs(b.x - boxes[0]!.x)).toBeLessThanOrEqual(0.5);
        expect(Math.abs(b.x + b.width - (boxes[0]!.x + boxes[0]!.width))).toBeLessThanOrEqual(0.5);
        expect(b.width).toBeGreaterThan(120);
      }
      // The number inputs share one column too.
      const inputs = page.locator('#estimator').getByRole('textbox');
      const inputBoxes = await Promise.all([0, 1, 2].map((i) => box(inputs.nth(i))));
      for (const b of inputBoxes) expect(Math.abs(b.x - inputBoxes[0]!.x)).toBeLessThanOrEqual(0.5);
    }
  });
}

for (const locale of locales) {
  test(`${locale}: axe finds nothing on the pricing page, the whole page rendered, and nothing moves while it loads`, async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __shift: number }).__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await open(page, `/${locale}/pricing/`);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift), 'cumulative layout shift').toBe(0);
    await renderWholePage(page);
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .options({ resultTypes: ['violations'] })
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
