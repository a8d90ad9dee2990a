import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { expect, test } from '@playwright/test';
import { aliasRoutes, localeHref, routes } from '../lib/facts/routes';
import { siteConfig } from '../lib/site';
import { locales, messages } from './helpers';

// Search engines read the exported HTML without running JavaScript, so these
// checks read the files in out/ (built by `npm run build` before Playwright).

const out = join(__dirname, '..', 'out');
const origin = siteConfig.origin;
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const knownTypes = new Set(['Organization', 'BreadcrumbList', 'Product', 'FAQPage', 'BlogPosting', 'Blog', 'WebSite', 'WebPage', 'ItemList', 'VideoObject', 'HowTo', 'Service', 'SoftwareApplication']);

interface Page {
  /** URL path of the exported page, e.g. "/en/pricing/". */
  path: string;
  locale: string;
  html: string;
}

function exportedPages(): Page[] {
  if (!existsSync(join(out, 'en', 'index.html'))) {
    throw new Error('out/ has no exported site: run `npm run build` before the browser tests.');
  }
  const found: Page[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      // The editors' CMS is no page of the site (noindex; tests/services/cms.spec.ts checks it).
      if (full === join(out, 'admin')) continue;
      if (statSync(full).isDirectory()) walk(full);
      else if (name === 'index.html') {
        const rel = relative(out, dir).split(sep).join('/');
        const path = rel ? `/${rel}/` : '/';
        found.push({ path, locale: path.split('/')[1] ?? '', html: readFileSync(full, 'utf8') });
      }
    }
  };
  walk(out);
  return found;
}

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const all = (html: string, re: RegExp) => [...html.matchAll(re)].map((m) => decode(m[1] ?? ''));
const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
const metaName = (html: string, name: string) => all(head(html), new RegExp(`<meta name="${name}" content="([^"]*)"`, 'g'));
const metaProperty = (html: string, property: string) => all(head(html), new RegExp(`<meta property="${property}" content="([^"]*)"`, 'g'));
const canonicals = (html: string) => all(head(html), /<link rel="canonical" href="([^"]*)"/g);
const alternates = (html: string) =>
  Object.fromEntries([...head(html).matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]));
const jsonLd = (html: string) => all(html, /<script type="application\/ld\+json">(.*?)<\/script>/gs);
const isNoindex = (html: string) => metaName(html, 'robots').some((v) => v.includes('noindex'));
const isPng = (file: string) => existsSync(file) && PNG_MAGIC.every((byte, i) => readFileSync(file)[i] === byte);

const pages = exportedPages();
const localized = pages.filter((p) => (locales as readonly string[]).includes(p.locale));
const indexable = localized.filter((p) => !isNoindex(p.html));
const aliasPaths = new Set(locales.flatMap((l) => Object.keys(aliasRoutes).map((r) => localeHref(l, r))));

test.describe('exported pages: head metadata @desktop-only', () => {
  test('every route is exported in both languages; only aliases are noindex', () => {
    expect(localized.length).toBeGreaterThanOrEqual(routes.length * locales.length);
    for (const locale of locales) for (const route of routes) expect(localized.map((p) => p.path)).toContain(localeHref(locale, route));
    const noindex = localized.filter((p) => isNoindex(p.html)).map((p) => p.path);
    for (const path of aliasPaths) expect(noindex).toContain(path);
    for (const path of noindex) expect([...aliasPaths].some((alias) => path.startsWith(alias)), `${path} is noindex`).toBe(true);
  });

  test('each page has exactly one title, description and canonical, in its language', () => {
    for (const { path, locale, html } of localized) {
      expect(all(head(html), /<title>([^<]*)<\/title>/g), path).toHaveLength(1);
      const [description] = metaName(html, 'description');
      expect(metaName(html, 'description'), path).toHaveLength(1);
      expect(description?.length ?? 0, path).toBeGreaterThan(50);
      expect(canonicals(html), path).toHaveLength(1);
      expect(canonicals(html)[0], path).toMatch(new RegExp(`^${origin}/${locale}/`));
      expect(html, path).toMatch(new RegExp(`<html lang="${locale}"`));
      expect(metaName(html, 'language'), path).toEqual([locale]);
      expect(metaName(html, 'keywords')[0]?.split(',').length ?? 0, path).toBeGreaterThanOrEqual(3);
    }
  });

  test('indexable pages are their own canonical, with reciprocal en/pl/x-default alternates', () => {
    const byUrl = new Map(localized.map((p) => [`${origin}${p.path}`, p]));
    for (const { path, locale, html } of indexable) {
      const self = `${origin}${path}`;
      expect(canonicals(html)[0], path).toBe(self);
      const alt = alternates(html);
      // Every page of the site exists in both languages (a one-language post would list only its own).
      if (!path.includes('/blog/')) expect(Object.keys(alt).sort(), path).toEqual(['en', 'pl', 'x-default']);
      expect(alt[locale], path).toBe(self);
      expect(alt['x-default'], path).toBe(alt.en ?? self);
      for (const other of locales.filter((l) => alt[l])) {
        const target = byUrl.get(alt[other] ?? '');
        expect(target, `${path} -> ${other}`).toBeDefined();
        expect(alternates(target?.html ?? '')[locale], `${alt[other]} points back at ${path}`).toBe(self);
      }
    }
  });

  test('no two indexable pages share a title or a description', () => {
    const titles = indexable.map((p) => all(head(p.html), /<title>([^<]*)<\/title>/g)[0]);
    const descriptions = indexable.map((p) => metaName(p.html, 'description')[0]);
    expect(new Set(titles).size).toBe(indexable.length);
    expect(new Set(descriptions).size).toBe(indexable.length);
  });

  test('alias pages point their canonical at the blog; redirect and not-found pages are noindex', () => {
    for (const path of aliasPaths) {
      const page = localized.find((p) => p.path === path);
      expect(canonicals(page?.html ?? ''), path).toEqual([`${origin}/${page?.locale}/blog/`]);
    }
    const redirects = pages.filter((p) => !(locales as readonly string[]).includes(p.locale));
    expect(redirects.length).toBeGreaterThanOrEqual(routes.length);
    for (const { path, html } of redirects) expect(isNoindex(html), path).toBe(true);
    expect(isNoindex(readFileSync(join(out, '404.html'), 'utf8'))).toBe(true);
  });
});

