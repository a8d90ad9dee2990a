// `npm run test:e2e`: the browser tests (desktop, then mobile) and the server suites
// (tests/services/) as two Playwright runs side by side. The server suites spend most
// of their time waiting on servers they start (PostgreSQL, wrangler, nginx, next start,
// the outbox's retries), so on two cores they fit in the gaps of the browser run instead
// of adding their whole length after it. Each run has its own static server
// (E2E_PORT, and E2E_PORT + 500 for the server suites), its own results folder and report;
// the test build's silent voice host is started here once, for both.
//
//   node scripts/cli/e2e.mjs [--serial] [playwright options…]
//
// --serial runs one after the other. Measured on the 2-core CI machine (fresh clone, CI=true,
// nothing else running), side by side: the browser run 18.5 min (400 tests) with the server suites
// (100 tests, 11.0 min) finished beside it; the whole of .ci/run 1,305 s, against 1,729 s at the
// previous landing. Any other option goes to both runs
// (for example --reporter=line). Exits non-zero when either run fails.
import { spawn } from 'node:child_process';
import { createConnection } from 'node:net';

const args = process.argv.slice(2);
const serial = args.includes('--serial');
// A file or title filter may leave one of the runs with nothing to do: that is not a failure.
const passOn = args.filter((arg) => arg !== '--serial');
if (passOn.some((arg) => !arg.startsWith('-'))) passOn.push('--pass-with-no-tests');
const base = Number(process.env.E2E_PORT ?? 3100);
const SILENT_PORT = 47193; // tests/voice-agent-host.ts (the test build has it baked in)

const runs = [
  { name: 'browsers', projects: ['desktop', 'mobile'], port: base, output: 'test-results/browsers', report: 'playwright-report/browsers' },
  { name: 'services', projects: ['services'], port: base + 500, output: 'test-results/services', report: 'playwright-report/services' },
];

const listening = (port) =>
  new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

async function silentHost() {
  if (await listening(SILENT_PORT)) return null;
  const child = spawn(process.execPath, ['tests/silent-host.mjs', String(SILENT_PORT)], { stdio: 'ignore' });
  for (let i = 0; i < 100 && !(await listening(SILENT_PORT)); i += 1) await new Promise((r) => setTimeout(r, 100));
  return child;
}

function play(run) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', ...run.projects.map((p) => `--project=${p}`), ...passOn], {
      env: { ...process.env, E2E_PORT: String(run.port), PW_OUTPUT_DIR: run.output, PLAYWRIGHT_HTML_REPORT: run.report },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Each line says which run it comes from: the two runs' lines interleave.
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) (stream === child.stdout ? process.stdout : process.stderr).write(`[${run.name}] ${line}\n`);
      });
      stream.on('end', () => rest && process.stdout.write(`[${run.name}] ${rest}\n`));
    }
    child.on('exit', (code) => {
      const minutes = ((Date.now() - started) / 60_000).toFixed(1);
      console.log(`e2e: ${run.name} (${run.projects.join(', ')}) ${code === 0 ? 'passed' : 'failed'} in ${minutes} min`);
      resolve(code ?? 1);
    });
  });
}

const host = await silentHost();
const started = Date.now();
let codes;
try {
  if (serial) {
    codes = [];
    for (const run of runs) codes.push(await play(run));
  } else {
    codes = await Promise.all(runs.map(play));
  }
} finally {
  host?.kill();
}
console.log(`e2e: ${((Date.now() - started) / 60_000).toFixed(1)} min in all (${serial ? 'one after the other' : 'side by side'}); reports in playwright-report/browsers and playwright-report/services`);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
