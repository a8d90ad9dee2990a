/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyCsp, injectCsp, inlineScripts, sha256 } from './csp.mjs';
import { siteConfig } from '../../lib/site';

describe('per-page CSP', () => {
  const html =
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/><script src="/a.js" async=""></script>' +
    '<script>(function(){theme()})()</script><script type="application/ld+json">{"@type":"Organization"}</script>' +
    '<script id="_R_">self.__next_f.push([1,"x"])</script><script type="module">go()</script></head><body></body></html>';

  test('hashes only the inline scripts the browser runs (not src scripts, not JSON-LD)', () => {
    expect(inlineScripts(html)).toEqual(['(function(){theme()})()', 'self.__next_f.push([1,"x"])', 'go()']);
  });

  test('hashes are base64 SHA-256 of the exact script text', () => {
    expect(sha256('go()')).toBe(`sha256-${createHash('sha256').update('go()').digest('base64')}`);
  });

  test('the meta tag comes right after <meta charset>, before any script, and replacing it is idempotent', () => {
    const once = injectCsp(html, "script-src 'self'");
    expect(once.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(once.indexOf('<script'));
    expect(once.indexOf('http-equiv="Content-Security-Policy"')).toBeGreaterThan(once.indexOf('charSet'));
    const twice = injectCsp(once, "script-src 'self' 'sha256-x'");
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(twice).toContain(`content="script-src 'self' 'sha256-x'"`);
  });

  test('reads scripts and the existing policy as a browser does, not by the shape of their attributes', () => {
    const page =
      '<!DOCTYPE html><html><head><meta charset="utf-8"/>' +
      '<meta content="script-src \'none\'" http-equiv="content-security-policy"/>' +
      '<script data-src="lazy">run()</script><script data-type="x">go()</script><script SRC=\'/a.js\'></script>' +
      '<script type=" TEXT/JavaScript ">x()</script><script>a()\r\nb()</script></head><body></body></html>';
    // data-src is no src and data-type no type: both scripts run, so both need a hash; line breaks as the browser reads them.
    expect(inlineScripts(page)).toEqual(['run()', 'go()', 'x()', 'a()\nb()']);
    // The policy already there is replaced, whatever its attribute order, never doubled.
    const once = injectCsp(page, "script-src 'self'");
    expect(once.match(/content-security-policy/gi)).toHaveLength(1);
    expect(once).toContain(`<meta charset="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src 'self'"/><script data-src`);
  });

  test("only pages with the search trigger get 'wasm-unsafe-eval'", () => {
    const dir = mkdtempSync(join(tmpdir(), 'csp-'));
    const page = (body: string) => `<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body>${body}</body></html>`;
    writeFileSync(join(dir, 'search.html'), page('<a href="/en/blog/" data-site-search="">Search</a>'));
    writeFileSync(join(dir, 'redirect.html'), page('<p>data-site-search is only text here</p>'));
    applyCsp(dir, siteConfig);
    expect(readFileSync(join(dir, 'search.html'), 'utf8')).toContain("'wasm-unsafe-eval'");
    expect(readFileSync(join(dir, 'redirect.html'), 'utf8')).not.toContain('wasm-unsafe-eval');
  });
});
