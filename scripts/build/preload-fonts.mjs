// Each page preloads every font face its own text needs (issue 18). next/font preloads
// Inter's core face everywhere; the extra face (the Polish letters ą ć ę ł ń ś ź ż…) is
// not preloaded, because English pages rarely need it. Without a preload the browser only
// asks for it once it has laid the page out, at the highest priority, one round trip
// before the first paint of a Polish page. After the CSS is inlined, this step reads each
// page's @font-face rules and adds a preload for every face whose unicode-range the
// page's visible text uses and that is not preloaded yet.
import { rewriteHtmlFiles } from './csp.mjs';

const FACE = /@font-face\{([^}]*)\}/g;

/** "U+100-1FFF,U+2200-24FF" -> [[0x100, 0x1fff], [0x2200, 0x24ff]] */
export function parseUnicodeRange(value) {
  return value.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

/** What a reader sees: the document without scripts, styles, comments and tags. */
export function visibleText(html) {
  const body = html.slice(Math.max(0, html.indexOf('<body')));
  return body
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ');
}

/** Adds the missing font preloads to one page; returns it unchanged when none is missing. */
export function preloadFonts(html) {
  const text = visibleText(html);
  const used = new Set(Array.from(text, (char) => char.codePointAt(0)));
  const links = [];
  for (const [, rule] of html.matchAll(FACE)) {
    const src = /src:url\((['"]?)(\/[^'")]+\.woff2)\1\)/.exec(rule)?.[2];
    const range = /unicode-range:([^;]+)/.exec(rule)?.[1];
    if (!src || !range || html.includes(`rel="preload" href="${src}"`)) continue;
    const ranges = parseUnicodeRange(range);
    if (![...used].some((cp) => ranges.some(([from, to]) => cp >= from && cp <= to))) continue;
    links.push(`<link rel="preload" href="${src}" as="font" crossorigin="" type="font/woff2"/>`);
  }
  if (links.length === 0) return html;
  // Next to the preloads Next wrote, before the styles that reference the faces.
  const at = html.search(/<style|<link rel="stylesheet"|<\/head>/);
  return at < 0 ? html : html.slice(0, at) + links.join('') + html.slice(at);
}

/** Applies preloadFonts to every HTML file under `dir`; returns how many changed. */
export function applyPreloadFonts(dir) {
  return rewriteHtmlFiles(dir, (html) => preloadFonts(html));
}
