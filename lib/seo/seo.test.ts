/**
 * @jest-environment node
 */
import { breadcrumbRoutes, indexableRoutes, ogImageKeys, ogImagePath, pageKeyOf, sameRoute, sitemapEntries } from './seo';
import { aliasRoutes, routes } from '../facts/routes';
import { siteConfig } from '../site';

const origin = siteConfig.origin;

describe('indexable pages', () => {
  it('are every route except the aliases', () => {
    expect(indexableRoutes).toEqual(routes.filter((r) => !(r in aliasRoutes)));
    expect(indexableRoutes).not.toContain('/blog-md');
    expect(indexableRoutes).not.toContain('/blogMd');
    expect(indexableRoutes).toContain('/Intelligent-Handover-Process');
  });

  it('each have their own Open Graph image, at most ~60 images for both languages', () => {
    expect(new Set(ogImageKeys).size).toBe(indexableRoutes.length);
    expect(ogImageKeys.length * 2).toBeLessThanOrEqual(64);
  });
});

describe('Open Graph image paths', () => {
  it('use the page’s own image, the section’s for sub-pages without one, the target’s for aliases', () => {
    expect(ogImagePath('en', '/')).toBe('/og/en/home.png');
    expect(ogImagePath('pl', '/real-estate/florida')).toBe('/og/pl/realEstateFlorida.png');
    expect(ogImagePath('en', '/blog/some-post')).toBe('/og/en/blog.png');
    expect(ogImagePath('en', '/blogMd/some-post')).toBe('/og/en/blog.png');
    expect(pageKeyOf('/unknown/page')).toBe('home');
    expect(ogImagePath('en', '/unknown/page')).toBe('/og/en/home.png');
  });
});

describe('breadcrumbRoutes', () => {
  it('is empty on the home page and walks the parent pages of inner pages', () => {
    expect(breadcrumbRoutes('/')).toEqual([]);
    expect(breadcrumbRoutes('/pricing')).toEqual(['/', '/pricing']);
    expect(breadcrumbRoutes('/real-estate/florida/roi-calculator/')).toEqual(['/', '/real-estate', '/real-estate/florida', '/real-estate/florida/roi-calculator']);
    expect(breadcrumbRoutes('/blog/a-post')).toEqual(['/', '/blog']);
  });
});

describe('sitemapEntries', () => {
  it('lists a page once per language, each with all alternates and no date unless given', () => {
    const entries = sitemapEntries({ routes: sameRoute('/hotels') });
    const languages = { en: `${origin}/en/hotels/`, pl: `${origin}/pl/hotels/`, 'x-default': `${origin}/en/hotels/` };
    expect(entries).toEqual([
      { url: `${origin}/en/hotels/`, alternates: { languages } },
      { url: `${origin}/pl/hotels/`, alternates: { languages } },
    ]);
  });

  it('supports translated slugs and a real last-change date (posts)', () => {
    const [en, pl] = sitemapEntries({ routes: { en: '/blog/post', pl: '/blog/wpis' }, lastModified: '2026-03-01' });
    expect(en).toMatchObject({ url: `${origin}/en/blog/post/`, lastModified: '2026-03-01' });
    expect(pl?.alternates?.languages).toMatchObject({ en: `${origin}/en/blog/post/`, pl: `${origin}/pl/blog/wpis/` });
  });

  it('lists a one-language post once, with itself as x-default', () => {
    const entries = sitemapEntries({ routes: { pl: '/blog/tylko-po-polsku' }, lastModified: '2026-03-01' });
    const url = `${origin}/pl/blog/tylko-po-polsku/`;
    expect(entries).toEqual([{ url, lastModified: '2026-03-01', alternates: { languages: { pl: url, 'x-default': url } } }]);
  });
});
