/**
 * A local-only channel to a running service with the embedded database
 * (PGlite allows one process per data folder): an HTTP server on a Unix
 * socket inside the data folder, readable by the folder's owner only.
 * `npm run leads` uses it when the service runs, else opens the folder itself.
 */
import { createServer, request } from 'node:http';
import { chmodSync, existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { leadsCsv } from './csv';
import type { LeadStore } from './store';

export const socketPath = (dataDir: string) => join(resolve(dataDir), 'control.sock');

export async function startControl(dataDir: string, store: LeadStore, fieldOrder?: readonly string[]) {
  const path = socketPath(dataDir);
  const { allLeadFields } = await import('./handler');
  const fields = fieldOrder ?? allLeadFields;
  // Only one process can hold the folder, so a socket file left here is stale.
  if (existsSync(path)) rmSync(path);
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://control');
      if (req.method === 'GET' && url.pathname === '/leads.csv') {
        res.writeHead(200, { 'Content-Type': 'text/csv; charset=utf-8' });
        res.end(leadsCsv(await store.list(), fields));
      } else if (req.method === 'POST' && url.pathname === '/purge') {
        const days = Number(url.searchParams.get('days'));
        if (!Number.isFinite(days) || days < 0) throw new Error('days');
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ deleted: await store.purgeOlderThan(days) }));
      } else {
        res.writeHead(404).end();
      }
    } catch {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  });
  await new Promise<void>((done, fail) => server.once('error', fail).listen(path, () => done()));
  chmodSync(path, 0o600);
  return {
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** Asks a running service over its socket; null when no service is listening. */
export function askControl(dataDir: string, method: 'GET' | 'POST', path: string): Promise<string | null> {
  const socket = socketPath(dataDir);
  if (!existsSync(socket)) return Promise.resolve(null);
  return new Promise((done, fail) => {
    const req = request({ socketPath: socket, method, path }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => (res.statusCode === 200 ? done(Buffer.concat(chunks).toString('utf8')) : fail(new Error(`control answered ${res.statusCode}`))));
    });
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? done(null) : fail(error)));
    req.end();
  });
}
