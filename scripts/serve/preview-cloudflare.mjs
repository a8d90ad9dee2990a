// `npm run preview:cloudflare`: the built out/ and the lead functions (functions/api/) through
// Cloudflare's own local runtime (`wrangler pages dev`, workerd from npm), on PORT (default 8788),
// with the lead service's variables (DATABASE_URL, SMTP_URL, LEADS_*, VOICE_CALLBACK_*, VAPI_*, RETELL_*, CALLBACK_*, CRON_SECRET…)
// and the CMS sign-in's (GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET, CMS_GITHUB_OAUTH_URL) passed on as the Pages project's variables. Offline: wrangler's warnings about workers.cloudflare.com are harmless.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync } from 'node:fs';

const root = new URL('../../', import.meta.url).pathname;
if (!existsSync(`${root}out/index.html`)) {
  console.error('No out/ yet: run "npm run build" first.');
  process.exit(1);
}
if (!process.env.DATABASE_URL) console.warn('DATABASE_URL is not set: the lead function will answer 503 and the forms show the e-mail fallback.');

/** The variables the functions read (lib/leads/config.ts, lib/site.ts, the scheduler's secret, lib/cms/auth-config.ts). */
const passed = Object.entries(process.env).filter(([key, value]) => value !== undefined && value !== '' && (/^(LEADS_|NEXT_PUBLIC_|VOICE_CALLBACK_|VAPI_|RETELL_|CALLBACK_|GITHUB_CLIENT_|CMS_GITHUB_)/.test(key) || ['DATABASE_URL', 'SMTP_URL', 'CRON_SECRET'].includes(key)));
const port = process.env.PORT || '8788';
// wrangler's devtools inspector listens on 9229 unless told: a free port of its own, so two previews
// (two checkouts, two suites) can run at once.
const inspector = await new Promise((resolve, reject) => {
  const probe = createServer().once('error', reject);
  probe.listen(0, '127.0.0.1', () => {
    const { port: free } = /** @type {import('node:net').AddressInfo} */ (probe.address());
    probe.close(() => resolve(String(free)));
  });
});
const args = ['pages', 'dev', 'out', '--port', port, '--inspector-port', inspector, '--ip', process.env.HOST || '127.0.0.1', '--persist-to', process.env.WRANGLER_STATE || '.wrangler/state', ...passed.flatMap(([key, value]) => ['--binding', `${key}=${value}`])];

const wrangler = spawn(process.execPath, [`${root}node_modules/wrangler/bin/wrangler.js`, ...args], {
  cwd: root,
  // No prompts, no usage metrics (there is no network to send them to).
  env: { ...process.env, CI: '1', WRANGLER_SEND_METRICS: 'false' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
wrangler.stdout.on('data', (chunk) => {
  const text = chunk.toString('utf8');
  process.stdout.write(text);
  if (text.includes('Ready on')) console.log(`Cloudflare preview on http://localhost:${port} (lead function at /api/leads)`);
});
wrangler.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => wrangler.kill(signal));
