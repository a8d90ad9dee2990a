import { expect, test, type Page } from '@playwright/test';
import { locales, messages, readyForGesture } from './helpers';

// Header Solutions menu, the phone menu over a dimmed and locked page, the footer's
// links and the testimonial swipe (issue 16, "Finding your way").

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', '');

/** What a screen reader is told about the menu button: Chromium's accessibility tree (a disclosure button with an expanded state). */
async function announced(page: Page, name: string) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  const node = nodes.find((n) => n.name?.value === name && n.role?.value === 'DisclosureTriangle');
  return { role: node?.role?.value, expanded: node?.properties?.find((property) => property.name === 'expanded')?.value.value };
}

test.describe('Solutions menu @desktop-only', () => {
  for (const locale of locales) {
    test(`opens, is walked and closes by keyboard (${locale})`, async ({ page }) => {
      const t = messages[locale].siteMenu;
      await page.goto(`/${locale}/pricing/`);
      await hydrated(page);
      const header = page.locator('header').first();
      const summary = header.locator('summary', { hasText: t.solutions });
      const menu = header.locator('details[data-nav-menu]');
      const hotels = header.getByRole('link', { name: new RegExp(`^${t.hotels}`) });
      await expect(hotels).toBeHidden();

      // Tab from the logo reaches the menu button; Enter opens it and says so.
      await header.getByRole('link', { name: messages[locale].navigation.home.replace('{name}', 'Vocalis') }).focus();
      await page.keyboard.press('Tab');
      await expect(summary).toBeFocused();
      expect(await announced(page, t.solutions)).toEqual({ role: 'DisclosureTriangle', expanded: false });
      await page.keyboard.press('Enter');
      await expect(menu).toHaveAttribute('open', '');
      expect(await announced(page, t.solutions)).toEqual({ role: 'DisclosureTriangle', expanded: true });

      // The links follow in order, each with its destination in this language.
      const targets = [
        [t.hotels, `/${locale}/hotels/`],
        [t.realEstate, `/${locale}/real-estate/`],
        [t.otherIndustries, `/${locale}/industries/`],
        [t.sampleCalls, `/${locale}/sample-calls/`],
      ] as const;
      for (const [name, href] of targets) {
        await page.keyboard.press('Tab');
        const link = header.getByRole('link', { name: new RegExp(`^${name}`) });
        await expect(link).toBeFocused();
        await expect(link).toHaveAttribute('href', href);
      }

      // Escape closes it and puts focus back on its button; Space opens it again.
      await page.keyboard.press('Escape');
      await expect(menu).not.toHaveAttribute('open');
      await expect(summary).toBeFocused();
      expect((await announced(page, t.solutions)).expanded).toBe(false);
      await page.keyboard.press(' ');
      await expect(hotels).toBeVisible();

      // Tabbing past the last link closes it: focus is on Integrations, the menu is gone.
      for (let i = 0; i < targets.length + 1; i++) await page.keyboard.press('Tab');
      await expect(header.getByRole('link', { name: t.integrations, exact: true })).toBeFocused();
      await expect(hotels).toBeHidden();

      // A click elsewhere closes it too.
      await summary.click();
      await expect(hotels).toBeVisible();
      await page.mouse.click(10, 600);
      await expect(hotels).toBeHidden();

      // Integrations and Trust sit beside it.
      await expect(header.getByRole('link', { name: t.integrations, exact: true })).toHaveAttribute('href', `/${locale}/integrations/`);
      await expect(header.getByRole('link', { name: t.trust, exact: true })).toHaveAttribute('href', `/${locale}/trust/`);
    });
  }

  test('works before any script has loaded (a native disclosure)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto('/en/');
    const t = messages.en.siteMenu;
    await page.locator('header summary', { hasText: t.solutions }).click();
    await expect(page.locator('header').getByRole('link', { name: new RegExp(`^${t.realEstate}`) })).toBeVisible();
    await context.close();
  });
});

