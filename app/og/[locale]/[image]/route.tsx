import { getTranslations } from 'next-intl/server';
import { isLocale, locales } from '@/i18n/routing';
import type { PageKey } from '@/lib/facts/pages';
import { ogImageKeys } from '@/lib/seo/seo';
import { ogCard } from '../../_card/og-card';
import { siteConfig } from '@/lib/site';
import { withoutInvisibles } from '@/lib/copy/typography';

// Open Graph images, rendered once at build time into real files:
// out/og/<locale>/<page key>.png (one shared design with the page title).
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.flatMap((locale) => ogImageKeys.map((key) => ({ locale, image: `${key}.png` })));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; image: string }> }) {
  const { locale, image } = await params;
  const key = image.replace(/\.png$/, '') as PageKey;
  if (!isLocale(locale) || !ogImageKeys.includes(key)) return new Response('Not found', { status: 404 });
  const t = await getTranslations({ locale, namespace: `pages.${key}` });
  const tCrumbs = await getTranslations({ locale, namespace: 'seo.crumbs' });
  // The image renderer draws with the bundled Inter only: typography's invisible word joiners have no
  // glyph there, and a missing glyph would make it fetch a font from the network.
  const title = withoutInvisibles(t('title', { name: siteConfig.name }));
  // The section label adds context only when the title does not already start with it.
  const crumb = withoutInvisibles(tCrumbs(key));
  const section = key === 'home' || title.toLowerCase().startsWith(crumb.toLowerCase()) ? null : crumb;

  return ogCard({ title, section });
}