test.describe('exported pages: sharing @desktop-only', () => {
  test('Open Graph and Twitter cards carry the page, its locale and an absolute PNG image that exists', () => {
    for (const { path, locale, html } of localized) {
      expect(metaProperty(html, 'og:title'), path).toHaveLength(1);
      expect(metaProperty(html, 'og:description'), path).toHaveLength(1);
      expect(metaProperty(html, 'og:locale'), path).toEqual([locale === 'pl' ? 'pl_PL' : 'en_US']);
      expect(metaProperty(html, 'og:url'), path).toEqual(canonicals(html));
      const [image] = metaProperty(html, 'og:image');
      expect(image, path).toMatch(new RegExp(`^${origin}/og/${locale}/(?:\\w+|blog/[\\w-]+)\\.png$`));
      expect(isPng(join(out, (image ?? '').slice(origin.length))), `${image} is a PNG file in out/`).toBe(true);
      expect(metaName(html, 'twitter:card'), path).toEqual(['summary_large_image']);
      expect(metaName(html, 'twitter:image'), path).toEqual([image]);
    }
  });

  test('the Open Graph image is served as image/png', async ({ request }) => {
    const response = await request.get('/og/pl/pricing.png');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  });

  test('favicons, Apple touch icon and the web app manifest exist', () => {
    const home = localized.find((p) => p.path === '/en/')?.html ?? '';
    expect(home).toMatch(/<link rel="icon" href="\/icon\.svg[^"]*"[^>]*type="image\/svg\+xml"/);
    expect(home).toMatch(/<link rel="icon" href="\/icon\.png[^"]*"[^>]*type="image\/png"/);
    expect(home).toMatch(/<link rel="apple-touch-icon" href="\/apple-icon\.png/);
    expect(home).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    expect(home).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}"/);
    const manifest = JSON.parse(readFileSync(join(out, 'manifest.webmanifest'), 'utf8')) as { name: string; theme_color: string; icons: { src: string; type: string }[] };
    expect(manifest.name).toBe(siteConfig.name);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    for (const icon of manifest.icons.filter((i) => i.type === 'image/png')) expect(isPng(join(out, icon.src)), icon.src).toBe(true);
    for (const file of ['icon.png', 'apple-icon.png', 'icon-192.png', 'icon-512.png']) expect(isPng(join(out, file)), file).toBe(true);
  });
});

