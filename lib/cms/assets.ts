/**
 * The files of /admin/, the editors' CMS (a page of its own: no part of the
 * site's bundles, layout or messages):
 * - index.html: noindex, loads init.js, Decap's prebuilt bundle and admin.mjs;
 * - config.yml / config.pl.yml: generated from the blog schema (lib/cms/config.ts);
 * - admin.mjs, blog-format.mjs, guard.mjs, pairs.mjs, init.js: lib/cms/admin/;
 * - js-yaml.mjs and language-rule.mjs: the YAML reader and the site's language rule;
 * - decap-cms.js with its lazily loaded chunks and WebAssembly: node_modules/decap-cms/dist/ (npm, no CDN).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dump } from 'js-yaml';
import { siteConfig } from '@/lib/site';
import { cmsConfig } from './config';

const root = process.cwd();
const decapDist = join(root, 'node_modules', 'decap-cms', 'dist');

/** Files copied as they are, by their name under /admin/. */
const copied: Record<string, string> = {
  'init.js': join(root, 'lib', 'cms', 'admin', 'init.js'),
  'admin.mjs': join(root, 'lib', 'cms', 'admin', 'admin.mjs'),
  'blog-format.mjs': join(root, 'lib', 'cms', 'admin', 'blog-format.mjs'),
  'guard.mjs': join(root, 'lib', 'cms', 'admin', 'guard.mjs'),
  'pairs.mjs': join(root, 'lib', 'cms', 'admin', 'pairs.mjs'),
  'language-rule.mjs': join(root, 'lib', 'hosting', 'language-rule.mjs'),
  'js-yaml.mjs': join(root, 'node_modules', 'js-yaml', 'dist', 'js-yaml.mjs'),
};

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** Decap's bundle and what it loads on demand (not the source maps, not the other build in the folder). */
function decapFiles(): string[] {
  if (!existsSync(decapDist)) return [];
  return readdirSync(decapDist).filter((name) => name === 'decap-cms.js' || /^\d+\.decap-cms\.js$/.test(name) || name.endsWith('.wasm'));
}

export function adminAssets(): string[] {
  return ['index.html', 'config.yml', 'config.pl.yml', ...Object.keys(copied), ...decapFiles()];
}

export function adminPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${siteConfig.name} · CMS</title>
<link rel="icon" href="/icon.svg" type="image/svg+xml">
<script src="init.js"></script>
<script src="decap-cms.js" defer></script>
<script type="module" src="admin.mjs"></script>
</head>
<body></body>
</html>
`;
}

export function readAdminAsset(name: string): { body: Buffer; type: string } | null {
  const type = types[name.slice(name.lastIndexOf('.'))] ?? 'application/octet-stream';
  if (name === 'index.html') return { body: Buffer.from(adminPage()), type };
  if (name === 'config.yml' || name === 'config.pl.yml') {
    const config = cmsConfig({ locale: name === 'config.pl.yml' ? 'pl' : 'en' });
    const header = '# Generated at build time from lib/blog/schema.ts by lib/cms/config.ts: do not edit.\n';
    return { body: Buffer.from(header + dump(config, { lineWidth: -1, noRefs: true })), type };
  }
  const path = copied[name] ?? (decapFiles().includes(name) ? join(decapDist, name) : null);
  return path && existsSync(path) ? { body: readFileSync(path), type } : null;
}
