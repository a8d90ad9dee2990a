import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/site';

export const dynamic = 'force-static';

/** robots.txt: everything may be crawled but the editors' CMS (noindex pages say so themselves); names the sitemap. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: '/admin/' },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