test.describe('exported pages: structured data @desktop-only', () => {
  // Spec 3's Organization structured data, on the home page in each language: search engines
  // read it there, and repeated on every page it was 2 KB of each document.
  test('every JSON-LD block parses and has a known type; the Organization is on each home page and nowhere else', () => {
    const homes = new Set(locales.map((locale) => `/${locale}/`));
    for (const { path, html } of localized) {
      const blocks = jsonLd(html).map((text) => JSON.parse(text) as Record<string, unknown>);
      for (const block of blocks) {
        expect(block['@context'], path).toBe('https://schema.org');
        expect(knownTypes, `${path}: ${String(block['@type'])}`).toContain(block['@type']);
      }
      const organizations = blocks.filter((b) => b['@type'] === 'Organization');
      if (!homes.has(path)) {
        expect(organizations, path).toHaveLength(0);
        continue;
      }
      expect(organizations, path).toHaveLength(1);
      expect(organizations[0], path).toMatchObject({
        name: siteConfig.name,
        url: origin,
        sameAs: Object.values(siteConfig.social),
        contactPoint: { contactType: 'customer service', availableLanguage: ['English', 'Polish'] },
      });
      expect((organizations[0]?.makesOffer as unknown[]).length, path).toBeGreaterThan(0);
    }
    expect(localized.filter(({ path }) => homes.has(path)).map(({ path }) => path).sort()).toEqual([...homes].sort());
  });

  test('inner pages have one BreadcrumbList ending at the page; the home page has none', () => {
    for (const { path, locale, html } of localized) {
      const lists = jsonLd(html).map((t) => JSON.parse(t) as { '@type': string; itemListElement: { position: number; name: string; item: string }[] }).filter((b) => b['@type'] === 'BreadcrumbList');
      if (path === `/${locale}/`) {
        expect(lists, path).toHaveLength(0);
        continue;
      }
      expect(lists, path).toHaveLength(1);
      const items = lists[0]?.itemListElement ?? [];
      expect(items[0], path).toMatchObject({ position: 1, item: `${origin}/${locale}/` });
      // Alias addresses (/blog-md, /blogMd) repeat a page: their trail ends at the canonical page.
      expect(items.at(-1)?.item, path).toBe(canonicals(html)[0]);
      expect(items.map((i) => i.position), path).toEqual(items.map((_, i) => i + 1));
    }
  });

  test('the pricing page describes the plans as a Product with Offers in the page’s currency', () => {
    for (const locale of locales) {
      const html = localized.find((p) => p.path === `/${locale}/pricing/`)?.html ?? '';
      const products = jsonLd(html).map((t) => JSON.parse(t) as { '@type': string; offers: { price: number; priceCurrency: string }[] }).filter((b) => b['@type'] === 'Product');
      expect(products, locale).toHaveLength(1);
      expect(products[0]?.offers.length, locale).toBeGreaterThanOrEqual(4);
      for (const offer of products[0]?.offers ?? []) expect(offer.priceCurrency).toBe(locale === 'pl' ? 'PLN' : 'USD');
    }
  });
});

test.describe('crawler files @desktop-only', () => {
  const sitemap = () => readFileSync(join(out, 'sitemap.xml'), 'utf8');

  test('sitemap.xml lists exactly the indexable pages, each with its alternates', () => {
    const xml = sitemap();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(urls.sort()).toEqual(indexable.map((p) => `${origin}${p.path}`).sort());
    expect(urls.some((u) => !/^https?:\/\/[^/]+\/(en|pl)\//.test(u ?? ''))).toBe(false);
    for (const alias of aliasPaths) expect(urls).not.toContain(`${origin}${alias}`);
    for (const entry of xml.split('<url>').slice(1)) {
      const loc = /<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? '';
      const lang = /^https?:\/\/[^/]+\/(en|pl)\//.exec(loc)?.[1];
      expect(entry, loc).toContain(`hreflang="${lang}" href="${loc}"`);
      expect(entry, loc).toContain('hreflang="x-default"');
      if (!loc.includes('/blog/')) for (const l of locales) expect(entry, loc).toContain(`hreflang="${l}"`);
    }
    // Pages carry no date (no "now" that changes every build); only posts may.
    const routeUrls = new Set(locales.flatMap((l) => routes.map((r) => `${origin}${localeHref(l, r)}`)));
    for (const entry of xml.split('<url>').slice(1)) {
      const loc = /<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? '';
      if (routeUrls.has(loc)) expect(entry, loc).not.toContain('<lastmod>');
    }
  });

  test('robots.txt allows crawling and names the sitemap', () => {
    const robots = readFileSync(join(out, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/User-Agent: \*/i);
    expect(robots).not.toMatch(/Disallow: \/\s*$/m);
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  test('llms.txt maps every indexable page in both languages', () => {
    const text = readFileSync(join(out, 'llms.txt'), 'utf8');
    expect(text.startsWith(`# ${siteConfig.name}\n`)).toBe(true);
    for (const p of indexable) expect(text).toContain(`](${origin}${p.path})`);
    expect(text).toContain(messages.pl.pages.pricing.title);
    expect(text).toContain(`${origin}/sitemap.xml`);
  });
});
