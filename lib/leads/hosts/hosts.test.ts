/**
 * @jest-environment node
 */
import { mkdtempSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { callOutbox } from '@/deploy/cloudflare-cron/worker';
import { openDb } from '../db';
import { migrationFiles } from '../migrate';
import { bundledMigrations } from '../migrations/bundled';
import { NoDurableDatabase, noDatabaseSentence, serverlessHost } from './env';

describe('serverless hosts', () => {
  it('are told apart by their documented variables; a plain Node machine is none of them', () => {
    expect(serverlessHost({ VERCEL: '1' })).toBe('vercel');
    expect(serverlessHost({ NETLIFY: 'true' })).toBe('netlify');
    expect(serverlessHost({ CF_PAGES: '1' })).toBe('cloudflare');
    expect(serverlessHost({ AWS_LAMBDA_FUNCTION_NAME: 'leads' })).toBe('lambda');
    expect(serverlessHost({ HOME: '/root', PORT: '3000' })).toBeNull();
    expect(serverlessHost({ NETLIFY: 'false', VERCEL: '' })).toBeNull();
  });

  it('refuse the embedded database (server mode on Vercel too) with one sentence, and never create its folder', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'guard-')), 'leads');
    await expect(openDb({ databaseUrl: '', dataDir: dir }, { VERCEL: '1' })).rejects.toBeInstanceOf(NoDurableDatabase);
    await expect(openDb({ databaseUrl: '', dataDir: dir }, { AWS_LAMBDA_FUNCTION_NAME: 'x' })).rejects.toThrow(noDatabaseSentence('lambda'));
    expect(existsSync(dir)).toBe(false);
    expect(noDatabaseSentence('netlify').split('. ')).toHaveLength(1);
    rmSync(join(dir, '..'), { recursive: true, force: true });
  });

  it('carry the same migrations as the folder (run "npm run hosting" after adding one)', () => {
    expect(bundledMigrations).toEqual(migrationFiles());
  });

  it('on Cloudflare, the Cron Trigger worker calls the retry run with the secret and fails loudly when refused', async () => {
    const fetchImpl = jest.fn(async () => new Response(null, { status: 200 }));
    await expect(callOutbox({ SITE_URL: 'https://www.example.com', CRON_SECRET: 's3cret' }, fetchImpl as unknown as typeof fetch)).resolves.toBe(200);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toBe('https://www.example.com/api/leads-outbox');
    expect(init).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer s3cret' } });
    const refused = jest.fn(async () => new Response(null, { status: 401 }));
    await expect(callOutbox({ SITE_URL: 'https://www.example.com', CRON_SECRET: '' }, refused as unknown as typeof fetch)).rejects.toThrow('401');
  });
});

describe('the functions every host bundles', () => {
  // Vercel's bundler does not read tsconfig paths: a value import through `@/` in the
  // functions' module graph would break the deploy, though every local test passes.
  const root = resolve(__dirname, '..', '..', '..');
  const entries = ['api/leads.ts', 'api/leads-outbox.ts', 'functions/api/leads.ts', 'functions/api/leads-outbox.ts', 'netlify/functions/leads.mts', 'netlify/functions/leads-outbox.mts'];

  function graph(): Map<string, string[]> {
    const seen = new Map<string, string[]>();
    const queue = entries.map((entry) => join(root, entry));
    while (queue.length) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      const source = readFileSync(file, 'utf8');
      const aliased: string[] = [];
      // Value imports and re-exports only (`import type` is erased).
      for (const match of source.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)'/gm)) {
        const spec = match[1]!;
        if (spec.startsWith('@/')) aliased.push(spec);
        if (!spec.startsWith('.')) continue;
        const base = resolve(dirname(file), spec);
        const found = [`${base}.ts`, `${base}.mts`, join(base, 'index.ts'), base].find((candidate) => /\.m?ts$/.test(candidate) && existsSync(candidate));
        if (found) queue.push(found);
      }
      seen.set(file, aliased);
    }
    return seen;
  }

  it('reach every module through relative paths, from each host entry', () => {
    const files = graph();
    expect(files.size).toBeGreaterThan(20);
    expect([...files.keys()].map((f) => f.slice(root.length + 1))).toEqual(expect.arrayContaining(['lib/leads/handler.ts', 'lib/leads/challenge.ts', 'lib/leads/reply-email.ts', 'lib/leads/voice-callback.ts', 'lib/forms/callback.ts']));
    const offending = [...files].filter(([, aliased]) => aliased.length).map(([file, aliased]) => `${file.slice(root.length + 1)}: ${aliased.join(', ')}`);
    expect(offending).toEqual([]);
  });
});
