// The unprefixed language-redirect pages: out/pricing/index.html sends a visitor to /en/pricing/ or
// /pl/pricing/ by the language rule (lib/hosting/language-rule.mjs), for every page both languages have.
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { chooseLanguage } from '../../lib/hosting/language-rule.mjs';
import { attr, findElements, parseHtml, where } from './html.mjs';

/** Every exported page folder under out/<locale>/, as "pricing/" or "" for home. */
function pagesOf(out, locale) {
  const base = join(out, locale);
  const found = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === 'index.html') found.push(relative(base, dir).split(sep).join('/'));
    }
  };
  walk(base);
  return found;
}

const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function redirectPage(out, messages, path) {
  const { en, pl } = messages;
  const target = (locale) => `/${locale}/${path ? `${path}/` : ''}`;
  const html = readFileSync(join(out, 'en', path, 'index.html'), 'utf8');
  const doc = parseHtml(html);
  const canonical = findElements(doc, 'link', (el) => attr(el, 'rel')?.toLowerCase() === 'canonical' && !!attr(el, 'href')).map((el) => attr(el, 'href'))[0] ?? target('en');
  // The English page's title as its source has it (already escaped), inside the head (not an SVG's <title>).
  const [titleEl] = findElements(doc, 'title', (el) => el.parentNode?.nodeName === 'head');
  const title = titleEl ? html.slice(where(titleEl).innerStart, where(titleEl).innerEnd) : '';
  const script = `(function(){var s=null;try{s=localStorage.getItem('language')}catch(e){}var l=(${chooseLanguage.toString()})(s,navigator.language);location.replace('/'+l+${JSON.stringify(path ? `/${path}/` : '/')}+location.search+location.hash)})();`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="robots" content="noindex, follow">
<link rel="canonical" href="${escapeHtml(canonical)}">
<link rel="alternate" hreflang="en" href="${target('en')}">
<link rel="alternate" hreflang="pl" href="${target('pl')}">
<script>${script}</script>
<noscript><meta http-equiv="refresh" content="0; url=${target('en')}"></noscript>
<style>body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#fff;color:#0f172a}main{padding:2rem;text-align:center}a{display:inline-block;margin:.5rem;padding:.75rem 1.5rem;border-radius:999px;background:#4338ca;color:#fff;font-weight:600;text-decoration:none}p{color:#475569}</style>
</head>
<body>
<main>
<h1>${escapeHtml(en.redirect.title)} · <span lang="pl">${escapeHtml(pl.redirect.title)}</span></h1>
<p>${escapeHtml(en.redirect.description)} <span lang="pl">${escapeHtml(pl.redirect.description)}</span></p>
<p><a href="${target('en')}" hreflang="en" lang="en">${escapeHtml(en.language.en)}</a><a href="${target('pl')}" hreflang="pl" lang="pl">${escapeHtml(pl.language.pl)}</a></p>
</main>
</body>
</html>
`;
}

/** Writes the redirect pages into out/; returns how many, and the pages both languages have ("pricing", "" for home). */
export function writeRedirectPages(out, root) {
  const messages = {
    en: JSON.parse(readFileSync(join(root, 'messages/en.json'), 'utf8')),
    pl: JSON.parse(readFileSync(join(root, 'messages/pl.json'), 'utf8')),
  };
  // Next also exports its internal not-found route as out/404/ and out/_not-found/; served as
  // folders they would answer 200 on every static host. Unknown paths get out/404.html, with 404.
  for (const internal of ['404', '_not-found']) rmSync(join(out, internal), { recursive: true, force: true });

  const plPages = new Set(pagesOf(out, 'pl'));
  const bothLanguages = pagesOf(out, 'en').filter((path) => plPages.has(path));
  let written = 0;
  for (const path of bothLanguages) {
    const dir = join(out, path);
    if (existsSync(join(dir, 'index.html'))) continue;
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.html'), redirectPage(out, messages, path));
    written += 1;
  }
  return { written, bothLanguages };
}
