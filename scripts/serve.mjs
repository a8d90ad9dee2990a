// A small production-grade static server for out/: folders serve their
// index.html (with a trailing-slash redirect), unknown paths get 404.html with
// status 404, text is gzip-compressed, and every response carries the headers
// of out/_headers, the very file Netlify and Cloudflare Pages apply (written by
// scripts/postbuild.mjs from lib/security-headers.mjs), so local runs and the
// browser tests see the production policy. Usage: node scripts/serve.mjs [--port 3000] [--dir out]
import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync, readFileSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { matchesPattern, parseHeadersFile } from '../lib/security-headers.mjs';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.txt', '.xml', '.svg']);
const gzipCache = new Map();

/** Headers of the `_headers` rules matching a URL path (later rules add to earlier ones). */
function ruleHeaders(rules, urlPath) {
  const headers = {};
  for (const rule of rules) {
    if (!matchesPattern(rule.pattern, urlPath)) continue;
    for (const [key, value] of rule.headers) headers[key] = value;
  }
  return headers;
}

export function createStaticServer(root) {
  const base = resolve(root);
  const notFoundPage = join(base, '404.html');
  const headersPath = join(base, '_headers');
  if (!existsSync(headersPath)) console.warn(`No ${headersPath}: serving without security headers (run "npm run build").`);
  const rules = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : [];

  function send(req, res, file, status) {
    const ext = extname(file).toLowerCase();
    const headers = {
      'Content-Type': types[ext] ?? 'application/octet-stream',
      'Cache-Control': 'public, max-age=0, must-revalidate',
      ...ruleHeaders(rules, new URL(req.url ?? '/', 'http://localhost').pathname),
    };
    const acceptsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (compressible.has(ext) && acceptsGzip) {
      const stat = statSync(file);
      const cacheKey = `${file}:${stat.mtimeMs}`;
      let body = gzipCache.get(cacheKey);
      if (!body) {
        body = gzipSync(readFileSync(file));
        gzipCache.set(cacheKey, body);
      }
      res.writeHead(status, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length, Vary: 'Accept-Encoding' });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(status, { ...headers, 'Content-Length': statSync(file).size });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  }

  function notFound(req, res) {
    if (existsSync(notFoundPage)) send(req, res, notFoundPage, 404);
    else {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...ruleHeaders(rules, '/404.html') });
      res.end('Not found');
    }
  }

  return createServer((req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD', ...ruleHeaders(rules, '/') });
        res.end();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://localhost');
      let pathname;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        return notFound(req, res);
      }
      // Encoded slashes, NUL bytes, backslashes and dot segments never reach the disk.
      if (pathname.includes('\0') || pathname.includes('\\') || url.pathname.toLowerCase().includes('%2f') || pathname.length > 2048) {
        return notFound(req, res);
      }
      // Host configuration files are not part of the site.
      if (/^\/(_headers|_redirects|\.build-stamp)$/.test(pathname)) return notFound(req, res);
      const file = normalize(join(base, pathname));
      if (file !== base && !file.startsWith(base + sep)) return notFound(req, res);

      if (existsSync(file) && statSync(file).isDirectory()) {
        if (!pathname.endsWith('/')) {
          res.writeHead(308, { Location: `${url.pathname}/${url.search}`, ...ruleHeaders(rules, url.pathname) });
          res.end();
          return;
        }
        const index = join(file, 'index.html');
        return existsSync(index) ? send(req, res, index, 200) : notFound(req, res);
      }
      if (existsSync(file) && statSync(file).isFile()) return send(req, res, file, 200);
      // Clean URLs: /pricing -> /pricing/ when that folder exists.
      if (!pathname.endsWith('/') && existsSync(join(file, 'index.html'))) {
        res.writeHead(308, { Location: `${url.pathname}/${url.search}`, ...ruleHeaders(rules, url.pathname) });
        res.end();
        return;
      }
      return notFound(req, res);
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal error');
      console.error(error);
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = arg('dir', new URL('../out', import.meta.url).pathname);
  const port = Number(arg('port', process.env.PORT ?? '3000'));
  if (!existsSync(join(dir, 'index.html'))) {
    console.error(`No static export in ${dir}: run "npm run build" first.`);
    process.exit(1);
  }
  createStaticServer(dir).listen(port, () => console.log(`Serving ${dir} on http://localhost:${port}`));
}
