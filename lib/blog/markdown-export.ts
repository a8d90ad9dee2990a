/**
 * A post as plain markdown for readers and AI crawlers (/<locale>/blog/<slug>/index.md):
 * the text exactly as written, under a frontmatter reduced to what a reader
 * needs (title, description, date, author, canonical URL).
 */
import type { Post } from './load';

/** Address of a post's markdown copy; only the canonical /blog/ address has one. */
export function postMarkdownPath(locale: string, slug: string): string {
  return `/${locale}/blog/${slug}/index.md`;
}

/**
 * A YAML double-quoted scalar (JSON strings are valid YAML), as the author wrote it:
 * without the no-break spaces and word joiners the Polish typography puts in for the pages.
 */
const yamlString = (value: string) => JSON.stringify(value.replace(/\u00a0/g, ' ').replace(/\u2060/g, ''));

export function postMarkdown(post: Pick<Post, 'title' | 'description' | 'date' | 'author' | 'markdown'>, canonical: string): string {
  const frontmatter = [
    '---',
    `title: ${yamlString(post.title)}`,
    `description: ${yamlString(post.description)}`,
    `date: ${post.date}`,
    `author: ${yamlString(post.author)}`,
    `canonical: ${yamlString(canonical)}`,
    '---',
  ];
  return `${frontmatter.join('\n')}\n\n${post.markdown.replace(/^\s*\n/, '').trimEnd()}\n`;
}
