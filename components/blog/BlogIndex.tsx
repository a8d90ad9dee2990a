import { PageJsonLd } from '@/components/seo/PageJsonLd';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { siteConfig } from '@/lib/site';
import { feedPath, getAllPosts, postRoute, type BlogBase, type PostSummary } from '@/lib/blog';
import { CoverArt } from './CoverArt';
import { PostMeta, PostTags } from './PostMeta';

type Props = { params: Promise<{ locale: string }> };

function RssIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor" aria-hidden="true">
      <path d="M5 3a16 16 0 0 1 16 16h-3A13 13 0 0 0 5 6zm0 6a10 10 0 0 1 10 10h-3a7 7 0 0 0-7-7zm1.5 7a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5z" />
    </svg>
  );
}

async function PostCard({ post, locale }: { post: PostSummary; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'blog' });
  return (
    <article className="relative flex h-full flex-col gap-4 rounded-2xl border border-line bg-page p-6 transition-colors focus-within:border-brand hover:border-brand">
      {post.cover ? (
        // eslint-disable-next-line @next/next/no-img-element -- a static export: no image optimizer
        <img src={post.cover} alt="" loading="lazy" className="aspect-[40/21] w-full rounded-xl object-cover" />
      ) : (
        <CoverArt post={post} className="aspect-[40/21] h-auto w-full rounded-xl" />
      )}
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

/** The post list, the same on /blog, /blog-md and /blogMd. */
export async function BlogIndex({ locale, base }: { locale: Locale; base: BlogBase }) {
  const tPage = await getTranslations({ locale, namespace: base === '/blog' ? 'pages.blog' : 'pages.blogMd' });
  const t = await getTranslations({ locale, namespace: 'blog' });
  const posts = getAllPosts(locale);

  return (
    <div className="container-page py-16 md:py-24">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight text-fg md:text-5xl">{tPage('heading', { name: siteConfig.name })}</h1>
        <p className="mt-6 text-lg leading-8 text-muted">{tPage('intro', { name: siteConfig.name })}</p>
        <a href={feedPath(locale)} type="application/rss+xml" className="mt-6 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand underline-offset-4 hover:underline">
          <RssIcon />
          {t('rss')}
        </a>
      </header>
      <section aria-labelledby="posts-title" className="mt-14">
        <h2 id="posts-title" className="text-sm font-semibold uppercase tracking-wider text-brand">
          {t('listHeading')}
        </h2>
        {posts.length === 0 ? (
          <p className="text-muted">{t('empty')}</p>
        ) : (
          <ol className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="post-list">
            {posts.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} locale={locale} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
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
