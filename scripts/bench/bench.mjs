// `npm run bench`: speed and size of the site against a bare Next.js page,
// side by side in one run (issues 3, 8, 9 and 18). Not part of `npm test`.
//
//   node scripts/bench/bench.mjs [--all] [--rebuild] [--pages /en/,/pl/pricing/] [--runs 5]
//                          [--no-lighthouse] [--baseline bench-results/before.json]
//                          [--no-proof | --proof-only] [--proof-runs 10] [--proof-compare noble|name=file,…]
//
// 1. Reuses out/ (or builds it with `npm run build` when missing or --rebuild).
// 2. Builds the bare reference: a throwaway Next.js app in bench-results/bare-app
//    (inside the project, so it resolves the project's node_modules and the same
//    Next/React versions) with the same next.config settings and one page with
//    no client component: the floor of React + the Next runtime. The same
//    post-build CSP step and headers file are applied to it.
// 3. Writes a zero-JavaScript copy of each measured page (bench-results/no-js: every
//    script stripped, the rest of the export linked in): the floor for its largest paint.
// 4. Serves the three with scripts/serve/serve.mjs (same headers, gzip) on three ports.
// 5. JavaScript before interaction = gzip bytes of every script the page's HTML
//    makes the browser fetch up front (<script src> without nomodule,
//    modulepreload and preload-as-script links, and the scripts the
//    paint-first loader of scripts/build/defer-scripts.mjs adds after the first paint).
//    Next to it, what the document is made of (pageBytes).
// 6. Lighthouse 12.8.2 mobile (npx, not a project dependency; Chromium from CHROME_PATH)
//    in --runs interleaved rounds (default 5): each round measures every page once. Each
//    metric is the median of its rounds.
// 7. The proof of work (scripts/bench/bench-proof.mjs): solve time with the CPU throttled 4x
//    (< 1 s) and the bytes the "Call me now" form adds once the visitor starts on it.
// Prints one table with PASS/FAIL per budget and writes bench-results/bench.json
// (keep a copy and pass it as --baseline to hold JavaScript bytes to it).
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { headersFile } from '../../lib/hosting/security-headers.mjs';
import { applyCsp } from '../build/csp.mjs';
import { applyDeferScripts, LOADER_MARKER } from '../build/defer-scripts.mjs';
import { benchProof, nobleWorkers } from './bench-proof.mjs';
import { createStaticServer } from '../serve/serve.mjs';
import { loadSite } from '../lib/site-config.mjs';

const root = new URL('../../', import.meta.url).pathname;
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

const noJsPort = Number(process.env.BENCH_NOJS_PORT ?? sitePort + 20);
const LIGHTHOUSE = '12.8.2';
const FLIGHT_PREFIX = '/_next/static/flight/';

// Issue 18: every page as fast as the bare page, its largest paint as early as its own copy
// without JavaScript.
const BUDGET = {
  landingJs: 1.2,
  interactiveJs: 1.2,
  staticJs: 1.1,
  perfBelowBare: 2,
  fcp: 1.25,
  lcpOverNoJs: 1.1,
  tbt: 1.3,
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
  // The flight data file the loader runs first is data, not code: pageBytes counts it.
  for (const m of loader.matchAll(/"(\/_next\/[^"]+\.js)"/g)) if (!m[1].startsWith(FLIGHT_PREFIX)) urls.add(m[1]);
  let bytes = 0;
  for (const url of urls) {
    const file = join(dir, new URL(url, 'http://x').pathname);
    if (existsSync(file)) bytes += gzipSync(readFileSync(file)).length;
  }
  return { bytes, files: urls.size, urls };
}

/**
 * What a page is made of, gzip bytes unless noted: the whole document, the inline flight data
 * (React's `self.__next_f.push` payload the page hydrates from), CSS (linked files plus inline
 * <style>), the fonts it downloads (woff2 as served: preloaded faces plus every @font-face whose
 * unicode-range the page's text uses) and its element count. The next regression names its cause.
 */
