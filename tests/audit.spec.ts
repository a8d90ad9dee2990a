import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type ConsoleMessage, type Page, type Response } from '@playwright/test';
import { COOKIE_BANNER_DELAY_MS } from '../lib/facts/constants';
import { siteConfig } from '../lib/site';
import { englishSentences } from './english-markers';
import { messages, renderWholePage } from './helpers';
import { batches, exportedHtml, exportedPages, isOwnHost } from './site-pages';
import { strandedOneLetterWords } from './stranded-words';

// Whole-site audit (issue 9): every page exported to out/en and out/pl, at the
// width of each project (desktop 1440 px, mobile 390 px), under the real
// security headers of out/_headers (served by scripts/serve/serve.mjs). Pages run in
// batches so each worker keeps one browser and one context busy.

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const BATCHES = 6;
/** Time allowed per page (generous: the 2-core CI machine may be shared). */
const PER_PAGE_MS = 30_000;
export const screenshotDir = join(__dirname, '..', 'test-results', 'screenshots');
const SCREENSHOTS = !process.env.CI || process.env.AUDIT_SCREENSHOTS === '1';

const pages = exportedPages();

interface PageReport {
  path: string;
  problems: string[];
}

/** Console errors, page errors, CSP violations, failing own responses and third-party requests. */
function watch(page: Page, expectedStatus: number) {
  const problems: string[] = [];
  const onConsole = (msg: ConsoleMessage) => {
    if (msg.type() !== 'error') return;
    // The not-found document itself is reported by Chromium as a failed resource.
    if (expectedStatus === 404 && /status of 404/.test(msg.text()) && msg.location().url === page.url()) return;
    problems.push(`console error: ${msg.text()}`);
  };
  const onError = (error: Error) => problems.push(`uncaught exception: ${error.message}`);
  const onResponse = (response: Response) => {
    const url = response.url();
    if (!isOwnHost(url) || response.status() < 400) return;
    if (expectedStatus === 404 && response.request().isNavigationRequest()) return;
    problems.push(`HTTP ${response.status()} for ${url}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onError);
  page.on('response', onResponse);
  const stop = () => {
    page.off('console', onConsole);
    page.off('pageerror', onError);
    page.off('response', onResponse);
  };
  return { problems, stop };
}

async function collectCspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}

/** Scrolls through the page so lazy and reveal-on-scroll content is shown, then back to the top. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const step = Math.max(window.innerHeight * 0.8, 400);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      // A frame, or 250 ms when none comes: the audit keeps two tabs per worker, and Chromium may pause the
      // frames of the one it treats as hidden (a CI run waited 8 minutes here for a frame that never came).
      await new Promise((r) => {
        requestAnimationFrame(() => setTimeout(r, 30));
        setTimeout(r, 250);
      });
    }
    window.scrollTo(0, 0);
  });
}

async function auditPage(page: Page, path: string, projectName: string, expectedStatus = 200): Promise<PageReport> {
  const { problems, stop } = watch(page, expectedStatus);
  const response = await page.goto(path, { waitUntil: 'load' });
  if (response?.status() !== expectedStatus) problems.push(`status ${response?.status()} (expected ${expectedStatus})`);
  // Every check below looks at the whole page, as a visitor scrolling through it sees it.
  await renderWholePage(page);
  await scrollThrough(page);
  // Delayed UI is part of the page: wait until the consent banner's delay has passed.
  await page.waitForFunction((delay) => performance.now() > delay + 150, COOKIE_BANNER_DELAY_MS);

  const width = page.viewportSize()!.width;
  if (width <= 400) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) problems.push(`horizontal scroll at ${width} px: content ${overflow} px wider than the viewport`);
  }

  if (path.startsWith('/pl/')) {
    // Text marked up as another language (lang="en" on a link to the English version) is allowed.
    const text = await page.locator('main').first().evaluate((main: HTMLElement) => {
      let visible = main.innerText;
      for (const foreign of main.querySelectorAll<HTMLElement>('[lang]:not([lang^="pl"])')) visible = visible.replace(foreign.innerText, ' ');
      return visible;
    });
    for (const sentence of englishSentences(text, [siteConfig.name])) problems.push(`English sentence on a Polish page: "${sentence.slice(0, 120)}"`);
    // Polish typography (issue 16): no one-letter word (a, i, o, u, w, z) left at the end of a line.
    const stranded = await strandedOneLetterWords(page);
    if (stranded.length) problems.push(`${stranded.length} one-letter words end a line at ${width} px, e.g. ${stranded.slice(0, 3).join(' | ')}`);
  }

  const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).options({ resultTypes: ['violations'] }).analyze();
  for (const violation of axe.violations) {
    const targets = violation.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ');
    problems.push(`axe ${violation.id} (${violation.impact}): ${violation.help} — ${targets}`);
  }

  for (const v of await collectCspViolations(page)) problems.push(`CSP violation: ${v}`);

  // JPEG at CSS pixels, for a person to look through after a local run. They assert nothing, so CI,
  // where nobody looks at them, skips the 170 full-page captures unless AUDIT_SCREENSHOTS=1.
  if (!SCREENSHOTS) {
    stop();
    return { path, problems };
  }
  const file = join(screenshotDir, projectName, `${path.replace(/^\/|\/$/g, '').replace(/\//g, '__') || 'root'}.jpg`);
  await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: 70, scale: 'css' });
  stop();
  return { path, problems };
}

test.beforeAll(({}, testInfo) => {
  mkdirSync(join(screenshotDir, testInfo.project.name), { recursive: true });
});

test.beforeEach(async ({ context }) => {
  // Every request to a host but the site's own is recorded and aborted: nothing may
  // leave before the visitor consents (the audit never gives consent).
  await context.route(
    (url) => !isOwnHost(url.href),
    (route) => route.abort('blockedbyclient'),
  );
  await context.addInitScript(() => {
    const list: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = list;
    document.addEventListener('securitypolicyviolation', (e) => list.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`));
  });
});

test.afterAll(({}, testInfo) => {
  if (SCREENSHOTS) console.log(`Audit screenshots (${testInfo.project.name}): ${join(screenshotDir, testInfo.project.name)}`);
});

test.describe('whole-site audit', () => {
  test('discovers the pages of both languages from the export', () => {
    expect(pages.filter((p) => p.startsWith('/en/')).length).toBeGreaterThan(20);
    expect(pages.map((p) => p.replace(/^\/pl\//, '/en/'))).toEqual(expect.arrayContaining(pages.filter((p) => p.startsWith('/en/'))));
  });

  batches(pages, BATCHES).forEach((batch, index) => {
    test(`pages batch ${index + 1}/${BATCHES}: status, errors, links, axe, third parties, overflow, language, one-letter words, CSP`, async ({ context }, testInfo) => {
      test.setTimeout(60_000 + batch.length * PER_PAGE_MS);
      const thirdParty: string[] = [];
      context.on('request', (request) => {
        if (!isOwnHost(request.url())) thirdParty.push(`${request.url()} (from ${request.frame().url()})`);
      });
      // Two tabs per worker: one page's waits overlap the other's work.
      const queue = [...batch];
      const reports: PageReport[] = [];
      await Promise.all(
        [0, 1].map(async () => {
          const page = await context.newPage();
          for (let path = queue.shift(); path; path = queue.shift()) reports.push(await auditPage(page, path, testInfo.project.name));
        }),
      );
      for (const r of thirdParty) reports.push({ path: '(any)', problems: [`request to another host before consent: ${r}`] });
      expect(reports.filter((r) => r.problems.length)).toEqual([]);
    });
  });

  test('unknown addresses answer 404 with the not-found page, in its language, without errors', async ({ context }, testInfo) => {
    const cases = [
      { path: '/en/this-page-does-not-exist/', locale: 'en' },
      { path: '/pl/nie-ma-takiej-strony/', locale: 'pl' },
      { path: '/en/blog/no-such-post/', locale: 'en' },
      { path: '/pl/blog/nie-ma-takiego-wpisu/', locale: 'pl' },
    ] as const;
    test.setTimeout(60_000 + cases.length * PER_PAGE_MS);
    const page = await context.newPage();
    for (const { path, locale } of cases) {
      const report = await auditPage(page, path, testInfo.project.name, 404);
      expect(report.problems, path).toEqual([]);
      await expect(page.getByRole('heading', { level: 1, name: messages[locale].notFound.title })).toBeVisible();
    }
  });
});

test.describe('every same-origin URL on the pages resolves', () => {
  test('links, images, scripts, stylesheets, icons and fonts (each requested once)', async ({ request }, testInfo) => {
    test.setTimeout(120_000);
    const found = new Map<string, string>(); // url -> first page that uses it
    const add = (raw: string, from: string) => {
      const value = raw.replace(/&amp;/g, '&').trim();
      if (!value || /^(#|mailto:|tel:|javascript:|data:|blob:)/i.test(value)) return;
      const url = new URL(value, `http://localhost${from}`);
      if (url.hostname !== 'localhost') return;
      url.hash = '';
      if (!found.has(url.pathname + url.search)) found.set(url.pathname + url.search, from);
    };
    for (const { path, html } of exportedHtml()) {
      for (const m of html.matchAll(/\s(?:href|src|poster|data-src)="([^"]+)"/g)) add(m[1]!, path);
      for (const m of html.matchAll(/\s(?:srcset|imagesrcset|imageSrcSet)="([^"]+)"/gi)) {
        for (const candidate of m[1]!.split(',')) add(candidate.trim().split(/\s+/)[0] ?? '', path);
      }
    }
    // Fonts and images referenced by the stylesheets.
    for (const url of [...found.keys()].filter((u) => u.endsWith('.css'))) {
      const css = await (await request.get(url)).text();
      for (const m of css.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) add(m[1]!, url);
    }
    expect(found.size).toBeGreaterThan(50);
    const broken: string[] = [];
    // The URLs do not depend on the width: each project requests its half of them.
    const half = testInfo.project.name === 'mobile' ? 1 : 0;
    const list = [...found.entries()].filter((_, i) => i % 2 === half);
    for (let i = 0; i < list.length; i += 16) {
      await Promise.all(
        list.slice(i, i + 16).map(async ([url, from]) => {
          const response = await request.get(url, { maxRedirects: 3 });
          if (response.status() !== 200) broken.push(`${url} (on ${from}): ${response.status()}`);
        }),
      );
    }
    expect(broken).toEqual([]);
  });
});
