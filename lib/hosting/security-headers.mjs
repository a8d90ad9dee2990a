// The site's security policy, from ONE source. Everything that sends headers
// or writes a host configuration derives from the functions below:
// - scripts/build/postbuild.mjs: the per-page <meta> CSP (with the SHA-256 hashes of
//   each page's inline scripts) and out/_headers + out/_redirects;
// - scripts/serve/serve.mjs (`npm start`, the browser tests): applies out/_headers;
// - scripts/cli/hosting.mjs: the committed vercel.json and deploy/nginx.conf;
// - next.config.mjs (server mode): headers(); scripts/build/postbuild-server.mjs writes
//   the per-page <meta> CSP into the pages Next prerendered for `next start`.
//
// Two policies apply to every page and a resource must pass BOTH:
// - the HEADER policy holds what must not vary per page and what a <meta> tag
//   cannot carry (frame-ancestors). It deliberately has no script-src and no
//   default-src: a site-wide script-src would need every page's hashes.
// - the META policy (first element of each page's <head>) is the complete
//   policy, including script-src 'self' + that page's inline-script hashes.
// No 'unsafe-inline' and no 'unsafe-eval' in script-src anywhere. style-src
// allows 'unsafe-inline' (React style attributes and Next's inline font/CSS
// hints need it; injected styles cannot run code).
//
// Plain JavaScript with no imports: callers pass the site config (lib/site.ts,
// loaded in Node scripts by scripts/lib/site-config.mjs), so process.env is still
// read in lib/site.ts only.

/**
 * @typedef {{
 *   urls: { voiceAgentFrame: string, formEndpoint: string },
 *   videos: { embedHost: string },
 *   analytics: { posthogKey: string, posthogHost: string },
 * }} SiteLike
 */