function pageBytes(dir, path) {
  const html = readFileSync(join(dir, path, 'index.html'), 'utf8');
  const gz = (text) => (text ? gzipSync(text).length : 0);
  const asset = (url) => join(dir, new URL(url, 'http://x').pathname);
  const inlineFlight = [...html.matchAll(/<script>((?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push[\s\S]*?)<\/script>/g)].map((m) => m[1]);
  const flightFiles = [...html.matchAll(new RegExp(`"(${FLIGHT_PREFIX}[^"]+\\.js)"`, 'g'))].map((m) => m[1]).filter((url) => existsSync(asset(url)));
  const flight = [...inlineFlight, ...flightFiles.map((url) => readFileSync(asset(url), 'utf8'))].join('');
  // CSS before the first paint: a disabled stylesheet link is not fetched (scripts/build/inline-css.mjs
  // leaves one behind each inlined file, and nothing loads the rest later), and a <noscript> one
  // only without JavaScript.
  const withScripting = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
  const cssFiles = [...withScripting.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].filter((m) => !/\bdisabled\b/.test(m[0])).map((m) => /\bhref="([^"]+)"/.exec(m[0])?.[1]).filter(Boolean);
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  const cssText = cssFiles.map((url) => (existsSync(asset(url)) ? readFileSync(asset(url), 'utf8') : '')).join('') + inlineCss;
  const css = cssFiles.reduce((sum, url) => sum + (existsSync(asset(url)) ? gzipSync(readFileSync(asset(url))).length : 0), 0) + gz(inlineCss);
  const body = html.replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<style\b[\s\S]*?<\/style>/g, '');
  const text = body.replace(/<[^>]*>/g, ' ');
  const fonts = new Set([...html.matchAll(/<link\b[^>]*rel="preload"[^>]*as="font"[^>]*>/g)].map((m) => /\bhref="([^"]+)"/.exec(m[0])?.[1]));
  for (const face of cssText.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const src = /url\(([^)]+)\)/.exec(face[1])?.[1]?.replace(/["']/g, '');
    const ranges = /unicode-range:([^;}]+)/.exec(face[1])?.[1];
    if (!src || !ranges) continue;
    const spans = ranges.split(',').map((r) => r.trim().replace(/^U\+/i, '').split('-').map((h) => parseInt(h, 16)));
    const used = [...text].some((ch) => {
      const cp = ch.codePointAt(0) ?? 0;
      return spans.some(([from, to = from]) => cp >= from && cp <= to);
    });
    if (used) fonts.add(src.startsWith('/') ? src : `/_next/static/media/${src.split('/').pop()}`);
  }
  fonts.delete(undefined);
  const fontBytes = [...fonts].reduce((sum, url) => sum + (existsSync(asset(url)) ? statSync(asset(url)).size : 0), 0);
  return { html: gz(html), flight: gz(flight), css, fonts: fontBytes, elements: (body.match(/<[a-zA-Z]/g) ?? []).length };
}

/**
 * The zero-JavaScript copy of each measured page, in `dir`: the same document without a script
 * (JSON-LD data stays: it is not code) and without script preloads. Everything else (CSS,
 * fonts, images, the headers file) is the export's own, linked in. Its largest contentful paint is
 * the floor the real page is held to.
 */
function buildNoJsCopies(dir, paths) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(out)) if (name !== 'en' && name !== 'pl') symlinkSync(join(out, name), join(dir, name));
  for (const path of paths) {
    const html = readFileSync(join(out, path, 'index.html'), 'utf8')
      .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<link\b[^>]*rel="(?:modulepreload|preload)"[^>]*as="script"[^>]*\/?>/g, '')
      .replace(/<link\b[^>]*rel="modulepreload"[^>]*\/?>/g, '');
    mkdirSync(join(dir, path), { recursive: true });
    writeFileSync(join(dir, path, 'index.html'), html);
  }
  // The pages link their language's other assets (images under /en/… do not exist; all are shared).
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

