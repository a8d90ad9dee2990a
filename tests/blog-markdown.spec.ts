import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { expect, test } from '@playwright/test';
import { locales, type Locale } from './helpers';
import { siteConfig } from '../lib/site';

// Posts as plain markdown (issue 15): /<locale>/blog/<slug>/index.md for every
// published post. The oracle is the source files, read here independently of lib/blog.

const root = join(__dirname, '..');
const out = join(root, 'out');
const origin = siteConfig.origin;

interface Source {
  slug: string;
  draft: boolean;
  data: Record<string, unknown>;
  body: string;
}

function sources(locale: Locale): Source[] {
  const dir = join(root, 'content', 'blog', locale);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => {
      const file = matter(readFileSync(join(dir, name), 'utf8'));
      return { slug: name.replace(/\.md$/, '').replace(/^\d{4}-\d{2}-\d{2}-/, ''), draft: file.data.draft === true, data: file.data, body: file.content };
    });
}

const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));

test.describe('posts as markdown @desktop-only', () => {
  for (const locale of locales) {
    test(`${locale}: every published post, and only those, has its text as markdown with a short frontmatter`, async ({ request }) => {
      const all = sources(locale);
      const published = all.filter((post) => !post.draft);
      expect(published.length).toBeGreaterThanOrEqual(3);
      // Exactly the published posts have a copy; a draft would never get one.
      const exported = readdirSync(join(out, locale, 'blog')).filter((slug) => existsSync(join(out, locale, 'blog', slug, 'index.md')));
      expect(exported.sort()).toEqual(published.map((post) => post.slug).sort());
      for (const post of all.filter((p) => p.draft)) expect(existsSync(join(out, locale, 'blog', post.slug, 'index.md'))).toBe(false);

      for (const post of published) {
        const response = await request.get(`/${locale}/blog/${post.slug}/index.md`);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
        const text = await response.text();
        const copy = matter(text);
        expect(copy.data).toEqual({
          title: post.data.title,
          description: post.data.description,
          date: copy.data.date,
          author: post.data.author,
          canonical: `${origin}/${locale}/blog/${post.slug}/`,
        });
        expect(day(copy.data.date)).toBe(day(post.data.date));
        // The text is the author's, unchanged.
        expect(copy.content.trim()).toBe(post.body.trim());
      }
    });

    test(`${locale}: each post's head links its markdown; the aliases and the sitemap do not`, async ({ page, request }) => {
      const posts = sources(locale).filter((post) => !post.draft);
      for (const post of posts) {
        await page.goto(`/${locale}/blog/${post.slug}/`);
        const link = page.locator('head link[rel="alternate"][type="text/markdown"]');
        await expect(link).toHaveCount(1);
        expect(await link.getAttribute('href')).toBe(`${origin}/${locale}/blog/${post.slug}/index.md`);
      }
      const alias = posts[0]!.slug;
      await page.goto(`/${locale}/blog-md/${alias}/`);
      await expect(page.locator('head link[type="text/markdown"]')).toHaveCount(0);
      expect((await request.get(`/${locale}/blog-md/${alias}/index.md`)).status()).toBe(404);
      const sitemap = readFileSync(join(out, 'sitemap.xml'), 'utf8');
      expect(sitemap).not.toContain('.md<');
      expect(sitemap).not.toContain('index.md');
    });
  }

  test('llms.txt lists every post’s markdown in both languages', () => {
    const text = readFileSync(join(out, 'llms.txt'), 'utf8');
    for (const locale of locales) {
      for (const post of sources(locale).filter((p) => !p.draft)) {
        expect(text).toContain(`](${origin}/${locale}/blog/${post.slug}/index.md): `);
      }
    }
  });
});
