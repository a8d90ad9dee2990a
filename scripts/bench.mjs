// `npm run bench`: speed and size of the site against a bare Next.js page,
// side by side in one run (issues 3, 8 and 9). Not part of `npm test`.
//
//   node scripts/bench.mjs [--all] [--rebuild] [--pages /en/,/pl/pricing/] [--runs 3] [--no-lighthouse]
//
// 1. Reuses out/ (or builds it with `npm run build` when missing or --rebuild).
// 2. Builds the bare reference: a throwaway Next.js app in bench-results/bare-app
//    (inside the project, so it resolves the project's node_modules and the same
//    Next/React versions) with the same next.config settings and one page with
//    no client component: the floor of React + the Next runtime. The same
//    post-build CSP step and headers file are applied to it.
// 3. Serves both with scripts/serve.mjs (same headers, gzip) on two ports.
// 4. JavaScript before interaction = gzip bytes of every script the page's HTML
//    makes the browser fetch up front (<script src> without nomodule,
//    modulepreload and preload-as-script links, and the scripts the
//    paint-first loader of scripts/defer-scripts.mjs adds after the first paint).
// 5. Lighthouse 12.8.2 mobile (npx, not a project dependency) for each page,
//    one after the other in the same run, Chromium from CHROME_PATH; the median
//    of --runs runs (default 3) per page.
// Prints one table with PASS/FAIL per budget and writes bench-results/bench.json.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { headersFile } from '../lib/security-headers.mjs';
import { applyCsp } from './csp.mjs';
import { applyDeferScripts, LOADER_MARKER } from './defer-scripts.mjs';
import { createStaticServer } from './serve.mjs';
import { loadSite } from './site-config.mjs';

const root = new URL('../', import.meta.url).pathname;
const out = join(root, 'out');
const results = join(root, 'bench-results');
const bareDir = join(results, 'bare-app');
const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const sitePort = Number(process.env.BENCH_PORT ?? 4310);
const barePort = Number(process.env.BENCH_BARE_PORT ?? sitePort + 10);
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const BUDGET = {
  landingJs: 1.2,
  interactiveJs: 1.2,
  staticJs: 1.1,
  perfBelowBare: 3,
  cls: 0.01,
  landingLcpMs: 1800,
};

function run(cmd, cmdArgs, options = {}) {
  const result = spawnSync(cmd, cmdArgs, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`bench: "${cmd} ${cmdArgs.join(' ')}" failed`);
    process.exit(result.status ?? 1);
  }
}

// 1. The site's export, built for the origin it is served from here: canonical URLs on another
// domain would fail Lighthouse's canonical audit (SEO). A normal build (example.com) is rebuilt.
const benchOrigin = `http://localhost:${sitePort}`;
const originMarker = join(out, '.bench-origin');
const builtFor = existsSync(originMarker) ? readFileSync(originMarker, 'utf8') : '';
if (flag('rebuild') || !existsSync(join(out, '.build-stamp')) || builtFor !== benchOrigin) {
  console.log(`bench: building the site for ${benchOrigin} (npm run build)…`);
  run('npm', ['run', 'build'], { cwd: root, env: { ...process.env, NEXT_PUBLIC_SITE_URL: benchOrigin } });
  writeFileSync(originMarker, benchOrigin);
} else {
  console.log('bench: reusing out/ (pass --rebuild to build again)');
}

