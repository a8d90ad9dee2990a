import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { locales, type Locale } from '@/i18n/routing';
import { absoluteUrl, siteConfig } from '../site';
import { localeHref, aliasRoutes, type RoutePath } from '../facts/routes';
import { pages, type PageKey } from '../facts/pages';
import { languageAlternates, ogImagePath, ogImageSize, sameRoute } from './seo';

export const ogLocale: Record<Locale, string> = { en: 'en_US', pl: 'pl_PL' };

export interface MetadataInput {
  locale: Locale;
  /** Route without locale, e.g. "/pricing". */
  route: string;
  title: string;
  description: string;
  /** Route the canonical points at, when this page repeats another (aliases). Such pages are noindex. */
  canonicalRoute?: string;
  /**
   * Route in each language when it differs from `route` (translated blog slugs).
   * A language left out has no version of this page and gets no alternate link.
   */
  alternates?: Partial<Record<Locale, string>>;
  /** Defaults to true when `canonicalRoute` points elsewhere (an alias). */
  noindex?: boolean;
  ogType?: 'website' | 'article';
  keywords?: string[];
  /** Open Graph image path on this site (default: the page's or its section's generated image, lib/seo/seo.ts). */
  ogImage?: string;
  /** Alternative text of the Open Graph image (default: the title). */
  ogImageAlt?: string;
  /** Title used as-is, without the site name template. */
  absoluteTitle?: boolean;
  /** Article dates (ISO), for posts. */
  publishedTime?: string;
  modifiedTime?: string;
}

/** The one metadata helper: every page's <head> is built here. */
export function buildMetadata(input: MetadataInput): Metadata {
  const canonicalRoute = input.canonicalRoute ?? input.route;
  const routes: Partial<Record<Locale, string>> = input.alternates
    ? { ...input.alternates, [input.locale]: input.alternates[input.locale] ?? canonicalRoute }
    : sameRoute(canonicalRoute);
  const canonical = absoluteUrl(localeHref(input.locale, routes[input.locale] ?? canonicalRoute));
  const languages = languageAlternates(routes);
  const noindex = input.noindex ?? canonicalRoute !== input.route;
  const image = {
    url: absoluteUrl(input.ogImage ?? ogImagePath(input.locale, canonicalRoute)),
    width: ogImageSize.width,
    height: ogImageSize.height,
    alt: input.ogImageAlt ?? input.title,
    type: 'image/png',
  };

  return {
    title: input.absoluteTitle ? { absolute: input.title } : input.title,
    description: input.description,
    keywords: input.keywords,
    alternates: { canonical, languages },
    robots: noindex ? { index: false, follow: true } : { index: true, follow: true },
    openGraph: {
      title: input.title,
      description: input.description,
      url: canonical,
      siteName: siteConfig.name,
      type: input.ogType ?? 'website',
      locale: ogLocale[input.locale],
      alternateLocale: locales.filter((l) => l !== input.locale).map((l) => ogLocale[l]),
      images: [image],
      ...(input.ogType === 'article' && input.publishedTime
        ? { publishedTime: input.publishedTime, modifiedTime: input.modifiedTime ?? input.publishedTime }
        : {}),
    },
    twitter: {
      card: 'summary_large_image',
      title: input.title,
      description: input.description,
      images: [{ url: image.url, alt: image.alt }],
    },
    other: { language: input.locale },
  };
}

/** Page keywords: the page's own (`seo.keywords.<key>`), then the site-wide ones. */
export async function pageKeywords(locale: Locale, key: PageKey): Promise<string[]> {
  const t = await getTranslations({ locale, namespace: 'seo.keywords' });
  const own = t.has(key) ? t(key) : '';
  return splitKeywords(`${own},${t('base')}`);
}

export function splitKeywords(list: string): string[] {
  return [...new Set(list.split(',').map((k) => k.trim()).filter(Boolean))];
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
      keywords: await pageKeywords(locale, key),
    });
  };
}
