import { expect, test, type Page } from '@playwright/test';
import { locales, messages, renderWholePage } from './helpers';

// Issue 37, section 5: the length of pages on a phone, the header from 1024 px, the closing
// band and the footer, the welcome flow's own frame, the video cards without a configured
// video, and the dark theme's band and checkboxes. Each test sets the widths it needs
// (@desktop-only: it runs once).

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** A visitor who has answered the cookie banner, so it does not cover what is measured. */
async function answeredConsent(page: Page) {
  await page.addInitScript(() =>
    window.localStorage.setItem('cookieConsent', JSON.stringify({ necessary: true, functional: false, analytics: false, advertising: false, accepted: false, declined: true })),
  );
}

/**
 * The page's full height with every section laid out (not the placeholders of sections off
 * screen), after checking that the rows scroll inside themselves: the page never scrolls sideways.
 */
async function pageHeight(page: Page, path: string) {
  await page.goto(path);
  await renderWholePage(page);
  const [height, scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollHeight, document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(clientWidth!);
  return height!;
}

test.describe('phones: pages a thumb can get to the end of @desktop-only', () => {
  for (const locale of locales) {
    test(`at 390 px the home page is at most 9,000 px, hotels 8,000 and sample calls 9,000 (${locale})`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      // The cookie banner pads the page's foot while it shows; the length is the page's own.
      await answeredConsent(page);
      expect(await pageHeight(page, `/${locale}/`)).toBeLessThanOrEqual(9000);
      expect(await pageHeight(page, `/${locale}/hotels/`)).toBeLessThanOrEqual(8000);
      expect(await pageHeight(page, `/${locale}/sample-calls/`)).toBeLessThanOrEqual(9000);
    });

    test(`at 390 px the integrations page is under 9,000 px: a row per system, its details a tap away, still a table (${locale})`, async ({ page }) => {
      const t = messages[locale].integrationsPage;
      await page.setViewportSize(PHONE);
      await answeredConsent(page);
      // 14,925 px (English) and 16,385 px (Polish) with three to five lines per system.
      expect(await pageHeight(page, `/${locale}/integrations/`)).toBeLessThan(9000);
      const table = page.getByRole('table', { name: t.tableCaption });
      await expect(table.getByRole('columnheader')).toHaveText([t.systemLabel, t.statusLabel]);
      const row = table.locator('tbody').getByRole('row').first();
      const header = row.getByRole('rowheader');
      const rowHeight = (await row.boundingBox())!.height;
      expect(rowHeight).toBeLessThanOrEqual(56);
      // The system's category and description open under its name.
      const more = header.locator('details > span, [data-description]');
      await expect(more.first()).toBeHidden();
      await expect(more.last()).toBeHidden();
      await header.locator('summary').click();
      await expect(more.first()).toBeVisible();
      await expect(more.last()).toBeVisible();
      const opened = (await header.textContent()) ?? '';
      expect(Object.values(t.categories).some((category) => opened.includes(category.name))).toBe(true);
      expect(((await more.last().textContent()) ?? '').length).toBeGreaterThan(40);
      // The category chips are one row that scrolls sideways, not rows of buttons.
      const chips = page.getByRole('group', { name: t.filterLabel }).getByRole('button');
      const tops = new Set(await chips.evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top))));
      expect(tops.size).toBe(1);
    });

    test(`at 390 px a stat row's labels run to three lines at most: hotels (${locale})`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(`/${locale}/hotels/`);
      await renderWholePage(page);
      const lines = await page.locator('section', { has: page.locator('#hotel-stats') }).locator('[data-stat-row] dt').evaluateAll((labels) =>
        labels.map((dt) => Math.round(dt.getBoundingClientRect().height / parseFloat(getComputedStyle(dt).lineHeight))),
      );
      expect(lines.length).toBeGreaterThan(1);
      expect(Math.max(...lines)).toBeLessThanOrEqual(3);
    });
  }

  test('sets of cards are sideways rows that snap on a phone, named and scrollable by keyboard, and grids from 768 px', async ({ page }) => {
    const t = messages.en;
    await page.setViewportSize(PHONE);
    await page.goto('/en/');
    await renderWholePage(page);
    const row = page.getByRole('list', { name: t.features.title });
    await row.scrollIntoViewIfNeeded();
    await expect(row).toHaveCSS('scroll-snap-type', 'x mandatory');
    const [scrollWidth, clientWidth] = await row.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scrollWidth).toBeGreaterThan(clientWidth * 2);
    // The second card shows at the edge: the row invites a swipe.
    const second = row.getByRole('listitem').nth(1);
    const secondBox = (await second.boundingBox())!;
    expect(secondBox.x).toBeLessThan(PHONE.width);
    expect(secondBox.x + secondBox.width).toBeGreaterThan(PHONE.width);
    // By keyboard: Tab reaches the row, the arrow keys scroll it.
    await row.focus();
    await expect(row).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);

    // The hotels page's cards and steps are rows too.
    await page.goto('/en/hotels/');
    await renderWholePage(page);
    const rows = await page.locator('main .snap-row').all();
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const list of rows) {
      await expect(list).toHaveCSS('scroll-snap-type', 'x mandatory');
      expect(await list.getAttribute('tabindex')).toBe('0');
      expect(await list.evaluate((el) => !!el.getAttribute('aria-labelledby') && !!document.getElementById(el.getAttribute('aria-labelledby')!)?.textContent)).toBe(true);
    }

    // From 768 px the same list is a grid again, nothing to scroll sideways.
    await page.setViewportSize(DESKTOP);
    await page.goto('/en/');
    await renderWholePage(page);
    await expect(row).toHaveCSS('display', 'grid');
    expect(await row.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });

  test('the footer folds into two columns on a phone', async ({ page }) => {
    const t = messages.en.footer;
    await page.setViewportSize(PHONE);
    await page.goto('/en/');
    await renderWholePage(page);
    const footer = page.getByTestId('site-footer');
    const product = (await footer.getByRole('heading', { name: t.product }).boundingBox())!;
    const company = (await footer.getByRole('heading', { name: t.company }).boundingBox())!;
    expect(Math.abs(product.y - company.y)).toBeLessThan(2);
    expect(company.x).toBeGreaterThan(product.x + product.width);
    // One column was 1,400 px.
    expect((await footer.boundingBox())!.height).toBeLessThan(900);
  });
});

