import { getTranslations } from 'next-intl/server';
import { isLocale, locales } from '@/i18n/routing';
import { localeHref } from '@/lib/facts/routes';
import { absoluteUrl, siteConfig } from '@/lib/site';
import { feedPath, getAllPosts, postRoute } from '@/lib/blog';
import { buildRssFeed } from '@/lib/blog/feed';

// Written once at build time: out/en/rss.xml and out/pl/rss.xml.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response('Not found', { status: 404 });
  const t = await getTranslations({ locale, namespace: 'blog' });
  const xml = buildRssFeed({
    link: absoluteUrl(localeHref(locale, '/blog')),
    self: absoluteUrl(feedPath(locale)),
    title: t('rssTitle', { name: siteConfig.name }),
    description: t('rssDescription', { name: siteConfig.name }),
    language: locale,
    posts: getAllPosts(locale),
    postUrl: (post) => absoluteUrl(localeHref(locale, postRoute(post.slug))),
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
