import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { locales, type Locale } from '@/i18n/routing';
import { absoluteUrl, siteConfig } from './site';
import { localeHref, aliasRoutes, type RoutePath } from './routes';
import { pages } from './pages';

const ogLocale: Record<Locale, string> = { en: 'en_US', pl: 'pl_PL' };

export interface MetadataInput {
  locale: Locale;
  /** Route without locale, e.g. "/pricing". */
  route: string;
  title: string;
  description: string;
  /** Route the canonical points at, when this page repeats another (aliases). */
  canonicalRoute?: string;
  /** Route in each language when it differs from `route` (e.g. translated blog slugs). */
  alternates?: Partial<Record<Locale, string>>;
  noindex?: boolean;
  ogType?: 'website' | 'article';
  keywords?: string[];
  /** Title used as-is, without the site name template. */
  absoluteTitle?: boolean;
}

/** The one metadata helper: every page's <head> is built here. */
export function buildMetadata(input: MetadataInput): Metadata {
  const canonicalRoute = input.canonicalRoute ?? input.route;
  const routeIn = (locale: Locale) => input.alternates?.[locale] ?? canonicalRoute;
  const canonical = absoluteUrl(localeHref(input.locale, routeIn(input.locale)));
  const languages: Record<string, string> = {};
  for (const locale of locales) languages[locale] = absoluteUrl(localeHref(locale, routeIn(locale)));
  languages['x-default'] = absoluteUrl(localeHref('en', routeIn('en')));

  return {
    title: input.absoluteTitle ? { absolute: input.title } : input.title,
    description: input.description,
    keywords: input.keywords,
    alternates: { canonical, languages },
    robots: input.noindex ? { index: false, follow: true } : undefined,
    openGraph: {
      title: input.title,
      description: input.description,
      url: canonical,
      siteName: siteConfig.name,
      type: input.ogType ?? 'website',
      locale: ogLocale[input.locale],
      alternateLocale: locales.filter((l) => l !== input.locale).map((l) => ogLocale[l]),
    },
    twitter: { card: 'summary_large_image', title: input.title, description: input.description },
    other: { language: input.locale },
  };
}

type PageProps = { params: Promise<{ locale: string }> };

/** `generateMetadata` for a route whose title and description live in `pages.<key>`. */
export function pageMetadata(route: RoutePath) {
  return async function generateMetadata({ params }: PageProps): Promise<Metadata> {
    const { locale } = (await params) as { locale: Locale };
    const { key } = pages[route];
    const t = await getTranslations({ locale, namespace: `pages.${key}` });
    return buildMetadata({
      locale,
      route,
      title: t('title', { name: siteConfig.name }),
      description: t('description', { name: siteConfig.name }),
      canonicalRoute: aliasRoutes[route],
    });
  };
}