test.describe('navigation and the end of a page @desktop-only', () => {
  for (const locale of locales) {
    test(`from 1024 px the header shows the main links and the trial action (${locale})`, async ({ page }) => {
      const t = messages[locale];
      await page.setViewportSize({ width: 1024, height: 800 });
      await page.goto(`/${locale}/`);
      const header = page.locator('header').first();
      const nav = header.getByRole('navigation', { name: t.navigation.mainLabel });
      for (const name of [t.navigation.pricing, t.siteMenu.integrations, t.siteMenu.trust]) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
      const trial = header.getByRole('link', { name: t.navigation.getStarted, exact: true });
      await expect(trial).toBeVisible();
      await expect(trial).toHaveAttribute('href', `/${locale}/welcome/`);
      // Everything fits the bar: nothing runs past the window's edge or wraps to a second line.
      const bar = (await header.boundingBox())!;
      expect(bar.height).toBeLessThanOrEqual(72);
      expect((await trial.boundingBox())!.x + (await trial.boundingBox())!.width).toBeLessThanOrEqual(1024);
      // Below 1024 px they move into the menu.
      await page.setViewportSize({ width: 1000, height: 800 });
      await expect(trial).toBeHidden();
      await expect(header.getByRole('button', { name: t.navigation.menuOpen })).toBeVisible();
    });
  }

  for (const path of ['/en/', '/pl/hotels/', '/en/sample-calls/', '/pl/contact/', '/en/pricing/']) {
    test(`no empty band between the closing call to action and the footer on ${path}`, async ({ page }) => {
      for (const size of [PHONE, DESKTOP]) {
        await page.setViewportSize(size);
        await page.goto(path);
        await renderWholePage(page);
        const band = page.locator('main section.cta-band > div').last();
        await expect(band).toBeVisible();
        const gap = await page.evaluate(() => {
          const box = [...document.querySelectorAll('main section.cta-band > div')].pop()!.getBoundingClientRect();
          return document.querySelector('[data-testid="site-footer"]')!.getBoundingClientRect().top - box.bottom;
        });
        expect(gap, `${path} at ${size.width} px`).toBeGreaterThanOrEqual(0);
        expect(gap, `${path} at ${size.width} px`).toBeLessThanOrEqual(48);
      }
    });
  }
});

