// Per-page Content-Security-Policy for the static export: every exported HTML
// file gets a <meta http-equiv="Content-Security-Policy"> as the first element
// of its <head>, whose script-src lists 'self' plus the SHA-256 hash of each
// inline script of THAT page (the theme script, Next's bootstrap and flight
// data `self.__next_f.push(...)`, which differ per page). Data blocks such as
// JSON-LD (type="application/ld+json") never run and need no hash.
// The page is read as a tree (scripts/build/html.mjs): the scripts are the elements the
// browser sees, whatever the order, quoting or case of their attributes.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { SEARCH_MARKER, metaPolicy } from '../../lib/hosting/security-headers.mjs';
import { attr, elements, findElements, htmlFiles, parseHtml, spliceHtml, textOf, where } from './html.mjs';

const executableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript', 'application/ecmascript']);

/** Inline script bodies that the browser executes, exactly as written in the HTML. */
export function inlineScripts(html, doc = parseHtml(html)) {
  const runs = (el) => attr(el, 'src') === undefined && executableTypes.has((attr(el, 'type') ?? '').trim().toLowerCase());
  // The text as the browser hashes it (parse5 normalises line breaks as a browser does).
  return findElements(doc, 'script', runs).map(textOf);
}

export function sha256(text) {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/** Adds (or replaces) the page's CSP meta tag right after <meta charset>, else right after <head>. */
export function injectCsp(html, policy, doc = parseHtml(html)) {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}"/>`;
  const [current] = findElements(doc, 'meta', (el) => attr(el, 'http-equiv')?.toLowerCase() === 'content-security-policy');
  if (current) return spliceHtml(html, [{ start: where(current).start, end: where(current).end, text: tag }]);
  const [charset] = findElements(doc, 'meta', (el) => attr(el, 'charset')?.trim().toLowerCase() === 'utf-8');
  const [head] = findElements(doc, 'head');
  const at = charset ? where(charset).end : head?.sourceCodeLocation?.startTag?.endOffset;
  if (at === undefined) throw new Error('no <head> to hold the CSP');
  return spliceHtml(html, [{ start: at, end: at, text: tag }]);
}

/** Writes the per-page policy into every HTML file of `dir` (not the CMS's: html.mjs's OWN_FOLDERS); returns counts. */
export function applyCsp(dir, site) {
  let pages = 0;
  let hashes = 0;
  let longest = 0;
  for (const file of htmlFiles(dir)) {
    const html = readFileSync(file, 'utf8');
    const doc = parseHtml(html);
    const pageHashes = [...new Set(inlineScripts(html, doc).map(sha256))];
    // Only pages with the search trigger may compile WebAssembly (Pagefind).
    const search = [...elements(doc)].some((el) => attr(el, SEARCH_MARKER) !== undefined);
    const policy = metaPolicy(site, pageHashes, { search });
    writeFileSync(file, injectCsp(html, policy, doc));
    pages += 1;
    hashes += pageHashes.length;
    longest = Math.max(longest, policy.length);
  }
  return { pages, hashes, longest };
}
