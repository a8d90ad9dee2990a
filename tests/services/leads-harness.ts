/**
 * What the lead suites start for themselves: the real lead service (`npm start`'s
 * server, `node scripts/serve/start.mjs --no-build`, serving out/ and /api/leads), a
 * local SMTP server (smtp-server), a webhook receiver, and for the PostgreSQL
 * run a real server from Debian's binaries in a temporary folder. Everything
 * listens on a free loopback port and is stopped by the suite.
 */
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

const root = join(__dirname, '..', '..');

/** scripts/cli/ensure-system.mjs's postgresBinDir(), asked in plain Node (the test runner loads .mjs files as CommonJS). */
function postgresBinDir(): string {
  const script = "import('./scripts/cli/ensure-system.mjs').then((m) => process.stdout.write(m.postgresBinDir()))";
  return spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' }).stdout.trim();
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** Mail received by the local SMTP server. */
export interface Mail {
  to: string[];
  raw: string;
}

export async function startSmtp() {
  const mails: Mail[] = [];
  const port = await freePort();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${port}`, mails, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A webhook received, with whether its signature verified against the secret. */
export interface Hook {
  leadId: string;
  body: Record<string, unknown>;
  verified: boolean;
  status: number;
}

/** The receiver a README reader would write: HMAC-SHA256 of the raw body, compared in constant time. */
export function verifySignature(rawBody: string, header: string | undefined, secret: string): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`);
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function startWebhookReceiver(secret: string) {
  const hooks: Hook[] = [];
  const control = { failNext: 0, delayMs: 0 };
  const port = await freePort();
  const server: Server = createServer((req, res) => {
    // A sender killed mid-request (the SIGKILL case) resets the connection: not the receiver's failure.
    req.on('error', () => undefined);
    res.on('error', () => undefined);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      if (control.delayMs) await new Promise((r) => setTimeout(r, control.delayMs));
      const status = control.failNext > 0 ? 500 : 200;
      if (control.failNext > 0) control.failNext -= 1;
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw);
      } catch {
        // Recorded as unverified below.
      }
      hooks.push({ leadId: String(body.id ?? ''), body, verified: verifySignature(raw, req.headers['x-leads-signature'] as string | undefined, secret), status });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/hook`, hooks, control, stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A request a fake voice provider received, as its API would see it. */
export interface ProviderCall {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
  /** What the fake answered (500 while told to fail, else 201 as both providers do). */
  status: number;
}

/**
 * A local stand-in for a voice provider's API (Vapi's POST /call, Retell's POST
 * /v2/create-phone-call): records every request and answers like the provider, 201
 * with a call object; `failNext` answers 500 that many times, `delayMs` holds the answer.
 */
export async function startProviderFake(provider: 'vapi' | 'retell') {
  const calls: ProviderCall[] = [];
  const control = { failNext: 0, delayMs: 0 };
  const port = await freePort();
  let next = 1;
  const server: Server = createServer((req, res) => {
    req.on('error', () => undefined);
    res.on('error', () => undefined);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const failing = control.failNext > 0;
      if (failing) control.failNext -= 1;
      const delay = control.delayMs;
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        // Recorded as an empty body: the test's comparison fails on it.
      }
      const status = failing ? 500 : 201;
      calls.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body, status });
      if (delay) await new Promise((r) => setTimeout(r, delay));
      const id = `call-${next++}`;
      const answer = failing ? { message: 'Internal server error' } : provider === 'vapi' ? { id, type: 'outboundPhoneCall', status: 'queued' } : { call_id: id, call_type: 'phone_call', call_status: 'registered' };
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    control,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A PostgreSQL server from Debian's binaries, as the postgres user when the tests run as root. */
export async function startPostgres({ fsync = false } = {}) {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL binaries not found: run "node scripts/cli/ensure-system.mjs postgres" (or set PG_BIN).');
  const dir = tempDir('leads-pg-');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string) => {
    const result = asRoot ? spawnSync('runuser', ['-u', 'postgres', '--', 'sh', '-c', cmd], { encoding: 'utf8' }) : spawnSync('sh', ['-c', cmd], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${cmd.split(' ')[0]} failed: ${result.stderr || result.stdout}`);
  };
  if (asRoot) spawnSync('chown', ['postgres:postgres', dir]);
  run(`${bin}/initdb -D ${dir}/data -U leads --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null`);
  run(`${bin}/pg_ctl -D ${dir}/data -l ${dir}/server.log -w -o "-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=${fsync ? 'on' : 'off'} -c max_connections=60" start >/dev/null`);
  return {
    url: `postgres://leads@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run(`${bin}/pg_ctl -D ${dir}/data -m fast -w stop >/dev/null`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export interface Service {
  port: number;
  origin: string;
  proc: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
  kill(): Promise<void>;
}

/** `npm start`'s server without the build step, on a free port, ready once it says so. */
export async function startService(env: Record<string, string>): Promise<Service> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['scripts/serve/start.mjs', '--no-build'], { cwd: root, env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('Site ready')) resolve();
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    proc.once('exit', (code) => reject(new Error(`lead service exited (${code}):\n${output}`)));
  });
  return {
    port,
    origin: `http://localhost:${port}`,
    proc,
    output: () => output,
    async stop() {
      if (proc.exitCode === null) proc.kill('SIGTERM');
      await exited;
    },
    async kill() {
      proc.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * `npm run preview:cloudflare` (wrangler pages dev: out/ and functions/api/ in workerd) on a
 * free port, ready once it says so. It runs in its own process group: stop and kill reach
 * wrangler and workerd too.
 */
export async function startCloudflarePreview(env: Record<string, string>): Promise<Service> {
  const port = await freePort();
  const state = tempDir('wrangler-state-');
  const proc = spawn(process.execPath, ['scripts/serve/preview-cloudflare.mjs'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), WRANGLER_STATE: state },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Cloudflare preview not ready after 90 s:\n${output}`)), 90_000);
    proc.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('Cloudflare preview on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    proc.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    proc.once('exit', (code) => reject(new Error(`Cloudflare preview exited (${code}):\n${output}`)));
  });
  const signal = async (name: NodeJS.Signals) => {
    try {
      process.kill(-proc.pid!, name);
    } catch {
      // Already gone.
    }
    await exited;
    rmSync(state, { recursive: true, force: true });
  };
  return { port, origin: `http://localhost:${port}`, proc, output: () => output, stop: () => signal('SIGTERM'), kill: () => signal('SIGKILL') };
}

/** `npm run leads` with the suite's configuration: the CSV (or the purge message on stderr). */
export function runLeadsCli(env: Record<string, string>, args: string[] = []): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['scripts/cli/leads.mjs', ...args], { cwd: root, env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve({ stdout, stderr }),
    );
  });
}