test.describe('the welcome flow in a frame of its own @desktop-only', () => {
  for (const locale of locales) {
    test(`the logo, a way back, and the wizard on the first screen at 390 and 1440 px (${locale})`, async ({ page }) => {
      const t = messages[locale];
      await answeredConsent(page);
      for (const size of [PHONE, DESKTOP]) {
        await page.setViewportSize(size);
        await page.goto(`/${locale}/welcome/`);
        const header = page.locator('header').first();
        await expect(header.getByRole('link', { name: t.navigation.home.replace('{name}', 'Vocalis') })).toHaveAttribute('href', `/${locale}/`);
        const back = header.getByRole('link', { name: t.navigation.backToSite });
        await expect(back).toBeVisible();
        await expect(back).toHaveAttribute('href', `/${locale}/`);
        // Focused: none of the site's menus.
        await expect(header.getByRole('navigation', { name: t.navigation.mainLabel })).toHaveCount(0);
        await expect(header.getByRole('button', { name: t.navigation.menuOpen })).toHaveCount(0);

        // The first step's action, and on the contact step its first field, inside the first viewport.
        const next = page.getByRole('main').getByRole('button', { name: t.welcome.next, exact: true });
        await expect(next).toBeInViewport({ ratio: 1 });
        expect((await next.boundingBox())!.y + 44, `${size.width} px`).toBeLessThanOrEqual(size.height);
        await next.click();
        const first = page.getByRole('textbox', { name: new RegExp(`^${t.welcome.fields.firstName}`) });
        await expect(first).toBeVisible();
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect(first).toBeInViewport({ ratio: 1 });

        // Below it: the language, the legal links, cookie settings.
        const footer = page.getByTestId('site-footer');
        await expect(footer.getByRole('link', { name: t.footer.privacy })).toBeVisible();
        await expect(footer.getByRole('button', { name: t.consent.settings })).toBeVisible();
      }
    });
  }
});