/** "https://agent.example.com/embed/demo" -> "https://agent.example.com"; "" or invalid -> null. */
export function originOf(url) {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** PostHog's EU/US ingestion host serves its lazy extensions from a sibling assets host. */
export function posthogAssetsOrigin(host) {
  const origin = originOf(host);
  if (!origin) return null;
  const url = new URL(origin);
  const match = /^(eu|us)\.i\.posthog\.com$/.exec(url.hostname);
  return match ? `https://${match[1]}-assets.i.posthog.com` : null;
}

const unique = (list) => [...new Set(list.filter(Boolean))];

/** The third-party origins the site talks to, by purpose. */
export function siteOrigins(site) {
  // The analytics EU host is one of the site's origins (issue 9) whether or not a key is set at
  // build time: the consent runtime can be given a key later, and nothing loads before consent anyway.
  const analytics = unique([originOf(site.analytics.posthogHost), posthogAssetsOrigin(site.analytics.posthogHost)]);
  return {
    // '' (no frame) while the voice-agent URL is still the example: then nothing may frame or reach it.
    voiceAgent: originOf(site.urls.voiceAgentFrame),
    video: originOf(site.videos.embedHost),
    analytics,
    formEndpoint: originOf(site.urls.formEndpoint),
  };
}

/** Directive map -> "a b; c d" */
export function serializePolicy(directives) {
  return Object.entries(directives)
    .map(([name, values]) => (values.length ? `${name} ${values.join(' ')}` : name))
    .join('; ');
}

/**
 * The directives shared by both policies (no script-src, no default-src).
 * @param {SiteLike} site
 */
function commonDirectives(site) {
  const o = siteOrigins(site);
  // Vercel Web Analytics / Speed Insights use same-origin /_vercel/ paths.
  return {
    // The voice agent's origin: the frame checks it answers before showing it (components/landing/VoiceAgentFrame.tsx).
    'connect-src': unique(["'self'", ...o.analytics, o.formEndpoint, o.voiceAgent]),
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'frame-src': unique([o.voiceAgent, o.video]).length ? unique([o.voiceAgent, o.video]) : ["'none'"],
    'media-src': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': o.analytics.length ? ["'self'", 'blob:'] : ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // Without a form endpoint the forms hand over to the e-mail client.
    'form-action': unique(["'self'", o.formEndpoint ?? 'mailto:']),
    'script-src-attr': ["'none'"],
  };
}

/** The attribute of the header's search trigger (components/search/SearchTrigger.tsx): a page with it can search. */
export const SEARCH_MARKER = 'data-site-search';

/**
 * The complete policy a page carries in its <meta http-equiv> tag.
 * @param {SiteLike} site
 * @param {string[]} scriptHashes "sha256-…" values of the page's inline scripts
 * @param {{ search?: boolean }} [options] search: the page can open site search, whose
 *   Pagefind index runs as WebAssembly ('wasm-unsafe-eval': compiling WebAssembly only, no eval of JavaScript)
 */
export function metaPolicy(site, scriptHashes = [], { search = false } = {}) {
  const o = siteOrigins(site);
  return serializePolicy({
    'default-src': ["'self'"],
    'script-src': unique(["'self'", ...unique(scriptHashes).map((h) => `'${h}'`), ...o.analytics, search ? "'wasm-unsafe-eval'" : null]),
    ...commonDirectives(site),
  });
}

/**
 * The policy sent as a response header on every path (global, no hashes).
 * @param {SiteLike} site
 */
export function headerPolicy(site) {
  return serializePolicy({ ...commonDirectives(site), 'frame-ancestors': ["'none'"] });
}

/**
 * Permissions-Policy: the microphone only for the voice-agent frame; the video host may play.
 * Only features browsers recognise: Chromium logs an error on every page for one it does not (bluetooth).
 */
export function permissionsPolicy(site) {
  const o = siteOrigins(site);
  const list = (origins) => `(${unique(origins).map((x) => (x === 'self' ? 'self' : `"${x}"`)).join(' ')})`;
  const features = {
    accelerometer: [],
    autoplay: ['self', o.voiceAgent, o.video],
    camera: [],
    'display-capture': [],
    'encrypted-media': ['self', o.video],
    fullscreen: ['self', o.video],
    geolocation: [],
    gyroscope: [],
    hid: [],
    magnetometer: [],
    microphone: [o.voiceAgent],
    midi: [],
    payment: [],
    'picture-in-picture': ['self', o.video],
    'publickey-credentials-get': [],
    'screen-wake-lock': [],
    serial: [],
    usb: [],
    'xr-spatial-tracking': [],
  };
  return Object.entries(features)
    .map(([name, origins]) => `${name}=${list(origins)}`)
    .join(', ');
}

export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Headers for every response.
 * @param {SiteLike} site
 * @returns {Array<{ key: string, value: string }>}
 */
export function securityHeaders(site) {
  return [
    { key: 'Content-Security-Policy', value: headerPolicy(site) },
    { key: 'Strict-Transport-Security', value: HSTS },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: permissionsPolicy(site) },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
  ];
}

/**
 * The policy of the editors' CMS at /admin/ (Decap CMS, lib/cms/), sent as a
 * header INSTEAD of the site's (the page carries no <meta> policy). What
 * Decap needs beyond the site's pages, and why:
 * - script-src 'self' 'unsafe-eval': its bundle, its lazily loaded chunks and
 *   lib/cms/admin/*.mjs are files under /admin/ (no inline script), but Decap
 *   checks its configuration with AJV, which compiles each check with
 *   `new Function` (without 'unsafe-eval' the CMS stops at "Error loading the
 *   CMS configuration"). 'wasm-unsafe-eval' lets it compile its bundled WebAssembly.
 * - style-src 'unsafe-inline': its interface styles itself with injected <style>.
 * - connect-src https://api.github.com: the GitHub backend (entries, media,
 *   pull requests of the editorial workflow); http://localhost:* and
 *   http://127.0.0.1:*: decap-server, the local backend of `npm run cms`
 *   (Decap tries it only when the page itself is on localhost).
 * - img-src https://avatars.githubusercontent.com: the signed-in editor's avatar;
 *   blob:/data: for uploads shown before they are saved; connect-src blob: to
 *   read an upload back when the entry is saved.
 * - frame-src 'self' blob:: the preview pane is an iframe of the page.
 * Like every page: no plugins, no <base>, forms to itself, never framed.
 * It names no configured origin, so it takes no site (a GitLab or Gitea
 * backend would add its API host to connect-src here).
 */
