import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { expect, type Page } from '@playwright/test';

export const root = join(__dirname, '..', '..');

/** A temporary copy of content/blog and public/blog for decap-server to write into. */
export function copyRepo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cms-e2e-'));
  cpSync(join(root, 'content', 'blog'), join(dir, 'content', 'blog'), { recursive: true });
  if (existsSync(join(root, 'public', 'blog'))) cpSync(join(root, 'public', 'blog'), join(dir, 'public', 'blog'), { recursive: true });
  return dir;
}

/** Every file under dir with its text (images as their size), to see what a step wrote. */
export function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else files[relative(dir, full)] = name.endsWith('.md') ? readFileSync(full, 'utf8') : `${statSync(full).size} bytes`;
    }
  };
  walk(dir);
  return files;
}

/** Starts a process and resolves once its output says it is ready. */
export async function startProcess(command: string, args: string[], env: Record<string, string>, ready: RegExp, timeoutMs: number): Promise<ChildProcess> {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${command} ${args.join(' ')} did not start:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} exited with ${code}:\n${output}`));
    });
  });
  child.removeAllListeners('exit');
  return child;
}

export function stop(child: ChildProcess | undefined) {
  if (child && child.exitCode === null) child.kill('SIGTERM');
}

export function removeDir(dir: string | undefined) {
  if (dir) rmSync(dir, { recursive: true, force: true });
}

/** The local backend the built configuration names (CMS_LOCAL_PORT at build time, 8081 by default). */
function configuredBackend(): string {
  const config = readFileSync(join(root, 'out', 'admin', 'config.yml'), 'utf8');
  const url = /local_backend:\s*\n\s*url:\s*(\S+)/.exec(config)?.[1];
  if (!url) throw new Error('out/admin/config.yml names no local backend: run "npm run build"');
  return url;
}

/**
 * Opens the CMS and signs in (the local backend needs no account). The page
 * talks to the local backend named in the built configuration; the test's
 * decap-server runs on a port of its own, so those requests are passed on to it.
 */
export async function openCms(page: Page, backendPort: number, path = '', language: 'en' | 'pl' = 'en') {
  await page.route(configuredBackend(), async (route) => {
    const response = await route.fetch({ url: `http://localhost:${backendPort}/api/v1` });
    await route.fulfill({ response });
  });
  // The interface follows the language stored by the site's switcher (lib/hosting/language-rule.mjs).
  await page.addInitScript((stored) => window.localStorage.setItem('language', stored), language);
  await page.goto('/admin/');
  await page.getByRole('button', { name: language === 'pl' ? 'Zaloguj się' : 'Login' }).click();
  // Signed in: the collection is listed.
  await expect(page.getByRole('heading', { name: language === 'pl' ? 'Wpisy na blogu' : 'Blog posts' })).toBeVisible({ timeout: 15_000 });
  if (path) await page.goto(`/admin/#${path}`);
}

/** decap-server in file-system mode over `repo` (a copy from copyRepo()), as `npm run cms` runs it. */
export function startDecapServer(port: number, repo: string): Promise<ChildProcess> {
  return startProcess(
    process.execPath,
    [join(root, 'node_modules', 'decap-server', 'dist', 'index.js')],
    { PORT: String(port), GIT_REPO_DIRECTORY: repo, MODE: 'fs', LOG_LEVEL: 'info' },
    /listening on port/,
    20_000,
  );
}
