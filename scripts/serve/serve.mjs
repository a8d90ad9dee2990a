// A small production-grade static server for out/: folders serve their
// index.html (with a 308 trailing-slash redirect), unknown paths get 404.html
// with status 404, text is gzip-compressed, and every response carries the
// headers of out/_headers, the very file Netlify and Cloudflare Pages apply
// (written by scripts/build/postbuild.mjs from lib/hosting/security-headers.mjs), so local
// runs and the browser tests see the production policy. It follows the same
// rules as the nginx recipe (deploy/nginx.conf), and tests/services/hosts.spec.ts
// holds both (and server mode) to the same checks: the language redirect of
// unprefixed addresses, Vary, host files never served, redirects built from
// the raw request path. Usage: node scripts/serve/serve.mjs [--port 3000] [--dir out]
import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync, readFileSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LANGUAGE_VARY, NEVER_SERVED, NOT_A_LANGUAGE_PATH, matchesPattern, parseHeadersFile } from '../../lib/hosting/security-headers.mjs';

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
  '.md': 'text/markdown; charset=utf-8',
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
  '.wasm': 'application/wasm',
  '.yml': 'text/yaml; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.txt', '.md', '.xml', '.svg', '.yml', '.wasm']);
const gzipCache = new Map();

/**
 * Headers of the `_headers` rules matching a URL path, in order: a later rule's
 * header REPLACES an earlier rule's header of the same name (so /admin/*'s
 * policy replaces the site's), and "! Name" (value null) removes it.
 */
function ruleHeaders(rules, urlPath) {
  const headers = {};
  for (const rule of rules) {
    if (!matchesPattern(rule.pattern, urlPath)) continue;
    for (const [key, value] of rule.headers) {
      const existing = Object.keys(headers).find((name) => name.toLowerCase() === key.toLowerCase());
      if (existing) delete headers[existing];
      if (value !== null) headers[key] = value;
    }
  }
  return headers;
}

/** The language an unprefixed address redirects to (stored choice, then a Polish browser), or null. */
export function redirectLanguage(cookieHeader, acceptLanguage) {
  const stored = /(?:^|;\s*)language=(en|pl)(?:;|$)/.exec(cookieHeader ?? '')?.[1];
  if (stored) return stored;
  return /^\s*pl/i.test(acceptLanguage ?? '') ? 'pl' : null;
}

/** The request listener (scripts/serve/start.mjs mounts it behind the lead service). */
export function createStaticHandler(root) {
  const base = resolve(root);
  const notFoundPage = join(base, '404.html');
  const headersPath = join(base, '_headers');
  if (!existsSync(headersPath)) console.warn(`No ${headersPath}: serving without security headers (run "npm run build").`);
  const rules = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : [];

  /** Headers every answer for this request carries (the _headers rules for its path, Vary by language). */
  function baseHeaders(req) {
    const path = req.pathForRules ?? '/';
    return {
      'Cache-Control': 'public, max-age=0, must-revalidate',
      ...ruleHeaders(rules, path),
      ...(req.languageVary ? { Vary: LANGUAGE_VARY } : {}),
    };
  }

  function redirect(req, res, status, location) {
    res.writeHead(status, { ...baseHeaders(req), Location: location, 'Content-Length': 0 });
    res.end();
  }

  function send(req, res, file, status) {
    const ext = extname(file).toLowerCase();
    const headers = { 'Content-Type': types[ext] ?? 'application/octet-stream', ...baseHeaders(req) };
    const acceptsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    // Caches must keep the compressed and the plain answer apart.
    if (compressible.has(ext)) headers.Vary = headers.Vary ? `${headers.Vary}, Accept-Encoding` : 'Accept-Encoding';
    if (compressible.has(ext) && acceptsGzip) {
      const stat = statSync(file);
      const cacheKey = `${file}:${stat.mtimeMs}`;
      let body = gzipCache.get(cacheKey);
      if (!body) {
        body = gzipSync(readFileSync(file));
        gzipCache.set(cacheKey, body);
      }
      res.writeHead(status, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(status, { ...headers, 'Content-Length': statSync(file).size });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  }

  function notFound(req, res) {
    req.pathForRules = '/404.html';
    if (existsSync(notFoundPage)) send(req, res, notFoundPage, 404);
    else {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...baseHeaders(req) });
      res.end('Not found');
    }
  }

  return (req, res) => {
    try {
      // The raw request target, still percent-encoded: redirects are built from it, never from a decoded path.
      const target = req.url ?? '/';
      const queryAt = target.indexOf('?');
      const rawPath = queryAt >= 0 ? target.slice(0, queryAt) : target;
      const rawQuery = queryAt >= 0 ? target.slice(queryAt) : '';
      // Leading slashes fold into one, so a Location can never name another host.
      const safePath = `/${rawPath.replace(/^\/+/, '')}`;
      req.pathForRules = safePath;
      if (!rawPath.startsWith('/')) return notFound(req, res);
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD', ...baseHeaders(req), 'Content-Length': 0 });
        res.end();
        return;
      }
      let pathname;
      try {
        // Repeated slashes fold into one, as nginx's merge_slashes does.
        pathname = decodeURIComponent(rawPath).replace(/\/{2,}/g, '/');
      } catch {
        return notFound(req, res);
      }
      // Encoded slashes, NUL and control bytes, backslashes and over-long paths never reach the disk.
      if (/[\0-\x1f\x7f\\]/.test(pathname) || /%2f/i.test(rawPath) || pathname.length > 2048) return notFound(req, res);
      // Host files, build stamps, dotfiles and Next's internal 404 pages are not part of the site.
      if (NEVER_SERVED.test(pathname) || pathname === '/404.html') return notFound(req, res);

      // Unprefixed page addresses: the stored choice, then a Polish browser, picks the language;
      // everyone else gets the static page that picks it in the browser.
      if (!NOT_A_LANGUAGE_PATH.test(pathname)) {
        req.languageVary = true;
        const language = redirectLanguage(req.headers.cookie, req.headers['accept-language']);
        if (language) return redirect(req, res, 302, `/${language}${safePath}${rawQuery}`);
      }

      const file = normalize(join(base, pathname));
      if (file !== base && !file.startsWith(base + sep)) return notFound(req, res);
      const stat = existsSync(file) ? statSync(file) : null;
      if (stat?.isDirectory()) {
        if (!pathname.endsWith('/')) return redirect(req, res, 308, `${safePath}/${rawQuery}`);
        const index = join(file, 'index.html');
        return existsSync(index) ? send(req, res, index, 200) : notFound(req, res);
      }
      if (stat?.isFile()) return send(req, res, file, 200);
      return notFound(req, res);
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal error');
      console.error(error instanceof Error ? error.message : 'request failed');
    }
  };
}

export function createStaticServer(root) {
  return createServer(createStaticHandler(root));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = arg('dir', new URL('../../out', import.meta.url).pathname);
  const port = Number(arg('port', process.env.PORT ?? '3000'));
  if (!existsSync(join(dir, 'index.html'))) {
    console.error(`No static export in ${dir}: run "npm run build" first.`);
    process.exit(1);
  }
  createStaticServer(dir).listen(port, () => console.log(`Serving ${dir} on http://localhost:${port}`));
}
