// The site's stylesheets inlined into every page (issue 18): a linked stylesheet
// blocks the first paint until it has been fetched, one more round trip after the
// document on a phone. Next's own option for this (experimental.inlineCss) also
// copies the CSS into the page's flight data, doubling it; this post-build step
// does not.
//
// Each `<link rel="stylesheet" href="/_next/static/…css" data-precedence="next">`
// becomes the same rules in `<style data-precedence="next" data-href="…">` (the
// shape Next gives inlined CSS), and the link stays behind it with `disabled`:
// React's hydration looks for a link with that href and, finding none, would
// insert one and download the file again. A disabled stylesheet link is not
// fetched and applies nothing. style-src already allows inline styles.
//
// On a page whose scripts wait for the first paint (scripts/build/defer-scripts.mjs),
// only the rules that can apply to that page are inlined (scripts/build/prune-css.mjs):
// those its HTML can use, those its flight data can render later (a part React mounts on
// demand) and those named by the client code it loads (its chunks and the ones they import). Nothing else loads after the first
// paint (issue 37: a late stylesheet restyled and laid out the whole page again). A
// <noscript> copy of the original link gives visitors without JavaScript the whole file.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOADER_MARKER } from './defer-scripts.mjs';
import { attr, findElements, parseHtml, rewriteHtmlFiles, spliceHtml, where } from './html.mjs';
import { clientCode, flightTokens, NO_CLIENT, pruneCss, unionTokens } from './prune-css.mjs';

/** A file under /_next/static/ that Next links as a stylesheet: its path there. */
const STATIC_CSS = /^\/_next\/static\/([^"?#]+\.css)$/;

/** Next's stylesheet links still to inline (a disabled one is this step's own, or already done). */
function nextStylesheets(doc) {
  return findElements(
    doc,
    'link',
    (el) => attr(el, 'rel') === 'stylesheet' && attr(el, 'data-precedence') === 'next' && attr(el, 'disabled') === undefined && STATIC_CSS.test(attr(el, 'href') ?? ''),
  );
}

/** The page's deferred flight data (scripts/build/defer-scripts.mjs): its path under /_next/static/, if any. */
const FLIGHT_FILE = /\/_next\/static\/(flight\/[\w.-]+\.js)/;

/** The bundler's chunks the page loads (the loader's list, or Next's own script tags): their names under /_next/static/chunks/. */
const CHUNK_FILE = /\/_next\/static\/chunks\/([\w.-]+\.js)/g;

/**
 * Inlines the linked Next stylesheets of one page; `read(path)` gives a file under /_next/static/,
 * `code` reads what the page's client code can render (clientCode).
 * The links are found in the parsed page and replaced at their offsets; every other byte stays.
 */
export function inlineCss(html, read, code = { tokensFor: () => NO_CLIENT }) {
  const doc = parseHtml(html);
  const links = nextStylesheets(doc);
  if (links.length === 0) return html;
  const prune = findElements(doc, 'script', (el) => attr(el, LOADER_MARKER) !== undefined).length > 0;
  const flight = FLIGHT_FILE.exec(html);
  const flightText = prune && flight ? read(flight[1]) : null;
  // The chunks the loader adds and those the flight data names for the page's client components.
  const client = prune ? code.tokensFor([...new Set([...`${html}${flightText ?? ''}`.matchAll(CHUNK_FILE)].map((m) => m[1]))]) : NO_CLIENT;
  const tokens = flightText ? unionTokens(client, flightTokens(flightText)) : client;
  const edits = [];
  for (const el of links) {
    const href = attr(el, 'href');
    const path = STATIC_CSS.exec(href)[1];
    const css = read(path);
    if (css === null || /<\/style/i.test(css)) continue;
    // url(../media/font.woff2) is relative to the stylesheet; in the page it must name the same file.
    const rebased = css.trim().replace(/url\((['"]?)(?![a-z][a-z0-9+.-]*:|\/|#)([^'")]+)\1\)/gi, (_, quote, url) => `url(${quote}${new URL(url, `http://x${href}`).pathname}${quote})`);
    const { start, end } = where(el);
    // The link as Next wrote it, disabled: React finds it and does not fetch the file again.
    const disabled = html.slice(start, end).replace(/\s*\/?>$/, (close) => ` disabled=""${close.trim()}`);
    const style = (text) => `<style data-precedence="next" data-href="${href}">${text}</style>`;
    let text = style(rebased) + disabled;
    if (prune) text = `${style(pruneCss(rebased, html, doc, tokens))}${disabled}<noscript><link rel="stylesheet" href="${href}"/></noscript>`;
    edits.push({ start, end, text });
  }
  return spliceHtml(html, edits);
}

/**
 * Applies inlineCss to every HTML file under `dir`; `staticDir` is the folder served as
 * /_next/static/ (out/_next/static, or .next/static for `next start`). Returns how many changed.
 */
export function applyInlineCss(dir, staticDir = join(dir, '_next/static')) {
  const cache = new Map();
  const read = (path) => {
    if (!cache.has(path)) {
      const file = join(staticDir, path);
      cache.set(path, existsSync(file) ? readFileSync(file, 'utf8') : null);
    }
    return cache.get(path);
  };
  const code = clientCode(join(staticDir, 'chunks'));
  return rewriteHtmlFiles(dir, (html) => inlineCss(html, read, code));
}