test.describe('phone menu', () => {
  test('dims the page behind it, locks its scrolling and closes when the dimmed page is pressed', async ({ page }) => {
    // The menu button shows below 1280 px: the desktop project checks it at 1279 px.
    if (page.viewportSize()!.width >= 1280) await page.setViewportSize({ width: 1279, height: 800 });
    const t = messages.en;
    // A visitor who has answered the cookie banner (the banner would sit over the dimmed page).
    await page.addInitScript(() =>
      window.localStorage.setItem('cookieConsent', JSON.stringify({ necessary: true, functional: false, analytics: false, advertising: false, accepted: false, declined: true })),
    );
    await page.goto('/en/hotels/');
    await hydrated(page);
    const main = page.getByRole('main');
    await page.getByRole('button', { name: t.navigation.menuOpen }).click();
    const menu = page.getByRole('navigation', { name: t.navigation.menuLabel });
    await expect(menu).toBeVisible();

    // The Solutions group comes first, then Integrations, Pricing and Trust.
    await expect(menu.getByRole('list', { name: t.siteMenu.solutions }).getByRole('link')).toHaveText([t.siteMenu.hotels, t.siteMenu.realEstate, t.siteMenu.otherIndustries, t.siteMenu.sampleCalls]);
    for (const name of [t.siteMenu.integrations, t.navigation.pricing, t.siteMenu.trust]) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();

    // Dimmed: a dark layer covers the page below the header.
    const backdrop = page.getByTestId('menu-backdrop');
    await expect(backdrop).toBeVisible();
    expect(await backdrop.evaluate((el) => getComputedStyle(el).backgroundColor)).toMatch(/rgba?\(.*0\.55\)|oklab|color/);

    // Locked: the wheel does not scroll the page, and the page behind cannot be reached by Tab or a screen reader.
    await page.mouse.move(20, page.viewportSize()!.height - 5);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(300); // let a scroll that should not happen have its chance
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
    await expect(main).toHaveAttribute('inert', '');
    await expect(page.getByTestId('site-footer')).toHaveAttribute('inert', '');

    // Pressing the dimmed page (below the menu) closes the menu and gives the page back.
    const panelBottom = (await menu.boundingBox())!.y + (await menu.boundingBox())!.height;
    expect(panelBottom).toBeLessThan(page.viewportSize()!.height - 20);
    await page.mouse.click(20, (panelBottom + page.viewportSize()!.height) / 2);
    await expect(menu).toBeHidden();
    await expect(backdrop).toHaveCount(0);
    await expect(main).not.toHaveAttribute('inert');
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('lists the solutions in Polish on Polish pages', async ({ page }) => {
    if (page.viewportSize()!.width >= 1280) await page.setViewportSize({ width: 1279, height: 800 });
    const t = messages.pl;
    await page.goto('/pl/');
    await page.getByRole('button', { name: t.navigation.menuOpen }).click();
    const group = page.getByRole('navigation', { name: t.navigation.menuLabel }).getByRole('list', { name: t.siteMenu.solutions });
    await expect(group.getByRole('link', { name: t.siteMenu.realEstate })).toHaveAttribute('href', '/pl/real-estate/');
    await expect(group.getByRole('link', { name: t.siteMenu.sampleCalls })).toHaveAttribute('href', '/pl/sample-calls/');
  });

  test('before a cookie choice, the banner steps aside while the menu is open and comes back when it closes', async ({ page }) => {
    if (page.viewportSize()!.width >= 1280) await page.setViewportSize({ width: 1279, height: 800 });
    const t = messages.pl;
    await page.goto('/pl/');
    await hydrated(page);
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();

    await page.getByRole('button', { name: t.navigation.menuOpen }).click();
    const menu = page.getByRole('navigation', { name: t.navigation.menuLabel });
    await expect(menu).toBeVisible();
    await expect(banner).toBeHidden();
    // Nothing covers the menu: the point under its last link is that link.
    const last = menu.getByRole('link').last();
    await last.scrollIntoViewIfNeeded();
    expect(await last.evaluate((link) => {
      const box = link.getBoundingClientRect();
      return link.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    })).toBe(true);
    // Tab from the menu never reaches the banner's buttons behind it.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await banner.evaluate((el) => el.contains(document.activeElement))).toBe(false);
    }

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: t.consent.acceptAll })).toBeVisible();
  });
});

test.describe('footer @desktop-only', () => {
  for (const locale of locales) {
    test(`links Contact, Integrations, Trust and Partnership (${locale})`, async ({ page }) => {
      const t = messages[locale];
      await page.goto(`/${locale}/`);
      const footer = page.getByTestId('site-footer');
      const expected = [
        [t.footerLinks.contact, 'contact'],
        [t.footerLinks.integrations, 'integrations'],
        [t.footer.trust, 'trust'],
        [t.footerLinks.partnership, 'partnership'],
        [t.footerLinks.sampleCalls, 'sample-calls'],
      ] as const;
      for (const [name, route] of expected) await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', `/${locale}/${route}/`);
    });
  }
});

test.describe('testimonial carousel', () => {
  test('follows a swipe: left for the next cards, right to come back, not a vertical scroll', async ({ page }) => {
    await page.goto('/en/');
    await hydrated(page);
    const track = page.getByRole('region', { name: messages.en.testimonials.carouselLabel }).getByTestId('carousel-track');
    await readyForGesture(page, track);
    const shown = () => track.locator(':scope > [aria-roledescription="slide"]:visible').evaluateAll((slides) => slides.map((s) => s.getAttribute('aria-label')));
    const first = await shown();
    expect(first.length).toBeGreaterThan(0);

    const cdp = await page.context().newCDPSession(page);
    const swipe = async (dx: number, dy: number) => {
      const box = (await track.boundingBox())!;
      const x = box.x + box.width / 2;
      const y = box.y + Math.min(box.height / 2, 120);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      for (let step = 1; step <= 6; step++) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * step) / 6, y: y + (dy * step) / 6 }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };

    await swipe(-160, 8);
    await expect.poll(shown).not.toEqual(first);
    const second = await shown();
    expect(second).not.toContain(first[0]);

    await swipe(160, -6);
    await expect.poll(shown).toEqual(first);

    // A mostly vertical movement is the page scrolling, not a swipe.
    await swipe(-50, 140);
    await expect.poll(shown).toEqual(first);
  });
});
