import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The static export the browser tests run against. */
export const outDir = join(__dirname, '..', 'out');

/** Every exported page of both languages, as URL paths ("/en/", "/pl/pricing/"), discovered from out/. */
export function exportedPages(): string[] {
  if (!existsSync(join(outDir, 'en'))) throw new Error('No static export in out/: run "npm run build" before the browser tests.');
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === 'index.html') pages.push(`/${relative(outDir, dir).split(sep).join('/')}/`);
    }
  };
  walk(join(outDir, 'en'));
  walk(join(outDir, 'pl'));
  return pages;
}

/** Every HTML file of the export (pages, redirect pages, 404), with its URL path; not the editors' CMS (tests/services/cms.spec.ts). */
export function exportedHtml(): Array<{ path: string; html: string }> {
  const files: Array<{ path: string; html: string }> = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (full === join(outDir, 'admin')) continue;
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.html')) {
        const rel = relative(outDir, full).split(sep).join('/');
        files.push({ path: `/${rel.replace(/(^|\/)index\.html$/, '$1')}`, html: readFileSync(full, 'utf8') });
      }
    }
  };
  walk(outDir);
  return files;
}

/** Splits a list into `count` interleaved batches of similar size. */
export function batches<T>(items: readonly T[], count: number): T[][] {
  const groups: T[][] = Array.from({ length: Math.min(count, items.length) }, () => []);
  items.forEach((item, i) => groups[i % groups.length]!.push(item));
  return groups;
}

/** Hosts that count as "the site's own". */
export function isOwnHost(url: string): boolean {
  if (url.startsWith('data:') || url.startsWith('blob:') || url.startsWith('about:')) return true;
  try {
    const { hostname } = new URL(url);
    return hostname === 'localhost' || hostname === '127.0.0.1';
  } catch {
    return true;
  }
}
