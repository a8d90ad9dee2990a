import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { locales, type Locale } from '@/i18n/routing';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { localeHref } from '@/lib/facts/routes';
import { siteConfig } from '@/lib/site';
import { blogPostingJsonLd } from '@/lib/seo/structured-data';
import { PageJsonLd } from '@/components/seo/PageJsonLd';
import { getAdjacentPosts, getAllPosts, getPost, getTranslations as getPostTranslations, postOgImagePath, postRoute, type Post } from '@/lib/blog';
import { JsonLd } from '@/components/ui/JsonLd';
import { CtaLink } from '@/components/ui/CtaLink';
import { PostMeta, PostTags } from './PostMeta';

type Props = { params: Promise<{ locale: string; slug: string }> };

const proseClasses = [
  'prose prose-slate max-w-none dark:prose-invert md:prose-lg',
  'prose-headings:scroll-mt-24 prose-headings:tracking-tight',
  'prose-a:text-brand prose-a:underline-offset-4',
  'prose-img:rounded-xl',
  // Code: inline code as a soft chip, blocks as a dark panel that scrolls sideways.
  '[&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-surface-strong [&_:not(pre)>code]:px-1.5 [&_:not(pre)>code]:py-0.5 [&_:not(pre)>code]:font-medium',
  '[&_:not(pre)>code]:before:content-none [&_:not(pre)>code]:after:content-none',
  'prose-pre:overflow-x-auto prose-pre:rounded-xl prose-pre:border prose-pre:border-line prose-pre:bg-slate-900 prose-pre:text-slate-100',
  // Tables: header band and row lines; on phones a wide table scrolls instead of overflowing the page.
  'prose-table:text-base prose-thead:border-line prose-th:bg-surface prose-th:px-3 prose-th:py-2 prose-td:px-3 prose-tr:border-line',
  'max-md:prose-table:block max-md:prose-table:overflow-x-auto max-md:prose-table:text-sm max-md:[&_td]:min-w-36 max-md:[&_th]:min-w-36',
].join(' ');

async function Article({ post, locale }: { post: Post; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'blog' });
  const translations = getPostTranslations(post);
  const { older, newer } = getAdjacentPosts(post);
  const sections = post.headings.filter((heading) => heading.depth === 2);
  const route = postRoute(post.slug);
  const translated = locales.flatMap((other) => {
    const match = translations[other];
    return match ? [{ locale: other, post: match }] : [];
  });
  const readIn = Object.fromEntries(
    await Promise.all(translated.map(async ({ locale: other }) => [other, (await getTranslations({ locale: other, namespace: 'blog' }))('readIn')] as const)),
  ) as Partial<Record<Locale, string>>;

  return (
    <article className="container-page py-12 md:py-16">
      <div className="mx-auto max-w-3xl">
        <LocaleLink locale={locale} route="/blog" className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand underline-offset-4 hover:underline">
          <span aria-hidden="true">←</span>
          {t('allPosts')}
        </LocaleLink>
        <header className="mt-6 space-y-5 border-b border-line pb-8">
          <PostTags tags={post.tags} locale={locale} />
          <h1 className="text-3xl font-bold leading-tight tracking-tight text-fg md:text-5xl">{post.title}</h1>
          {post.draft ? <p className="w-fit rounded bg-accent px-2 py-0.5 text-xs font-semibold text-page">{t('draft')}</p> : null}
          <p className="text-lg leading-8 text-muted md:text-xl">{post.description}</p>
          <PostMeta post={post} locale={locale} full />
          {translated.length > 0 ? (
            <p className="text-sm">
              <span className="sr-only">{t('translationLabel')}: </span>
              {translated.map(({ locale: other, post: match }) => (
                <a
                  key={other}
                  href={localeHref(other, postRoute(match.slug))}
                  hrefLang={other}
                  lang={other}
                  data-testid="post-translation"
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-4 font-medium text-fg hover:border-brand hover:text-brand"
                >
                  <span aria-hidden="true" className="text-xs font-bold uppercase text-brand">
                    {other}
                  </span>
                  {readIn[other]}
                </a>
              ))}
            </p>
          ) : null}
        </header>

        {post.cover ? (
          // A local file; priority image above the fold, so not lazy.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={post.cover} alt={post.coverAlt ?? ''} className="mt-8 w-full rounded-2xl" fetchPriority="high" />
        ) : null}

        {sections.length >= 3 ? (
          <nav aria-labelledby="toc-title" className="mt-8 rounded-2xl border border-line bg-surface p-6">
            <p id="toc-title" className="text-sm font-semibold uppercase tracking-wider text-muted">
              {t('toc')}
            </p>
            <ol className="mt-3 space-y-1 text-sm">
              {sections.map((heading) => (
                <li key={heading.id}>
                  <a href={`#${heading.id}`} className="inline-flex min-h-8 items-center text-fg underline-offset-4 hover:text-brand hover:underline">
                    {heading.text}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}

        <div className={`mt-10 ${proseClasses}`} dangerouslySetInnerHTML={{ __html: post.html }} />

        <aside className="mt-14 rounded-2xl bg-brand-soft p-6 md:p-8" aria-labelledby="post-cta-title">
          <h2 id="post-cta-title" className="text-2xl font-bold tracking-tight text-fg">
            {t('ctaTitle')}
          </h2>
          <p className="mt-3 leading-7 text-muted">{t('ctaText', { minutes: siteConfig.assessmentMinutes })}</p>
          <CtaLink target="/book-demo" locale={locale} className="mt-6">
            {t('ctaButton')}
          </CtaLink>
        </aside>

        {older || newer ? (
          <nav aria-label={t('moreArticles')} className="mt-14 grid gap-4 border-t border-line pt-8 md:grid-cols-2">
            {older ? (
              <LocaleLink locale={locale} route={postRoute(older.slug)} rel="prev" className="group flex flex-col gap-1 rounded-2xl border border-line p-5 hover:border-brand">
                <span className="text-sm text-muted">← {t('previous')}</span>
                <span className="font-semibold text-fg group-hover:text-brand">{older.title}</span>
              </LocaleLink>
            ) : (
              <span className="hidden md:block" />
            )}
            {newer ? (
              <LocaleLink locale={locale} route={postRoute(newer.slug)} rel="next" className="group flex flex-col gap-1 rounded-2xl border border-line p-5 text-right hover:border-brand">
                <span className="text-sm text-muted">{t('next')} →</span>
                <span className="font-semibold text-fg group-hover:text-brand">{newer.title}</span>
              </LocaleLink>
            ) : null}
          </nav>
        ) : null}
      </div>
      <JsonLd
        data={blogPostingJsonLd({
          locale,
          route,
          title: post.title,
          description: post.description,
          date: post.date,
          updated: post.updated,
          author: post.author,
          tags: post.tags,
          image: post.cover ?? postOgImagePath(locale, post.slug),
        })}
      />
      <PageJsonLd locale={locale} route={route} title={post.title} />
    </article>
  );
}

/** Page component for /blog/<slug> and its aliases (all show the same article). */
export function createPostPage() {
  return async function PostPage({ params }: Props) {
    const { locale, slug } = (await params) as { locale: Locale; slug: string };
    setRequestLocale(locale);
    const post = getPost(locale, slug);
    if (!post) notFound();
    return <Article post={post} locale={locale} />;
  };
}

/** One static page per published post of the language. */
export async function postStaticParams({ params }: { params: Promise<{ locale: string }> | { locale: string } }) {
  const { locale } = (await params) as { locale: Locale };
  return getAllPosts(locale).map((post) => ({ slug: post.slug }));
}
