/**
 * @jest-environment node
 */
import { localeHref, preloadTargets, routeOf, routes } from './routes';
import { PRELOAD_DELAY_MS } from './constants';
import { pages } from './pages';

describe('preload map (spec 2, "Navigation behaviours")', () => {
  it('waits 1500 ms', () => {
    expect(PRELOAD_DELAY_MS).toBe(1500);
  });

  it.each([
    ['/en/', ['/pricing', '/book-demo']],
    ['/pl/pricing/', ['/book-demo', '/contact']],
    ['/en/book-demo/', ['/contact']],
    ['/en/real-estate/', ['/real-estate-success-pricing']],
    ['/pl/hotels/', ['/hotels', '/are-you-secretly-losing-thousands-every-month']],
    ['/en/are-you-secretly-losing-thousands-every-month/', ['/hotels', '/book-demo']],
  ])('from %s prefetches %j', (path, expected) => {
    expect(preloadTargets(path)).toEqual(expected);
  });

  it('prefetches nothing from other pages', () => {
    expect(preloadTargets('/en/careers/')).toEqual([]);
    expect(preloadTargets('/en/unknown/')).toEqual([]);
  });
});

describe('route helpers', () => {
  it('strips locale and trailing slash', () => {
    expect(routeOf('/pl/')).toBe('/');
    expect(routeOf('/en/real-estate/florida/')).toBe('/real-estate/florida');
    expect(routeOf('/english/')).toBe('/english');
  });

  it('builds trailing-slash hrefs', () => {
    expect(localeHref('pl', '/')).toBe('/pl/');
    expect(localeHref('en', '/pricing')).toBe('/en/pricing/');
  });

  it('gives every route a page entry', () => {
    expect(routes.filter((r) => !pages[r])).toEqual([]);
  });
});
