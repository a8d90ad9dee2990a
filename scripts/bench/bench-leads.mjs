// `npm run bench:leads`: 2,000 valid submissions at concurrency 20 against the lead
// service, once with the embedded database (PGlite), once with a PostgreSQL
// server started from Debian's binaries (fsync on), and once through the
// Cloudflare Pages preview (wrangler pages dev, workerd) on that PostgreSQL; prints accepted per second,
// p50/p99 latency and how many accepted leads are missing from the database
// afterwards (counted with `npm run leads`). Not part of `npm test`.
// Options: --total 2000 --concurrency 20 --only pglite|postgres|cloudflare
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { importTs } from '../lib/load-ts.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const TOTAL = Number(opt('total', 2000));
const CONCURRENCY = Number(opt('concurrency', 20));
const only = opt('only', '');

const { freePort, parseCsv, runLeadsCli, startCloudflarePreview, startPostgres, startWebhookReceiver, tempDir } = await importTs('tests/services/leads-harness.ts');
const { solveChallengeNode } = await importTs('lib/leads/solve.ts');

async function startService(env) {
  const port = await freePort();
  const proc = spawn(process.execPath, ['scripts/serve/leads-service.mjs'], { env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    let out = '';
    proc.stdout.on('data', (c) => {
      out += c;
      if (out.includes('Lead service on')) resolve();
    });
    proc.once('exit', (code) => reject(new Error(`service exited ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}/api/leads`, stop: () => new Promise((r) => (proc.once('exit', r), proc.kill('SIGTERM'))) };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** The Cloudflare preview, shaped like startService's answer. */
async function startCloudflare(env) {
  const preview = await startCloudflarePreview(env);
  return { url: `http://127.0.0.1:${preview.port}/api/leads`, stop: () => preview.stop() };
}

async function run(label, env, start = startService) {
  // Runs share the PostgreSQL server: each counts its own rows.
  if (env.DATABASE_URL) await runLeadsCli(env, ['--purge-older-than', '0']);
  const hooks = await startWebhookReceiver('bench-secret');
  // Each submission solves its own challenge, as a browser does; the fill time is not what is measured here.
  const service = await start({ ...env, LEADS_MIN_FILL_S: '0', LEADS_WEBHOOK_URL: hooks.url, LEADS_WEBHOOK_SECRET: 'bench-secret', LEADS_TRUST_PROXY: '1', LEADS_POLL_S: '1' });
  const latencies = [];
  const ids = new Set();
  let failed = 0;
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < TOTAL) {
      const i = next++;
      const t0 = performance.now();
      try {
        const challenge = await (await fetch(service.url)).json();
        const body = JSON.stringify({ form: 'contact', locale: i % 2 ? 'pl' : 'en', name: `Bench ${i} Łęcka`, businessEmail: `bench${i}@example.com`, message: 'Dzień dobry, to jest test obciążenia.', page: '/pl/contact/', _hp: '', _proof: solveChallengeNode(challenge) });
        const response = await fetch(service.url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` }, body });
        const json = await response.json();
        if (response.status === 201) ids.add(json.id);
        else failed += 1;
      } catch {
        failed += 1;
      }
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  const rows = parseCsv((await runLeadsCli(env)).stdout).filter((r) => r.name?.startsWith('Bench '));
  const stored = new Set(rows.map((r) => r.id));
  const lost = [...ids].filter((id) => !stored.has(id)).length;
  await service.stop();
  await hooks.stop();
  latencies.sort((a, b) => a - b);
  return { label, accepted: ids.size, failed, perSecond: ids.size / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), rows: rows.length, lost };
}

const results = [];
if (only !== 'postgres' && only !== 'cloudflare') {
  const dataDir = tempDir('leads-bench-');
  try {
    results.push(await run('Node, PGlite (embedded, default)', { LEADS_DATA_DIR: dataDir, DATABASE_URL: '' }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (only !== 'pglite') {
  const postgres = await startPostgres({ fsync: true });
  try {
    if (only !== 'cloudflare') results.push(await run('Node, PostgreSQL (pg, fsync on)', { DATABASE_URL: postgres.url }));
    if (only !== 'postgres') results.push(await run('Cloudflare Pages preview (workerd), PostgreSQL (fsync on)', { DATABASE_URL: postgres.url }, startCloudflare));
  } finally {
    postgres.stop();
  }
}

console.log(`\n${TOTAL} valid submissions, concurrency ${CONCURRENCY}\n`);
console.log('| service, database | accepted | failed | accepted/s | p50 ms | p99 ms | rows counted | lost |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of results) console.log(`| ${r.label} | ${r.accepted} | ${r.failed} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.rows} | ${r.lost} |`);
if (results.some((r) => r.lost > 0 || r.failed > 0)) process.exit(1);
