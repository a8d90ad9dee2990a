import type { MetadataRoute } from 'next';
import { getTranslations } from 'next-intl/server';
import { defaultLocale } from '@/i18n/routing';
import { localeHref } from '@/lib/facts/routes';
import { siteConfig } from '@/lib/site';
import { themeColor } from '@/lib/seo/seo';

export const dynamic = 'force-static';

/** Web app manifest (manifest.webmanifest): names, icons and the brand colour. */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations({ locale: defaultLocale, namespace: 'meta' });
  return {
    name: siteConfig.name,
    short_name: siteConfig.name,
    description: t('defaultDescription', { name: siteConfig.name }),
    start_url: localeHref(defaultLocale, '/'),
    scope: '/',
    display: 'browser',
    background_color: themeColor.light,
    theme_color: themeColor.brand,
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  };
}