test.describe('the rest @desktop-only', () => {
  for (const locale of locales) {
    test(`the testimonial pager is dots named by page, not numbers (${locale})`, async ({ page }) => {
      const t = messages[locale].testimonials;
      await page.setViewportSize(PHONE);
      await page.goto(`/${locale}/`);
      const carousel = page.getByRole('region', { name: t.carouselLabel });
      await carousel.scrollIntoViewIfNeeded();
      const pager = carousel.getByRole('list', { name: t.pagerLabel });
      const dots = pager.getByRole('button');
      await expect(dots.first()).toHaveAccessibleName(t.page.replace('{page}', '1'));
      await expect(dots.first()).toHaveAttribute('aria-current', 'true');
      await expect(pager).not.toContainText(/\d/);
      // The current page's dot is drawn longer than the others.
      const widths = await dots.evaluateAll((buttons) => buttons.map((b) => b.querySelector('span')!.getBoundingClientRect().width));
      expect(widths[0]!).toBeGreaterThan(widths[1]! * 1.5);
      // The pager and both arrows on one line.
      const previous = (await carousel.getByRole('button', { name: t.previous }).boundingBox())!;
      const pagerBox = (await pager.boundingBox())!;
      expect(Math.abs(previous.y + previous.height / 2 - (pagerBox.y + pagerBox.height / 2))).toBeLessThan(4);
      // Every card still carries its "Illustrative" mark.
      for (const card of await carousel.getByRole('group').all()) await expect(card.getByTestId('illustrative')).toHaveText(t.illustrativeBadge);
    });

    test(`a video with the example id shows its drawing and leads to the call it would have shown (${locale})`, async ({ page }) => {
      const t = messages[locale].videos;
      await page.setViewportSize(PHONE);
      await page.goto(`/${locale}/`);
      await renderWholePage(page);
      // The test build configures the product tour's id and leaves the hotel demo's at the example.
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: t.hotelDemo.title }) });
      const link = card.getByRole('link', { name: messages[locale].product.dashboard.readCall });
      await expect(link).toHaveAttribute('href', `/${locale}/sample-calls/#late-booking`);
      const poster = link.locator('img');
      await poster.scrollIntoViewIfNeeded();
      await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect(card.getByRole('button', { name: t.play.replace('{title}', t.hotelDemo.title) })).toHaveCount(0);
      // Its label is one line on a phone, over the drawing's corner, not across it.
      const chip = (await link.locator('span').first().boundingBox())!;
      expect(chip.height).toBeLessThan(44);
      expect(chip.width).toBeLessThan((await poster.boundingBox())!.width * 0.75);
      // The configured one still plays, under its own title.
      await expect(page.getByRole('button', { name: t.play.replace('{title}', t.productTour.title) })).toBeVisible();
      await expect(page.getByRole('heading', { name: t.productTour.sample.title })).toHaveCount(0);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/sample-calls/#late-booking$`));
      await expect(page.locator('#late-booking')).toBeInViewport();
    });
  }

  test('dark theme: the closing band in a deep brand tone, not the brightest surface; styled checkboxes', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await page.goto('/en/');
    await renderWholePage(page);
    const colours = await page.evaluate(() => {
      const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const luminance = (value: string) => {
        const [r = 0, g = 0, b = 0] = rgb(value).map((c) => {
          const s = c / 255;
          return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const band = document.querySelector('#final-cta > div')!;
      const title = band.querySelector('h2')!;
      const body = getComputedStyle(document.body);
      return {
        band: luminance(getComputedStyle(band).backgroundColor),
        bandText: luminance(getComputedStyle(title).color),
        text: luminance(body.color),
      };
    });
    // Darker than the body text and dark enough for white text (below the 0.18 midpoint).
    expect(colours.band).toBeLessThan(colours.text);
    expect(colours.band).toBeLessThan(0.18);
    expect((colours.bandText + 0.05) / (colours.band + 0.05)).toBeGreaterThanOrEqual(4.5);

    // The consent checkbox of "Call me now" (in the panel the phone's button opens): drawn by the site, filled with the brand colour when checked.
    await page.locator('#call-me-now').evaluate((el) => (el as HTMLElement).showPopover());
    const box = page.locator('#call-me-now input[type="checkbox"]').first();
    await box.scrollIntoViewIfNeeded();
    await expect(box).toHaveCSS('appearance', 'none');
    const brand = await page.evaluate(() => {
      const probe = document.createElement('i');
      probe.style.color = 'var(--brand)';
      document.body.append(probe);
      const value = getComputedStyle(probe).color;
      probe.remove();
      return value;
    });
    await box.check();
    await expect(box).toHaveCSS('background-color', brand);
    await expect(box).toHaveCSS('border-top-color', brand);
  });
  for (const theme of ['light', 'dark'] as const) {
    test(`${theme} theme: every form field's edge stands out from what surrounds it, 3:1 or more (WCAG 1.4.11) @desktop-only`, async ({ page }) => {
      await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
      for (const path of ['/en/contact/', '/en/pricing/', '/en/integrations/']) {
        await page.goto(path);
        await renderWholePage(page);
        const ratios = await page.evaluate(() => {
          const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
          const luminance = (value: string) => {
            const [r = 0, g = 0, b = 0] = rgb(value).slice(0, 3).map((c) => {
              const s = c / 255;
              return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
            });
            return 0.2126 * r + 0.7152 * g + 0.0722 * b;
          };
          /** The first opaque background at or above an element. */
          const backdrop = (el: Element | null): string => {
            for (let node = el; node; node = node.parentElement) {
              const colour = getComputedStyle(node).backgroundColor;
              if ((rgb(colour)[3] ?? 1) > 0.5) return colour;
            }
            return 'rgb(255, 255, 255)';
          };
          const contrast = (a: string, b: string) => {
            const [x, y] = [luminance(a), luminance(b)];
            return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
          };
          const fields = [...document.querySelectorAll('main input:not([type=checkbox]):not([type=radio]):not([type=range]):not([type=hidden]), main textarea, main select')].filter(
            (el) => (el as HTMLElement).offsetParent !== null && !el.classList.contains('sr-only'),
          );
          return fields.map((el) => {
            const edge = getComputedStyle(el).borderTopColor;
            const ratio = Math.min(contrast(edge, backdrop(el)), contrast(edge, backdrop(el.parentElement)));
            return `${el.getAttribute('name') ?? el.id}: ${ratio.toFixed(2)}`;
          });
        });
        expect(ratios.length, path).toBeGreaterThan(0);
        for (const entry of ratios) expect(Number(entry.split(': ')[1]), `${path} ${entry}`).toBeGreaterThanOrEqual(3);
      }
    });
  }
});
