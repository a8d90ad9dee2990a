import { PageJsonLd } from '@/components/seo/PageJsonLd';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { siteConfig } from '@/lib/site';
import { coverOrder, feedPath, getAllPosts, postRoute, type BlogBase, type PostSummary } from '@/lib/blog';
import { CoverArt } from './CoverArt';
import { PostMeta, PostTags } from './PostMeta';
import { HeroBand } from '@/components/sections/HeroBand';
import { pageEyebrow } from '@/components/page/PageParts';
import { columnsFor } from '@/components/ui/grid-columns';

const listCols = { 2: '', 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' } as const;

type Props = { params: Promise<{ locale: string }> };

function RssIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor" aria-hidden="true">
      <path d="M5 3a16 16 0 0 1 16 16h-3A13 13 0 0 0 5 6zm0 6a10 10 0 0 1 10 10h-3a7 7 0 0 0-7-7zm1.5 7a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5z" />
    </svg>
  );
}

/** The post's own cover photo, or its generated cover art. */
function Cover({ post, eager = false }: { post: PostSummary; eager?: boolean }) {
  return post.cover ? (
    // eslint-disable-next-line @next/next/no-img-element -- a static export: no image optimizer
    <img src={post.cover} alt="" loading={eager ? 'eager' : 'lazy'} className="aspect-[40/21] w-full rounded-xl object-cover" />
  ) : (
    <CoverArt post={post} order={coverOrder(post.translationKey)} className="aspect-[40/21] h-auto w-full rounded-xl" />
  );
}

async function PostCard({ post, locale }: { post: PostSummary; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'blog' });
  return (
    <article className="relative flex h-full flex-col gap-4 rounded-2xl border border-line bg-page p-6 transition-colors focus-within:border-brand hover:border-brand">
      <Cover post={post} />
      <PostTags tags={post.tags} locale={locale} />
      <h3 className="text-xl font-semibold leading-snug tracking-tight text-fg">
        {/* The whole card is the link's target area; the accessible name stays the title. */}
        <LocaleLink locale={locale} route={postRoute(post.slug)} className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none">
          {post.title}
        </LocaleLink>
      </h3>
      {post.draft ? <p className="w-fit rounded bg-accent px-2 py-0.5 text-xs font-semibold text-page">{t('draft')}</p> : null}
      <p className="flex-1 leading-7 text-muted">{post.description}</p>
      <PostMeta post={post} locale={locale} />
    </article>
  );
}

/** The newest post, large, in the hero: its tags, title, summary, date and reading time. */
async function FeaturedPost({ post, locale }: { post: PostSummary; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'blog' });
  return (
    <article data-testid="featured-post" aria-labelledby="featured-post-title" className="relative flex flex-col gap-4 rounded-3xl border border-line bg-page p-6 shadow-xl shadow-indigo-950/10 transition-colors focus-within:border-brand hover:border-brand md:p-8 dark:shadow-black/30">
      <Cover post={post} eager />
      <p className="text-sm font-semibold uppercase tracking-wide text-brand">{t('newest')}</p>
      <PostTags tags={post.tags} locale={locale} />
      <h2 id="featured-post-title" className="text-2xl font-bold leading-snug tracking-tight text-fg">
        <LocaleLink locale={locale} route={postRoute(post.slug)} className="after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-none">
          {post.title}
        </LocaleLink>
      </h2>
      {post.draft ? <p className="w-fit rounded bg-accent px-2 py-0.5 text-xs font-semibold text-page">{t('draft')}</p> : null}
      <p className="leading-7 text-muted">{post.description}</p>
      <PostMeta post={post} locale={locale} />
    </article>
  );
}

/** The post list, the same on /blog, /blog-md and /blogMd: the newest post in the hero, the others below. */
export async function BlogIndex({ locale, base }: { locale: Locale; base: BlogBase }) {
  const tPage = await getTranslations({ locale, namespace: base === '/blog' ? 'pages.blog' : 'pages.blogMd' });
  const t = await getTranslations({ locale, namespace: 'blog' });
  const [newest, ...others] = getAllPosts(locale);

  return (
    <>
      <HeroBand
        eyebrow={await pageEyebrow(locale, '/blog')}
        title={tPage('heading', { name: siteConfig.name })}
        intro={tPage('intro', { name: siteConfig.name })}
        actions={
          <a href={feedPath(locale)} type="application/rss+xml" className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand underline-offset-4 hover:underline">
            <RssIcon />
            {t('rss')}
          </a>
        }
        visual={newest ? <FeaturedPost post={newest} locale={locale} /> : undefined}
      />
      <div className="page-end container-page py-16 md:py-20">
        {!newest ? (
          <p className="text-muted">{t('empty')}</p>
        ) : others.length > 0 ? (
          <section aria-labelledby="posts-title">
            <h2 id="posts-title" className="text-sm font-semibold uppercase tracking-wider text-brand">
              {t('listHeading')}
            </h2>
            <ol className={`mt-6 grid gap-6 md:grid-cols-2 ${listCols[columnsFor(others.length, 3)]}`} data-testid="post-list">
              {others.map((post) => (
                <li key={post.slug}>
                  <PostCard post={post} locale={locale} />
                </li>
              ))}
            </ol>
          </section>
        ) : null}
      </div>
    </>
  );
}

/** Page component for /blog and its aliases. */
export function createBlogIndexPage(base: BlogBase) {
  return async function BlogIndexPage({ params }: Props) {
    const { locale } = (await params) as { locale: Locale };
    setRequestLocale(locale);
    return (
      <>
        <BlogIndex locale={locale} base={base} />
        <PageJsonLd locale={locale} route="/blog" />
      </>
    );
  };
}