/** One Lighthouse mobile run (simulated throttling, Lighthouse's default); a run that fails is tried once more. */
async function lighthouse(url, name) {
  return (await lighthouseOnce(url, name)) ?? (await lighthouseOnce(url, name));
}

async function lighthouseOnce(url, name) {
  const file = join(results, `lh-${name.replace(/[^a-z0-9]+/gi, '_')}.json`);
  rmSync(file, { force: true });
  const result = await runAsync(
    'npx',
    [
      '--yes',
      `lighthouse@${LIGHTHOUSE}`,
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
  const doc = report.audits['network-requests']?.details?.items?.find((item) => item.resourceType === 'Document');
  const metric = (id) => report.audits[id]?.numericValue ?? NaN;
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
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    // Headers and body as sent: what Lighthouse's TCP model downloads before the first paint.
    docTransfer: doc?.transferSize ?? NaN,
    failed,
  };
}

/**
 * Round trips the document takes under Lighthouse's simulated TCP (its TcpConnection: a first
 * window of 10 segments of 1460 bytes, doubling per round trip). One more round trip is 150 ms
 * of first paint on its mobile profile, which is why a document over 14,600 bytes misses the
 * FCP budget while its own zero-JavaScript copy misses it too.
 */
function documentRoundTrips(bytes) {
  if (!Number.isFinite(bytes)) return NaN;
  let window = 10 * 1460;
  let sent = window;
  let trips = 1;
  while (sent < bytes) {
    window *= 2;
    sent += window;
    trips += 1;
  }
  return trips;
}

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Per-metric medians of a target's runs; the pass/fail categories must hold in every run's majority. */
function summarize(runs) {
  if (!runs.length) return null;
  const m = (key) => median(runs.map((r) => r[key]));
  const last = runs[Math.floor(runs.length / 2)];
  return { perf: m('perf'), a11y: m('a11y'), bp: m('bp'), seo: m('seo'), fcp: m('fcp'), lcp: m('lcp'), tbt: m('tbt'), cls: m('cls'), docTransfer: m('docTransfer'), seoFailed: last.seoFailed, failed: last.failed, runs: runs.map((r) => r.perf) };
}

const pad = (value, width) => String(value).padEnd(width);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)}`;
const seconds = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)}` : '–');

