/**
 * @jest-environment node
 */
import { join } from 'node:path';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { loadPosts, BlogContentError, comparePosts, type PostSummary } from './load';
import { renderMarkdown } from './markdown';
import { postMarkdown, postMarkdownPath } from './markdown-export';
import { countWords, readingMinutes, WORDS_PER_MINUTE } from './reading-time';
import { buildRssFeed } from './feed';
import { frontmatterSchema, describeIssues } from './schema';
import { formatPostDate } from './format';
import { readImageSize } from './image-size';

const fixtures = join(__dirname, '__fixtures__');
const load = (name: string, includeDrafts = false) => loadPosts({ root: join(fixtures, name), baseDir: fixtures, includeDrafts });

function problemsOf(name: string): string {
  try {
    load(name);
  } catch (error) {
    expect(error).toBeInstanceOf(BlogContentError);
    return (error as Error).message;
  }
  throw new Error(`expected ${name} to fail`);
}

describe('frontmatter validation', () => {
  it('fails on a missing title, naming the file and the field', () => {
    expect(problemsOf('missing-title')).toContain('missing-title/en/no-title.md: field "title": is missing');
  });

  it('fails on an impossible date instead of rolling it over', () => {
    expect(problemsOf('bad-date')).toContain(
      'bad-date/en/bad-date.md: field "date": must be a real date written as YYYY-MM-DD, e.g. 2026-03-14',
    );
  });

  it('fails on a duplicate slug, naming both files', () => {
    expect(problemsOf('duplicate-slug')).toMatch(
      /duplicate-slug\/en\/same-post\.md: file name: duplicate slug "same-post", already used by duplicate-slug\/en\/2026-01-01-same-post\.md/,
    );
  });

  it('names the file not yet committed to git for a duplicate, even when it sorts first', () => {
    const root = join(fixtures, 'duplicate-slug');
    // 2026-01-01-same-post.md sorts first; the other file is the one just written.
    const fresh = join(root, 'en', 'same-post.md');
    const message = (change: 'new' | 'changed', file = fresh) => {
      try {
        loadPosts({ root, baseDir: fixtures, gitChange: (path) => (path === file ? change : undefined) });
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error('expected a duplicate');
    };
    expect(message('new')).toContain(
      'duplicate-slug/en/same-post.md: file name: duplicate slug "same-post", already used by duplicate-slug/en/2026-01-01-same-post.md (duplicate-slug/en/same-post.md is not yet committed to git; duplicate-slug/en/2026-01-01-same-post.md is committed)',
    );
    const older = join(root, 'en', '2026-01-01-same-post.md');
    expect(message('changed', older)).toContain(
      'duplicate-slug/en/2026-01-01-same-post.md: file name: duplicate slug "same-post", already used by duplicate-slug/en/same-post.md (duplicate-slug/en/2026-01-01-same-post.md has changes not yet committed to git; duplicate-slug/en/same-post.md is committed)',
    );
  });

  it('fails on an empty file with a clear message', () => {
    expect(problemsOf('empty')).toContain('empty/en/empty.md: the file is empty; it needs frontmatter between --- lines, then the post text');
  });

  it('fails on a file name that is not URL-safe and suggests one', () => {
    expect(problemsOf('bad-name')).toContain('the slug "Wdrożenie AI" is not URL-safe (lowercase letters, digits and hyphens only); rename the file to wdrozenie-ai.md');
  });

  it('reports unknown fields (typos) and a cover without alt text', () => {
    const raw = { title: 'T', description: 'D', date: '2026-01-01', author: 'A', tags: ['x'], translationKey: 'k', tittle: 'typo', cover: '/c.png' };
    const result = frontmatterSchema.safeParse(raw);
    expect(result.success).toBe(false);
    const lines = describeIssues(result.error!, raw);
    expect(lines).toContain('field "tittle": is not a known field (check the spelling)');
    expect(lines).toContain('field "coverAlt": is required when a cover image is set (describe the image)');
  });

  it('accepts only local cover images inside public/', () => {
    const base = { title: 'T', description: 'D', date: '2026-01-01', author: 'A', tags: ['x'], translationKey: 'k', coverAlt: 'A desk' };
    expect(frontmatterSchema.safeParse({ ...base, cover: '/blog/x/cover.jpg' }).success).toBe(true);
    for (const cover of ['https://cdn.example.com/x.jpg', '//cdn.example.com/x.jpg', '/../secret.png', '/blog/x.exe']) {
      expect(frontmatterSchema.safeParse({ ...base, cover }).success).toBe(false);
    }
  });
});

describe('loading posts', () => {
  const posts = load('valid');

  it('sorts newest first and leaves drafts out', () => {
    expect(posts.en.map((p) => p.slug)).toEqual(['handover', 'after-hours']);
    expect(posts.en.some((p) => p.draft)).toBe(false);
    expect(load('valid', true).en.map((p) => p.slug)).toEqual(['unfinished', 'handover', 'after-hours']);
  });

  it('takes the slug from the file name, without a date prefix', () => {
    expect(posts.en[1]).toMatchObject({ slug: 'after-hours', file: 'valid/en/2026-01-10-after-hours.md', date: '2026-01-10' });
    expect(posts.pl[0]).toMatchObject({ slug: 'po-godzinach', translationKey: 'after-hours', locale: 'pl' });
  });

  it('keeps the optional updated date and the tags', () => {
    expect(posts.en[0]).toMatchObject({ updated: '2026-02-10', tags: ['handover', 'agents'], readingMinutes: 1 });
  });

  it('gives headings anchor ids that never reuse a page id', () => {
    expect(posts.en[0]!.html).toContain('<h2 id="main-1">Main</h2>');
    expect(posts.en[0]!.headings).toEqual([{ id: 'main-1', text: 'Main', depth: 2 }]);
  });

  it('keeps Polish heading ids plain ASCII', () => {
    expect(posts.pl[0]!.html).toContain('<h2 id="pierwsza-sekcja">Pierwsza sekcja</h2>');
    expect(renderMarkdown('## Zażółć gęślą jaźń').html).toBe('<h2 id="zazolc-gesla-jazn">Zażółć gęślą jaźń</h2>\n');
  });

  it('renders GitHub tables and task lists', () => {
    expect(posts.en[0]!.html).toMatch(/<table tabindex="0">[\s\S]*<th class="text-left">Plan<\/th>[\s\S]*<td class="text-right">29<\/td>/);
    expect(posts.en[0]!.html).not.toMatch(/ align=/);
    expect(posts.en[0]!.html).toMatch(/<input type="checkbox" checked disabled>/);
  });

  it('orders same-day posts by their update, then slug', () => {
    const base = { date: '2026-01-01' } as PostSummary;
    const sorted = [
      { ...base, slug: 'b' },
      { ...base, slug: 'a', updated: '2026-01-05' },
      { ...base, slug: 'c' },
    ].sort(comparePosts);
    expect(sorted.map((p) => p.slug)).toEqual(['a', 'b', 'c']);
  });
});

describe('sanitising markdown', () => {
  const hostile = readFileSync(join(fixtures, 'hostile', 'en', 'hostile.md'), 'utf8').split(/^---$/m)[2]!;
  const { html, problems } = renderMarkdown(hostile);

  it('drops scripts, event handlers, javascript: links and iframes', () => {
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toMatch(/(href|src)="?\s*javascript:/i);
    expect([...html.matchAll(/(?:href|src)="([^"]*)"/g)].map((m) => m[1])).toEqual(['https://example.com/page']);
    expect(html).not.toMatch(/<iframe/i);
    expect(html).not.toMatch(/<p onclick|<img src="\/x.png"/);
  });

  it('keeps the harmless parts', () => {
    expect(html).toContain('<h2 id="safe-heading">Safe heading</h2>');
    expect(html).toContain('<code>&#x3C;script>inline code stays text&#x3C;/script></code>');
    expect(html).toContain('<a href="https://example.com/page">normal link</a>');
    expect(html).toContain('<a>Click for a prize</a>');
  });

  it('reports a remote or scripted image as a problem', () => {
    expect(problems).toContain('body: image "javascript:alert(\'image\')" is not local; put the file in public/ and link it as /blog/…');
  });

  it('makes local images lazy and asks for alt text', () => {
    const out = renderMarkdown('![A chart of calls by hour](/blog/chart.png)', { imageExists: () => true });
    expect(out.html).toContain('<img src="/blog/chart.png" alt="A chart of calls by hour" loading="lazy" decoding="async">');
    expect(out.problems).toEqual([]);
    const sized = renderMarkdown('![Chart](/blog/chart.png)', { imageExists: () => true, imageSize: () => ({ width: 760, height: 360 }) });
    expect(sized.html).toContain('<img src="/blog/chart.png" alt="Chart" width="760" height="360" loading="lazy" decoding="async">');
    expect(renderMarkdown('![](/blog/chart.png)').problems).toEqual(['body: image "/blog/chart.png" needs a description: ![what it shows](/blog/chart.png)']);
    expect(renderMarkdown('![Chart](/blog/missing.png)', { imageExists: () => false }).problems).toEqual([
      'body: image "/blog/missing.png" does not exist in public/',
    ]);
  });

  it('keeps the title the only h1', () => {
    expect(renderMarkdown('# Second title').problems[0]).toMatch(/top-level heading/);
  });
});

describe('reading time', () => {
  it('counts words, including Polish ones, but not link targets', () => {
    expect(countWords('Zażółć gęślą jaźń, it’s [a link](https://example.com/very/long/path).')).toBe(6);
  });

  it('rounds to whole minutes at the house speed, at least one', () => {
    expect(readingMinutes('word')).toBe(1);
    expect(readingMinutes(Array(WORDS_PER_MINUTE * 4).fill('word').join(' '))).toBe(4);
    expect(readingMinutes(Array(Math.round(WORDS_PER_MINUTE * 6.6)).fill('słowo').join(' '))).toBe(7);
  });
});

describe('dates and feed', () => {
  it('formats dates per locale', () => {
    expect(formatPostDate('2026-03-14', 'en')).toBe('March 14, 2026');
    expect(formatPostDate('2026-03-14', 'pl')).toBe('14 marca 2026');
  });

  it('escapes text in the RSS feed and dates it by the newest post', () => {
    const posts = load('valid').en;
    const xml = buildRssFeed({
      link: 'https://x.test/en/blog/',
      self: 'https://x.test/en/rss.xml',
      title: 'Blog & news',
      description: 'Posts <weekly>',
      language: 'en',
      posts,
      postUrl: (p) => `https://x.test/en/blog/${p.slug}/`,
    });
    expect(xml).toContain('<title>Blog &amp; news</title>');
    expect(xml).toContain('<description>Posts &lt;weekly&gt;</description>');
    expect(xml).toContain('<lastBuildDate>Tue, 10 Feb 2026 00:00:00 GMT</lastBuildDate>');
    expect(xml.match(/<item>/g)).toHaveLength(2);
    expect(xml).toContain('<guid isPermaLink="true">https://x.test/en/blog/handover/</guid>');
  });
});

describe('YAML mistakes', () => {
  it('names the line and suggests quotes', () => {
    expect(problemsOf('bad-yaml')).toContain(
      'bad-yaml/en/colon.md: the frontmatter is not valid YAML on line 3 (incomplete explicit mapping pair; a key node is missed; or followed by a non-tabulated empty line); a value that contains ": " or starts with a quote must be wrapped in double quotes',
    );
  });
});

describe('links between posts', () => {
  it('fail the build when they lead to no post', () => {
    expect(problemsOf('broken-link')).toContain(
      'broken-link/en/linking.md: body: the link /en/blog/no-such-post/ leads to no published post; check the slug (the file name)',
    );
    expect(() => load('valid')).not.toThrow();
  });
});

describe('image sizes', () => {
  it('reads the size of SVG and PNG files so lazy images do not shift the page', () => {
    expect(readImageSize(join(__dirname, '..', '..', 'public', 'blog', 'handover', 'flow-en.svg'))).toEqual({ width: 760, height: 360 });
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAYAAACddGYaAAAAEUlEQVR42mP8z8BQz0AEYBxVSAcAb1QC/Z3NQjUAAAAASUVORK5CYII=', 'base64');
    const file = join(tmpdir(), `blog-size-${process.pid}.png`);
    writeFileSync(file, png);
    expect(readImageSize(file)).toEqual({ width: 3, height: 2 });
    expect(readImageSize(join(fixtures, 'no-such.png'))).toBeUndefined();
  });
});

describe('markdown copies', () => {
  const posts = load('valid');

  it('keep the text as written under a frontmatter of title, description, date, author and canonical URL', () => {
    const post = posts.pl[0]!;
    const source = readFileSync(join(fixtures, 'valid', 'pl', 'po-godzinach.md'), 'utf8');
    const body = source.split(/^---$/m).slice(2).join('---').trim();
    const text = postMarkdown(post, 'https://x.example/pl/blog/po-godzinach/');
    const [, frontmatter, rest] = text.split(/^---$/m);
    expect(frontmatter!.trim().split('\n').map((line) => line.split(':')[0])).toEqual(['title', 'description', 'date', 'author', 'canonical']);
    expect(frontmatter).toContain(`title: ${JSON.stringify(post.title.replace(/\u00a0/g, ' ').replace(/\u2060/g, ''))}`);
    expect(frontmatter).not.toMatch(/[\u00a0\u2060]/);
    expect(frontmatter).toContain(`date: ${post.date}`);
    expect(frontmatter).toContain('canonical: "https://x.example/pl/blog/po-godzinach/"');
    expect(rest!.trim()).toBe(body);
    expect(text).not.toMatch(/translationKey|tags:|draft/);
  });

  it('quote titles with colons and quotes so the frontmatter stays valid YAML', () => {
    const text = postMarkdown({ title: 'Before you deploy: a "checklist"', description: 'd', date: '2026-01-01', author: 'A', markdown: '\nText\n' }, 'https://x/');
    expect(text).toContain('title: "Before you deploy: a \\"checklist\\""');
    expect(text.endsWith('\n\nText\n')).toBe(true);
  });

  it('have an address only under /blog/', () => {
    expect(postMarkdownPath('en', 'handover')).toBe('/en/blog/handover/index.md');
  });
});
