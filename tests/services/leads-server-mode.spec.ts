// Server mode (`next start`, the build in .next/) serves the same lead handler at /api/leads.
import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { messages } from '../helpers';
import { solveChallengeNode, type IssuedChallenge } from '../../lib/leads/solve';
import { freePort, parseCsv, runLeadsCli, tempDir } from './leads-harness';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

let server: ChildProcess;
let origin: string;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = tempDir('leads-next-');
  const port = await freePort();
  origin = `http://localhost:${port}`;
  // Its own process group, so stopping it also stops the next-server child.
  server = spawn(join('node_modules', '.bin', 'next'), ['start', '-p', String(port)], {
    cwd: join(__dirname, '..', '..'),
    env: { ...process.env, NEXT_OUTPUT: 'server', LEADS_DATA_DIR: dataDir, LEADS_MIN_FILL_S: '0.2' },
    stdio: ['ignore', 'pipe', 'ignore'],
    detached: true,
  });
  // instrumentation.server.ts opens the inbox as the server starts; it says so once ready.
  await new Promise<void>((resolve, reject) => {
    let output = '';
    server.stdout!.on('data', (c: Buffer) => {
      output += c.toString();
      if (output.includes('Ready') && output.includes('[leads] inbox ready')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`next start exited (${code}): ${output}`)));
  });
});

test.afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test('next start stores a lead from the contact form and from the API, in every language, and answers like npm start', async ({ page, request }) => {
  const m = messages.pl.forms;
  await page.goto(`${origin}/pl/contact/`);
  // Typing starts once the form works (the page has hydrated), as a person would see the page settle.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/, { timeout: 20_000 });
  await page.getByRole('textbox', { name: m.contact.fields.name.label, exact: true }).fill('Zofia Łęcka');
  await page.getByRole('textbox', { name: m.contact.fields.businessEmail.label, exact: true }).fill('zofia@podlipami.pl');
  await page.getByRole('textbox', { name: m.contact.fields.message.label, exact: true }).fill('Dzień dobry z trybu serwerowego');
  await page.getByRole('button', { name: m.contact.submit }).click();
  await expect(page.getByRole('heading', { name: m.contact.successTitle })).toBeVisible();

  // /api/leads is not sent to a language (proxy.ts), and the trailing-slash redirect keeps the POST.
  // The challenge comes from the same handler (GET), through the trailing-slash redirect too.
  const challenge = (await (await request.get(`${origin}/api/leads/`)).json()) as IssuedChallenge;
  await new Promise((resolve) => setTimeout(resolve, 300));
  const api = await request.post(`${origin}/api/leads`, { data: { form: 'contact', locale: 'en', name: 'Anna Smith', businessEmail: 'anna@seaside-hotel.com', message: 'Hello', _hp: '', _proof: solveChallengeNode(challenge) } });
  expect(api.status()).toBe(201);
  const invalid = await request.post(`${origin}/api/leads/`, { data: { form: 'contact', locale: 'en', name: 'A', businessEmail: 'anna@', message: 'x' } });
  expect([invalid.status(), await invalid.json()]).toEqual([400, { errors: { businessEmail: 'email' } }]);
  expect((await request.post(`${origin}/api/leads/`, { headers: { 'Content-Type': 'text/plain' }, data: 'x' })).status()).toBe(415);
  expect((await request.fetch(`${origin}/api/leads`, { method: 'PUT' })).status()).toBe(405);

  // npm run leads reaches the inbox through the running server's socket.
  const rows = parseCsv((await runLeadsCli({ LEADS_DATA_DIR: dataDir, DATABASE_URL: '' })).stdout);
  expect(rows.map((r) => [r.locale, r.name, r.status])).toEqual([
    ['pl', 'Zofia Łęcka', 'new'],
    ['en', 'Anna Smith', 'new'],
  ]);
});

test('next start on a serverless host without DATABASE_URL answers 503, which the forms read as "send it by e-mail", and logs the reason once', async () => {
  const dir = tempDir('leads-next-guard-');
  const port = await freePort();
  const guarded = spawn(join('node_modules', '.bin', 'next'), ['start', '-p', String(port)], {
    cwd: join(__dirname, '..', '..'),
    // Vercel's own variable, as on a Vercel deployment of server mode.
    env: { ...process.env, NEXT_OUTPUT: 'server', VERCEL: '1', DATABASE_URL: '', LEADS_DATA_DIR: join(dir, 'leads') },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  guarded.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  guarded.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  try {
    await expect.poll(() => output, { timeout: 30_000 }).toContain('Ready');
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`http://localhost:${port}/api/leads/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ form: 'contact', locale: 'en', name: 'Anna Smith', businessEmail: 'anna@seaside-hotel.com', message: 'Hello', _hp: '', _elapsedMs: 5000 }) });
      expect([response.status, await response.json()]).toEqual([503, { error: 'storage' }]);
    }
    expect(output.match(/Lead service refused to start on Vercel: without DATABASE_URL/g)).toHaveLength(1);
    expect(existsSync(join(dir, 'leads'))).toBe(false);
  } finally {
    const exited = new Promise((resolve) => guarded.once('exit', resolve));
    process.kill(-guarded.pid!, 'SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  }
});
