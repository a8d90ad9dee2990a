/**
 * The blog's content API, read at build time from content/blog/<locale>/*.md.
 * Pages, the RSS feed and the sitemap use these functions only.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { locales, type Locale } from '@/i18n/routing';
import { siteConfig } from '@/lib/site';
import { gitChanges } from './git';
import { loadPosts, type Post, type PostSummary, type PostsByLocale } from './load';

export type { Post, PostSummary } from './load';
export { BlogContentError } from './load';

let cache: { stamp: string; posts: PostsByLocale } | undefined;

/**
 * The name, size and modification time of every file under root/<locale>/:
 * a post saved, added, renamed or deleted changes it. Read on every request of
 * the development server only (a dozen stat calls), so a post saved in the
 * editor or the CMS shows on the next reload without a restart; a build reads
 * the posts once.
 */
function contentStamp(root: string): string {
  const parts: string[] = [];
  for (const locale of locales) {
    const dir = join(root, locale);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) {
      const stat = statSync(join(dir, name), { throwIfNoEntry: false });
      if (stat) parts.push(`${locale}/${name}:${stat.size}:${stat.mtimeMs}`);
    }
  }
  return parts.join('\n');
}

function blog(): PostsByLocale {
  const root = siteConfig.blog.contentDir || join(process.cwd(), 'content', 'blog');
  const stamp = process.env.NODE_ENV === 'development' ? contentStamp(root) : '';
  if (!cache || cache.stamp !== stamp) {
    const posts = loadPosts({
      root,
      publicDir: siteConfig.blog.publicDir || join(process.cwd(), 'public'),
      includeDrafts: siteConfig.blog.showDrafts,
      // A duplicate names the file not yet committed (the one just written), not the published post.
      gitChange: gitChanges(root),
    });
    cache = { stamp, posts };
  }
  return cache.posts;
}

const summaryKeys = ['locale', 'slug', 'title', 'description', 'date', 'updated', 'author', 'tags', 'cover', 'coverAlt', 'draft', 'translationKey', 'readingMinutes'] as const satisfies readonly (keyof PostSummary)[];

function summary(post: Post): PostSummary {
  return Object.fromEntries(summaryKeys.filter((key) => post[key] !== undefined).map((key) => [key, post[key]])) as unknown as PostSummary;
}

/** Published posts of a language, newest first (for lists, feeds and the sitemap). */
export function getAllPosts(locale: Locale): PostSummary[] {
  return blog()[locale].map(summary);
}

/**
 * A post's place in the blog's history (0 for the first post ever published, in any language):
 * the palette of its generated cover (lib/blog/cover-art.ts), so that posts published one after
 * the other never share a colour and a new post leaves the older covers as they were.
 */
export function coverOrder(translationKey: string): number | undefined {
  const posts = blog();
  if (coverCache?.posts !== posts) {
    const first = new Map<string, string>();
    for (const list of Object.values(posts)) {
      for (const post of list) {
        const seen = first.get(post.translationKey);
        if (!seen || post.date < seen) first.set(post.translationKey, post.date);
      }
    }
    const order = [...first].sort(([ka, da], [kb, db]) => (da === db ? ka.localeCompare(kb) : da < db ? -1 : 1)).map(([key]) => key);
    coverCache = { posts, order };
  }
  const index = coverCache.order.indexOf(translationKey);
  return index < 0 ? undefined : index;
}
/** The order, worked out once per load of the posts (the index page asks for every card). */
let coverCache: { posts: ReturnType<typeof blog>; order: string[] } | undefined;

/** One post with its HTML, or undefined for an unknown (or draft) slug. */
export function getPost(locale: Locale, slug: string): Post | undefined {
  return blog()[locale].find((post) => post.slug === slug);
}

/** The same post in the other language(s), by translation key. */
export function getTranslations(post: PostSummary): Partial<Record<Locale, PostSummary>> {
  const found: Partial<Record<Locale, PostSummary>> = {};
  for (const locale of locales) {
    if (locale === post.locale) continue;
    const match = blog()[locale].find((other) => other.translationKey === post.translationKey);
    if (match) found[locale] = summary(match);
  }
  return found;
}

/** The neighbours in the list: `older` was published before this post, `newer` after. */
export function getAdjacentPosts(post: PostSummary): { older?: PostSummary; newer?: PostSummary } {
  const list = blog()[post.locale];
  const index = list.findIndex((other) => other.slug === post.slug);
  const older = list[index + 1];
  const newer = index > 0 ? list[index - 1] : undefined;
  return { older: older && summary(older), newer: newer && summary(newer) };
}

/** Route (without locale) of a post: "/blog/<slug>". */
export function postRoute(slug: string, base: BlogBase = '/blog'): string {
  return `${base}/${slug}`;
}

/** The post's generated Open Graph image (app/og/[locale]/blog/[slug]): its cover art, category and title. */
export function postOgImagePath(locale: Locale, slug: string): string {
  return `/og/${locale}/blog/${slug}.png`;
}

/** The three addresses that show the blog; "/blog" is the canonical one. */
export const blogBases = ['/blog', '/blog-md', '/blogMd'] as const;
export type BlogBase = (typeof blogBases)[number];

/** Address of a language's RSS feed. */
export function feedPath(locale: Locale): string {
  return `/${locale}/rss.xml`;
}
