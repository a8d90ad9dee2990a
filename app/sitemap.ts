import type { MetadataRoute } from 'next';
import { locales, type Locale } from '@/i18n/routing';
import { getAllPosts, postRoute } from '@/lib/blog';
import { indexableRoutes, sameRoute, sitemapEntries } from '@/lib/seo/seo';

export const dynamic = 'force-static';

/**
 * sitemap.xml: exactly the indexable pages, in both languages, each with its
 * en/pl/x-default alternates. Aliases, language-redirect pages and the
 * not-found page are not listed. No lastModified on pages (no "now" dates).
 */
export default function sitemap(): MetadataRoute.Sitemap {
  return [
    ...indexableRoutes.flatMap((route) => sitemapEntries({ routes: sameRoute(route) })),
    ...postPages().flatMap((page) => sitemapEntries(page)),
  ];
}

/** Blog posts grouped by translation key: each language's address and the newest real date. */
function postPages() {
  const groups = new Map<string, { routes: Partial<Record<Locale, string>>; lastModified: string }>();
  for (const locale of locales) {
    for (const post of getAllPosts(locale)) {
      const group = groups.get(post.translationKey) ?? { routes: {}, lastModified: '' };
      group.routes[locale] = postRoute(post.slug);
      const date = post.updated ?? post.date;
      if (date > group.lastModified) group.lastModified = date;
      groups.set(post.translationKey, group);
    }
  }
  return [...groups.values()];
}
