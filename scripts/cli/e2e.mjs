// `npm run test:e2e`: the browser tests and the server suites (tests/services/) in two
// lanes side by side: the pages at 1440 px (`desktop`) in one; the server suites, then the
// pages at 390 px (`mobile`), in the other. The server suites spend most of their time
// waiting on servers they start (PostgreSQL, wrangler, nginx, next start, the outbox's
// retries), so on two cores they fit in the gaps of the desktop run; the mobile run takes
// the second lane once they are done, so neither lane waits for the other at the end.
// Each run has its own static server (E2E_PORT for desktop, E2E_PORT + 1 for mobile,
// E2E_PORT + 500 for the server suites), its own results folder and report; the test
// build's silent voice host is started here once, for all of them.
//
//   node scripts/cli/e2e.mjs [--serial] [--project=desktop|mobile|services …] [playwright options…]
//
// --serial runs one after the other. Measured on the 2-core CI machine (fresh clone, CI=true):
// with the browsers as one run (desktop then mobile, 26 min of tests) beside the server suites
// (15 min), the browser run alone decided the length of the whole: 24.1 min of 27.8.
// Any other option goes to every run (for example --reporter=line). Exits non-zero when any run fails.
import { spawn } from 'node:child_process';
import { createConnection } from 'node:net';

const args = process.argv.slice(2);
const serial = args.includes('--serial');
// A file or title filter may leave one of the runs with nothing to do: that is not a failure.
// --project=desktop (or mobile, services) picks runs instead of going to each of them.
const picked = args.filter((arg) => arg.startsWith('--project=')).map((arg) => arg.slice('--project='.length));
const passOn = args.filter((arg) => arg !== '--serial' && !arg.startsWith('--project='));
if (passOn.some((arg) => !arg.startsWith('-'))) passOn.push('--pass-with-no-tests');
const base = Number(process.env.E2E_PORT ?? 3100);
const SILENT_PORT = 47193; // tests/voice-agent-host.ts (the test build has it baked in)

const runOf = (name, port) => ({ name, projects: [name], port, output: `test-results/${name}`, report: `playwright-report/${name}` });
/** Lanes run side by side; the runs of one lane one after the other. */
const lanes = [[runOf('desktop', base)], [runOf('services', base + 500), runOf('mobile', base + 1)]]
  .map((lane) => lane.filter((each) => picked.length === 0 || picked.includes(each.name)))
  .filter((lane) => lane.length > 0);

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
  const inTurn = async (list) => {
    const results = [];
    for (const each of list) results.push(await play(each));
    return results;
  };
  codes = serial ? await inTurn(lanes.flat()) : (await Promise.all(lanes.map(inTurn))).flat();
} finally {
  host?.kill();
}
console.log(`e2e: ${((Date.now() - started) / 60_000).toFixed(1)} min in all (${serial ? 'one after the other' : 'side by side'}); reports in playwright-report/{desktop,mobile,services}`);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