export function adminPolicy() {
  return serializePolicy({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'blob:', 'https://api.github.com', 'http://localhost:*', 'http://127.0.0.1:*'],
    'frame-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

/** Path pattern of the CMS in `_headers` (Netlify, Cloudflare Pages, scripts/serve/serve.mjs). */
export const ADMIN_PATH = '/admin/*';

/**
 * The CMS's headers where they differ from securityHeaders(): its own policy, and an opener
 * policy that keeps the GitHub sign-in pop-up able to hand the token back.
 * @param {SiteLike} site
 */
export function adminHeaderOverrides(site) {
  return [
    { key: 'Content-Security-Policy', value: adminPolicy(site) },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
  ];
}

/**
 * Every header of a /admin/ response: the site's, with the overrides above in place of theirs.
 * @param {SiteLike} site
 */
export function adminHeaders(site) {
  const overrides = adminHeaderOverrides(site);
  return securityHeaders(site).map((header) => overrides.find((o) => o.key === header.key) ?? header);
}

/** The posts' markdown copies (/<locale>/blog/<slug>/index.md): a host may not know .md, so it is named. */
export const MARKDOWN_TYPE = 'text/markdown; charset=utf-8';
export const MARKDOWN_PATH = '/:locale/blog/:slug/index.md';

/** Fingerprinted build assets never change: cache them for a year. */
export const IMMUTABLE_PATH = '/_next/static/*';
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * Netlify / Cloudflare Pages `_headers`: the security headers on every path,
 * the immutable cache for build assets, `Vary: Accept-Language, Cookie`
 * on each unprefixed page address (its answer depends on the language rule),
 * and the CMS's own policy for /admin/*.
 * One rule per path: far below Cloudflare's 100 rules, lines below its 2,000 characters.
 * @param {SiteLike} site
 * @param {string[]} unprefixed unprefixed page paths ("/", "/pricing/")
 * @param {{ host?: 'netlify' | 'cloudflare' }} [options] the host that reads the file
 */
export function headersFile(site, unprefixed = [], { host = 'netlify' } = {}) {
  const lines = ['# Generated by scripts/build/postbuild.mjs from lib/hosting/security-headers.mjs: do not edit.', '/*'];
  for (const { key, value } of securityHeaders(site)) lines.push(`  ${key}: ${value}`);
  lines.push(IMMUTABLE_PATH, `  Cache-Control: ${IMMUTABLE_CACHE}`);
  lines.push(MARKDOWN_PATH, `  Content-Type: ${MARKDOWN_TYPE}`);
  for (const path of unprefixed) lines.push(path, `  Vary: ${LANGUAGE_VARY}`);
  // The CMS's own policy must REPLACE the site's, not join it (two CSP headers = both enforced).
  // Netlify (and scripts/serve/serve.mjs): a later matching rule's header overrides an earlier one's.
  // Cloudflare Pages adds up the headers of every matching rule, so its flavour first
  // detaches the site's values ("! Name") and then sets the CMS's.
  lines.push(ADMIN_PATH);
  const overrides = adminHeaderOverrides(site);
  if (host === 'cloudflare') for (const { key } of overrides) lines.push(`  ! ${key}`);
  for (const { key, value } of overrides) lines.push(`  ${key}: ${value}`);
  lines.push('');
  return lines.join('\n');
}

/**
 * Parses a `_headers` file into rules (used by the local server).
 * @param {string} text
 * @returns {Array<{ pattern: string, headers: Array<[string, string]> }>}
 */
export function parseHeadersFile(text) {
  const rules = [];
  for (const raw of text.split('\n')) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) rules.push({ pattern: raw.trim(), headers: [] });
    else if (raw.trim().startsWith('!')) {
      // Cloudflare's detach: drop this header as set by earlier matching rules (value null).
      if (rules.length) rules.at(-1).headers.push([raw.trim().slice(1).trim(), null]);
    } else {
      const line = raw.trim();
      const colon = line.indexOf(':');
      if (colon > 0 && rules.length) rules.at(-1).headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

/**
 * Whether a `_headers` path pattern ("/*", "/_next/static/*", "/en/",
 * "/:locale/blog/:slug/index.md") matches a request path, as Netlify and
 * Cloudflare read it: a trailing `*` matches the rest, `:name` one segment.
 */
export function matchesPattern(pattern, path) {
  if (pattern.endsWith('*')) return path.startsWith(pattern.slice(0, -1));
  if (!pattern.includes('/:')) return pattern === path;
  const want = pattern.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]));
}

