import { getTranslations } from 'next-intl/server';
import { locales } from '@/i18n/routing';
import { buildLlmsTxt, type LlmsPage } from '@/lib/seo/llms';
import { pages } from '@/lib/facts/pages';
import { localeHref } from '@/lib/facts/routes';
import { indexableRoutes } from '@/lib/seo/seo';
import { getAllPosts, postRoute } from '@/lib/blog';
import { postMarkdownPath } from '@/lib/blog/markdown-export';
import { absoluteUrl, siteConfig } from '@/lib/site';

export const dynamic = 'force-static';

/** /llms.txt: the indexable pages in both languages, with their titles and descriptions. */
export async function GET() {
  const name = siteConfig.name;
  const sections = await Promise.all(
    locales.map(async (locale) => {
      const tSeo = await getTranslations({ locale, namespace: 'seo' });
      const pageList: LlmsPage[] = await Promise.all(
        indexableRoutes.map(async (route) => {
          const t = await getTranslations({ locale, namespace: `pages.${pages[route].key}` });
          return { title: t('title', { name }), url: absoluteUrl(localeHref(locale, route)), description: t('description', { name }) };
        }),
      );
      const posts: LlmsPage[] = getAllPosts(locale).map((post) => ({
        title: post.title,
        url: absoluteUrl(localeHref(locale, postRoute(post.slug))),
        description: post.description,
      }));
      const markdown: LlmsPage[] = getAllPosts(locale).map((post) => ({
        title: post.title,
        url: absoluteUrl(postMarkdownPath(locale, post.slug)),
        description: post.description,
      }));
      return [
        { heading: tSeo('llmsPages'), pages: [...pageList, ...posts] },
        { heading: tSeo('llmsPostsMarkdown'), pages: markdown },
      ];
    }),
  ).then((perLocale) => perLocale.flat());
  const tEn = await getTranslations({ locale: 'en', namespace: 'seo' });
  const tMeta = await getTranslations({ locale: 'en', namespace: 'meta' });
  const body = buildLlmsTxt({
    name,
    summary: tMeta('defaultDescription', { name }),
    sections,
    files: {
      heading: tEn('llmsFiles'),
      links: [{ title: 'sitemap.xml', url: absoluteUrl('/sitemap.xml'), description: tEn('llmsSitemap') }],
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