// 2. The bare reference app.
function buildBare() {
  rmSync(bareDir, { recursive: true, force: true });
  mkdirSync(join(bareDir, 'app'), { recursive: true });
  writeFileSync(
    join(bareDir, 'next.config.mjs'),
    `export default { output: 'export', trailingSlash: true, images: { unoptimized: true }, poweredByHeader: false, reactStrictMode: true, turbopack: { root: ${JSON.stringify(root)} } };\n`,
  );
  writeFileSync(
    join(bareDir, 'app', 'layout.jsx'),
    `export const metadata = { title: 'Bare reference page', description: 'A Next.js page without any client component, used as the benchmark floor.' };
export const viewport = { width: 'device-width', initialScale: 1 };
export default function RootLayout({ children }) {
  return (<html lang="en"><body style={{ fontFamily: 'system-ui, sans-serif', margin: 0, padding: '2rem', color: '#0f172a', background: '#fff' }}>{children}</body></html>);
}
`,
  );
  writeFileSync(
    join(bareDir, 'app', 'page.jsx'),
    `export default function Page() {
  return (<main><h1>Bare reference page</h1><p>Static text rendered by a server component: no client component, no provider, no images.</p><p><a href="/">Home</a></p></main>);
}
`,
  );
  // The same icon as the site, so neither page logs a /favicon.ico 404.
  copyFileSync(join(root, 'app', 'icon.svg'), join(bareDir, 'app', 'icon.svg'));
  console.log('bench: building the bare reference app (bench-results/bare-app)…');
  run(process.execPath, [join(root, 'node_modules/next/dist/bin/next'), 'build'], { cwd: bareDir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
}

/** Every exported page folder under `dir/<locale>/` as URL paths. */
function pagesOf(dir) {
  const found = [];
  for (const locale of ['en', 'pl']) {
    const walk = (d) => {
      for (const name of readdirSync(d).sort()) {
        const full = join(d, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (name === 'index.html') found.push(`/${relative(dir, d).split(sep).join('/')}/`);
      }
    };
    if (existsSync(join(dir, locale))) walk(join(dir, locale));
  }
  return found;
}

/** gzip bytes of the JavaScript a page fetches before any interaction. */
function jsBytes(dir, path) {
  const html = readFileSync(join(dir, path, 'index.html'), 'utf8');
  const urls = new Set();
  for (const m of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attrs = m[1];
    const src = /\bsrc="([^"]+)"/.exec(attrs)?.[1];
    if (src && !/\bnomodule\b/i.test(attrs)) urls.add(src);
  }
  for (const m of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = m[1];
    const href = /\bhref="([^"]+)"/.exec(attrs)?.[1];
    if (href && (/\brel="modulepreload"/.test(attrs) || (/\brel="preload"/.test(attrs) && /\bas="script"/.test(attrs)))) urls.add(href);
  }
  const loader = new RegExp(`<script ${LOADER_MARKER}="">([\\s\\S]*?)</script>`).exec(html)?.[1] ?? '';
  for (const m of loader.matchAll(/"(\/_next\/[^"]+\.js)"/g)) urls.add(m[1]);
  let bytes = 0;
  for (const url of urls) {
    const file = join(dir, new URL(url, 'http://x').pathname);
    if (existsSync(file)) bytes += gzipSync(readFileSync(file)).length;
  }
  return { bytes, files: urls.size, urls };
}

/** Runs a command without blocking this process (the static servers live in it). */
function runAsync(cmd, cmdArgs, options) {
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, options);
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('close', (status) => resolve({ status, stderr }));
  });
}

/**
 * Lighthouse for one URL, `runs` times (--runs, default 3); returns the run with the median
 * performance score, as Lighthouse's own documentation recommends for noisy machines. A run
 * that fails (Chromium sometimes loses the trace: NO_NAVSTART) is tried again once.
 */
async function lighthouse(url, name) {
  const runs = Math.max(1, Number(option('runs') ?? 3));
  const done = [];
  for (let i = 0; i < runs; i += 1) {
    const result = (await lighthouseOnce(url, `${name}-${i}`)) ?? (await lighthouseOnce(url, `${name}-${i}`));
    if (result) done.push(result);
  }
  if (done.length === 0) return null;
  done.sort((a, b) => a.perf - b.perf);
  return { ...done[Math.floor(done.length / 2)], runs: done.map((r) => r.perf) };
}

