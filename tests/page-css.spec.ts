import { expect, test, type Page } from '@playwright/test';
import { messages, renderWholePage } from './helpers';
import { exportedHtml } from './site-pages';

// Each page inlines only the CSS rules its HTML, its flight data and the site's client code can use
// (scripts/build/prune-css.mjs), and nothing more ever loads (issue 37). A visitor must see the page
// as the whole stylesheet would draw it: every element in the same place, size, colour and
// visibility, at both widths and in both themes. The page's scripts are held back in the first
// test, so nothing but the CSS differs; the second lets them run and opens what they render.

const PAGES = [
  '/en/',
  '/pl/',
  '/en/pricing/',
  '/pl/welcome/',
  '/en/integrations/',
  '/pl/contact/',
  '/en/book-demo/',
  '/pl/blog/',
  '/pl/blog/jak-hotele-traca-rezerwacje-po-godzinach/',
  '/en/sample-calls/',
  '/pl/real-estate/florida/roi-calculator/',
  '/en/hotels/',
  '/pl/trust/',
  '/en/cookies/',
  '/en/no-such-page/',
];
const DARK = ['/en/', '/pl/welcome/', '/pl/contact/'];
const WIDTHS = [390, 1440];

/** What a person sees of every element: its box and the styles that change how it looks. */
function snapshot(page: Page) {
  return page.evaluate(() => {
    const path = (el: Element): string => {
      const parent = el.parentElement;
      if (!parent) return el.tagName.toLowerCase();
      return `${path(parent)} > ${el.tagName.toLowerCase()}:nth-child(${[...parent.children].indexOf(el) + 1})`;
    };
    const props = ['display', 'visibility', 'opacity', 'color', 'background-color', 'font-size', 'font-weight', 'border-top-width', 'border-top-color', 'box-shadow', 'transform'];
    return [...document.body.querySelectorAll('*')].map((el) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return {
        el: path(el),
        box: [box.x, box.y + window.scrollY, box.width, box.height],
        style: props.map((p) => style.getPropertyValue(p)).join(' | '),
      };
    });
  });
}

type Shot = Awaited<ReturnType<typeof snapshot>>[number];

/** Links every stylesheet the page inlined a part of, after its own rules, and waits until all have loaded. */
function addWholeStylesheet(page: Page) {
  return page.evaluate(async () => {
    const hrefs = [...document.querySelectorAll<HTMLStyleElement>('style[data-href]')].map((style) => style.dataset.href!);
    await Promise.all(
      hrefs.map((href) => {
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = href;
        const loaded = new Promise((resolve, reject) => {
          link.onload = resolve;
          link.onerror = reject;
        });
        document.head.appendChild(link);
        return loaded;
      }),
    );
    return hrefs.length;
  });
}

/** The same comparison for the elements under `root`. */
function snapshotOf(page: Page, root: string) {
  return page.locator(root).evaluateAll((roots) =>
    roots.flatMap((r) =>
      [r, ...r.querySelectorAll('*')].map((el) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        const props = ['display', 'visibility', 'opacity', 'color', 'background-color', 'font-size', 'font-weight', 'border-top-width', 'border-top-color', 'box-shadow', 'transform', 'position'];
        return { el: `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}`, box: [box.x, box.y, box.width, box.height], style: props.map((p) => style.getPropertyValue(p)).join(' | ') };
      }),
    ),
  );
}

async function atWidths(page: Page) {
  const shots: Record<number, Shot[]> = {};
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // Two frames: the new width's media queries and layout have been applied.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    shots[width] = await snapshot(page);
  }
  return shots;
}

