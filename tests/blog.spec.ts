import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { expect, test, type Page } from '@playwright/test';
import { answerCookieBanner, locales, messages, watchErrors, type Locale } from './helpers';
import { typeset } from './typeset';

// The oracle: the markdown files themselves, read independently of lib/blog.
interface Expected {
  slug: string;
  title: string;
  date: string;
  translationKey: string;
  updated?: string;
}

function publishedPosts(locale: Locale): Expected[] {
  const dir = join(__dirname, '..', 'content', 'blog', locale);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => {
      const { data } = matter(readFileSync(join(dir, name), 'utf8'));
      const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : value ? String(value) : undefined);
      const date = day(data.date)!;
      return { updated: day(data.updated), slug: name.replace(/\.md$/, '').replace(/^\d{4}-\d{2}-\d{2}-/, ''), title: String(data.title), date, translationKey: String(data.translationKey), draft: data.draft === true };
    })
    .filter((post) => !post.draft)
    .sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? 1 : -1));
}

const posts = { en: publishedPosts('en'), pl: publishedPosts('pl') };

const other = (locale: Locale): Locale => (locale === 'en' ? 'pl' : 'en');

async function canonicalPath(page: Page) {
  const href = await page.locator('link[rel="canonical"]').getAttribute('href');
  return new URL(href!).pathname;
}

test('there are posts to test in both languages, with distinct dates to order', () => {
  for (const locale of locales) {
    expect(posts[locale].length).toBeGreaterThanOrEqual(3);
    expect(new Set(posts[locale].map((p) => p.date)).size).toBe(posts[locale].length);
  }
});

