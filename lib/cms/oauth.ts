/**
 * The CMS's GitHub sign-in (Decap's GitHub backend with an external OAuth
 * client), as one framework-free function, Web `Request` in and `Response` out,
 * mounted by every host: functions/api/cms/ (Cloudflare Pages), api/cms/
 * (Vercel), lib/cms/node.ts (`npm start`, `npm run leads:serve`).
 *
 * GET /api/cms/auth (Decap opens it in a pop-up: ?provider=github&site_id=…&scope=repo)
 *   302 to {CMS_GITHUB_OAUTH_URL}/login/oauth/authorize?client_id&scope&state&redirect_uri,
 *   with the state also in a short-lived HttpOnly, SameSite=Lax cookie (Secure over
 *   https): the sign-in can only be finished by the browser that started it.
 * GET /api/cms/callback?code&state (GitHub sends the pop-up back here)
 *   the state must equal the cookie's (compared in constant time) and carry a valid
 *   signature and expiry, else 400 and GitHub is never asked; then the code is
 *   exchanged (POST {CMS_GITHUB_OAUTH_URL}/login/oauth/access_token, with the
 *   secret) and the page hands the token to /admin/ the way Decap expects:
 *   the pop-up posts `authorizing:github` to its opener, waits for the opener to
 *   answer, then posts `authorization:github:success:{"token":…,"provider":"github"}`
 *   (or `authorization:github:error:{"message":…}`), always addressed to the
 *   site's own origin (decap-cms-lib-auth, netlify-auth.js: handshakeCallback,
 *   authorizeCallback). The state cookie is cleared.
 *
 * The pages echo nothing from the request: the data travels in a JSON block
 * (every <, >, & escaped), read by one fixed script allowed by its hash in the
 * page's own Content-Security-Policy. Every answer is `Cache-Control: no-store`;
 * the pop-up's address loses the code as soon as the page runs; the log names
 * kinds of failure only (no address, code, token or secret). Other methods: 405;
 * addresses over 2 KB: 414; more than RATE_MAX requests from one address in
 * RATE_WINDOW_MS (per instance): 429.
 */
import { createRateLimiter, type RateLimiter } from '../leads/rate-limit';
import { cmsAuthConfig, type CmsAuthConfig } from './auth-config';

type Env = Record<string, string | undefined>;

export const CMS_AUTH_PATH = '/api/cms/auth';
export const CMS_CALLBACK_PATH = '/api/cms/callback';

/** How long a started sign-in may take to come back (the cookie's and the state's lifetime). */
export const STATE_TTL_S = 600;
/** Sign-in requests per address and window, counted per instance (a sign-in takes two). */
export const RATE_MAX = 30;
export const RATE_WINDOW_MS = 10 * 60 * 1000;
const MAX_URL_LENGTH = 2048;
const MAX_TOKEN_ANSWER_BYTES = 16 * 1024;
const TOKEN_EXCHANGE_TIMEOUT_MS = 10_000;
/** Scopes Decap's GitHub backend asks for (`repo`; `public_repo` with open authoring; `auth_scope` may add these). */
const ALLOWED_SCOPES = new Set(['repo', 'public_repo', 'read:org', 'read:user', 'user', 'user:email']);

export interface CmsOAuthContext {
  /** The host's environment (Cloudflare passes it per request; elsewhere process.env). */
  env?: Env;
  /** The address the host saw the request come from, for the rate limit. */
  address?: string | null;
}

export interface CmsOAuthOptions {
  fetch?: typeof fetch;
  now?: () => number;
  log?: (message: string) => void;
  limiter?: RateLimiter;
}

export function isCmsAuthPath(pathname: string): boolean {
  return /^\/api\/cms\/(?:auth|callback)\/?$/.test(pathname);
}