for (const path of PAGES) {
  for (const theme of DARK.includes(path) ? ['light', 'dark'] : ['light']) {
    test(`${path} (${theme}) looks with its inline rules as the whole stylesheet draws it @desktop-only`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.addInitScript((dark) => {
        if (dark) localStorage.setItem('theme', 'dark');
      }, theme === 'dark');
      // No page code: only the stylesheet differs between the two snapshots.
      await page.route('**/_next/static/**/*.js', (route) => route.abort());
      await page.route('**/_next/static/**/*.css', (route) => route.abort());
      await page.goto(path);
      const inlined = await page.locator('style[data-href]').evaluateAll((styles) => styles.map((s) => s.textContent?.length ?? 0).reduce((a, b) => a + b, 0));
      // Nothing but the inline rules: no stylesheet is linked to load later.
      await expect(page.locator('link[rel="stylesheet"]:not([disabled])')).toHaveCount(0);
      await page.evaluate(() => document.fonts.ready);
      // Sections below the fold are laid out too, at each width (content-visibility would keep their old boxes).
      await renderWholePage(page);
      const before = await atWidths(page);

      await page.unrouteAll({ behavior: 'wait' });
      const full = await addWholeStylesheet(page);
      expect(full).toBeGreaterThan(0);
      const fullCss = await page.evaluate(() =>
        [...document.styleSheets].filter((s) => s.ownerNode instanceof HTMLLinkElement).reduce((n, s) => n + [...s.cssRules].map((r) => r.cssText).join('').length, 0),
      );
      // The page inlined a part of the stylesheet, not all of it.
      expect(inlined).toBeLessThan(fullCss * 0.7);
      const after = await atWidths(page);

      for (const width of WIDTHS) {
        // Less than a pixel apart is the same to a person (sub-pixel rounding of an SVG path's box).
        const same = (b: Shot, a: Shot | undefined) => a !== undefined && a.el === b.el && a.style === b.style && b.box.every((n, i) => Math.abs(n - a.box[i]!) < 1);
        const changed = before[width]!.flatMap((b, i) => (same(b, after[width]![i]) ? [] : [[b, after[width]![i]] as const])).map(([b, a]) => {
          const box = (s?: Shot) => s?.box.map((n) => n.toFixed(1)).join(',');
          return `${b.el}\n  before: ${box(b)} ${b.style}\n  after:  ${box(a)} ${a?.style}`;
        });
        expect(after[width]!.length, `elements at ${width} px`).toBe(before[width]!.length);
        expect(changed.slice(0, 5).join('\n'), `elements that changed at ${width} px`).toBe('');
      }
    });
  }
}

test('every page arrives with its content in place, none streamed out of order behind a script @desktop-only', () => {
  // A Suspense boundary the prerender completes late is sent after the page, hidden
  // (<div hidden id="S:0">) until a script moves it into a <template id="B:0"> slot:
  // without JavaScript, and until the scripts run, that part of the page is missing.
  // Parts that hydrate later use <Activity> (components/ui/HydrateLater.tsx) instead.
  const pages = exportedHtml();
  expect(pages.length).toBeGreaterThan(50);
  for (const { path, html } of pages) {
    expect(html, path).not.toMatch(/<template id="B:\d+"|<div hidden id="S:\d+"|\$RC\(/);
  }
  // The FAQ hydrates in its own pass; its HTML sits where the list is, right after the heading.
  const pricing = pages.find((p) => p.path === '/en/pricing/')!.html;
  expect(pricing).toMatch(/id="pricing-faq"[^]{0,300}<!--&--><div class="divide-y/);
});

// What the page's code renders after it loads (the consent banner, the preferences dialog and the
// phone menu's links) was never in the HTML: its rules must be inline too, from the client code's
// class names and the page's flight data.
async function clientParts(page: Page, locale: 'en' | 'pl', whole: boolean) {
  await page.goto(`/${locale}/pricing/`);
  await expect(page.locator('link[rel="stylesheet"]:not([disabled])')).toHaveCount(0);
  if (whole) await addWholeStylesheet(page);
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();
  const banner0 = await snapshotOf(page, '[data-testid="cookie-banner"]');
  await banner.getByRole('button', { name: messages[locale].consent.customize }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const dialog0 = await snapshotOf(page, 'dialog[open], [role="dialog"]');
  await dialog.getByRole('button', { name: messages[locale].consent.cancel }).click();
  await banner.getByRole('button', { name: messages[locale].consent.decline }).click();
  await expect(banner).toBeHidden();
  // The phone menu's links are rendered only while it is open, from the page's flight data.
  const toggle = page.getByRole('button', { name: messages[locale].navigation.menuOpen });
  const menu = `[id="${await toggle.getAttribute('aria-controls')}"]`;
  await toggle.click();
  await expect(page.locator(menu).getByRole('link').first()).toBeVisible();
  return { banner: banner0, dialog: dialog0, menu: await snapshotOf(page, menu) };
}

for (const locale of ['en', 'pl'] as const) {
  test(`${locale}: the consent banner, the cookie preferences and the phone menu look with the inline rules as the whole stylesheet draws them @desktop-only`, async ({ page, context }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 390, height: 844 });
    const inline = await clientParts(page, locale, false);
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    const whole = await clientParts(page, locale, true);
    for (const name of ['banner', 'dialog', 'menu'] as const) {
      type Part = (typeof inline)[typeof name][number];
      const same = (b: Part, a?: Part) => a !== undefined && a.el === b.el && a.style === b.style && b.box.every((n, i) => Math.abs(n - a.box[i]!) < 1);
      const changed = inline[name].flatMap((b, i) => (same(b, whole[name][i]) ? [] : [`${b.el}\n  inline: ${b.box.join(',')} ${b.style}\n  whole:  ${whole[name][i]?.box.join(',')} ${whole[name][i]?.style}`]));
      expect(inline[name].length, name).toBeGreaterThan(3);
      expect(changed.slice(0, 5).join('\n'), `${name}: elements that changed`).toBe('');
    }
  });
}
