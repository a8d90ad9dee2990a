// Writes each page's real other-language address into the footer's language
// switcher (<a data-lang-switch="pl">), taken from the page's own
// <link rel="alternate" hreflang="pl">, so the switcher works without
// JavaScript in the static export (the layout cannot know the page's path).
// The page is read as a tree (scripts/build/html.mjs): the links are found whatever the
// order, quoting or case of their attributes, and only the switcher's href is rewritten.
import { join, sep } from 'node:path';
import { attr, findElements, parseHtml, rewriteHtmlFiles, spliceHtml } from './html.mjs';

const LOCALES = ['en', 'pl'];

/** @param {string} html @returns {string} */
export function rewriteSwitcherLinks(html) {
  const doc = parseHtml(html);
  const alternates = {};
  for (const link of findElements(doc, 'link', (el) => attr(el, 'rel')?.toLowerCase() === 'alternate')) {
    const locale = attr(link, 'hreflang');
    const href = attr(link, 'href');
    if (LOCALES.includes(locale) && href) alternates[locale] = new URL(href, 'https://site.invalid').pathname;
  }
  const edits = [];
  for (const a of findElements(doc, 'a', (el) => LOCALES.includes(attr(el, 'data-lang-switch')))) {
    const path = alternates[attr(a, 'data-lang-switch')];
    const loc = a.sourceCodeLocation;
    if (!path || !loc?.startTag) continue;
    const href = loc.attrs?.href;
    const text = `href="${path}"`;
    // The href in place; a switcher written without one gets it at the end of its start tag.
    if (href) edits.push({ start: href.startOffset, end: href.endOffset, text });
    else {
      const end = loc.startTag.endOffset - (html[loc.startTag.endOffset - 2] === '/' ? 2 : 1);
      edits.push({ start: end, end, text: ` ${text}` });
    }
  }
  return edits.length ? spliceHtml(html, edits) : html;
}

/** Rewrites every page of out/en and out/pl; returns how many files changed. */
export function applySwitcherLinks(out) {
  const pages = (file) => file.endsWith(`${sep}index.html`);
  return LOCALES.reduce((changed, locale) => changed + rewriteHtmlFiles(join(out, locale), (html, file) => (pages(file) ? rewriteSwitcherLinks(html) : html)), 0);
}
