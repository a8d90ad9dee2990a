/**
 * @jest-environment node
 */
import { siteMessages } from '@/lib/copy/messages';

const pl = siteMessages('pl');
import { buildMetadata, pageMetadata, splitKeywords } from './metadata';
import { siteConfig } from '../site';

jest.mock('next-intl/server', () => ({ getTranslations: jest.requireActual('../copy/test-translations').fakeTranslations }));

const origin = siteConfig.origin;
const params = (locale: string) => ({ params: Promise.resolve({ locale }) });

describe('buildMetadata', () => {
  const meta = buildMetadata({ locale: 'pl', route: '/pricing', title: 'Cennik', description: 'Opis', keywords: ['a', 'b'] });

  it('gives an absolute canonical and reciprocal en/pl/x-default alternates', () => {
    expect(meta.alternates?.canonical).toBe(`${origin}/pl/pricing/`);
    expect(meta.alternates?.languages).toEqual({
      en: `${origin}/en/pricing/`,
      pl: `${origin}/pl/pricing/`,
      'x-default': `${origin}/en/pricing/`,
    });
  });

  it('describes the page for Open Graph and Twitter in its language, with an absolute PNG image', () => {
    expect(meta.openGraph).toMatchObject({ title: 'Cennik', description: 'Opis', url: `${origin}/pl/pricing/`, locale: 'pl_PL', alternateLocale: ['en_US'], type: 'website' });
    const images = (meta.openGraph as { images: { url: string; width: number; height: number }[] }).images;
    expect(images).toEqual([expect.objectContaining({ url: `${origin}/og/pl/pricing.png`, width: 1200, height: 630, type: 'image/png' })]);
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', title: 'Cennik', images: [{ url: `${origin}/og/pl/pricing.png`, alt: 'Cennik' }] });
  });

  it('sets keywords, the page language and indexing', () => {
    expect(meta.keywords).toEqual(['a', 'b']);
    expect(meta.other).toEqual({ language: 'pl' });
    expect(meta.robots).toEqual({ index: true, follow: true });
    expect(meta.title).toBe('Cennik');
  });

  it('uses en_US for English pages', () => {
    expect(buildMetadata({ locale: 'en', route: '/', title: 'Home', description: 'd' }).openGraph).toMatchObject({ locale: 'en_US', url: `${origin}/en/` });
  });

  it('makes an alias noindex with its canonical on the real page', () => {
    const alias = buildMetadata({ locale: 'en', route: '/blogMd', canonicalRoute: '/blog', title: 't', description: 'd' });
    expect(alias.robots).toEqual({ index: false, follow: true });
    expect(alias.alternates?.canonical).toBe(`${origin}/en/blog/`);
    expect((alias.openGraph as { images: { url: string }[] }).images[0]?.url).toBe(`${origin}/og/en/blog.png`);
  });

  it('supports translated slugs, explicit noindex, article dates and an own image', () => {
    const post = buildMetadata({
      locale: 'pl',
      route: '/blog/wpis',
      alternates: { en: '/blog/post', pl: '/blog/wpis' },
      title: 'Wpis',
      description: 'd',
      ogType: 'article',
      publishedTime: '2026-01-02',
      ogImage: '/og/blog/wpis.png',
      absoluteTitle: true,
    });
    expect(post.alternates?.canonical).toBe(`${origin}/pl/blog/wpis/`);
    expect(post.alternates?.languages).toMatchObject({ en: `${origin}/en/blog/post/`, 'x-default': `${origin}/en/blog/post/` });
    expect(post.robots).toEqual({ index: true, follow: true });
    expect(post.openGraph).toMatchObject({ type: 'article', publishedTime: '2026-01-02', modifiedTime: '2026-01-02' });
    expect((post.openGraph as { images: { url: string }[] }).images[0]?.url).toBe(`${origin}/og/blog/wpis.png`);
    expect(post.title).toEqual({ absolute: 'Wpis' });
    expect(buildMetadata({ locale: 'en', route: '/x', title: 't', description: 'd', noindex: true }).robots).toEqual({ index: false, follow: true });
  });

  it('links only the languages a page exists in', () => {
    const only = buildMetadata({ locale: 'en', route: '/blog/english-only', alternates: { en: '/blog/english-only' }, title: 't', description: 'd' });
    const url = `${origin}/en/blog/english-only/`;
    expect(only.alternates).toEqual({ canonical: url, languages: { en: url, 'x-default': url } });
  });
});

describe('pageMetadata', () => {
  it('builds a page’s metadata from its messages, with page and site keywords', async () => {
    const meta = await pageMetadata('/pricing')(params('pl'));
    expect(meta.title).toBe(pl.pages.pricing.title);
    expect(meta.description).toBe(pl.pages.pricing.description);
    expect(meta.keywords).toEqual(expect.arrayContaining([...splitKeywords(pl.seo.keywords.pricing), ...splitKeywords(pl.seo.keywords.base)]));
    expect(meta.alternates?.canonical).toBe(`${origin}/pl/pricing/`);
  });

  it('points the blog aliases at the blog and keeps them out of the index', async () => {
    for (const route of ['/blog-md', '/blogMd'] as const) {
      const meta = await pageMetadata(route)(params('en'));
      expect(meta.alternates?.canonical).toBe(`${origin}/en/blog/`);
      expect(meta.robots).toEqual({ index: false, follow: true });
    }
  });
});

describe('splitKeywords', () => {
  it('trims, drops empties and duplicates', () => {
    expect(splitKeywords(' a, b,,a ,c ')).toEqual(['a', 'b', 'c']);
  });
});