/**
 * Unprefixed redirects for Netlify (first matching rule wins): a visitor who
 * chose a language (the switcher's `language` cookie; Netlify can test only
 * that it is present) gets the redirect page, which applies the stored choice;
 * a browser whose first language is Polish goes straight to /pl/…; everyone
 * else gets the static redirect page too.
 * @param {string[]} paths unprefixed page paths ("/", "/pricing/")
 */
export function netlifyRedirects(paths) {
  const lines = ['# Generated by scripts/build/postbuild.mjs: a stored language choice gets the redirect page; Polish browsers go straight to /pl/; others get the redirect page.'];
  for (const path of paths) {
    lines.push(`${path}  ${path}index.html  200!  Cookie=${LANGUAGE_COOKIE}`);
    lines.push(`${path}  /pl${path}  302!  Language=pl`);
    if (path !== '/') {
      const bare = path.replace(/\/$/, '');
      lines.push(`${bare}  ${path}index.html  200!  Cookie=${LANGUAGE_COOKIE}`);
      lines.push(`${bare}  /pl${path}  302!  Language=pl`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Cloudflare Pages cannot redirect by language: the static redirect pages do it. */
export function cloudflareRedirects() {
  return '# Cloudflare Pages has no language conditions: the unprefixed paths are static pages that pick the language (scripts/build/postbuild.mjs).\n';
}

/** The switcher's cookie (lib/hosting/language-rule.mjs LANGUAGE_KEY). */
export const LANGUAGE_COOKIE = 'language';

/** Vercel source (path-to-regexp) for the unprefixed page addresses: not /en, /pl, assets, the lead service, files. */
export const VERCEL_UNPREFIXED = '/((?!(?:en|pl)(?:/|$)|_next/|_vercel/|api/)[^.]*)';

/**
 * vercel.json: headers for every path, immutable cache for assets, `Vary` on
 * the unprefixed addresses, and the language rule for them: a stored choice
 * (cookie) wins, else a Polish first browser language goes to /pl/; everyone
 * else gets the static redirect page.
 * @param {SiteLike} site
 */
export function vercelConfig(site) {
  const temporary = { permanent: false };
  const choice = (language) => ({ has: [{ type: 'cookie', key: LANGUAGE_COOKIE, value: language }], ...temporary });
  const polishBrowser = {
    has: [{ type: 'header', key: 'accept-language', value: '^\\s*pl.*' }],
    missing: [{ type: 'cookie', key: LANGUAGE_COOKIE }],
    ...temporary,
  };
  const rules = [];
  for (const [condition, locale] of [
    [choice('en'), 'en'],
    [choice('pl'), 'pl'],
    [polishBrowser, 'pl'],
  ]) {
    rules.push({ source: '/', destination: `/${locale}/`, ...condition }, { source: VERCEL_UNPREFIXED, destination: `/${locale}/$1`, ...condition });
  }
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    buildCommand: 'npm run build',
    outputDirectory: 'out',
    installCommand: 'npm install',
    framework: null,
    trailingSlash: true,
    headers: [
      // Everything but the CMS, which gets its own policy (not a second one on top), and the CMS
      // sign-in's functions, whose pages send their own (lib/cms/oauth.ts: a policy allowing their one
      // script, and no same-origin opener policy, which would cut the pop-up off from /admin/).
      { source: '/((?!admin(?:/|$)|api/cms/).*)', headers: securityHeaders(site) },
      { source: '/admin/(.*)', headers: adminHeaders(site) },
      { source: '/_next/static/(.*)', headers: [{ key: 'Cache-Control', value: IMMUTABLE_CACHE }] },
      { source: MARKDOWN_PATH, headers: [{ key: 'Content-Type', value: MARKDOWN_TYPE }] },
      { source: '/', headers: [{ key: 'Vary', value: LANGUAGE_VARY }] },
      { source: VERCEL_UNPREFIXED, headers: [{ key: 'Vary', value: LANGUAGE_VARY }] },
      // The functions (api/: leads, the CMS sign-in): never cached by the CDN, whatever answers.
      { source: '/api/(.*)', headers: [{ key: 'Cache-Control', value: 'no-store' }] },
    ],
    redirects: rules,
    // trailingSlash sends /api/leads to /api/leads/ (308: a POST keeps its method and body); the
    // slashed address reaches the function (api/leads.ts) whether or not Vercel maps it by itself.
    // The same for the CMS sign-in's two functions (api/cms/auth.ts, api/cms/callback.ts).
    rewrites: [
      { source: '/api/:fn(leads|leads-outbox)/', destination: '/api/:fn' },
      { source: '/api/cms/:fn(auth|callback)/', destination: '/api/cms/:fn' },
    ],
    // The lead outbox's retries (api/leads-outbox.ts, which needs CRON_SECRET), at the slashed address
    // so the call meets no redirect. Daily: the most a Hobby plan allows (a more frequent schedule
    // fails its deploys); on Pro use e.g. '*/5 * * * *'.
    crons: [{ path: '/api/leads-outbox/', schedule: VERCEL_CRON_SCHEDULE }],
  };
}

/** When Vercel Cron Jobs call the lead outbox (UTC; https://vercel.com/docs/cron-jobs/usage-and-pricing). */
export const VERCEL_CRON_SCHEDULE = '0 6 * * *';

/** Paths that are never the site: host files, build stamps, dotfiles (except /.well-known/), Next's internal 404 pages. */
export const NEVER_SERVED = /^\/(?:_headers|_redirects)$|\/\.(?!well-known\/)|^\/(?:404|_not-found)(?:\/|$)/;

/** Paths the language rule leaves alone: prefixed pages, build assets, the lead service, files with an extension. */
export const NOT_A_LANGUAGE_PATH = /^\/(?:en|pl|_next|_vercel|api)(?:\/|$)|\./;

/** `Vary` of an unprefixed page address: its answer depends on the browser language and the stored choice. */
export const LANGUAGE_VARY = 'Accept-Language, Cookie';

/** Content types served as text (charset utf-8 added) and compressed. */
export const TEXT_TYPES = [
  'text/html',
  'text/plain',
  'text/css',
  'text/xml',
  'text/markdown',
  'application/javascript',
  'text/javascript',
  'application/json',
  'application/xml',
  'application/rss+xml',
  'application/manifest+json',
  'image/svg+xml',
];

/** Types nginx's stock mime.types lacks. */
const EXTRA_TYPES = { md: 'text/markdown', webmanifest: 'application/manifest+json', mjs: 'text/javascript', yml: 'text/yaml' };

const nginxString = (value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/**
 * nginx snippet for out/, included UNEDITED inside the site's own server { }
 * block, which sets `root` to the published out/ folder (README, Deploy).
 * Everything is server-level on purpose: nginx drops every inherited
 * add_header in a location that sets one of its own, so no location here sets
 * one; per-path values (Cache-Control) travel in variables. Redirects are built
 * from the raw $request_uri (as the client sent it, still percent-encoded),
 * never from the decoded $uri, whose %0d%0a would split the response.
 * @param {SiteLike} site
 */
export function nginxConf(site) {
  // Headers whose value differs under /admin/ (the CMS) travel in variables, like Cache-Control.
  const overrides = adminHeaderOverrides(site);
  const variable = (key) => `$${key.toLowerCase().replace(/-/g, '_')}`;
  const add = securityHeaders(site)
    .map(({ key, value }) =>
      overrides.some((o) => o.key === key)
        ? `set ${variable(key)} ${nginxString(value)};\nadd_header ${key} ${variable(key)} always;`
        : `add_header ${key} ${nginxString(value)} always;`,
    )
    .join('\n');
  const adminSets = overrides.map(({ key, value }) => `    set ${variable(key)} ${nginxString(value)};`).join('\n');
  const adminPrefix = ADMIN_PATH.replace(/\*$/, '');
  const extraTypes = Object.entries(EXTRA_TYPES)
    .map(([ext, type]) => `location ~ \\.${ext}$ {\n    types { }\n    default_type ${type};\n}`)
    .join('\n');
  return `# Generated by scripts/cli/hosting.mjs from lib/hosting/security-headers.mjs: do not edit.
# Include this file unedited inside your site's server { } block, after its root:
#
#     server {
#         listen 443 ssl;
#         server_name www.example.com;
#         root /var/www/site/out;        # the published out/ folder
#         include /etc/nginx/snippets/site.conf;   # this file
#     }
#
# The http { } block keeps Debian's defaults (include mime.types). Proven by
# tests/services/hosts.spec.ts against a real nginx with exactly that layout.

index index.html;
charset utf-8;
charset_types ${TEXT_TYPES.filter((t) => t !== 'text/html').join(' ')};
gzip on;
gzip_vary on;
gzip_types ${TEXT_TYPES.filter((t) => t !== 'text/html').join(' ')};
error_page 404 /404.html;
# Redirects say only the path (Location: /pl/), as npm start and next start do:
# right behind a TLS-terminating proxy too.
absolute_redirect off;

# Security headers on every response, redirects and errors included.
${add}
set $cache_control ${nginxString('public, max-age=0, must-revalidate')};
add_header Cache-Control $cache_control always;
set $vary "";
add_header Vary $vary always;

# The request as the client sent it, still percent-encoded: the path after its
# leading slashes (folded into one below, so a redirect can never name another
# host) and the query. Named captures are copied as they are (numbered ones
# would be escaped a second time).
if ($request_uri ~ "^/*(?<raw_path>[^?]*)(?<raw_query>\\?.*)?$") {
    set $raw_path "/$raw_path";
}

# The CMS (Decap) at /admin/: its own policy (adminPolicy) replaces the site's. Set here, not in a
# location, so the type locations below still apply to its files.
if ($uri ~ "^${adminPrefix}") {
${adminSets}
}

# Host files, build stamps, dotfiles and Next's internal 404 pages: not the site.
if ($uri ~ "${NEVER_SERVED.source}") {
    return 404;
}

# Unprefixed page addresses (/, /pricing/): the stored choice (language cookie),
# else a browser whose first language is Polish, decides; everyone else gets
# the static page that picks the language in the browser.
set $unprefixed "1";
if ($uri ~ "${NOT_A_LANGUAGE_PATH.source}") {
    set $unprefixed "";
}
if ($unprefixed) {
    set $vary ${nginxString(LANGUAGE_VARY)};
}
set $language "";
if ($http_accept_language ~* "^\\s*pl") {
    set $language "pl";
}
if ($cookie_language ~ "^(en|pl)$") {
    set $language $cookie_language;
}
set $language_redirect "$unprefixed:$language";
if ($language_redirect ~ "^1:(en|pl)$") {
    return 302 /$language$raw_path$raw_query;
}

# A folder without its trailing slash: 308 to the slash, query kept (as npm start and next start).
set $slash_redirect "";
if (-d $request_filename) {
    set $slash_redirect "1";
}
if ($uri ~ "/$") {
    set $slash_redirect "";
}
if ($slash_redirect) {
    return 308 $raw_path/$raw_query;
}

location / {
    try_files $uri $uri/index.html =404;
}

# Fingerprinted build assets never change.
location /_next/static/ {
    set $cache_control ${nginxString(IMMUTABLE_CACHE)};
}

location = /404.html {
    internal;
}

${extraTypes}
`;
}
