// The proof of work's cost to a visitor (issue 26), printed by `npm run bench`
// (or alone: `npm run bench -- --proof-only`):
// - solve time of real challenges (altcha-lib, the service's default search space,
//   LEADS_CHALLENGE_MAX_NUMBER) on the landing page with the CPU throttled 4x:
//   in the worker the forms use (public/proof-worker.js), and, as the upper bound
//   (DevTools throttles the page's main thread for certain), the same code run on
//   the throttled main thread; median and worst of --proof-runs (default 10);
// - what starting on the "Call me now" form adds: the files fetched after the
//   first focus (its code, the worker), gzip bytes; nothing before it.
// - with --proof-compare, other builds of the worker on the same challenges, taking
//   turns with the site's (README: the comparison with @noble/hashes).
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createChallenge } from 'altcha-lib/v1';
import { chromium } from 'playwright';
import { createStaticServer } from '../serve/serve.mjs';

const BUDGET_MS = 1000;

/**
 * The worker on @noble/hashes' SHA-256 (scripts/bench/proof-worker-noble.mjs), bundled with
 * esbuild into `dir` twice: hashing salt + number whole per try (noble-plain), and continuing a
 * copy of the salt's hashed state (noble-midstate). For `--proof-compare noble`; neither package
 * is a dependency of the site: `npm install --no-save @noble/hashes@2.4.0` first (esbuild comes
 * with wrangler).
 */
