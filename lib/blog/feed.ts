import type { PostSummary } from './load';

export interface FeedInput {
  /** Absolute URL of the blog list, e.g. https://www.example.com/en/blog/ */
  link: string;
  /** Absolute URL of the feed itself. */
  self: string;
  title: string;
  description: string;
  /** BCP 47 language of the feed, e.g. "en" or "pl". */
  language: string;
  posts: readonly PostSummary[];
  /** Absolute URL of a post. */
  postUrl: (post: PostSummary) => string;
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** RFC 822 date (what RSS 2.0 wants) for a YYYY-MM-DD day, at midnight UTC. */
export function rfc822(date: string): string {
  return new Date(`${date}T00:00:00Z`).toUTCString();
}

/**
 * An RSS 2.0 feed. lastBuildDate is the newest post's date, not the build
 * time, so an unchanged blog gives an identical file.
 */
export function buildRssFeed(input: FeedInput): string {
  const newest = input.posts.reduce<string | undefined>((max, post) => {
    const day = post.updated ?? post.date;
    return !max || day > max ? day : max;
  }, undefined);
  const items = input.posts
    .map((post) => {
      const url = escapeXml(input.postUrl(post));
      const categories = post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`).join('\n');
      return [
        '    <item>',
        `      <title>${escapeXml(post.title)}</title>`,
        `      <link>${url}</link>`,
        `      <guid isPermaLink="true">${url}</guid>`,
        `      <pubDate>${rfc822(post.date)}</pubDate>`,
        `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
        `      <description>${escapeXml(post.description)}</description>`,
        categories,
        '    </item>',
      ]
        .filter(Boolean)
        .join('\n');
    })
    .join('\n');

  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(input.title)}</title>
    <link>${escapeXml(input.link)}</link>
    <description>${escapeXml(input.description)}</description>
    <language>${escapeXml(input.language)}</language>
    <atom:link href="${escapeXml(input.self)}" rel="self" type="application/rss+xml"/>
${newest ? `    <lastBuildDate>${rfc822(newest)}</lastBuildDate>\n` : ''}${items ? `${items}\n` : ''}  </channel>
</rss>
`;
}
