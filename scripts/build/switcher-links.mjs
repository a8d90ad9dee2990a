// Writes each page's real other-language address into the footer's language
// switcher (<a data-lang-switch="pl">), taken from the page's own
// <link rel="alternate" hreflang="pl">, so the switcher works without
// JavaScript in the static export (the layout cannot know the page's path).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** @param {string} html @returns {string} */
export function rewriteSwitcherLinks(html) {
  const alternates = {};
  for (const match of html.matchAll(/<link rel="alternate" hrefLang="(en|pl)" href="([^"]+)"/gi)) {
    alternates[match[1]] = new URL(match[2]).pathname;
  }
  return html.replace(/<a\b[^>]*\bdata-lang-switch="(en|pl)"[^>]*>/g, (tag, locale) => {
    const path = alternates[locale];
    return path ? tag.replace(/\bhref="[^"]*"/, `href="${path}"`) : tag;
  });
}

/** Rewrites every page of out/en and out/pl; returns how many files changed. */
export function applySwitcherLinks(out) {
  let changed = 0;
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === 'index.html') {
        const html = readFileSync(full, 'utf8');
        const next = rewriteSwitcherLinks(html);
        if (next !== html) {
          writeFileSync(full, next);
          changed += 1;
        }
      }
    }
  };
  for (const locale of ['en', 'pl']) walk(join(out, locale));
  return changed;
}
