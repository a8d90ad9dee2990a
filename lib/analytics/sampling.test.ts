import { isSampled } from './sampling';
import { rateMetric, roundMetric, vitalEvent } from './vitals';
import { reportableUrl, resourceKind } from './resource-errors';

describe('sampling', () => {
  it('samples when the random draw is below the rate', () => {
    expect(isSampled(0.1, () => 0.05)).toBe(true);
    expect(isSampled(0.1, () => 0.0999)).toBe(true);
    expect(isSampled(0.1, () => 0.1)).toBe(false);
    expect(isSampled(0.1, () => 0.9)).toBe(false);
  });

  it('never samples at 0 or an invalid rate, always at 1', () => {
    expect(isSampled(0, () => 0)).toBe(false);
    expect(isSampled(Number.NaN, () => 0)).toBe(false);
    expect(isSampled(-1, () => 0)).toBe(false);
    expect(isSampled(1, () => 0.999)).toBe(true);
  });

  it('keeps about a tenth of page loads at the configured 0.1', () => {
    let seed = 42;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const kept = Array.from({ length: 10_000 }, () => isSampled(0.1, random)).filter(Boolean).length;
    expect(kept).toBeGreaterThan(900);
    expect(kept).toBeLessThan(1100);
  });
});

describe('web vitals', () => {
  it('judges each metric against the spec thresholds (INP replaces FID)', () => {
    expect(rateMetric('LCP', 2500)).toBe('good');
    expect(rateMetric('LCP', 2501)).toBe('poor');
    expect(rateMetric('INP', 200)).toBe('good');
    expect(rateMetric('INP', 201)).toBe('poor');
    expect(rateMetric('CLS', 0.1)).toBe('good');
    expect(rateMetric('CLS', 0.11)).toBe('poor');
    expect(rateMetric('TTFB', 801)).toBe('poor');
  });

  it('builds the web_vital event', () => {
    expect(roundMetric('CLS', 0.123456)).toBe(0.1235);
    expect(vitalEvent('LCP', 2600.4, '/en/?a=1')).toEqual({ event: 'web_vital', metric: 'LCP', value: 2600, rating: 'poor', page_path: '/en/?a=1' });
  });
});

describe('resource errors', () => {
  it('knows scripts, images and stylesheets, nothing else', () => {
    const script = document.createElement('script');
    script.src = 'https://cdn.example.com/a.js';
    expect(resourceKind(script)).toEqual({ kind: 'script', url: 'https://cdn.example.com/a.js' });
    const img = document.createElement('img');
    img.src = 'https://example.com/x.png';
    expect(resourceKind(img)?.kind).toBe('img');
    const css = document.createElement('link');
    css.rel = 'stylesheet';
    css.href = 'https://example.com/s.css';
    expect(resourceKind(css)?.kind).toBe('css');
    const preload = document.createElement('link');
    preload.rel = 'preload';
    expect(resourceKind(preload)).toBeNull();
    expect(resourceKind(document.createElement('div'))).toBeNull();
    expect(resourceKind(window)).toBeNull();
  });

  it('reports origin and path only (no query, no hash)', () => {
    expect(reportableUrl('/img/a.png?email=x@y.z#top', 'https://site.example/en/')).toBe('https://site.example/img/a.png');
    expect(reportableUrl('data:image/png;base64,AAAA')).toBe('data:');
  });
});
