import { test, expect } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { outDir, root } from './servers';

// Every exported page through the W3C Nu HTML Checker (npm vnu-jar, run with
// Debian's Java, which scripts/cli/ensure-system.mjs installs when missing).

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
}

// The checker evaluates each page's CSP <meta> as if the file had no origin: it
// cannot resolve 'self' and does not match the inline-script hashes, so it
// reports every same-origin resource as blocked. Chromium enforces the same
// policy on every page with 0 violations (tests/audit.spec.ts counts them).
const CHECKER_CANNOT_EVALUATE = /violates Content Security Policy \(meta tag\)/;
// The stylesheet is inlined in every page (scripts/build/inline-css.mjs), so the checker
// now reads Tailwind's CSS too; its CSS grammar predates @property, margin-trim and
// escaped :is() selectors, which every current browser parses. CSS is checked by
// Chromium in every browser test; this test checks the markup.
const CHECKER_CSS = /^CSS: /;
// The checker predates `<link rel="expect" blocking="render">` (HTML Standard, #link-type-expect;
// Chromium 124+), which holds the first paint until the header and the hero are parsed
// (components/ui/HeroParsed.tsx): it allows `blocking` on stylesheets only.
const CHECKER_RENDER_EXPECT = /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/;

test('every exported page is valid HTML: 0 errors, no warning from the site\'s own markup', async () => {
  test.setTimeout(180_000);
  const java = process.env.JAVA_PATH || 'java';
  const jar = join(root, 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');
  expect(existsSync(jar), 'vnu-jar is installed (npm install)').toBe(true);
  const run = spawnSync(java, ['-Xss1m', '-jar', jar, '--format', 'json', '--skip-non-html', outDir], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  expect(run.error, 'Java runs (node scripts/cli/ensure-system.mjs java)').toBeUndefined();
  const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
  const where = (m: VnuMessage) => `${(m.url ?? '').replace(/^file:.*\/out/, '')}: ${m.message}${m.extract ? ` [${m.extract.trim().slice(0, 80)}]` : ''}`;
  const errors = messages.filter((m) => m.type !== 'info' && !CHECKER_CSS.test(m.message) && !CHECKER_RENDER_EXPECT.test(m.message)).map(where);
  const warnings = messages.filter((m) => m.type === 'info' && m.subType === 'warning' && !CHECKER_CANNOT_EVALUATE.test(m.message) && !CHECKER_CSS.test(m.message)).map(where);
  expect(errors).toEqual([]);
  expect(warnings).toEqual([]);
  // The checker really read the site: one result set per page.
  const checked = new Set(messages.map((m) => m.url));
  expect(checked.size).toBeGreaterThan(50);
});
