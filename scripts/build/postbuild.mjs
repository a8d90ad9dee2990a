// After `next build` (static export): runs the post-build steps on out/ in the order
// scripts/build/steps.mjs lists them: the unprefixed redirect pages (out/pricing/index.html
// -> /en/pricing/ or /pl/pricing/ by the language rule), the page rewrites, the per-page
// Content-Security-Policy <meta> (scripts/build/csp.mjs), the host files out/_headers and
// out/_redirects (lib/hosting/security-headers.mjs), the search index, and a build stamp used by
// `npm start` to know the export is fresh.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { postbuildSteps } from './steps.mjs';

const out = new URL('../../out/', import.meta.url).pathname;
const root = new URL('../../', import.meta.url).pathname;

if (!existsSync(join(out, 'en'))) {
  console.log('postbuild: no out/en (server build?), nothing to do');
  process.exit(0);
}

const ctx = { out, root };
for (const step of postbuildSteps) await step.run(ctx);
