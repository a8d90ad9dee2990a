// The proof of work's cost to a visitor (issue 26), printed by `npm run bench`
// (or alone: `npm run bench -- --proof-only`):
// - solve time of real challenges (altcha-lib, the service's default search space,
//   LEADS_CHALLENGE_MAX_NUMBER) on the landing page with the CPU throttled 4x:
//   in the worker the forms use (public/proof-worker.js), and, as the upper bound
//   (DevTools throttles the page's main thread for certain), the same code run on
//   the throttled main thread; median and worst of --proof-runs (default 10);
// - what starting on the "Call me now" form adds: the files fetched after the
//   first focus (its code, the worker), gzip bytes; nothing before it.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createChallenge } from 'altcha-lib/v1';
import { chromium } from 'playwright';
import { createStaticServer } from '../serve/serve.mjs';

const BUDGET_MS = 1000;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function benchProof({ out, port, chrome, runs = 10, locale = 'en' }) {
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

    const worker = [];
    const main = [];
    const workerSource = readFileSync(join(out, 'proof-worker.js'), 'utf8');
    for (let i = 0; i < runs; i += 1) {
      const result = await page.evaluate(
        async ({ source }) => {
          const challenge = await (await fetch('/api/leads')).json();
          const t0 = performance.now();
          const found = await new Promise((resolve) => {
            const w = new Worker('/proof-worker.js');
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
        { source: workerSource },
      );
      if (!result.ok) throw new Error('bench: a challenge was not solved');
      worker.push(result.inWorker);
      main.push(result.onMain);
    }
    const total = files.reduce((sum, f) => sum + f.gzip, 0);
    const ms = (v) => `${Math.round(v)} ms`;
    console.log(`\nProof of work (challenges of up to ${maxNumber.toLocaleString('en-US')} tries, ${runs} runs, CPU throttled 4x, /${locale}/ at 390 px):`);
    console.log(`  solve in the worker:           median ${ms(median(worker))}, worst ${ms(Math.max(...worker))}`);
    console.log(`  same code on the main thread: median ${ms(median(main))}, worst ${ms(Math.max(...main))}  ${Math.max(...main) < BUDGET_MS ? 'PASS' : 'FAIL'} (< ${BUDGET_MS} ms)`);
    console.log(`  added once the visitor starts on the form: ${files.map((f) => `${f.path} ${(f.gzip / 1024).toFixed(1)} KB`).join(', ')}; total ${(total / 1024).toFixed(1)} KB gzip; before the first focus only its loader (CallMeNowLoader, in the page's own chunk), no request to the service or the worker`);
    if (early.length) console.log(`  FAIL: fetched before the visitor started on the form: ${early.join(', ')}`);
    return { worker, main, files, ok: Math.max(...main) < BUDGET_MS && early.length === 0 };
  } finally {
    await browser.close();
    server.close();
  }
}
