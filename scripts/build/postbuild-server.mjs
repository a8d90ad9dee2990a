// After `npm run build:server` (NEXT_OUTPUT=server): the same paint-first script
// and flight data loading, inlined stylesheets and per-page CSP <meta> (script-src 'self' + that page's inline-script
// hashes) as the static export, written into the HTML that Next prerendered for
// `next start` (.next/server/app/**/*.html). The header policy comes from
// next.config.mjs, as for every other host (lib/hosting/security-headers.mjs).
import { existsSync } from 'node:fs';
import { applyCsp } from './csp.mjs';
import { applyDeferScripts } from './defer-scripts.mjs';
import { applyInlineCss } from './inline-css.mjs';
import { applyPreloadFonts } from './preload-fonts.mjs';
import { loadSite } from '../lib/site-config.mjs';

const dir = new URL('../../.next/server/app/', import.meta.url).pathname;
if (!existsSync(dir)) {
  console.error('postbuild-server: .next/server/app is missing; run `npm run build:server` first.');
  process.exit(1);
}
const staticDir = new URL('../../.next/static/', import.meta.url).pathname;
const deferred = applyDeferScripts(dir, staticDir);
applyInlineCss(dir, staticDir);
applyPreloadFonts(dir);
const { siteConfig } = await loadSite();
const csp = applyCsp(dir, siteConfig);
console.log(`postbuild-server: scripts deferred in ${deferred} and CSP meta written into ${csp.pages} prerendered pages (${csp.hashes} inline-script hashes)`);
