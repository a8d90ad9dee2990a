// Each page preloads every font face its own text needs (issue 18). next/font preloads
// Inter's core face everywhere; the extra face (the Polish letters ą ć ę ł ń ś ź ż…) is
// not preloaded, because English pages rarely need it. Without a preload the browser only
// asks for it once it has laid the page out, at the highest priority, one round trip
// before the first paint of a Polish page. After the CSS is inlined, this step reads each
// page's @font-face rules and adds a preload for every face whose unicode-range the
// page's visible text uses and that is not preloaded yet.
// The page is read as a tree (scripts/build/html.mjs): its text is the body's text nodes, its
// faces are those of its <style> elements, its preloads the <link> elements whatever their attribute order.
import { attr, elements, findElements, parseHtml, rewriteHtmlFiles, spliceHtml, textOf, where } from './html.mjs';

const FACE = /@font-face\{([^}]*)\}/g;

/** "U+100-1FFF,U+2200-24FF" -> [[0x100, 0x1fff], [0x2200, 0x24ff]] */
export function parseUnicodeRange(value) {
  return value.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

/** Elements whose content a reader never sees as text. */
const HIDDEN = new Set(['script', 'style', 'template', 'noscript']);

/** What a reader sees: the text of the body, without scripts, styles, comments and tags. */
export function visibleText(html, doc = parseHtml(html)) {
  const [body] = findElements(doc, 'body');
  const parts = [];
  const walk = (node) => {
    for (const child of node.childNodes ?? []) {
      if (child.nodeName === '#text') parts.push(child.value);
      else if ('tagName' in child && !HIDDEN.has(child.tagName)) walk(child);
    }
  };
  if (body) walk(body);
  return parts.join(' ');
}

/** Adds the missing font preloads to one page; returns it unchanged when none is missing. */
export function preloadFonts(html) {
  const doc = parseHtml(html);
  const used = new Set(Array.from(visibleText(html, doc), (char) => char.codePointAt(0)));
  const preloaded = new Set(findElements(doc, 'link', (el) => attr(el, 'rel')?.toLowerCase() === 'preload').map((el) => attr(el, 'href')));
  const styles = findElements(doc, 'style');
  const links = [];
  for (const [, rule] of styles.map(textOf).join('\n').matchAll(FACE)) {
    const src = /src:url\((['"]?)(\/[^'")]+\.woff2)\1\)/.exec(rule)?.[2];
    const range = /unicode-range:([^;]+)/.exec(rule)?.[1];
    if (!src || !range || preloaded.has(src)) continue;
    const ranges = parseUnicodeRange(range);
    if (![...used].some((cp) => ranges.some(([from, to]) => cp >= from && cp <= to))) continue;
    preloaded.add(src);
    links.push(`<link rel="preload" href="${src}" as="font" crossorigin="" type="font/woff2"/>`);
  }
  if (links.length === 0) return html;
  // Next to the preloads Next wrote, before the styles that reference the faces.
  const first = [...elements(doc)].find((el) => el.tagName === 'style' || (el.tagName === 'link' && attr(el, 'rel')?.toLowerCase() === 'stylesheet'));
  const [head] = findElements(doc, 'head');
  const at = first ? where(first).start : head?.sourceCodeLocation?.endTag?.startOffset;
  return at === undefined ? html : spliceHtml(html, [{ start: at, end: at, text: links.join('') }]);
}

/** Applies preloadFonts to every HTML file under `dir`; returns how many changed. */
export function applyPreloadFonts(dir) {
  return rewriteHtmlFiles(dir, (html) => preloadFonts(html));
}
