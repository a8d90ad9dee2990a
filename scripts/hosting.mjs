// Writes the committed host configurations from lib/security-headers.mjs and
// the site configuration of the current environment:
//   vercel.json        (Vercel: headers, redirects, build settings)
//   deploy/nginx.conf  (nginx server-block snippet)
// Usage: npm run hosting           (write)
//        npm run hosting -- --check (exit 1 when a committed file is stale)
// out/_headers and out/_redirects (Netlify, Cloudflare Pages) are written at
// build time by scripts/postbuild.mjs, so they never go stale.
import { readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { nginxConf, vercelConfig } from '../lib/security-headers.mjs';
import { loadSite } from './site-config.mjs';

const root = new URL('../', import.meta.url).pathname;

/** @returns {Promise<Record<string, string>>} file path (from the root) -> content */
export async function hostingFiles() {
  const { siteConfig } = await loadSite();
  return {
    'vercel.json': `${JSON.stringify(vercelConfig(siteConfig), null, 2)}\n`,
    'deploy/nginx.conf': nginxConf(siteConfig),
  };
}

/** Committed files that differ from what the generator writes now. */
export async function checkCommitted() {
  const files = await hostingFiles();
  return Object.entries(files)
    .filter(([path, content]) => !existsSync(root + path) || readFileSync(root + path, 'utf8') !== content)
    .map(([path]) => path);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--check')) {
    const stale = await checkCommitted();
    if (stale.length) {
      console.error(`Stale: ${stale.join(', ')}. Run "npm run hosting" and commit.`);
      process.exit(1);
    }
    console.log('vercel.json and deploy/nginx.conf are up to date.');
  } else {
    mkdirSync(root + 'deploy', { recursive: true });
    for (const [path, content] of Object.entries(await hostingFiles())) {
      writeFileSync(root + path, content);
      console.log(`wrote ${path}`);
    }
  }
}