// ---- the state: "<expiry>.<nonce>.<signature>", the same value in the URL and in the cookie ----

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Equal strings, in time that depends on their length only. */
export function constantTimeEqual(a: string, b: string): boolean {
  const x = encoder.encode(a);
  const y = encoder.encode(b);
  let difference = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) difference |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return difference === 0;
}

async function signature(secret: string, payload: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  // Its own label: the client secret signs nothing else here.
  return base64url(new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(`decap-cms-oauth-state:${payload}`))));
}

export async function createState(secret: string, nowMs: number): Promise<string> {
  const nonce = base64url(crypto.getRandomValues(new Uint8Array(16)));
  const payload = `${Math.floor(nowMs / 1000) + STATE_TTL_S}.${nonce}`;
  return `${payload}.${await signature(secret, payload)}`;
}

export type StateProblem = 'missing' | 'mismatch' | 'malformed' | 'forged' | 'expired';

/** Why the state of a callback is refused, or null when it is the one this browser was given. */
export async function stateProblem(secret: string, fromUrl: string | null, fromCookie: string | null, nowMs: number): Promise<StateProblem | null> {
  if (!fromUrl || !fromCookie) return 'missing';
  if (!constantTimeEqual(fromUrl, fromCookie)) return 'mismatch';
  const match = /^(\d{1,12})\.([\w-]{22})\.([\w-]{43})$/.exec(fromUrl);
  if (!match) return 'malformed';
  const [, expiry, nonce, given] = match;
  if (!constantTimeEqual(given!, await signature(secret, `${expiry}.${nonce}`))) return 'forged';
  const secondsLeft = Number(expiry) - nowMs / 1000;
  return secondsLeft > 0 && secondsLeft <= STATE_TTL_S ? null : 'expired';
}

/** The state cookie: __Host- (no subdomain can set it) wherever it can be Secure. */
export function stateCookieName(secure: boolean): string {
  return secure ? '__Host-cms-oauth-state' : 'cms-oauth-state';
}

