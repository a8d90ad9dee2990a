import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { PostSummary } from '@/lib/blog';
import { formatPostDate } from '@/lib/blog/format';

/** Date and reading time of a post (plus update and author on the post page), as one wrapping line. */
export async function PostMeta({ post, locale, full = false }: { post: PostSummary; locale: Locale; /** With update date and author (the post page). */ full?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'blog' });
  const items = [
    <span key="date">
      <span className="sr-only">{t('published')} </span>
      <time dateTime={post.date}>{formatPostDate(post.date, locale)}</time>
    </span>,
    full && post.updated ? (
      <span key="updated">
        {t('updated')} <time dateTime={post.updated}>{formatPostDate(post.updated, locale)}</time>
      </span>
    ) : null,
    full ? (
      <span key="author">
        <span className="sr-only">{t('author')}: </span>
        {post.author}
      </span>
    ) : null,
    <span key="reading">{t('readingTime', { minutes: post.readingMinutes })}</span>,
  ].filter(Boolean);

  // A dot between items; the outer box clips the dot of an item that starts a new line.
  return (
    <div className="overflow-hidden">
      <ul className="-ml-5 flex flex-wrap gap-y-1 text-sm text-muted">
        {items.map((item, index) => (
          <li
            key={index}
            className="relative ml-5 before:absolute before:-left-3 before:top-1/2 before:h-1 before:w-1 before:-translate-y-1/2 before:rounded-full before:bg-current before:opacity-60"
          >
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The post's topics as small labels. */
export async function PostTags({ tags, locale }: { tags: readonly string[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'blog' });
  return (
    // A post's topics weigh like its title in site search (Pagefind).
    <ul className="flex flex-wrap gap-2" aria-label={t('tags')} data-pagefind-weight="7">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-brand-soft px-3 py-1 text-xs font-medium text-fg">
          {tag}
        </li>
      ))}
    </ul>
  );
}
