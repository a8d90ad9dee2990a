import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { buildMetadata, pageKeywords } from '@/lib/seo/metadata';
import { absoluteUrl, siteConfig } from '@/lib/site';
import { postMarkdownPath } from '@/lib/blog/markdown-export';
import { headlineCase } from '@/lib/blog/headline';
import { feedPath, getPost, postOgImagePath, getTranslations as getPostTranslations, postRoute, type BlogBase } from '@/lib/blog';

type IndexProps = { params: Promise<{ locale: string }> };
type PostProps = { params: Promise<{ locale: string; slug: string }> };

/**
 * Adds the language's RSS feed as <link rel="alternate" type="application/rss+xml">
 * and, for a post at its canonical address, its markdown copy (type="text/markdown").
 */
async function withFeed(metadata: Metadata, locale: Locale, markdown?: { url: string; title: string }): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'blog' });
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: {
        'application/rss+xml': [{ url: absoluteUrl(feedPath(locale)), title: t('rssTitle', { name: siteConfig.name }) }],
        ...(markdown ? { 'text/markdown': [markdown] } : {}),
      },
    },
  };
}

/** The list's <head>; the aliases' canonical is "/blog". */
export function blogIndexMetadata(base: BlogBase) {
  return async function generateMetadata({ params }: IndexProps): Promise<Metadata> {
    const { locale } = (await params) as { locale: Locale };
    const t = await getTranslations({ locale, namespace: base === '/blog' ? 'pages.blog' : 'pages.blogMd' });
    return withFeed(
      buildMetadata({
        locale,
        route: base,
        title: t('title', { name: siteConfig.name }),
        description: t('description', { name: siteConfig.name }),
        canonicalRoute: '/blog',
        keywords: await pageKeywords(locale, base === '/blog' ? 'blog' : 'blogMd'),
      }),
      locale,
    );
  };
}

/** A post's <head>: canonical at /blog/<slug>; hreflang points at the translation, else at that language's list. */
export function postMetadata(base: BlogBase) {
  return async function generateMetadata({ params }: PostProps): Promise<Metadata> {
    const { locale, slug } = (await params) as { locale: Locale; slug: string };
    const post = getPost(locale, slug);
    if (!post) return {};
    const translations = getPostTranslations(post);
    const other: Locale = locale === 'en' ? 'pl' : 'en';
    const otherPost = translations[other];
    const metadata = buildMetadata({
      locale,
      route: postRoute(slug, base),
      canonicalRoute: postRoute(slug),
      // English tabs in headline case, like the marketing pages' titles; the H1 keeps the post's own case.
      title: locale === 'en' ? headlineCase(post.title) : post.title,
      description: post.description,
      ogType: 'article',
      keywords: post.tags,
      ogImage: postOgImagePath(locale, slug),
      alternates: { [locale]: postRoute(slug), [other]: otherPost ? postRoute(otherPost.slug) : '/blog' },
    });
    return withFeed(
      {
        ...metadata,
        authors: [{ name: post.author }],
        openGraph: {
          ...metadata.openGraph,
          type: 'article',
          publishedTime: post.date,
          modifiedTime: post.updated ?? post.date,
          authors: [post.author],
          tags: post.tags,
          // A post's own cover photo replaces its generated card (its size is the photo's).
          ...(post.cover ? { images: [{ url: absoluteUrl(post.cover), alt: post.coverAlt }] } : {}),
        },
      },
      locale,
      base === '/blog' ? { url: absoluteUrl(postMarkdownPath(locale, slug)), title: post.title } : undefined,
    );
  };
}
