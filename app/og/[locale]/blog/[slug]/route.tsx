import { isLocale, locales } from '@/i18n/routing';
import { coverOrder, getAllPosts, getPost } from '@/lib/blog';
import { withoutInvisibles } from '@/lib/copy/typography';
import { CoverArt } from '@/components/blog/CoverArt';
import { ogCard } from '../../../_card/og-card';

// Each post's Open Graph image, rendered at build time: its category and title on its generated
// cover art (lib/blog/cover-art.ts), at out/og/<locale>/blog/<slug>.png. A post with its own cover
// photo uses that instead (components/blog/metadata.ts).
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.flatMap((locale) => getAllPosts(locale).map((post) => ({ locale, slug: `${post.slug}.png` })));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale, slug } = await params;
  const post = isLocale(locale) ? getPost(locale, slug.replace(/\.png$/, '')) : undefined;
  if (!post) return new Response('Not found', { status: 404 });
  return ogCard({
    title: withoutInvisibles(post.title),
    section: post.tags[0] ? withoutInvisibles(post.tags[0]) : null,
    background: <CoverArt post={post} order={coverOrder(post.translationKey)} corner />,
  });
}
