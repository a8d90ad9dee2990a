/**
 * @jest-environment node
 */
import { mkdtempSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
