// The steps `npm run build` runs on out/ after `next build`, in order (scripts/build/postbuild.mjs
// runs them). Before `next build` come scripts/build/check-config.mjs and scripts/build/fonts.mjs;
// server mode runs the page steps 3-6 on .next/server/app/ (scripts/build/postbuild-server.mjs).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cloudflareRedirects, headersFile, netlifyRedirects } from '../../lib/hosting/security-headers.mjs';
import { checkCommitted } from '../cli/hosting.mjs';
import { loadSite } from '../lib/site-config.mjs';
import { applyCsp } from './csp.mjs';
import { applyDeferScripts } from './defer-scripts.mjs';
import { applyInlineCss } from './inline-css.mjs';
import { applyPreloadFonts } from './preload-fonts.mjs';
import { writeRedirectPages } from './redirect-pages.mjs';
import { buildSearchIndex } from './search-index.mjs';
import { applySwitcherLinks } from './switcher-links.mjs';

/** @typedef {{ out: string, root: string, bothLanguages?: string[], site?: Awaited<ReturnType<typeof loadSite>> }} BuildContext */

/** @type {{ name: string, run: (ctx: BuildContext) => unknown }[]} */
export const postbuildSteps = [
  {
    name: 'redirect-pages',
    run(ctx) {
      const { written, bothLanguages } = writeRedirectPages(ctx.out, ctx.root);
      ctx.bothLanguages = bothLanguages;
      console.log(`postbuild: wrote ${written} language redirect pages`);
    },
  },
  {
    name: 'switcher-links',
    run: ({ out }) => console.log(`postbuild: language switcher links written into ${applySwitcherLinks(out)} pages`),
  },
  {
    name: 'defer-scripts',
    run: ({ out }) => console.log(`postbuild: page scripts and flight data deferred until after the first paint in ${applyDeferScripts(out)} pages`),
  },
  {
    name: 'inline-css',
    run: ({ out }) => console.log(`postbuild: stylesheets inlined into ${applyInlineCss(out)} pages`),
  },
  {
    name: 'preload-fonts',
    run: ({ out }) => console.log(`postbuild: font faces their text needs preloaded in ${applyPreloadFonts(out)} more pages`),
  },
  {
    name: 'csp',
    async run(ctx) {
      ctx.site = await loadSite();
      const csp = applyCsp(ctx.out, ctx.site.siteConfig);
      console.log(`postbuild: CSP meta in ${csp.pages} HTML files (${csp.hashes} inline-script hashes, longest policy ${csp.longest} chars)`);
    },
  },
  {
    // Netlify and Cloudflare Pages both read out/_headers and out/_redirects; only
    // Netlify understands language conditions, so _redirects depends on the host
    // the build runs on (NETLIFY=true / CF_PAGES=1, or HOSTING=netlify|cloudflare).
    name: 'host-files',
    run({ out, bothLanguages, site }) {
      const unprefixed = bothLanguages.map((path) => `/${path ? `${path}/` : ''}`);
      const host = process.env.HOSTING ?? (process.env.NETLIFY === 'true' ? 'netlify' : process.env.CF_PAGES ? 'cloudflare' : 'netlify');
      writeFileSync(join(out, '_headers'), headersFile(site.siteConfig, unprefixed, { host }));
      writeFileSync(join(out, '_redirects'), host === 'cloudflare' ? cloudflareRedirects() : netlifyRedirects(unprefixed));
      console.log(`postbuild: wrote out/_headers and out/_redirects (${host})`);
    },
  },
  {
    // vercel.json and deploy/nginx.conf are committed: warn when they no longer
    // match this build's configuration, and stop a Vercel build that would deploy stale headers.
    // The browser tests' build points the voice agent at a local test host: not a deployment's configuration.
    name: 'committed-host-files',
    async run() {
      const stale = process.env.NEXT_PUBLIC_SITE_BUILD === 'test' ? [] : await checkCommitted();
      if (!stale.length) return;
      const message = `postbuild: ${stale.join(', ')} do not match this build's configuration: run "npm run hosting" and commit the result.`;
      if (process.env.VERCEL) {
        console.error(message);
        process.exit(1);
      }
      console.warn(message);
    },
  },
  {
    // Site search: the Pagefind index of the pages and posts, per language, in out/pagefind/
    // (fetched only when a visitor opens search).
    name: 'search-index',
    async run({ out }) {
      const searchCounts = await buildSearchIndex(out);
      console.log(`postbuild: search index of ${searchCounts.en} English and ${searchCounts.pl} Polish pages in out/pagefind/`);
    },
  },
  {
    // What was built, and when: `npm start` rebuilds when the sources are newer or when this is the
    // browser tests' build (a test analytics key), never serving it as the site.
    // The example values it was built with (scripts/build/check-config.mjs), for `npm start` to name.
    name: 'build-stamp',
    run({ out, site }) {
      const build = process.env.NEXT_PUBLIC_SITE_BUILD === 'test' ? 'test' : 'production';
      writeFileSync(join(out, '.build-stamp'), `${JSON.stringify({ builtAt: new Date().toISOString(), build, placeholders: site.placeholders(site.siteConfig) })}\n`);
    },
  },
];