function stateCookie(secure: boolean, value: string, maxAge: number): string {
  return `${stateCookieName(secure)}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

function readCookie(header: string | null, name: string): string | null {
  if (!header || header.length > 8192) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim() || null;
  }
  return null;
}

// ---- the page the pop-up shows ----

/** The one script of every page: fixed text, allowed by its hash; its data comes from the JSON block. */
export const PAGE_SCRIPT = `(function () {
  var data = JSON.parse(document.getElementById('cms-auth').textContent);
  var status = document.getElementById('status');
  try { history.replaceState(null, '', location.pathname); } catch (error) {}
  var opener = window.opener;
  if (!opener) { status.textContent = data.noOpener; return; }
  var timer = setTimeout(function () { status.textContent = data.noAnswer; }, 10000);
  window.addEventListener('message', function answer(event) {
    if (event.source !== opener || event.origin !== data.origin || event.data !== 'authorizing:github') return;
    window.removeEventListener('message', answer);
    clearTimeout(timer);
    opener.postMessage(data.message, data.origin);
    status.textContent = data.done;
  });
  opener.postMessage('authorizing:github', data.origin);
})();`;

let scriptHash: Promise<string> | null = null;
export function pageScriptHash(): Promise<string> {
  scriptHash ??= crypto.subtle.digest('SHA-256', encoder.encode(PAGE_SCRIPT)).then((digest) => {
    let binary = '';
    for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
    return `'sha256-${btoa(binary)}'`;
  });
  return scriptHash;
}

/** JSON that cannot end the <script> block it sits in, nor be read as markup. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

type Outcome = { token: string } | { error: string };

const copy = {
  waiting: 'Finishing the sign-in…',
  done: 'Signed in: this window closes by itself.',
  noOpener: 'This window lost the CMS page that opened it. Close it and sign in again from /admin/.',
  noAnswer: 'The CMS page did not answer. Close this window and sign in again from /admin/.',
};

/** The pop-up's page: hands the outcome to the CMS page at `origin` (Decap's handshake). */
export async function outcomePage(outcome: Outcome, origin: string): Promise<{ html: string; csp: string }> {
  const message =
    'token' in outcome
      ? `authorization:github:success:${JSON.stringify({ token: outcome.token, provider: 'github' })}`
      : `authorization:github:error:${JSON.stringify({ message: outcome.error })}`;
  const status = 'token' in outcome ? copy.waiting : `${outcome.error} Close this window and sign in again from /admin/.`;
  const data = { origin, message, done: 'token' in outcome ? copy.done : status, noOpener: 'token' in outcome ? copy.noOpener : status, noAnswer: 'token' in outcome ? copy.noAnswer : status };
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>CMS sign-in</title>
</head>
<body>
<p id="status">${escapeHtml(status)}</p>
<script type="application/json" id="cms-auth">${jsonForScript(data)}</script>
<script>${PAGE_SCRIPT}</script>
</body>
</html>
`;
  const csp = `default-src 'none'; script-src ${await pageScriptHash()}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
  return { html, csp };
}

// ---- answers ----

/**
 * Headers of every answer. The opener policy is spelled out as unsafe-none: the
 * pop-up must keep its opener (the site's own `same-origin` would cut it off, and
 * a host's header rules must not put it back).
 */
const baseHeaders = {
  'Cache-Control': 'no-store',
  Pragma: 'no-cache',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex',
  'Cross-Origin-Opener-Policy': 'unsafe-none',
};

function plain(status: number, text: string, extra: Record<string, string> = {}): Response {
  return new Response(`${text}\n`, { status, headers: { ...baseHeaders, 'Content-Type': 'text/plain; charset=utf-8', ...extra } });
}

async function page(status: number, outcome: Outcome, origin: string, cookies: string[] = []): Promise<Response> {
  const { html, csp } = await outcomePage(outcome, origin);
  const headers = new Headers({ ...baseHeaders, 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': csp, 'X-Frame-Options': 'DENY' });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response(html, { status, headers });
}

/** The token GitHub gives for a code, or the kind of failure (never its text: it is not ours to show). */
async function exchange(config: CmsAuthConfig, code: string, redirectUri: string, fetchImpl: typeof fetch): Promise<{ token: string } | { failure: string }> {
  let response: Response;
  try {
    response = await fetchImpl(`${config.oauthUrl}/login/oauth/access_token`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: config.clientId, client_secret: config.clientSecret, code, redirect_uri: redirectUri }).toString(),
      // A redirect is a failure (and 'manual' is what every runtime, Workers included, supports).
      redirect: 'manual',
      signal: AbortSignal.timeout(TOKEN_EXCHANGE_TIMEOUT_MS),
    });
  } catch (error) {
    return { failure: error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unreachable' };
  }
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_TOKEN_ANSWER_BYTES) return { failure: 'oversize' };
  const body = await response.text().catch(() => '');
  if (body.length > MAX_TOKEN_ANSWER_BYTES) return { failure: 'oversize' };
  let parsed: { access_token?: unknown; error?: unknown };
  try {
    parsed = JSON.parse(body) as typeof parsed;
  } catch {
    return { failure: `HTTP ${response.status}` };
  }
  if (response.ok && typeof parsed.access_token === 'string' && /^[\x21-\x7e]{1,1024}$/.test(parsed.access_token)) return { token: parsed.access_token };
  // GitHub answers 200 with { error: 'bad_verification_code' } and the like: the code only, never the description.
  return { failure: typeof parsed.error === 'string' && /^[a-z_]{1,64}$/.test(parsed.error) ? parsed.error : `HTTP ${response.status}` };
}

export function createCmsOAuth(options: CmsOAuthOptions = {}) {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message: string) => console.log(`[cms] ${message}`));
  const limiter = options.limiter ?? createRateLimiter({ max: RATE_MAX, windowMs: RATE_WINDOW_MS });

  /** One of the two endpoints, whatever the request's path (a host's entry file names its own). */
  async function respond(route: 'auth' | 'callback', request: Request, context: CmsOAuthContext = {}): Promise<Response> {
    if (request.url.length > MAX_URL_LENGTH) return plain(414, 'Address too long.');
    const url = new URL(request.url);
    if (request.method !== 'GET') return plain(405, 'Method not allowed.', { Allow: 'GET' });
    const limited = await limiter.take(`cms:${(context.address || 'unknown').slice(0, 64)}`, now());
    if (!limited.ok) return plain(429, 'Too many sign-in attempts: try again later.', { 'Retry-After': String(limited.retryAfterS) });

    const config = cmsAuthConfig(context.env ?? process.env);
    const secure = url.protocol === 'https:';
    const origin = config.siteOrigin || url.origin;
    const redirectUri = `${url.origin}${CMS_CALLBACK_PATH}`;
    if (!config.clientId || !config.clientSecret) {
      log('sign-in refused: GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET are not both set on this host');
      return page(503, { error: 'The CMS sign-in is not set up on this host (GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET).' }, origin);
    }

    if (route === 'auth') {
      const provider = url.searchParams.get('provider');
      if (provider !== null && provider !== 'github') return plain(400, 'Only the GitHub sign-in is offered here.');
      const scope = url.searchParams.get('scope') || 'repo';
      if (!scope.split(',').every((s) => ALLOWED_SCOPES.has(s))) return plain(400, 'That scope is not offered here.');
      const state = await createState(config.clientSecret, now());
      const authorize = new URL(`${config.oauthUrl}/login/oauth/authorize`);
      authorize.search = new URLSearchParams({ client_id: config.clientId, scope, state, redirect_uri: redirectUri }).toString();
      const headers = new Headers({ ...baseHeaders, Location: authorize.toString(), 'Content-Type': 'text/plain; charset=utf-8' });
      headers.append('Set-Cookie', stateCookie(secure, state, STATE_TTL_S));
      return new Response('Redirecting to GitHub.\n', { status: 302, headers });
    }

    // The callback: whatever happens, this browser's state is used up.
    const clear = [stateCookie(secure, '', 0)];
    const problem = await stateProblem(config.clientSecret, url.searchParams.get('state'), readCookie(request.headers.get('cookie'), stateCookieName(secure)), now());
    if (problem) {
      log(`sign-in refused: state ${problem}`);
      return page(400, { error: 'This sign-in was not started in this browser, or took too long.' }, origin, clear);
    }
    if (url.searchParams.has('error')) {
      log('sign-in refused at GitHub');
      return page(400, { error: 'GitHub did not authorize the sign-in.' }, origin, clear);
    }
    const code = url.searchParams.get('code');
    if (!code || !/^[\w.-]{1,256}$/.test(code)) {
      log('sign-in refused: no usable code');
      return page(400, { error: 'GitHub sent no usable sign-in code.' }, origin, clear);
    }
    const result = await exchange(config, code, redirectUri, fetchImpl);
    if ('failure' in result) {
      log(`token exchange failed (${result.failure})`);
      return page(502, { error: 'GitHub did not confirm the sign-in.' }, origin, clear);
    }
    return page(200, { token: result.token }, origin, clear);
  }

  /** Either endpoint, by the request's path (the Node servers mount both at once). */
  function handle(request: Request, context: CmsOAuthContext = {}): Promise<Response> {
    const path = new URL(request.url).pathname.replace(/\/$/, '');
    if (path === CMS_AUTH_PATH) return respond('auth', request, context);
    if (path === CMS_CALLBACK_PATH) return respond('callback', request, context);
    return Promise.resolve(plain(404, 'Not found.'));
  }

  return {
    handle,
    auth: (request: Request, context?: CmsOAuthContext) => respond('auth', request, context),
    callback: (request: Request, context?: CmsOAuthContext) => respond('callback', request, context),
  };
}

export type CmsOAuth = ReturnType<typeof createCmsOAuth>;