async function lighthouseOnce(url, name) {
  const file = join(results, `lh-${name.replace(/[^a-z0-9]+/gi, '_')}.json`);
  rmSync(file, { force: true });
  const result = await runAsync(
    'npx',
    [
      '--yes',
      'lighthouse@12.8.2',
      url,
      '--output=json',
      `--output-path=${file}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      '--quiet',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, CHROME_PATH: chrome } },
  );
  const report = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  if (result.status !== 0 || !report || report.runtimeError) {
    console.error(`bench: Lighthouse failed for ${url}: ${report?.runtimeError?.code ?? result.stderr?.slice(-2000)}`);
    return null;
  }
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const failed = Object.values(report.audits)
    .filter((a) => a.score !== null && a.score < 1 && ['binary', 'numeric'].includes(a.scoreDisplayMode) && !a.id.endsWith('-insight') && !/^(first|largest|speed|total|cumulative|interactive|max-potential|server-response|bootup|mainthread|render-blocking|unused|uses-|dom-size|network|diagnostics|metrics|screenshot|final|long-tasks|third-party|layout-shifts|lcp-|non-composited|legacy|duplicated|font-display|redirects|efficient)/.test(a.id))
    .map((a) => a.id);
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    // SEO audits that fail, so a deliberately noindex page (an alias with its canonical
    // elsewhere) can be held to every SEO audit except "is crawlable".
    seoFailed: (report.categories.seo?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id),
    lcp: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    failed,
  };
}

const pad = (value, width) => String(value).padEnd(width);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  mkdirSync(results, { recursive: true });
  buildBare();
  const bareOut = join(bareDir, 'out');
  const { siteConfig } = await loadSite();
  // The same post-build steps as the site: paint-first script loading, CSP meta, headers file.
  applyDeferScripts(bareOut);
  applyCsp(bareOut, siteConfig);
  writeFileSync(join(bareOut, '_headers'), headersFile(siteConfig));

  const bareJs = jsBytes(bareOut, '');
  const all = pagesOf(out);
  let selected;
  if (option('pages')) selected = option('pages').split(',');
  else if (flag('all')) selected = all;
  else {
    const firstPost = (locale) => all.find((p) => new RegExp(`^/${locale}/blog/[^/]+/$`).test(p));
    selected = ['/en/', '/pl/', '/en/pricing/', '/pl/pricing/', firstPost('en'), firstPost('pl')].filter((p) => p && all.includes(p));
  }

  // The shell: the scripts every exported page loads (React, the Next runtime, the layout's islands).
  const shell = all.map((path) => jsBytes(out, path).urls).reduce((a, b) => new Set([...a].filter((url) => b.has(url))));

  const site = createStaticServer(out).listen(sitePort);
  const bare = createStaticServer(bareOut).listen(barePort);
  const rows = [];
  const useLighthouse = !flag('no-lighthouse');
  try {
    const bareLh = useLighthouse ? await lighthouse(`http://localhost:${barePort}/`, 'bare') : null;
    rows.push({ page: 'bare (reference)', kind: 'bare', js: bareJs.bytes, files: bareJs.files, lh: bareLh });
    for (const path of selected) {
      const { bytes, files, urls } = jsBytes(out, path);
      const landing = /^\/(en|pl)\/$/.test(path);
      // A page has interactive parts when it loads client code beyond the shell every page shares.
      const kind = landing ? 'landing' : [...urls].some((url) => !shell.has(url)) ? 'interactive' : 'static';
      console.log(`bench: ${path} (${kind})…`);
      const noindex = /<meta name="robots" content="[^"]*noindex/i.test(readFileSync(join(out, path, 'index.html'), 'utf8'));
      rows.push({ page: path, kind: noindex ? `${kind}*` : kind, noindex, js: bytes, files, lh: useLighthouse ? await lighthouse(`http://localhost:${sitePort}${path}`, path) : null });
    }
  } finally {
    site.close();
    bare.close();
  }

  // Budgets.
  const barePerf = rows[0].lh?.perf;
  const verdicts = rows.map((row) => {
    if (row.kind === 'bare') return { ...row, ratio: 1, checks: [] };
    const ratio = row.js / bareJs.bytes;
    const jsLimit = row.kind === 'landing' ? BUDGET.landingJs : row.kind.startsWith('interactive') ? BUDGET.interactiveJs : BUDGET.staticJs;
    const checks = [[`JS≤${jsLimit}x`, ratio <= jsLimit]];
    if (row.lh) {
      checks.push([`perf≥${barePerf - BUDGET.perfBelowBare}`, row.lh.perf >= barePerf - BUDGET.perfBelowBare]);
      checks.push([`CLS≤${BUDGET.cls}`, row.lh.cls <= BUDGET.cls]);
      if (row.kind === 'landing') checks.push([`LCP≤${BUDGET.landingLcpMs / 1000}s`, row.lh.lcp <= BUDGET.landingLcpMs]);
      const seoOk = row.noindex ? row.lh.seoFailed.every((id) => id === 'is-crawlable') : row.lh.seo === 100;
      checks.push(['a11y=100', row.lh.a11y === 100], ['BP=100', row.lh.bp === 100], [row.noindex ? 'SEO=100 but noindex' : 'SEO=100', seoOk]);
    }
    return { ...row, ratio, checks };
  });

  const header = ['page', 'kind', 'JS gzip', 'x bare', 'perf', 'a11y', 'BP', 'SEO', 'LCP', 'CLS', 'result'];
  const widths = [44, 11, 10, 7, 5, 5, 4, 4, 7, 7, 0];
  const line = (cells) => cells.map((c, i) => pad(c, widths[i])).join(' ');
  const table = [line(header), line(widths.map((w) => '-'.repeat(w || 6)))];
  for (const v of verdicts) {
    const failed = v.checks.filter(([, ok]) => !ok).map(([name]) => name);
    const result = v.kind === 'bare' ? 'reference' : failed.length ? `FAIL (${failed.join(', ')})` : 'PASS';
    table.push(
      line([
        v.page,
        v.kind,
        kb(v.js),
        v.ratio.toFixed(2),
        v.lh?.perf ?? '–',
        v.lh?.a11y ?? '–',
        v.lh?.bp ?? '–',
        v.lh?.seo ?? '–',
        v.lh ? `${(v.lh.lcp / 1000).toFixed(2)}s` : '–',
        v.lh ? v.lh.cls.toFixed(3) : '–',
        result,
      ]),
    );
  }
  console.log(`\n${table.join('\n')}`);
  const failing = verdicts.filter((v) => v.lh?.failed?.length && v.checks.some(([, ok]) => !ok));
  for (const v of failing) console.log(`  ${v.page}: failing Lighthouse audits: ${v.lh.failed.join(', ')}`);
  console.log(`\nBudgets: landing JS ≤ ${BUDGET.landingJs}x bare, pages with their own client code (forms, accordions, calculators) ≤ ${BUDGET.interactiveJs}x, other pages ≤ ${BUDGET.staticJs}x; perf ≥ bare − ${BUDGET.perfBelowBare}; CLS ≤ ${BUDGET.cls}; landing LCP ≤ ${BUDGET.landingLcpMs / 1000} s; a11y, best practices, SEO = 100 (* noindex alias page: every SEO audit but "is crawlable").`);
  console.log('Lighthouse scores on a shared 2-core machine are noisy: each row is the median of its runs (perf of every run in bench.json); compare rows of the same run, not runs.');
  writeFileSync(join(results, 'bench.json'), JSON.stringify(verdicts, null, 2));
  const anyFail = verdicts.some((v) => v.checks.some(([, ok]) => !ok));
  process.exitCode = anyFail ? 1 : 0;
}

await main();