/** Parses the export (RFC 4180; values never span lines) into records keyed by column. */
export function parseCsv(text: string): Record<string, string>[] {
  const lines = text.split('\r\n').filter(Boolean);
  const cells = (line: string) => {
    const out: string[] = [];
    let i = 0;
    while (i <= line.length) {
      if (line[i] === '"') {
        let value = '';
        i += 1;
        while (i < line.length) {
          if (line[i] === '"' && line[i + 1] === '"') {
            value += '"';
            i += 2;
          } else if (line[i] === '"') {
            i += 1;
            break;
          } else value += line[i++];
        }
        out.push(value);
        i += 1;
      } else {
        const end = line.indexOf(',', i);
        out.push(line.slice(i, end === -1 ? line.length : end));
        i = end === -1 ? line.length + 1 : end + 1;
      }
    }
    return out;
  };
  const [header, ...rows] = lines.map(cells);
  return rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i] ?? ''])));
}

/** Headers (encoded words decoded) and the text and HTML parts (quoted-printable or base64 decoded) of a raw message. */
export function decodeMail(raw: string): { subject: string; text: string; html: string; headers: string } {
  const words = (value: string) =>
    value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : qp(data.replace(/_/g, ' ')),
    );
  const qp = (value: string) => Buffer.from(value.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
  const [head = ''] = raw.split(/\r?\n\r?\n/, 1);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = words(/^subject: (.*)$/im.exec(headers)?.[1] ?? '');
  const parts: Record<string, string> = {};
  for (const part of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const type = /content-type: text\/(plain|html)/i.exec(part)?.[1]?.toLowerCase();
    if (!type) continue;
    const split = part.search(/\r?\n\r?\n/);
    const body = part.slice(split).replace(/^\r?\n\r?\n/, '').replace(/\r?\n--[^\r\n]*--\s*$/, '');
    const encoding = /content-transfer-encoding: ([\w-]+)/i.exec(part.slice(0, split))?.[1]?.toLowerCase();
    parts[type] = encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : encoding === 'quoted-printable' ? qp(body) : body;
  }
  return { subject, text: (parts.plain ?? '').replace(/\r\n/g, '\n'), html: parts.html ?? '', headers };
}
