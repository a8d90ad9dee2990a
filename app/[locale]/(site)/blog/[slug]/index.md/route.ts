import { isLocale, locales } from '@/i18n/routing';
import { localeHref } from '@/lib/facts/routes';
import { absoluteUrl } from '@/lib/site';
import { getAllPosts, getPost, postRoute } from '@/lib/blog';
import { postMarkdown } from '@/lib/blog/markdown-export';

// Written once at build time: out/<locale>/blog/<slug>/index.md (the /blog-md/ and /blogMd/ aliases have none).
export const dynamic = 'force-static';
export const dynamicParams = false;

export async function generateStaticParams({ params }: { params: Promise<{ locale?: string }> | { locale?: string } }) {
  const { locale } = await params;
  const list = locale && isLocale(locale) ? [locale] : locales;
  return list.flatMap((l) => getAllPosts(l).map((post) => ({ locale: l, slug: post.slug })));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale, slug } = await params;
  const post = isLocale(locale) ? getPost(locale, slug) : undefined;
  if (!post || !isLocale(locale)) return new Response('Not found', { status: 404 });
  const body = postMarkdown(post, absoluteUrl(localeHref(locale, postRoute(slug))));
  return new Response(body, { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
}