for (const locale of locales) {
  const t = messages[locale].blog;

  test.describe(`blog in ${locale}`, () => {
    test('the list shows every published post, newest first, with date, reading time and a feed link', async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto(`/${locale}/blog/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].pages.blog.heading);
      // The newest post is the hero's featured post; the list below holds the others.
      const featured = page.getByTestId('featured-post');
      await expect(featured.getByRole('heading', { level: 2 })).toHaveText(typeset(posts[locale][0]!.title, locale));
      const list = page.getByTestId('post-list');
      await expect(list.getByRole('heading', { level: 3 })).toHaveText(posts[locale].slice(1).map((p) => typeset(p.title, locale)));
      await expect(list.locator('time')).toHaveCount(posts[locale].length - 1);
      const dates = await page.locator('[data-testid="featured-post"], [data-testid="post-list"] article').evaluateAll((cards) => cards.map((card) => card.querySelector('time')?.getAttribute('datetime')));
      expect(dates).toEqual(posts[locale].map((p) => p.date));
      // Polish pages keep the number with its unit (a no-break space, lib/copy/typography.ts).
      await expect(list.getByText(new RegExp(typeset(t.readingTime, locale).replace('{minutes}', '\\d+'))).first()).toBeVisible();
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', new RegExp(`/${locale}/rss\\.xml$`));
      await expect(page.getByRole('link', { name: t.rss })).toHaveAttribute('href', `/${locale}/rss.xml`);
      expect(errors).toEqual([]);
    });

    test('a post opens from the list, with one h1, metadata, structured data and previous/next links', async ({ page }) => {
      const [newest, second] = posts[locale];
      await page.goto(`/${locale}/blog/`);
      await page.getByRole('link', { name: newest!.title }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/blog/${newest!.slug}/$`));
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest!.title);
      await expect(page.locator('article time').first()).toHaveAttribute('datetime', newest!.date);
      expect(await canonicalPath(page)).toBe(`/${locale}/blog/${newest!.slug}/`);
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const posting = jsonLd.flatMap((text) => [JSON.parse(text)].flat()).find((item) => item['@type'] === 'BlogPosting');
      expect(posting).toMatchObject({ headline: typeset(newest!.title, locale), datePublished: newest!.date, inLanguage: locale === 'en' ? 'en-US' : 'pl-PL' });

      // The newest post has no "next"; "previous" leads to the one before it, which links back.
      const more = page.getByRole('navigation', { name: t.moreArticles });
      await expect(more.getByRole('link', { name: new RegExp(t.next) })).toHaveCount(0);
      await more.getByRole('link', { name: new RegExp(t.previous) }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/blog/${second!.slug}/$`));
      await expect(page.getByRole('navigation', { name: t.moreArticles }).getByRole('link', { name: new RegExp(t.next) })).toHaveAttribute(
        'href',
        `/${locale}/blog/${newest!.slug}/`,
      );
    });

    test('a revised post shows its author and update date @desktop-only', async ({ page }) => {
      const post = posts[locale].find((p) => p.updated)!;
      await page.goto(`/${locale}/blog/${post.slug}/`);
      const header = page.locator('article header');
      await expect(header.locator(`time[datetime="${post.updated}"]`)).toBeVisible();
      await expect(header.getByText(t.updated, { exact: false })).toBeVisible();
    });

    test('images in a post are local, described and lazy, and they load', async ({ page }) => {
      const post = posts[locale].find((p) => p.translationKey === 'ai-agent-handover')!;
      await page.goto(`/${locale}/blog/${post.slug}/`);
      const image = page.locator('.prose img').first();
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('src', /^\/blog\//);
      await expect(image).toHaveAttribute('alt', /\S{3}/);
      // Its size is known before it loads, so the text below does not jump.
      await expect(image).toHaveAttribute('width', /^\d+$/);
      await expect(image).toHaveAttribute('height', /^\d+$/);
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    });

    test('headings in the post have anchors the contents list links to', async ({ page }) => {
      const post = posts[locale][0]!;
      await page.goto(`/${locale}/blog/${post.slug}/`);
      // The contents list can sit where the cookie banner appears a moment after load.
      await answerCookieBanner(page, locale);
      const toc = page.getByRole('navigation', { name: t.toc });
      const first = toc.getByRole('link').first();
      const id = (await first.getAttribute('href'))!.slice(1);
      await first.click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.locator(`h2[id="${id}"]`)).toBeInViewport();
    });

    for (const alias of ['blog-md', 'blogMd']) {
      test(`/${alias} shows the same list and posts, with the canonical at /blog @desktop-only`, async ({ page }) => {
        await page.goto(`/${locale}/${alias}/`);
        await expect(page.getByTestId('featured-post').getByRole('heading', { level: 2 })).toHaveText(typeset(posts[locale][0]!.title, locale));
        await expect(page.getByTestId('post-list').getByRole('heading', { level: 3 })).toHaveText(posts[locale].slice(1).map((p) => typeset(p.title, locale)));
        expect(await canonicalPath(page)).toBe(`/${locale}/blog/`);
        for (const post of posts[locale]) {
          const response = await page.goto(`/${locale}/${alias}/${post.slug}/`);
          expect(response?.status()).toBe(200);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
          expect(await canonicalPath(page)).toBe(`/${locale}/blog/${post.slug}/`);
        }
      });
    }

    test('the language link leads to the translated post, and the footer switcher agrees', async ({ page }) => {
      const post = posts[locale].find((p) => posts[other(locale)].some((o) => o.translationKey === p.translationKey))!;
      const translation = posts[other(locale)].find((o) => o.translationKey === post.translationKey)!;
      await page.goto(`/${locale}/blog/${post.slug}/`);
      const footerLink = page.getByTestId('site-footer').getByRole('link', { name: messages[other(locale)].language[other(locale)] });
      await expect(footerLink).toHaveAttribute('href', `/${other(locale)}/blog/${translation.slug}/`);
      await page.getByRole('link', { name: messages[other(locale)].blog.readIn }).click();
      await expect(page).toHaveURL(new RegExp(`/${other(locale)}/blog/${translation.slug}/$`));
      await expect(page.locator('html')).toHaveAttribute('lang', other(locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation.title);
    });

    test('the RSS feed is well-formed XML listing every published post @desktop-only', async ({ page }) => {
      const response = await page.request.get(`/${locale}/rss.xml`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('xml');
      const xml = await response.text();
      await page.goto(`/${locale}/blog/`);
      const feed = await page.evaluate((source) => {
        const doc = new DOMParser().parseFromString(source, 'application/xml');
        return {
          error: doc.getElementsByTagName('parsererror').length > 0,
          root: doc.documentElement.nodeName,
          language: doc.querySelector('channel > language')?.textContent,
          titles: [...doc.querySelectorAll('item > title')].map((node) => node.textContent ?? ''),
          links: [...doc.querySelectorAll('item > link')].map((node) => new URL(node.textContent ?? '').pathname),
        };
      }, xml);
      expect(feed).toEqual({
        error: false,
        root: 'rss',
        language: locale,
        titles: posts[locale].map((p) => typeset(p.title, locale)),
        links: posts[locale].map((p) => `/${locale}/blog/${p.slug}/`),
      });
      for (const link of feed.links) expect((await page.request.get(link)).status(), link).toBe(200);
    });

    test('an unknown slug gives the not-found page @desktop-only', async ({ page }) => {
      for (const base of ['blog', 'blog-md', 'blogMd']) {
        const response = await page.goto(`/${locale}/${base}/no-such-post/`);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1, name: messages[locale].notFound.title })).toBeVisible();
      }
    });
  });
}
