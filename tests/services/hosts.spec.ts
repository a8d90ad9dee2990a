import { test, expect } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { IMMUTABLE_CACHE, adminHeaders, securityHeaders } from '../../lib/hosting/security-headers.mjs';
import { siteConfig } from '../../lib/site';
import {
  headerValues,
  outDir,
  rawRequest,
  root,
  startLocalServer,
  startNginx,
  startServerMode,
  varyTokens,
  type RawResponse,
  type RunningServer,
} from './servers';
import { withTestVoiceAgent } from '../voice-agent-host';

// Every deploy recipe that can run here, held to the same checks (issue 17):
// nginx with the committed deploy/nginx.conf, `npm start`'s server, and
// server mode (`next start`). Browser-free: requests are written byte for byte.

/**
 * The configuration whose headers each server must send: out/ holds the browser tests' build, whose voice agent
 * is a local test host (tests/voice-agent-host.ts), and `npm start` sends that build's
 * out/_headers; nginx sends the committed deploy/nginx.conf and next start the server build's.
 */
const siteServedBy = (name: string) => (name === 'npm start' ? withTestVoiceAgent(siteConfig) : siteConfig);
/** A fingerprinted script of the build this server serves (the export's, or the server build's). */
const assetOf = (dir: string) => `/_next/static/chunks/${readdirSync(join(dir, 'chunks')).find((f) => f.endsWith('.js'))}`;
const notFoundMarker = 'data-testid="not-found-en"';
// A real post's markdown copy (issue 15): a route handler in server mode, a file on the static hosts.
const markdownPost = '/pl/blog/wdrozenie-agenta-glosowego-rodo-i-integracje/index.md';

// HOSTS_PORT and the next two ports; by default E2E_PORT + 61 (3161 with the default 3100), so checkouts
// that run at once on their own E2E_PORT never meet.
const basePort = Number(process.env.HOSTS_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 61);
const servers: Array<{ name: string; start: (port: number) => Promise<RunningServer>; port: number; static: boolean }> = [
  { name: 'nginx', start: startNginx, port: basePort, static: true },
  { name: 'npm start', start: startLocalServer, port: basePort + 1, static: true },
  { name: 'next start', start: startServerMode, port: basePort + 2, static: false },
];

function expectSecurityHeaders(response: RawResponse, what: string, expected: ReturnType<typeof securityHeaders>) {
  for (const { key, value } of expected) {
    expect(headerValues(response, key), `${key} on ${what}`).toEqual([value]);
  }
}

const header = (response: RawResponse, name: string) => headerValues(response, name).join(', ');

/** A Location must stay on this site: a path, never //host or /\host (which browsers read as another host). */
function expectSameSiteLocation(response: RawResponse, origin: string, what: string) {
  const location = header(response, 'location');
  if (!location) return;
  expect(new URL(location, origin).origin, `Location ${JSON.stringify(location)} of ${what}`).toBe(origin);
  expect(location.replace(origin, ''), `Location of ${what}`).toMatch(/^\/(?![/\\])/);
}