export async function nobleWorkers(dir) {
  let esbuild;
  try {
    esbuild = await import('esbuild');
    await import('@noble/hashes/sha2.js');
  } catch {
    throw new Error('bench: --proof-compare noble needs @noble/hashes and esbuild: npm install --no-save @noble/hashes@2.4.0');
  }
  mkdirSync(dir, { recursive: true });
  return Promise.all(
    ['plain', 'midstate'].map(async (kind) => {
      const file = join(dir, `proof-worker-noble-${kind}.js`);
      const entry = new URL('./proof-worker-noble.mjs', import.meta.url).pathname;
      await esbuild.build({ entryPoints: [entry], outfile: file, bundle: true, format: 'iife', minify: true, target: 'es2020', legalComments: 'none', define: { MIDSTATE: String(kind === 'midstate') }, logLevel: 'silent' });
      return { name: `noble-${kind}`, file };
    }),
  );
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function benchProof({ out, port, chrome, runs = 10, locale = 'en', compare = [] }) {
  const maxNumber = Number(process.env.LEADS_CHALLENGE_MAX_NUMBER) || 100_000;
  const server = createStaticServer(out).listen(port);
  const browser = await chromium.launch({ executablePath: chrome, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    // bypassCSP: only so the bench can run the worker's code on the main thread too (new Function).
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, bypassCSP: true });
    // The lead service's challenge (GET /api/leads), made as the service makes it; no submission is sent.
    await page.route('**/api/leads', async (route) => {
      const challenge = await createChallenge({ hmacKey: 'bench', maxNumber, expires: new Date(Date.now() + 600_000), params: { issued: String(Date.now()) } });
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ ...challenge, minFillMs: 3000 }) });
    });
    const fetched = [];
    page.on('response', (r) => fetched.push(new URL(r.url()).pathname));
    await page.goto(`http://localhost:${port}/${locale}/`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated]', { timeout: 60_000 });
    await page.waitForTimeout(1000);
    const before = new Set(fetched);
    const early = [...before].filter((p) => p === '/api/leads' || p === '/proof-worker.js');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    await page.focus('#call-me-now-form input[type="tel"]');
    await page.waitForResponse((r) => r.url().endsWith('/proof-worker.js'), { timeout: 30_000 });
    await page.waitForTimeout(1500);
    const added = [...new Set(fetched.filter((p) => !before.has(p) && /\.(m?js)$/.test(p)))];
    const files = added.map((p) => {
      const file = join(out, p);
      return { path: p, gzip: existsSync(file) ? gzipSync(readFileSync(file)).length : 0 };
    });

    // The measured workers: the site's, then each --proof-compare one (served at
    // /__proof-compare/<name>.js), taking turns on the same challenge each round, the
    // order rotating from round to round, so a busy machine weighs on all of them alike.
    const variants = [{ name: 'proof-worker.js', url: '/proof-worker.js', source: readFileSync(join(out, 'proof-worker.js'), 'utf8') }];
    for (const { name, file } of compare) variants.push({ name, url: `/__proof-compare/${name}.js`, source: readFileSync(file, 'utf8') });
    for (const v of variants.slice(1)) await page.route(`**${v.url}`, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: v.source }));
    const times = new Map(variants.map((v) => [v.name, { worker: [], main: [] }]));
    for (let i = 0; i < runs; i += 1) {
      const order = variants.map((_, k) => variants[(k + i) % variants.length]);
      const challenge = await page.evaluate(async () => (await fetch('/api/leads')).json());
      for (const v of order) {
        const result = await page.evaluate(
          async ({ source, url, challenge }) => {
            const t0 = performance.now();
            const found = await new Promise((resolve) => {
              const w = new Worker(url);
              w.onmessage = (e) => (w.terminate(), resolve(e.data.number));
              w.postMessage({ challenge: challenge.challenge, salt: challenge.salt, maxnumber: challenge.maxnumber });
            });
            const inWorker = performance.now() - t0;
            // The same code on the (throttled) main thread.
            const scope = {};
            new Function('self', source)(scope);
            let mainFound = null;
            scope.postMessage = (m) => (mainFound = m.number);
            const t1 = performance.now();
            scope.onmessage({ data: { challenge: challenge.challenge, salt: challenge.salt, maxnumber: challenge.maxnumber } });
            return { inWorker, onMain: performance.now() - t1, ok: found !== null && found === mainFound };
          },
          { source: v.source, url: v.url, challenge },
        );
        if (!result.ok) throw new Error(`bench: ${v.name} did not solve a challenge`);
        times.get(v.name).worker.push(result.inWorker);
        times.get(v.name).main.push(result.onMain);
      }
    }
    const { worker, main } = times.get('proof-worker.js');
    const total = files.reduce((sum, f) => sum + f.gzip, 0);
    const ms = (v) => `${Math.round(v)} ms`;
    console.log(`\nProof of work (challenges of up to ${maxNumber.toLocaleString('en-US')} tries, ${runs} runs, CPU throttled 4x, /${locale}/ at 390 px):`);
    console.log(`  solve in the worker:           median ${ms(median(worker))}, worst ${ms(Math.max(...worker))}`);
    console.log(`  same code on the main thread: median ${ms(median(main))}, worst ${ms(Math.max(...main))}  ${Math.max(...main) < BUDGET_MS ? 'PASS' : 'FAIL'} (< ${BUDGET_MS} ms)`);
    console.log(`  added once the visitor starts on the form: ${files.map((f) => `${f.path} ${(f.gzip / 1024).toFixed(1)} KB`).join(', ')}; total ${(total / 1024).toFixed(1)} KB gzip; before the first focus only its loader (CallMeNowLoader, in the page's own chunk), no request to the service or the worker`);
    if (variants.length > 1) {
      console.log(`  compared, same ${runs} challenges, taking turns (median in the worker / on the main thread, and against proof-worker.js; gzip size):`);
      const base = times.get('proof-worker.js');
      for (const v of variants) {
        const t = times.get(v.name);
        const ratio = (a, b) => `${(median(a) / median(b)).toFixed(2)}x`;
        console.log(`    ${v.name.padEnd(28)} ${ms(median(t.worker)).padStart(7)} / ${ms(median(t.main)).padStart(7)}   ${ratio(t.worker, base.worker)} / ${ratio(t.main, base.main)}   ${gzipSync(v.source).length} B gzip (${Buffer.byteLength(v.source)} B)`);
      }
    }
    if (early.length) console.log(`  FAIL: fetched before the visitor started on the form: ${early.join(', ')}`);
    return { worker, main, files, times: Object.fromEntries(times), ok: Math.max(...main) < BUDGET_MS && early.length === 0 };
  } finally {
    await browser.close();
    server.close();
  }
}
