/**
 * @jest-environment node
 */
import { NextRequest } from 'next/server';
import { proxy } from '../proxy';

function request(path: string, headers: Record<string, string> = {}) {
  return new NextRequest(new URL(path, 'http://localhost:3000'), { headers });
}

describe('proxy (server mode)', () => {
  it('lets locale-prefixed paths through', () => {
    const response = proxy(request('/pl/pricing/'));
    expect(response.headers.get('location')).toBeNull();
  });

  it('sends unprefixed paths to Polish for a pl Accept-Language', () => {
    const response = proxy(request('/pricing/?a=1', { 'accept-language': 'pl-PL,pl;q=0.9,en;q=0.8' }));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://localhost:3000/pl/pricing/?a=1');
  });

  it('prefers the stored language cookie', () => {
    const response = proxy(request('/', { 'accept-language': 'pl-PL', cookie: 'language=en' }));
    expect(response.headers.get('location')).toBe('http://localhost:3000/en/');
  });

  it('ignores a corrupt cookie and defaults to English', () => {
    const response = proxy(request('/hotels/', { 'accept-language': 'de-DE', cookie: 'language=xx' }));
    expect(response.headers.get('location')).toBe('http://localhost:3000/en/hotels/');
  });
});
