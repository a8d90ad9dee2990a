// `npm run preview:netlify`: the built out/ (with the headers and redirects of out/_headers and
// out/_redirects, through scripts/serve/serve.mjs) on PORT (default 8888), and /api/leads answered by the
// Netlify Function in netlify/functions/ through Netlify's own local functions runtime
// (`netlify functions:serve --offline`; `netlify dev --offline` stops here, it downloads the Edge
// Functions runtime). netlify-cli is fetched once by npx (pinned, about 350 MB: not a project
// dependency). The lead variables (DATABASE_URL, SMTP_URL, LEADS_*) are read from the environment.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { createStaticHandler } from './serve.mjs';

const NETLIFY_CLI = 'netlify-cli@27.10.2';
const root = new URL('../../', import.meta.url).pathname;
if (!existsSync(`${root}out/index.html`)) {
  console.error('No out/ yet: run "npm run build" first.');
  process.exit(1);
}
if (!process.env.DATABASE_URL) console.warn('DATABASE_URL is not set: the lead function will answer 503 and the forms show the e-mail fallback.');

const port = Number(process.env.PORT || 8888);
const functionsPort = await new Promise((resolve) => {
  const probe = createNetServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});

const netlify = spawn('npx', ['--yes', NETLIFY_CLI, 'functions:serve', '--offline', '--port', String(functionsPort)], {
  cwd: root,
  env: { ...process.env, CI: '1', NETLIFY_TELEMETRY_DISABLED: '1' },
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
});
netlify.on('exit', (code) => process.exit(code ?? 1));
const stop = () => {
  try {
    process.kill(-netlify.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
};
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => (stop(), process.exit(0)));

/** /api/… goes to the functions runtime as it came (method, headers, body streamed both ways); the runtime takes the client address from X-Forwarded-For. */
function toFunctions(req, res) {
  const upstream = httpRequest({ host: '127.0.0.1', port: functionsPort, path: req.url, method: req.method, headers: { 'x-forwarded-for': req.socket.remoteAddress ?? '', ...req.headers } }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
    res.end('{"error":"server"}');
  });
  req.pipe(upstream);
}

const site = createStaticHandler(`${root}out`);
let listening = false;
netlify.stdout.on('data', (chunk) => {
  const text = chunk.toString('utf8');
  process.stdout.write(text);
  if (!listening && /Loaded function leads\s*$/m.test(text)) {
    listening = true;
    createServer((req, res) => ((req.url ?? '').startsWith('/api/') ? toFunctions(req, res) : site(req, res))).listen(port, process.env.HOST || '127.0.0.1', () =>
      console.log(`Netlify preview on http://localhost:${port} (lead function at /api/leads)`),
    );
  }
});
