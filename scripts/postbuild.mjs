// After `next build` (static export): writes the unprefixed redirect pages
// (out/pricing/index.html -> /en/pricing/ or /pl/pricing/ by the language
// rule), the per-page Content-Security-Policy <meta> (scripts/csp.mjs), the
// host files out/_headers and out/_redirects (lib/security-headers.mjs), and
// a build stamp used by `npm start` to know the export is fresh.
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { chooseLanguage } from '../lib/language-rule.mjs';
import { applySwitcherLinks } from './switcher-links.mjs';
import { cloudflareRedirects, headersFile, netlifyRedirects } from '../lib/security-headers.mjs';
import { applyCsp } from './csp.mjs';
import { buildSearchIndex } from './search-index.mjs';
import { applyDeferScripts } from './defer-scripts.mjs';
import { applyInlineCss } from './inline-css.mjs';
import { applyPreloadFonts } from './preload-fonts.mjs';
import { checkCommitted } from './hosting.mjs';
import { loadSite } from './site-config.mjs';

const out = new URL('../out/', import.meta.url).pathname;
const root = new URL('../', import.meta.url).pathname;

if (!existsSync(join(out, 'en'))) {
  console.log('postbuild: no out/en (server build?), nothing to do');
  process.exit(0);
}

const en = JSON.parse(readFileSync(join(root, 'messages/en.json'), 'utf8'));
const pl = JSON.parse(readFileSync(join(root, 'messages/pl.json'), 'utf8'));

/** Every exported page folder under out/<locale>/, as "pricing/" or "" for home. */
function pagesOf(locale) {
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

function redirectPage(path) {
  const target = (locale) => `/${locale}/${path ? `${path}/` : ''}`;
  const html = readFileSync(join(out, 'en', path, 'index.html'), 'utf8');
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? target('en');
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
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

// Next also exports its internal not-found route as out/404/ and out/_not-found/; served as
// folders they would answer 200 on every static host. Unknown paths get out/404.html, with 404.
for (const internal of ['404', '_not-found']) rmSync(join(out, internal), { recursive: true, force: true });

const plPages = new Set(pagesOf('pl'));
const bothLanguages = pagesOf('en').filter((path) => plPages.has(path));
let written = 0;
for (const path of bothLanguages) {
  const dir = join(out, path);
  if (existsSync(join(dir, 'index.html'))) continue;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), redirectPage(path));
  written += 1;
}

console.log(`postbuild: wrote ${written} language redirect pages`);
console.log(`postbuild: language switcher links written into ${applySwitcherLinks(out)} pages`);

console.log(`postbuild: page scripts and flight data deferred until after the first paint in ${applyDeferScripts(out)} pages`);
console.log(`postbuild: stylesheets inlined into ${applyInlineCss(out)} pages`);
console.log(`postbuild: font faces their text needs preloaded in ${applyPreloadFonts(out)} more pages`);

const { placeholders, siteConfig } = await loadSite();
const csp = applyCsp(out, siteConfig);
console.log(`postbuild: CSP meta in ${csp.pages} HTML files (${csp.hashes} inline-script hashes, longest policy ${csp.longest} chars)`);

// Netlify and Cloudflare Pages both read out/_headers and out/_redirects; only
// Netlify understands language conditions, so _redirects depends on the host
// the build runs on (NETLIFY=true / CF_PAGES=1, or HOSTING=netlify|cloudflare).
const unprefixed = bothLanguages.map((path) => `/${path ? `${path}/` : ''}`);
const host = process.env.HOSTING ?? (process.env.NETLIFY === 'true' ? 'netlify' : process.env.CF_PAGES ? 'cloudflare' : 'netlify');
writeFileSync(join(out, '_headers'), headersFile(siteConfig, unprefixed, { host }));
writeFileSync(join(out, '_redirects'), host === 'cloudflare' ? cloudflareRedirects() : netlifyRedirects(unprefixed));
console.log(`postbuild: wrote out/_headers and out/_redirects (${host})`);

// vercel.json and deploy/nginx.conf are committed: warn when they no longer
// match this build's configuration, and stop a Vercel build that would deploy stale headers.
// The browser tests' build points the voice agent at a local test host: not a deployment's configuration.
const stale = process.env.NEXT_PUBLIC_SITE_BUILD === 'test' ? [] : await checkCommitted();
if (stale.length) {
  const message = `postbuild: ${stale.join(', ')} do not match this build's configuration: run "npm run hosting" and commit the result.`;
  if (process.env.VERCEL) {
    console.error(message);
    process.exit(1);
  }
  console.warn(message);
}

// Site search: the Pagefind index of the pages and posts, per language, in out/pagefind/
// (fetched only when a visitor opens search).
const searchCounts = await buildSearchIndex(out);
console.log(`postbuild: search index of ${searchCounts.en} English and ${searchCounts.pl} Polish pages in out/pagefind/`);

// What was built, and when: `npm start` rebuilds when the sources are newer or when this is the
// browser tests' build (a test analytics key), never serving it as the site.
// The example values it was built with (scripts/check-config.mjs), for `npm start` to name.
const build = process.env.NEXT_PUBLIC_SITE_BUILD === 'test' ? 'test' : 'production';
writeFileSync(join(out, '.build-stamp'), `${JSON.stringify({ builtAt: new Date().toISOString(), build, placeholders: placeholders(siteConfig) })}\n`);