async function main() {
  mkdirSync(results, { recursive: true });
  // --proof-compare name=file[,…]: other builds of the worker, measured in turns with the site's
  // (`noble`: the two on @noble/hashes, scripts/bench/proof-worker-noble.mjs).
  const compare = [];
  for (const item of (option('proof-compare') ?? '').split(',').filter(Boolean)) {
    if (item === 'noble') compare.push(...(await nobleWorkers(results)));
    else compare.push({ name: item.split('=')[0], file: item.split('=').slice(1).join('=') });
  }
  const proof = () => benchProof({ out, port: sitePort + 30, chrome, runs: Math.max(1, Number(option('proof-runs') ?? 10)), compare });
  if (flag('proof-only')) {
    if (!existsSync(join(out, 'proof-worker.js'))) run('npm', ['run', 'build']);
    process.exitCode = (await proof()).ok ? 0 : 1;
    return;
  }
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
    selected = ['/en/', '/pl/', '/en/pricing/', '/pl/welcome/', '/en/integrations/', firstPost('en'), firstPost('pl')].filter((p) => p && all.includes(p));
  }
  const unknown = selected.filter((p) => !all.includes(p));
  if (unknown.length) {
    console.error(`bench: no exported page at ${unknown.join(', ')}`);
    process.exit(1);
  }
  const baseline = option('baseline') ? JSON.parse(readFileSync(option('baseline'), 'utf8')) : null;

  // The shell: the scripts every exported page loads (React, the Next runtime, the layout's islands).
  const shell = all.map((path) => jsBytes(out, path).urls).reduce((a, b) => new Set([...a].filter((url) => b.has(url))));
  const noJsDir = join(results, 'no-js');
  buildNoJsCopies(noJsDir, selected);

  const rows = [{ page: 'bare (reference)', kind: 'bare', js: bareJs.bytes, files: bareJs.files, bytes: pageBytes(bareOut, ''), url: `http://localhost:${barePort}/` }];
  for (const path of selected) {
    const { bytes, files, urls } = jsBytes(out, path);
    const landing = /^\/(en|pl)\/$/.test(path);
    // A page has interactive parts when it loads client code beyond the shell every page shares.
    const kind = landing ? 'landing' : [...urls].some((url) => !shell.has(url)) ? 'interactive' : 'static';
    const noindex = /<meta name="robots" content="[^"]*noindex/i.test(readFileSync(join(out, path, 'index.html'), 'utf8'));
    rows.push({ page: path, kind: noindex ? `${kind}*` : kind, noindex, js: bytes, files, bytes: pageBytes(out, path), url: `http://localhost:${sitePort}${path}` });
    rows.push({ page: `${path} without JS`, kind: 'no-js', of: path, js: 0, files: 0, bytes: pageBytes(noJsDir, path), url: `http://localhost:${noJsPort}${path}` });
  }

  const site = createStaticServer(out).listen(sitePort);
  const bare = createStaticServer(bareOut).listen(barePort);
  const noJs = createStaticServer(noJsDir).listen(noJsPort);
  const useLighthouse = !flag('no-lighthouse');
  const rounds = Math.max(1, Number(option('runs') ?? 5));
  try {
    if (useLighthouse) {
      // Interleaved rounds: every target once per round, so a busy minute on the machine
      // touches all of them alike instead of one page's whole series.
      const runs = rows.map(() => []);
      for (let round = 1; round <= rounds; round += 1) {
        console.log(`bench: Lighthouse round ${round} of ${rounds} (${rows.length} pages)…`);
        for (const [i, row] of rows.entries()) {
          const result = await lighthouse(row.url, `${row.page}-${round}`);
          if (result) runs[i].push(result);
        }
      }
      rows.forEach((row, i) => {
        row.lh = summarize(runs[i]);
      });
    }
  } finally {
    site.close();
    bare.close();
    noJs.close();
  }

  // Budgets.
  const bareLh = rows[0].lh;
  const verdicts = rows.map((row) => {
    if (row.kind === 'bare' || row.kind === 'no-js') return { ...row, ratio: row.js / bareJs.bytes, checks: [] };
    const ratio = row.js / bareJs.bytes;
    const jsLimit = row.kind === 'landing' ? BUDGET.landingJs : row.kind.startsWith('interactive') ? BUDGET.interactiveJs : BUDGET.staticJs;
    const checks = [[`JS≤${jsLimit}x`, ratio <= jsLimit]];
    const before = baseline?.find((b) => b.page === row.page);
    if (before) checks.push(['JS≤before', row.js <= before.js]);
    const noJsLh = rows.find((r) => r.of === row.page)?.lh;
    if (row.lh && bareLh) {
      checks.push([`perf≥${bareLh.perf - BUDGET.perfBelowBare}`, row.lh.perf >= bareLh.perf - BUDGET.perfBelowBare]);
      checks.push([`FCP≤${BUDGET.fcp}x`, row.lh.fcp <= bareLh.fcp * BUDGET.fcp]);
      if (noJsLh) checks.push([`LCP≤no-JS+${Math.round((BUDGET.lcpOverNoJs - 1) * 100)}%`, row.lh.lcp <= noJsLh.lcp * BUDGET.lcpOverNoJs]);
      checks.push([`TBT≤${BUDGET.tbt}x`, row.lh.tbt <= bareLh.tbt * BUDGET.tbt]);
      checks.push(['CLS=0', row.lh.cls < 0.0005]);
      const seoOk = row.noindex ? row.lh.seoFailed.every((id) => id === 'is-crawlable') : row.lh.seo === 100;
      checks.push(['a11y=100', row.lh.a11y === 100], ['BP=100', row.lh.bp === 100], [row.noindex ? 'SEO=100 but noindex' : 'SEO=100', seoOk]);
    }
    return { ...row, ratio, checks };
  });

  const header = ['page', 'kind', 'JS', 'x bare', 'HTML', 'sent', 'RTT', 'flight', 'CSS', 'fonts', 'elems', 'perf', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'a11y', 'BP', 'SEO', 'result'];
  const widths = [Math.max(...verdicts.map((v) => v.page.length)), 12, 6, 6, 6, 6, 3, 6, 5, 5, 5, 4, 5, 5, 6, 5, 4, 3, 3, 0];
  const line = (cells) => cells.map((c, i) => pad(c, widths[i])).join(' ');
  const table = [line(header), line(widths.map((w) => '-'.repeat(w || 6)))];
  for (const v of verdicts) {
    const failed = v.checks.filter(([, ok]) => !ok).map(([name]) => name);
    const result = v.kind === 'bare' || v.kind === 'no-js' ? 'reference' : failed.length ? `FAIL (${failed.join(', ')})` : 'PASS';
    const lh = v.lh;
    table.push(
      line([
        v.page,
        v.kind,
        kb(v.js),
        v.ratio.toFixed(2),
        kb(v.bytes.html),
        lh ? kb(lh.docTransfer) : '–',
        lh ? documentRoundTrips(lh.docTransfer) : '–',
        kb(v.bytes.flight),
        kb(v.bytes.css),
        kb(v.bytes.fonts),
        v.bytes.elements,
        lh ? Math.round(lh.perf) : '–',
        lh ? seconds(lh.fcp) : '–',
        lh ? seconds(lh.lcp) : '–',
        lh ? Math.round(lh.tbt) : '–',
        lh ? lh.cls.toFixed(3) : '–',
        lh ? Math.round(lh.a11y) : '–',
        lh ? Math.round(lh.bp) : '–',
        lh ? Math.round(lh.seo) : '–',
        result,
      ]),
    );
  }
  console.log(`\n${table.join('\n')}`);
  const failing = verdicts.filter((v) => v.lh?.failed?.length && v.checks.some(([, ok]) => !ok));
  for (const v of failing) console.log(`  ${v.page}: failing Lighthouse audits: ${v.lh.failed.join(', ')}`);
  console.log(
    `\nSizes in KB, gzip (fonts: woff2 as served): JS before interaction, the document (sent: with its headers, as Lighthouse saw it; RTT: the round trips Lighthouse's TCP model gives it, 14.6 KB in the first), the flight data hydration reads (inline, or the file the loader runs first), CSS before the first paint (blocking files + inline; all the CSS the page gets), the fonts it downloads; elems = elements in the document.` +
      `\nLighthouse ${LIGHTHOUSE} mobile, median of ${rounds} interleaved round(s) per row.` +
      `\nBudgets: landing JS ≤ ${BUDGET.landingJs}x bare, pages with their own client code ≤ ${BUDGET.interactiveJs}x, other pages ≤ ${BUDGET.staticJs}x${baseline ? ', and no more than in --baseline' : ''};` +
      ` perf ≥ bare − ${BUDGET.perfBelowBare}; FCP ≤ ${BUDGET.fcp}x bare; LCP ≤ the page's zero-JavaScript copy + ${Math.round((BUDGET.lcpOverNoJs - 1) * 100)}%; TBT ≤ ${BUDGET.tbt}x bare; CLS 0;` +
      ` a11y, best practices, SEO = 100 (* noindex alias page: every SEO audit but "is crawlable").`,
  );
  console.log('Lighthouse on a shared 2-core machine is noisy: compare rows of the same run, not runs.');
  writeFileSync(join(results, 'bench.json'), JSON.stringify(verdicts, null, 2));
  const proofOk = flag('no-proof') ? true : (await proof()).ok;
  const anyFail = verdicts.some((v) => v.checks.some(([, ok]) => !ok)) || !proofOk;
  process.exitCode = anyFail ? 1 : 0;
}

await main();
