// Per-page Content-Security-Policy for the static export: every exported HTML
// file gets a <meta http-equiv="Content-Security-Policy"> as the first element
// of its <head>, whose script-src lists 'self' plus the SHA-256 hash of each
// inline script of THAT page (the theme script, Next's bootstrap and flight
// data `self.__next_f.push(...)`, which differ per page). Data blocks such as
// JSON-LD (type="application/ld+json") never run and need no hash.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SEARCH_MARKER, metaPolicy } from '../../lib/hosting/security-headers.mjs';

const executableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript', 'application/ecmascript']);

/** Inline script bodies that the browser executes, exactly as written in the HTML. */
export function inlineScripts(html) {
  const bodies = [];
  const re = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const attrs = m[1];
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase() ?? '';
    if (!executableTypes.has(type)) continue;
    bodies.push(m[2]);
  }
  return bodies;
}

export function sha256(text) {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

const META_RE = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\s*\/?>/i;

/** Adds (or replaces) the page's CSP meta tag right after <meta charset>, else right after <head>. */
export function injectCsp(html, policy) {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}"/>`;
  if (META_RE.test(html)) return html.replace(META_RE, tag);
  const charset = /<meta charset=["']?utf-8["']?\s*\/?>/i.exec(html);
  if (charset) return html.slice(0, charset.index + charset[0].length) + tag + html.slice(charset.index + charset[0].length);
  const head = /<head\b[^>]*>/i.exec(html);
  if (!head) throw new Error('no <head> to hold the CSP');
  return html.slice(0, head.index + head[0].length) + tag + html.slice(head.index + head[0].length);
}

/** The CMS (/admin/) is a page of its own with its own header policy (adminPolicy in lib/hosting/security-headers.mjs). */
export const OWN_POLICY_FOLDERS = ['admin'];

/** Every .html file under dir (the site's pages: not those of OWN_POLICY_FOLDERS at its top). */
export function htmlFiles(dir) {
  const found = [];
  const skip = new Set(OWN_POLICY_FOLDERS.map((name) => join(dir, name)));
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      if (skip.has(full)) continue;
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.html')) found.push(full);
    }
  };
  walk(dir);
  return found;
}

/** Runs `transform(html)` on every HTML file of `dir`, writes the ones it changed, returns how many. */
export function rewriteHtmlFiles(dir, transform) {
  let changed = 0;
  for (const file of htmlFiles(dir)) {
    const html = readFileSync(file, 'utf8');
    const next = transform(html);
    if (next !== html) {
      writeFileSync(file, next);
      changed += 1;
    }
  }
  return changed;
}

/** Writes the per-page policy into every HTML file of `dir`; returns counts. */
export function applyCsp(dir, site) {
  let pages = 0;
  let hashes = 0;
  let longest = 0;
  for (const file of htmlFiles(dir)) {
    const html = readFileSync(file, 'utf8');
    const pageHashes = [...new Set(inlineScripts(html).map(sha256))];
    // Only pages with the search trigger may compile WebAssembly (Pagefind).
    const policy = metaPolicy(site, pageHashes, { search: html.includes(` ${SEARCH_MARKER}=`) });
    writeFileSync(file, injectCsp(html, policy));
    pages += 1;
    hashes += pageHashes.length;
    longest = Math.max(longest, policy.length);
  }
  return { pages, hashes, longest };
}
