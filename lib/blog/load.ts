import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import matter from 'gray-matter';
import { locales, type Locale } from '@/i18n/routing';
import { frontmatterSchema, describeIssues, SLUG_PATTERN } from './schema';
import { asciiFold, renderMarkdown, type TocHeading } from './markdown';
import { readingMinutes } from './reading-time';
import { readImageSize } from './image-size';
import { polishTypography } from '@/lib/copy/typography';
import type { GitChange } from './git';

/** What lists, feeds and the sitemap need about a post. */
export interface PostSummary {
  locale: Locale;
  slug: string;
  title: string;
  description: string;
  /** YYYY-MM-DD */
  date: string;
  /** YYYY-MM-DD, when the post was revised. */
  updated?: string;
  author: string;
  tags: string[];
  cover?: string;
  coverAlt?: string;
  draft: boolean;
  translationKey: string;
  readingMinutes: number;
}

export interface Post extends PostSummary {
  /** Sanitised HTML of the body. */
  html: string;
  /** The body as written (markdown after the frontmatter). */
  markdown: string;
  headings: TocHeading[];
  /** Path of the source file, relative to the project. */
  file: string;
}

export type PostsByLocale = Record<Locale, Post[]>;

/** A build-stopping problem in blog content; the message names every file and field. */
export class BlogContentError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Blog content has ${problems.length} problem${problems.length === 1 ? '' : 's'} (see README, "Writing a post"):\n` +
        problems.map((p) => `  - ${p}`).join('\n'),
    );
    this.name = 'BlogContentError';
  }
}

export interface LoadOptions {
  /** Folder holding en/ and pl/ (content/blog). */
  root: string;
  /** public/ folder, to check that local images exist. */
  publicDir?: string;
  /** Keep posts marked `draft: true` (previews); they are validated either way. */
  includeDrafts?: boolean;
  /** Paths in messages are shown relative to this folder (default: the working directory). */
  baseDir?: string;
  /**
   * Whether a file (absolute path) is not yet committed to git (lib/blog/git.ts):
   * a duplicate address or translation key is then reported on that file, the
   * one just written, rather than on the published post it collides with.
   */
  gitChange?: (path: string) => GitChange | undefined;
}

interface Seen {
  path: string;
  display: string;
}

/**
 * Of two files that claim the same address or key, the one to fix: the one
 * not yet committed to git when only one of them is, else the later one (by
 * name). `note` says so in the message.
 */
function culpritOf(earlier: Seen, later: Seen, options: LoadOptions): { culprit: Seen; other: Seen; note: string } {
  const change = (seen: Seen) => options.gitChange?.(seen.path);
  const [culprit, other] = change(earlier) && !change(later) ? [earlier, later] : [later, earlier];
  const state = change(culprit);
  const note = state && !change(other) ? ` (${culprit.display} ${state === 'new' ? 'is not yet committed to git' : 'has changes not yet committed to git'}; ${other.display} is committed)` : '';
  return { culprit, other, note };
}

/** An optional YYYY-MM-DD- prefix keeps files in date order; it is not part of the slug. */
const DATE_PREFIX = /^\d{4}-\d{2}-\d{2}-/;

/** What an editor should rename a file to, e.g. "Wdrożenie AI.md" -> "wdrozenie-ai.md". */
export function suggestSlug(name: string): string {
  return asciiFold(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function rejectCode(): never {
  throw new Error('only YAML frontmatter (between --- lines) is allowed');
}

/**
 * YAML reads an unquoted 2026-02-30 as 2 March without a word, so dates are
 * taken from the raw frontmatter text and validated as written.
 */
function rawScalar(frontmatter: string, key: string): string | undefined {
  const line = new RegExp(`^${key}:[ \\t]*(.*?)[ \\t]*(?:#.*)?$`, 'm').exec(frontmatter)?.[1];
  return line?.replace(/^(['"])(.*)\1$/, '$2');
}

interface ParsedFile {
  post?: Post;
  problems: string[];
}

function parseFile(path: string, display: string, locale: Locale, slug: string, options: LoadOptions): ParsedFile {
  const source = readFileSync(path, 'utf8');
  const at = (message: string) => `${display}: ${message}`;
  if (source.trim() === '') {
    return { problems: [at('the file is empty; it needs frontmatter between --- lines, then the post text')] };
  }
  if (!/^\uFEFF?---[ \t]*\r?\n/.test(source)) {
    return { problems: [at('no frontmatter; the file must start with a --- line, the fields, and another --- line')] };
  }

  let file: matter.GrayMatterFile<string>;
  try {
    file = matter(source, { language: 'yaml', engines: { js: rejectCode, javascript: rejectCode, coffee: rejectCode } });
  } catch (error) {
    const yaml = error as { reason?: string; message?: string; mark?: { line: number } };
    const reason = yaml.reason ?? String(yaml.message ?? error).split('\n')[0];
    // js-yaml counts from zero, starting on the opening --- line.
    const line = typeof yaml.mark?.line === 'number' ? ` on line ${yaml.mark.line + 1}` : '';
    return {
      problems: [
        at(`the frontmatter is not valid YAML${line} (${reason}); a value that contains ": " or starts with a quote must be wrapped in double quotes`),
      ],
    };
  }

  const raw: Record<string, unknown> = { ...(file.data as Record<string, unknown>) };
  for (const key of ['date', 'updated']) {
    if (raw[key] instanceof Date) raw[key] = rawScalar(file.matter, key) ?? raw[key];
  }

  const problems: string[] = [];
  const parsed = frontmatterSchema.safeParse(raw);
  if (!parsed.success) {
    for (const line of describeIssues(parsed.error, raw)) problems.push(...line.split('\n').map(at));
  }

  const body = file.content;
  if (body.trim() === '') problems.push(at('body: the post has no text after the frontmatter'));

  const rendered = renderMarkdown(body, {
    imageExists: options.publicDir ? (src) => existsSync(join(options.publicDir!, decodeURI(src))) : undefined,
    imageSize: options.publicDir ? (src) => readImageSize(join(options.publicDir!, decodeURI(src))) : undefined,
  });
  problems.push(...rendered.problems.map(at));

  const data = parsed.data;
  // Polish typography by machine (lib/copy/typography.ts): tags, code and addresses are left alone.
  const typeset = (text: string) => (locale === 'pl' ? polishTypography(text) : text);
  // A ```text block is prose set as a note (the handover note), not code: it gets the same typography.
  const typesetHtml = (html: string) =>
    typeset(html).replace(/(<code class="language-text">)([\s\S]*?)(<\/code>)/g, (_, open: string, inner: string, close: string) => `${open}${typeset(inner)}${close}`);
  if (data?.cover && options.publicDir && !existsSync(join(options.publicDir, data.cover))) {
    problems.push(at(`field "cover": ${data.cover} does not exist in public/`));
  }
  if (!data || problems.length > 0) return { problems };

  return {
    problems,
    post: {
      locale,
      slug,
      file: display,
      title: typeset(data.title),
      description: typeset(data.description),
      date: data.date,
      updated: data.updated,
      author: data.author,
      tags: data.tags,
      cover: data.cover,
      coverAlt: data.coverAlt,
      draft: data.draft ?? false,
      translationKey: data.translationKey,
      readingMinutes: readingMinutes(body),
      html: typesetHtml(rendered.html),
      markdown: body,
      headings: rendered.headings.map((heading) => ({ ...heading, text: typeset(heading.text) })),
    },
  };
}

/** Takes out a post read earlier that turned out to be the duplicate (so links to the post it copies still resolve). */
function drop(posts: Post[], seen: Seen) {
  const index = posts.findIndex((post) => post.file === seen.display);
  if (index >= 0) posts.splice(index, 1);
}

/** Newest first; same day: most recently updated first, then by slug (stable builds). */
export function comparePosts(a: PostSummary, b: PostSummary): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  const au = a.updated ?? a.date;
  const bu = b.updated ?? b.date;
  if (au !== bu) return au < bu ? 1 : -1;
  return a.slug.localeCompare(b.slug);
}

/**
 * Reads and validates every post under root/<locale>/*.md. Any problem in
 * any file throws one BlogContentError listing them all, which fails the build.
 */
export function loadPosts(options: LoadOptions): PostsByLocale {
  const baseDir = options.baseDir ?? process.cwd();
  const problems: string[] = [];
  const result = {} as PostsByLocale;

  for (const locale of locales) {
    const dir = join(options.root, locale);
    const posts: Post[] = [];
    const bySlug = new Map<string, Seen>();
    const byKey = new Map<string, Seen>();
    const names = existsSync(dir) ? readdirSync(dir).filter((name) => !name.startsWith('.')).sort() : [];

    for (const name of names) {
      const path = join(dir, name);
      const display = relative(baseDir, path) || name;
      if (statSync(path).isDirectory()) continue;
      if (!name.endsWith('.md')) {
        problems.push(`${display}: only .md files are posts; rename it to end in .md or move it out of ${relative(baseDir, dir)}`);
        continue;
      }
      const slug = name.slice(0, -'.md'.length).replace(DATE_PREFIX, '');
      if (!SLUG_PATTERN.test(slug)) {
        const suggestion = suggestSlug(slug) || 'my-post';
        problems.push(`${display}: file name: the slug "${slug}" is not URL-safe (lowercase letters, digits and hyphens only); rename the file to ${suggestion}.md`);
        continue;
      }
      const seen: Seen = { path, display };
      const sameSlug = bySlug.get(slug);
      if (sameSlug) {
        const { culprit, other, note } = culpritOf(sameSlug, seen, options);
        problems.push(`${culprit.display}: file name: duplicate slug "${slug}", already used by ${other.display}${note}; every post in a language needs its own slug`);
        if (culprit === seen) continue;
        // The earlier file is the one to fix: this one is the post it collides with, read on.
        drop(posts, culprit);
      }
      bySlug.set(slug, seen);

      const parsed = parseFile(path, display, locale, slug, options);
      problems.push(...parsed.problems);
      if (!parsed.post) continue;
      const sameKey = byKey.get(parsed.post.translationKey);
      if (sameKey) {
        const { culprit, other, note } = culpritOf(sameKey, seen, options);
        problems.push(`${culprit.display}: field "translationKey": "${parsed.post.translationKey}" is already used by ${other.display}${note}; each language may have one post per key`);
        if (culprit === seen) continue;
        drop(posts, culprit);
      }
      byKey.set(parsed.post.translationKey, seen);
      if (parsed.post.draft && !options.includeDrafts) continue;
      posts.push(parsed.post);
    }
    result[locale] = posts.sort(comparePosts);
  }

  // Links between posts must lead somewhere: /<locale>/blog/<slug>/ of a published post.
  for (const locale of locales) {
    for (const post of result[locale]) {
      for (const match of post.html.matchAll(/href="(\/(en|pl)\/blog(?:-md|Md)?\/([^"/#?]+))[^"]*"/g)) {
        const [, target, linkLocale, slug] = match as unknown as [string, string, Locale, string];
        if (!result[linkLocale]?.some((other) => other.slug === slug)) {
          problems.push(`${post.file}: body: the link ${target}/ leads to no published post; check the slug (the file name)`);
        }
      }
    }
  }
  if (problems.length > 0) throw new BlogContentError(problems);
  return result;
}
