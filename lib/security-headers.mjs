// The site's security policy, from ONE source. Everything that sends headers
// or writes a host configuration derives from the functions below:
// - scripts/postbuild.mjs: the per-page <meta> CSP (with the SHA-256 hashes of
//   each page's inline scripts) and out/_headers + out/_redirects;
// - scripts/serve.mjs (`npm start`, the browser tests): applies out/_headers;
// - scripts/hosting.mjs: the committed vercel.json and deploy/nginx.conf;
// - next.config.mjs (server mode): headers(); scripts/postbuild-server.mjs writes
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
// loaded in Node scripts by scripts/site-config.mjs), so process.env is still
// read in lib/site.ts only.

/**
 * @typedef {{
 *   urls: { voiceAgent: string, formEndpoint: string },
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
    voiceAgent: originOf(site.urls.voiceAgent),
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
    'connect-src': unique(["'self'", ...o.analytics, o.formEndpoint]),
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

/**
 * The complete policy a page carries in its <meta http-equiv> tag.
 * @param {SiteLike} site
 * @param {string[]} scriptHashes "sha256-…" values of the page's inline scripts
 */
export function metaPolicy(site, scriptHashes = []) {
  const o = siteOrigins(site);
  return serializePolicy({
    'default-src': ["'self'"],
    'script-src': unique(["'self'", ...unique(scriptHashes).map((h) => `'${h}'`), ...o.analytics]),
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

/** Permissions-Policy: the microphone only for the voice-agent frame; the video host may play. */
export function permissionsPolicy(site) {
  const o = siteOrigins(site);
  const list = (origins) => `(${unique(origins).map((x) => (x === 'self' ? 'self' : `"${x}"`)).join(' ')})`;
  const features = {
    accelerometer: [],
    autoplay: ['self', o.voiceAgent, o.video],
    bluetooth: [],
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

/** Fingerprinted build assets never change: cache them for a year. */
export const IMMUTABLE_PATH = '/_next/static/*';
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * Netlify / Cloudflare Pages `_headers` (2 rules: far below Cloudflare's 100).
 * @param {SiteLike} site
 */
export function headersFile(site) {
  const lines = ['# Generated by scripts/postbuild.mjs from lib/security-headers.mjs: do not edit.', '/*'];
  for (const { key, value } of securityHeaders(site)) lines.push(`  ${key}: ${value}`);
  lines.push(IMMUTABLE_PATH, `  Cache-Control: ${IMMUTABLE_CACHE}`, '');
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
    else {
      const line = raw.trim();
      const colon = line.indexOf(':');
      if (colon > 0 && rules.length) rules.at(-1).headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

/** Whether a `_headers` path pattern ("/*", "/_next/static/*", "/en/") matches a request path. */
export function matchesPattern(pattern, path) {
  if (pattern.endsWith('*')) return path.startsWith(pattern.slice(0, -1));
  return pattern === path;
}

/**
 * Unprefixed redirects for Netlify: a visitor whose browser's first language
 * is Polish goes straight to /pl/…; everyone else gets the static redirect
 * page (it applies the stored choice, then the browser language).
 * @param {string[]} paths unprefixed page paths ("/", "/pricing/")
 */
export function netlifyRedirects(paths) {
  const lines = ['# Generated by scripts/postbuild.mjs: Polish browsers go straight to /pl/; others get the redirect page.'];
  for (const path of paths) {
    lines.push(`${path}  /pl${path}  302!  Language=pl`);
    if (path !== '/') lines.push(`${path.replace(/\/$/, '')}  /pl${path}  302!  Language=pl`);
  }
  return `${lines.join('\n')}\n`;
}

/** Cloudflare Pages cannot redirect by language: the static redirect pages do it. */
export function cloudflareRedirects() {
  return '# Cloudflare Pages has no language conditions: the unprefixed paths are static pages that pick the language (scripts/postbuild.mjs).\n';
}

/**
 * vercel.json: headers for every path, immutable cache for assets, and the
 * unprefixed paths sent to /pl/ for Polish browsers (a `has` condition on
 * Accept-Language); everyone else gets the static redirect page.
 * @param {SiteLike} site
 */
export function vercelConfig(site) {
  // Polish first browser language, and no language chosen yet (the switcher's cookie).
  const polishBrowser = {
    has: [{ type: 'header', key: 'accept-language', value: '^pl.*' }],
    missing: [{ type: 'cookie', key: 'language' }],
    permanent: false,
  };
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    buildCommand: 'npm run build',
    outputDirectory: 'out',
    installCommand: 'npm install',
    framework: null,
    trailingSlash: true,
    headers: [
      { source: '/(.*)', headers: securityHeaders(site) },
      { source: '/_next/static/(.*)', headers: [{ key: 'Cache-Control', value: IMMUTABLE_CACHE }] },
    ],
    redirects: [
      { source: '/', destination: '/pl/', ...polishBrowser },
      { source: '/((?!(?:en|pl)(?:/|$)|_next/|_vercel/)[^.]+)', destination: '/pl/$1', ...polishBrowser },
    ],
  };
}

/**
 * nginx server-block snippet for out/.
 * @param {SiteLike} site
 */
export function nginxConf(site) {
  const add = securityHeaders(site)
    .map(({ key, value }) => `    add_header ${key} ${JSON.stringify(value)} always;`)
    .join('\n');
  return `# Generated by scripts/hosting.mjs from lib/security-headers.mjs: do not edit.
# Include inside a server { } block; root must point at the published out/ folder.
# add_header is not inherited into a location that sets its own, so every
# location below repeats the security headers (via the include-free snippet).
root /var/www/site/out;
index index.html;
error_page 404 /404.html;
gzip on;
gzip_types text/css application/javascript text/javascript application/json image/svg+xml text/plain application/xml;

# Unprefixed page addresses: Polish browsers (first Accept-Language) go to /pl/,
# unless the visitor chose a language (cookie); others get the static redirect page.
set $lang_redirect "";
if ($http_accept_language ~* "^pl") { set $lang_redirect "pl"; }
if ($cookie_language != "") { set $lang_redirect ""; }
if ($uri ~ "^/(en|pl|_next)(/|$)|\\.") { set $lang_redirect ""; }
if ($lang_redirect = "pl") { return 302 /pl$uri$is_args$args; }

location / {
    try_files $uri $uri/index.html =404;
${add}
    add_header Cache-Control "public, max-age=0, must-revalidate" always;
}

location /_next/static/ {
${add}
    add_header Cache-Control ${JSON.stringify(IMMUTABLE_CACHE)} always;
}

location = /404.html {
    internal;
${add}
}
`;
}
