/**
 * @jest-environment node
 */
import { NextRequest } from 'next/server';
import { proxy } from '../proxy';

function request(path: string, headers: Record<string, string> = {}) {
  // As the server sees a request line: the path is appended to the origin, never resolved against it.
  return new NextRequest(`http://localhost:3000${path}`, { headers });
}

/** The Location as the visitor's browser follows it (Next sends a same-host URL as its path). */
function location(response: Response) {
  const value = response.headers.get('location');
  if (!value) return null;
  const url = new URL(value, 'http://localhost:3000');
  return url.host === 'localhost:3000' ? url.pathname + url.search : url.href;
}

describe('proxy (server mode)', () => {
  it('lets locale-prefixed paths through', () => {
    const response = proxy(request('/pl/pricing/'));
    expect(location(response)).toBeNull();
  });

  it('sends unprefixed paths to Polish for a pl Accept-Language', () => {
    const response = proxy(request('/pricing/?a=1', { 'accept-language': 'pl-PL,pl;q=0.9,en;q=0.8' }));
    expect(response.status).toBe(302);
    expect(location(response)).toBe('/pl/pricing/?a=1');
    expect(response.headers.get('vary')).toBe('Accept-Language, Cookie');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('prefers the stored language cookie', () => {
    const response = proxy(request('/', { 'accept-language': 'pl-PL', cookie: 'language=en' }));
    expect(location(response)).toBe('/en/');
  });

  it('ignores a corrupt cookie and defaults to English', () => {
    const response = proxy(request('/hotels/', { 'accept-language': 'de-DE', cookie: 'language=xx' }));
    expect(location(response)).toBe('/en/hotels/');
  });

  it('adds the trailing slash with a 308 that carries the security headers, the query kept', () => {
    const response = proxy(request('/en/pricing?plan=growth'));
    expect(response.status).toBe(308);
    expect(location(response)).toBe('/en/pricing/?plan=growth');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('never builds a Location that names another host', () => {
    for (const path of ['//evil.example/', '/%2F%2Fevil.example', '/\\evil.example']) {
      const target = proxy(request(path, { 'accept-language': 'pl' })).headers.get('location') ?? '';
      expect(new URL(target, 'http://localhost:3000').host).toBe('localhost:3000');
      expect(location(proxy(request(path, { 'accept-language': 'pl' })))).toMatch(/^\/pl\//);
    }
  });

  it('answers host files and internal 404 routes with the not-found page', () => {
    for (const path of ['/_headers', '/_redirects', '/404/', '/_not-found']) {
      expect(proxy(request(path)).headers.get('x-middleware-rewrite')).toContain('/en/__not-found__/');
    }
  });
});
