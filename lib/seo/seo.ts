/**
 * Page data for search engines and sharing: which pages are indexable, where
 * each page's Open Graph image lives, the sitemap entries and the breadcrumb
 * trail. The metadata helper, the sitemap, llms.txt and the Open Graph image
 * route all read this file, so they never disagree.
 */
import type { MetadataRoute } from 'next';
import { defaultLocale, locales, type Locale } from '@/i18n/routing';
import { absoluteUrl } from '../site';
import { aliasRoutes, localeHref, routes, type RoutePath } from '../facts/routes';
import { pages, type PageKey } from '../facts/pages';

/** Open Graph image size (the 1.91:1 card every network shows). */
export const ogImageSize = { width: 1200, height: 630 } as const;

/** Routes with a page of their own: every route except the aliases. */
export const indexableRoutes: readonly RoutePath[] = routes.filter((route) => !aliasRoutes[route]);

/** The page key of a route, or of the nearest parent page ("/blog/x" -> blog; aliases -> their target). */
export function pageKeyOf(route: string): PageKey {
  let current = route.replace(/\/+$/, '') || '/';
  for (;;) {
    const target = (aliasRoutes[current as RoutePath] ?? current) as RoutePath;
    if (pages[target] || current === '/') return pages[target].key;
    current = current.slice(0, current.lastIndexOf('/')) || '/';
  }
}

/** Page keys that get an Open Graph image: one per indexable page. */
export const ogImageKeys: readonly PageKey[] = indexableRoutes.map((route) => pages[route].key);

/**
 * Path of the Open Graph image for a route: its own image, or its section's
 * (a blog post without its own image shares the blog's).
 */
export function ogImagePath(locale: Locale, route: string): string {
  return `/og/${locale}/${pageKeyOf(route)}.png`;
}

/**
 * Absolute URLs of one page in each language it exists in, plus x-default
 * (English, or the only language of a one-language page).
 */
export function languageAlternates(routeIn: Partial<Record<Locale, string>>): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of locales) {
    const route = routeIn[locale];
    if (route !== undefined) languages[locale] = absoluteUrl(localeHref(locale, route));
  }
  const fallback = routeIn[defaultLocale] !== undefined ? defaultLocale : locales.find((l) => routeIn[l] !== undefined);
  if (fallback) languages['x-default'] = languages[fallback] as string;
  return languages;
}

export interface SitemapPage {
  /** The page's route in each language it exists in (the same route unless slugs are translated). */
  routes: Partial<Record<Locale, string>>;
  /** Real last-change date (posts); omitted for pages, never "now". */
  lastModified?: string | Date;
}

/** One sitemap entry per language of a page, each listing all its alternates. */
export function sitemapEntries(page: SitemapPage): MetadataRoute.Sitemap {
  const languages = languageAlternates(page.routes);
  return locales.flatMap((locale) => {
    const route = page.routes[locale];
    if (route === undefined) return [];
    return [
      {
        url: absoluteUrl(localeHref(locale, route)),
        ...(page.lastModified ? { lastModified: page.lastModified } : {}),
        alternates: { languages },
      },
    ];
  });
}

/** The same route in every language. */
export function sameRoute(route: string): Record<Locale, string> {
  return Object.fromEntries(locales.map((locale) => [locale, route])) as Record<Locale, string>;
}

/**
 * Breadcrumb trail of an inner page: Home, then each parent route that is a
 * page, then the page itself ("/real-estate/florida" -> Home › Real estate ›
 * Florida). Empty for the home page.
 */
export function breadcrumbRoutes(route: string): RoutePath[] {
  const clean = route.replace(/\/+$/, '') || '/';
  if (clean === '/') return [];
  const trail: RoutePath[] = ['/'];
  const parts = clean.split('/').filter(Boolean);
  for (let i = 1; i <= parts.length; i += 1) {
    const candidate = `/${parts.slice(0, i).join('/')}` as RoutePath;
    if (pages[candidate]) trail.push(candidate);
  }
  return trail;
}

/** Brand and page colours for the manifest, the theme-color meta and the generated images (app/globals.css). */
export const themeColor = { brand: '#4338ca', brandDeep: '#312e81', light: '#ffffff', dark: '#0b1020' } as const;
