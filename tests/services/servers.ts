// Starts the servers a deploy recipe describes, on loopback ports, for the
// server suites: a real nginx with the committed deploy/nginx.conf included
// unedited in a server block whose root is out/ (as the README tells a user),
// `npm start`'s static server, and server mode (`next start` on the .next/
// server build). Each returns its base URL and a stop function.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const root = join(__dirname, '..', '..');
export const outDir = join(root, 'out');

export interface RunningServer {
  name: string;
  origin: string;
  stop: () => Promise<void>;
}

/** Resolves once something accepts connections on the port (the server is up), or fails after `ms`. */
export async function waitForPort(port: number, child: ChildProcess | null, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`server on port ${port} exited with ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing listens on port ${port} after ${ms} ms`);
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
}

/** The nginx binary (scripts/cli/ensure-system.mjs installs Debian's nginx-light when it is missing). */
function nginxBinary(): string {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'].filter(Boolean) as string[];
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new Error('nginx is missing: run "node scripts/cli/ensure-system.mjs nginx" (npm test does).');
  return found;
}

/** nginx as a user runs it: Debian's http defaults, a server block with root = out/, the committed snippet included unedited. */
export async function startNginx(port: number): Promise<RunningServer> {
  const prefix = mkdtempSync(join(tmpdir(), 'site-nginx-'));
  mkdirSync(join(prefix, 'tmp'));
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const conf = `
${asRoot ? 'user root;' : ''}
worker_processes 1;
daemon off;
error_log ${prefix}/error.log warn;
pid ${prefix}/nginx.pid;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    access_log off;
    client_body_temp_path ${prefix}/tmp/body;
    proxy_temp_path ${prefix}/tmp/proxy;
    fastcgi_temp_path ${prefix}/tmp/fastcgi;
    uwsgi_temp_path ${prefix}/tmp/uwsgi;
    scgi_temp_path ${prefix}/tmp/scgi;
    server {
        listen 127.0.0.1:${port};
        server_name localhost;
        root ${outDir};
        include ${join(root, 'deploy', 'nginx.conf')};
    }
}
`;
  writeFileSync(join(prefix, 'nginx.conf'), conf);
  const binary = nginxBinary();
  const check = spawnSync(binary, ['-t', '-q', '-p', prefix, '-c', join(prefix, 'nginx.conf')], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}`);
  const child = spawn(binary, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  await waitForPort(port, child, 15_000);
  return {
    name: 'nginx',
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      await stopChild(child);
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** `npm start`'s server (scripts/serve/start.mjs serves out/ with scripts/serve/serve.mjs), run on the fresh export. */
export async function startLocalServer(port: number): Promise<RunningServer> {
  const child = spawn(process.execPath, [join(root, 'scripts', 'serve', 'serve.mjs'), '--port', String(port), '--dir', outDir], { stdio: 'ignore' });
  await waitForPort(port, child, 15_000);
  return { name: 'npm start', origin: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
}

/** Server mode: `next start` on the .next/ server build (`npm run build:server`, which `npm test` runs). */
export async function startServerMode(port: number): Promise<RunningServer> {
  if (!existsSync(join(root, '.next', 'BUILD_ID'))) throw new Error('No server build in .next/: run "npm run build:server" first (npm test does).');
  const nextBin = join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    env: { ...process.env, NEXT_OUTPUT: 'server', NODE_ENV: 'production' },
    stdio: 'ignore',
  });
  await waitForPort(port, child, 60_000);
  return { name: 'next start', origin: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
}

export interface RawResponse {
  status: number;
  headers: Array<[string, string]>;
  body: string;
  raw: string;
}

/**
 * One HTTP/1.1 request written byte for byte (no client library normalises
 * the path or refuses control characters), and the response as received.
 */
export function rawRequest(origin: string, target: string, headers: Record<string, string> = {}, timeoutMs = 30_000): Promise<RawResponse> {
  const { port, hostname } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer to ${JSON.stringify(target.slice(0, 80))} within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error) => {
      // A server may reset a connection it refuses; what arrived before counts.
      if (chunks.length === 0) {
        clearTimeout(timer);
        resolve({ status: 0, headers: [], body: '', raw: String(error) });
      }
    });
    socket.on('close', () => {
      clearTimeout(timer);
      const raw = Buffer.concat(chunks).toString('latin1');
      const split = raw.indexOf('\r\n\r\n');
      const head = split >= 0 ? raw.slice(0, split) : raw;
      const [statusLine, ...lines] = head.split('\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '')?.[1] ?? 0);
      const parsed = lines
        .map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as [string, string];
        })
        .filter(([name]) => name);
      let body = split >= 0 ? raw.slice(split + 4) : '';
      const chunked = parsed.some(([n, v]) => n === 'transfer-encoding' && /chunked/i.test(v));
      if (chunked) body = dechunk(body);
      resolve({ status, headers: parsed, body: Buffer.from(body, 'latin1').toString('utf8'), raw });
    });
    const extra = Object.entries({ Host: `${hostname}:${port}`, Connection: 'close', ...headers })
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('');
    socket.write(Buffer.from(`GET ${target} HTTP/1.1\r\n${extra}\r\n`, 'latin1'));
  });
}

function dechunk(body: string): string {
  let out = '';
  let rest = body;
  while (rest.length) {
    const lineEnd = rest.indexOf('\r\n');
    if (lineEnd < 0) break;
    const size = parseInt(rest.slice(0, lineEnd), 16);
    if (!size) break;
    out += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
  return out;
}

/** All values of one header (case-insensitive), e.g. several Vary lines. */
export function headerValues(response: RawResponse, name: string): string[] {
  return response.headers.filter(([n]) => n === name.toLowerCase()).map(([, v]) => v);
}

/** The tokens of every Vary header, lower-cased. */
export function varyTokens(response: RawResponse): string[] {
  return headerValues(response, 'vary').flatMap((v) => v.split(',').map((t) => t.trim().toLowerCase()));
}
