import type { MetadataRoute } from 'next';
import { indexableRoutes, sameRoute, sitemapEntries } from '@/lib/seo';

export const dynamic = 'force-static';

/**
 * sitemap.xml: exactly the indexable pages, in both languages, each with its
 * en/pl/x-default alternates. Aliases, language-redirect pages and the
 * not-found page are not listed. No lastModified on pages (no "now" dates).
 */
export default function sitemap(): MetadataRoute.Sitemap {
  return [
    ...indexableRoutes.flatMap((route) => sitemapEntries({ routes: sameRoute(route) })),
    // Blog posts: one call per post with its real date, e.g.
    // ...(await postSitemapPages()).flatMap(sitemapEntries)  // { routes: { en, pl }, lastModified: post.updated ?? post.date }
  ];
}
