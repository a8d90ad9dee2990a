/**
 * Every page route of the site, without the locale prefix. The list drives
 * the page shells, the unprefixed redirect pages, the sitemap and the tests.
 */
export const routes = [
  '/',
  '/privacy',
  '/cookies',
  '/terms',
  '/industries',
  '/case-study',
  '/about',
  '/careers',
  '/our-story',
  '/book-demo',
  '/contact',
  '/welcome',
  '/partnership',
  '/real-estate',
  '/real-estate/florida',
  '/real-estate/florida/roi-calculator',
  '/real-estate-success-pricing',
  '/hotel-success-pricing',
  '/hotels',
  '/pricing',
  '/journey',
  '/blog',
  '/blog-md',
  '/blogMd',
  '/are-you-secretly-losing-thousands-every-month',
  '/letter',
  '/recover-175k-monthly',
  '/convai',
  '/Intelligent-Handover-Process',
  '/use-cases',
  '/integrations',
  '/trust',
  '/sample-calls',
] as const;

export type RoutePath = (typeof routes)[number];

/** Routes that are aliases of another page and must not be indexed on their own. */
export const aliasRoutes: Partial<Record<RoutePath, RoutePath>> = {
  '/blog-md': '/blog',
  '/blogMd': '/blog',
};

/**
 * Preload map (spec 2, "Navigation behaviours"): PRELOAD_DELAY_MS after arriving on
 * the key path, the listed pages are prefetched.
 */


export const preloadMap: Partial<Record<RoutePath, readonly RoutePath[]>> = {
  '/': ['/pricing', '/book-demo'],
  '/pricing': ['/book-demo', '/contact'],
  '/book-demo': ['/contact'],
  '/real-estate': ['/real-estate-success-pricing'],
  '/hotels': ['/hotels', '/are-you-secretly-losing-thousands-every-month'],
  '/are-you-secretly-losing-thousands-every-month': ['/hotels', '/book-demo'],
};

/** Strip the locale prefix and trailing slash: "/pl/pricing/" -> "/pricing". */
export function routeOf(pathname: string): string {
  const withoutLocale = pathname.replace(/^\/(en|pl)(?=\/|$)/, '');
  const trimmed = withoutLocale.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Pages to prefetch after arriving on `pathname` (locale-prefixed or not). */
export function preloadTargets(pathname: string): readonly RoutePath[] {
  return preloadMap[routeOf(pathname) as RoutePath] ?? [];
}

/** Locale-prefixed href with the trailing slash the static export uses. */
export function localeHref(locale: string, route: string): string {
  const clean = route === '/' ? '' : route.replace(/\/+$/, '');
  return `/${locale}${clean}/`;
}