for (const server of servers) {
  test.describe(`${server.name}`, () => {
    test.describe.configure({ mode: 'default' });
    const expected = securityHeaders(siteServedBy(server.name));
    let running: RunningServer;
    let get: (target: string, headers?: Record<string, string>) => Promise<RawResponse>;
    const asset = assetOf(server.static ? join(outDir, '_next', 'static') : join(root, '.next', 'static'));

    test.beforeAll(async () => {
      test.setTimeout(90_000);
      running = await server.start(server.port);
      get = (target, headers) => rawRequest(running.origin, target, headers);
    });

    test.afterAll(async () => {
      await running?.stop();
    });

    test('every security header on a page, an asset, the 404 page and a redirect', async () => {
      expectSecurityHeaders(await get('/en/'), 'a page', expected);
      expectSecurityHeaders(await get(asset), 'an asset', expected);
      const missing = await get('/en/no-such-page/');
      expect(missing.status).toBe(404);
      expectSecurityHeaders(missing, 'the 404 page', expected);
      const slash = await get('/en/pricing');
      expect(slash.status).toBe(308);
      expectSecurityHeaders(slash, 'the trailing-slash redirect', expected);
      const language = await get('/pricing/', { 'Accept-Language': 'pl-PL,pl;q=0.9,en;q=0.8' });
      expect([302, 307]).toContain(language.status);
      expectSecurityHeaders(language, 'the language redirect', expected);
    });

    test('Vary where the answer depends on language, cookie or encoding', async () => {
      const redirect = await get('/pricing/', { 'Accept-Language': 'pl' });
      expect(varyTokens(redirect)).toEqual(expect.arrayContaining(['accept-language', 'cookie']));
      if (server.static) {
        // The English visitor gets the redirect page at the same address: it varies too.
        const page = await get('/pricing/', { 'Accept-Language': 'en-US' });
        expect(page.status).toBe(200);
        expect(varyTokens(page)).toEqual(expect.arrayContaining(['accept-language', 'cookie']));
      }
      const gzipped = await get('/en/', { 'Accept-Encoding': 'gzip' });
      expect(header(gzipped, 'content-encoding')).toBe('gzip');
      expect(varyTokens(gzipped)).toContain('accept-encoding');
      // Prefixed pages do not depend on the language headers.
      expect(varyTokens(await get('/en/pricing/'))).not.toContain('accept-language');
    });

    test('long-lived immutable caching only under /_next/static/', async () => {
      expect(header(await get(asset), 'cache-control')).toBe(IMMUTABLE_CACHE);
      for (const path of ['/en/', '/en/pricing/', '/sitemap.xml', '/en/no-such-page/', '/_next/static/no-such-file.js', '/icon-192.png']) {
        expect(header(await get(path), 'cache-control'), path).not.toMatch(/immutable|max-age=[1-9]/);
      }
    });

    test('UTF-8 charset on HTML, XML, text and markdown', async () => {
      const checks: Array<[string, RegExp]> = [
        ['/en/', /^text\/html/],
        ['/pl/', /^text\/html/],
        ['/sitemap.xml', /xml/],
        ['/pl/rss.xml', /xml/],
        ['/llms.txt', /^text\/plain/],
        ['/robots.txt', /^text\/plain/],
        [markdownPost, /^text\/markdown/],
      ];
      for (const [path, type] of checks) {
        const response = await get(path);
        expect(response.status, path).toBe(200);
        expect(header(response, 'content-type'), path).toMatch(type);
        expect(header(response, 'content-type').toLowerCase(), path).toContain('charset=utf-8');
      }
      // The Polish letters arrive intact.
      expect((await get('/llms.txt')).body).toMatch(/[łąęśćżźó]/);
      expect((await get(markdownPost)).body).toMatch(/^---\ntitle: .*[łąęśćżźó]/);
    });

    test('unknown paths, /404/ and /_not-found/ answer 404 with the not-found page', async () => {
      for (const path of ['/en/no-such-page/', '/pl/nie-ma-takiej-strony/', '/no-such-page/', '/en/no-such-page', '/404/', '/_not-found/', '/404', '/_not-found']) {
        // Server mode sends every unprefixed address to a language first; the visitor then sees the same 404.
        let response = await get(path);
        for (let hops = 0; hops < 3 && [302, 308].includes(response.status); hops += 1) {
          response = await get(header(response, 'location').replace(running.origin, ''));
        }
        expect(response.status, path).toBe(404);
        expect(response.body, path).toContain(notFoundMarker);
      }
    });

    test('host files, build stamps and dotfiles are never served', async () => {
      for (const path of ['/_headers', '/_redirects', '/.build-stamp', '/.env', '/.git/config', '/en/.hidden']) {
        const response = await get(path);
        expect(response.status, path).toBe(404);
        expect(response.body, path).not.toMatch(/Content-Security-Policy:|302!|"builtAt"/);
      }
    });

    test('trailing slash: a folder without its slash answers 308 to it, query kept', async () => {
      const bare = await get('/en/pricing');
      expect(bare.status).toBe(308);
      expect(header(bare, 'location')).toMatch(/^(https?:\/\/[^/]+)?\/en\/pricing\/$/);
      const withQuery = await get('/pl/pricing?plan=growth');
      expect(withQuery.status).toBe(308);
      expect(header(withQuery, 'location')).toMatch(/^(https?:\/\/[^/]+)?\/pl\/pricing\/\?plan=growth$/);
      expect((await get('/en/pricing/')).status).toBe(200);
    });

    test('the language rule: Polish browsers go to /pl/, the stored choice wins, prefixed paths stay', async () => {
      const polish = { 'Accept-Language': 'pl-PL,pl;q=0.9,en-US;q=0.8' };
      const cases: Array<[string, string]> = [
        ['/', '/pl/'],
        ['/pricing/', '/pl/pricing/'],
        ['/pricing/?a=1', '/pl/pricing/?a=1'],
      ];
      for (const [from, to] of cases) {
        const response = await get(from, polish);
        expect([302, 307], from).toContain(response.status);
        expect(header(response, 'location').replace(/^https?:\/\/[^/]+/, ''), from).toBe(to);
      }
      const chosenEnglish = await get('/pricing/?a=1', { ...polish, Cookie: 'language=en' });
      expect(header(chosenEnglish, 'location')).not.toContain('/pl/');
      const chosenPolish = await get('/pricing/', { 'Accept-Language': 'en-US', Cookie: 'language=pl' });
      expect(header(chosenPolish, 'location').replace(/^https?:\/\/[^/]+/, '')).toBe('/pl/pricing/');
      for (const path of ['/en/pricing/', '/en/', '/pl/pricing/']) {
        expect((await get(path, polish)).status, path).toBe(200);
      }
    });

    test('the CMS at /admin/ carries its own policy, once, and its module scripts are JavaScript', async () => {
      for (const path of ['/admin/', '/admin/admin.mjs', '/admin/config.yml']) {
        const response = await get(path);
        expect(response.status, path).toBe(200);
        for (const { key, value } of adminHeaders(siteServedBy(server.name))) expect(headerValues(response, key), `${key} on ${path}`).toEqual([value]);
      }
      expect(header(await get('/admin/admin.mjs'), 'content-type')).toMatch(/^text\/javascript/);
      expect(header(await get('/admin/'), 'content-type')).toMatch(/^text\/html/);
      // The site's pages keep theirs.
      expectSecurityHeaders(await get('/en/blog/'), 'a blog page', expected);
    });

    test('hostile addresses: no injected header, no other host, nothing outside out/, no crash', async () => {
      test.setTimeout(90_000);
      const polish = { 'Accept-Language': 'pl' };
      const targets = [
        '/%0d%0aSet-Cookie:%20injected=1',
        '/pricing/%0d%0aX-Injected:%201',
        '/pricing/?q=%0d%0aSet-Cookie:%20injected=1',
        '/%0aSet-Cookie:injected=1/',
        '/%00/',
        '/%1b%5b31m/',
        '/%E5%98%8A%E5%98%8DSet-Cookie:injected=1',
        '//evil.example/',
        '//evil.example',
        '/\\evil.example',
        '/\\evil.example/',
        '/%2F%2Fevil.example/',
        '/%5Cevil.example',
        '/%5C%5Cevil.example/',
        '///evil.example/%2e%2e',
        '/en//evil.example',
        '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
        '/en/..%2f..%2f..%2fetc%2fpasswd',
        '/..%5c..%5c..%5cetc%5cpasswd',
        '/%2e%2e%2f%2e%2e%2fpackage.json',
        '/../package.json',
        '/en/../../package.json',
        `/${'a'.repeat(10_000)}`,
      ];
      for (const target of targets) {
        for (const headers of [{}, polish]) {
          const response = await get(target, headers);
          const what = `${JSON.stringify(target.slice(0, 60))} ${JSON.stringify(headers)}`;
          expect(response.status, what).toBeGreaterThanOrEqual(200);
          expect(response.status, what).toBeLessThan(500);
          expect(headerValues(response, 'set-cookie'), what).toEqual([]);
          expect(headerValues(response, 'x-injected'), what).toEqual([]);
          expectSameSiteLocation(response, running.origin, what);
          expect(response.body, what).not.toMatch(/root:x:0:0|"devDependencies"/);
        }
      }
      // Raw control characters in the path and the query, and a 16 KB header.
      for (const target of ['/\x01/', '/pricing/\x7f', '/?q=\x01\x02', '/pricing/?a=1\tb']) {
        const response = await get(target, polish);
        expect(response.status, JSON.stringify(target)).toBeLessThan(500);
        expect(headerValues(response, 'set-cookie')).toEqual([]);
        expectSameSiteLocation(response, running.origin, JSON.stringify(target));
      }
      const huge = await get('/en/', { 'X-Padding': 'x'.repeat(16 * 1024) });
      expect(huge.status === 0 || huge.status < 500, `16 KB header answered ${huge.status}`).toBe(true);
      // Still serving.
      const after = await get('/en/');
      expect(after.status).toBe(200);
      expect(after.body).toContain('<html');
    });
  });
}
