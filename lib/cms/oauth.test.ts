/** @jest-environment node */
import { createHash } from 'node:crypto';
import { cmsAuthConfig, cmsAuthPair, ownSignIn } from './auth-config';
import { cmsConfig, signInBackend } from './config';
import { publicOrigin } from './node';
import {
  constantTimeEqual,
  createCmsOAuth,
  createState,
  jsonForScript,
  outcomePage,
  PAGE_SCRIPT,
  RATE_MAX,
  STATE_TTL_S,
  stateCookieName,
  stateProblem,
} from './oauth';
import { siteConfig } from '@/lib/site';

const SECRET = 'unit-client-secret-4f1c';
const TOKEN = 'gho_unitTokenValue123';
const env = { GITHUB_CLIENT_ID: 'unit-client-id', GITHUB_CLIENT_SECRET: SECRET, CMS_GITHUB_OAUTH_URL: 'https://github.test' };
const T0 = Date.UTC(2026, 0, 1);

/** A handler whose GitHub is a function recording each token exchange. */
function setup({ answer = { access_token: TOKEN, token_type: 'bearer', scope: 'repo' } as unknown, status = 200, now = () => T0 } = {}) {
  const exchanges: Array<{ url: string; body: URLSearchParams }> = [];
  const logs: string[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    exchanges.push({ url: String(url), body: new URLSearchParams(String(init.body)) });
    return new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
  }) as unknown as typeof fetch;
  const cms = createCmsOAuth({ fetch: fetchImpl, now, log: (m) => logs.push(m) });
  return { cms, exchanges, logs };
}

const site = 'https://cms.example.org';
const get = (path: string, headers: Record<string, string> = {}) => new Request(`${site}${path}`, { headers });

/** Starts a sign-in: the state and the cookie the browser keeps. */
async function start(cms: ReturnType<typeof setup>['cms'], origin = site) {
  const response = await cms.handle(new Request(`${origin}/api/cms/auth?provider=github&site_id=cms.example.org&scope=repo`), { env, address: '192.0.2.1' });
  const location = new URL(response.headers.get('location')!);
  const cookie = response.headers.get('set-cookie')!;
  return { response, location, state: location.searchParams.get('state')!, cookie, cookiePair: cookie.split(';', 1)[0]! };
}

/** The JSON block of a page, parsed. */
function pageData(html: string): { origin: string; message: string } {
  const block = /<script type="application\/json" id="cms-auth">([\s\S]*?)<\/script>/.exec(html)![1]!;
  return JSON.parse(block);
}

describe('the state binds the sign-in to the browser that started it', () => {
  test('the state the browser was given passes; its own cookie must hold the very same value', async () => {
    const state = await createState(SECRET, T0);
    expect(state).toMatch(/^\d+\.[\w-]{22}\.[\w-]{43}$/);
    expect(await stateProblem(SECRET, state, state, T0 + 1000)).toBeNull();
    expect(await stateProblem(SECRET, state, null, T0)).toBe('missing');
    expect(await stateProblem(SECRET, null, state, T0)).toBe('missing');
    expect(await stateProblem(SECRET, '', state, T0)).toBe('missing');
    // Another browser's valid state with this browser's cookie: refused.
    expect(await stateProblem(SECRET, await createState(SECRET, T0), state, T0)).toBe('mismatch');
  });

  test('a forged, re-signed or expired state is refused even when the cookie carries it too', async () => {
    const state = await createState(SECRET, T0);
    const [expiry, nonce, signature] = state.split('.');
    const flipped = `${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`;
    const forged = `${expiry}.${nonce}.${flipped}`;
    expect(await stateProblem(SECRET, forged, forged, T0)).toBe('forged');
    // A later expiry under the old signature.
    const extended = `${Number(expiry) + 3600}.${nonce}.${signature}`;
    expect(await stateProblem(SECRET, extended, extended, T0)).toBe('forged');
    // Signed with another app's secret.
    const other = await createState('another-secret', T0);
    expect(await stateProblem(SECRET, other, other, T0)).toBe('forged');
    expect(await stateProblem(SECRET, 'x.y.z', 'x.y.z', T0)).toBe('malformed');
    expect(await stateProblem(SECRET, state, state, T0 + (STATE_TTL_S - 1) * 1000)).toBeNull();
    expect(await stateProblem(SECRET, state, state, T0 + STATE_TTL_S * 1000)).toBe('expired');
  });

  test('the comparison looks at every character (no early exit) and at the length', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual('abc', 'abd')).toBe(false);
    expect(constantTimeEqual('abc', 'abcd')).toBe(false);
    expect(constantTimeEqual('', 'a')).toBe(false);
  });

  test('the cookie: HttpOnly, SameSite=Lax, ten minutes, Path=/; over https Secure and __Host-', async () => {
    const { cms } = setup();
    const secure = await start(cms);
    expect(secure.cookie).toMatch(new RegExp(`^__Host-cms-oauth-state=${secure.state.replace(/\./g, '\\.')}; Path=/; Max-Age=${STATE_TTL_S}; HttpOnly; SameSite=Lax; Secure$`));
    const local = await start(cms, 'http://localhost:3000');
    expect(local.cookie).toMatch(/^cms-oauth-state=[\w.-]+; Path=\/; Max-Age=600; HttpOnly; SameSite=Lax$/);
    expect(stateCookieName(true)).toBe('__Host-cms-oauth-state');
  });
});

describe('/api/cms/auth', () => {
  test('redirects to GitHub\'s authorize page with the client id, the scope, the state and this host\'s callback', async () => {
    const { cms, exchanges } = setup();
    const { response, location, state } = await start(cms);
    expect(response.status).toBe(302);
    expect(`${location.origin}${location.pathname}`).toBe('https://github.test/login/oauth/authorize');
    expect([...location.searchParams.keys()]).toEqual(['client_id', 'scope', 'state', 'redirect_uri']);
    expect(location.searchParams.get('client_id')).toBe('unit-client-id');
    expect(location.searchParams.get('scope')).toBe('repo');
    expect(state.length).toBeGreaterThan(60);
    expect(location.searchParams.get('redirect_uri')).toBe(`${site}/api/cms/callback`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    // The secret never leaves the server: not in the address, not in the answer.
    expect(response.headers.get('location')).not.toContain(SECRET);
    expect(await response.text()).not.toContain(SECRET);
    expect(exchanges).toHaveLength(0);
    // Each start gets its own state.
    expect((await start(cms)).state).not.toBe(state);
  });

  test('only GitHub, only the scopes Decap asks for, only GET', async () => {
    const { cms } = setup();
    const at = (query: string, method = 'GET') => cms.handle(new Request(`${site}/api/cms/auth${query}`, { method }), { env });
    expect((await at('?provider=gitlab')).status).toBe(400);
    expect((await at('?provider=github&scope=admin:org')).status).toBe(400);
    expect((await at('?provider=github&scope=repo,delete_repo')).status).toBe(400);
    expect(new URL((await at('?provider=github&scope=public_repo')).headers.get('location')!).searchParams.get('scope')).toBe('public_repo');
    expect(new URL((await at('')).headers.get('location')!).searchParams.get('scope')).toBe('repo');
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD']) {
      const response = await at('', method);
      expect([method, response.status, response.headers.get('allow')]).toEqual([method, 405, 'GET']);
    }
  });

  test('an address over 2 KB gets 414; more than the limit from one address gets 429 with Retry-After', async () => {
    const { cms } = setup();
    expect((await cms.handle(get(`/api/cms/auth?x=${'a'.repeat(2100)}`), { env })).status).toBe(414);
    for (let i = 0; i < RATE_MAX; i += 1) expect((await cms.handle(get('/api/cms/auth'), { env, address: '198.51.100.7' })).status).toBe(302);
    const limited = await cms.handle(get('/api/cms/auth'), { env, address: '198.51.100.7' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await cms.handle(get('/api/cms/auth'), { env, address: '198.51.100.8' })).status).toBe(302);
  });

  test('without both variables: 503, a page that tells the CMS so, and no redirect', async () => {
    const { cms, logs } = setup();
    const response = await cms.handle(get('/api/cms/auth'), { env: { GITHUB_CLIENT_ID: 'only-the-id' } });
    expect(response.status).toBe(503);
    expect(response.headers.get('location')).toBeNull();
    expect(pageData(await response.text()).message).toMatch(/^authorization:github:error:\{"message":"The CMS sign-in is not set up/);
    expect(logs.join('\n')).toContain('not both set');
  });
});

describe('/api/cms/callback', () => {
  test('with this browser\'s state: exchanges the code (with the secret), answers the page that posts the token to the site', async () => {
    const { cms, exchanges, logs } = setup();
    const { state, cookiePair } = await start(cms);
    const response = await cms.handle(get(`/api/cms/callback?code=abc123&state=${state}`, { Cookie: `language=en; ${cookiePair}` }), { env });
    expect(response.status).toBe(200);
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]!.url).toBe('https://github.test/login/oauth/access_token');
    expect(Object.fromEntries(exchanges[0]!.body)).toEqual({ client_id: 'unit-client-id', client_secret: SECRET, code: 'abc123', redirect_uri: `${site}/api/cms/callback` });
    const html = await response.text();
    expect(pageData(html)).toEqual(expect.objectContaining({ origin: site, message: `authorization:github:success:{"token":"${TOKEN}","provider":"github"}` }));
    expect(html).not.toContain(SECRET);
    expect(html).not.toContain('abc123');
    // The state cookie is used up.
    expect(response.headers.get('set-cookie')).toBe('__Host-cms-oauth-state=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    // Nothing of the exchange in the log.
    expect(logs.join('\n')).not.toMatch(new RegExp(`${TOKEN}|${SECRET}|abc123`));
  });

  test('the token goes to NEXT_PUBLIC_SITE_URL when set (the CMS page\'s origin), else to this host\'s own origin', async () => {
    const { cms } = setup();
    const { state, cookiePair } = await start(cms);
    const response = await cms.handle(get(`/api/cms/callback?code=c&state=${state}`, { Cookie: cookiePair }), { env: { ...env, NEXT_PUBLIC_SITE_URL: 'https://www.vocalis.example/' } });
    expect(pageData(await response.text()).origin).toBe('https://www.vocalis.example');
  });

  test('a wrong, missing or foreign state gets 400, a page without a token, and GitHub is never asked', async () => {
    const { cms, exchanges, logs } = setup();
    const mine = await start(cms);
    const theirs = await start(cms);
    const cases: Array<[string, Record<string, string>]> = [
      [`?code=c&state=${mine.state.slice(0, -2)}xx`, { Cookie: mine.cookiePair }],
      ['?code=c', { Cookie: mine.cookiePair }],
      [`?code=c&state=${mine.state}`, {}],
      // Another browser: its own valid state, this browser's cookie.
      [`?code=c&state=${theirs.state}`, { Cookie: mine.cookiePair }],
      // The cookie under its http name on an https host.
      [`?code=c&state=${mine.state}`, { Cookie: `cms-oauth-state=${mine.state}` }],
    ];
    for (const [query, headers] of cases) {
      const response = await cms.handle(get(`/api/cms/callback${query}`, headers), { env });
      const html = await response.text();
      expect([query, response.status]).toEqual([query, 400]);
      expect(pageData(html).message).toBe('authorization:github:error:{"message":"This sign-in was not started in this browser, or took too long."}');
      expect(html).not.toContain(TOKEN);
      expect(response.headers.get('set-cookie')).toContain('Max-Age=0');
    }
    expect(exchanges).toHaveLength(0);
    expect(logs.filter((l) => l.startsWith('sign-in refused: state'))).toHaveLength(cases.length);
  });

  test('GitHub refusing (a denied request, a bad code, an outage) gets an error page and no token', async () => {
    const denied = setup();
    const started = await start(denied.cms);
    const response = await denied.cms.handle(get(`/api/cms/callback?error=access_denied&state=${started.state}`, { Cookie: started.cookiePair }), { env });
    expect(response.status).toBe(400);
    expect(denied.exchanges).toHaveLength(0);

    const bad = setup({ answer: { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' } });
    const again = await start(bad.cms);
    const refused = await bad.cms.handle(get(`/api/cms/callback?code=old&state=${again.state}`, { Cookie: again.cookiePair }), { env });
    expect(refused.status).toBe(502);
    const html = await refused.text();
    expect(pageData(html).message).toMatch(/^authorization:github:error:/);
    expect(html).not.toContain('incorrect or expired');
    expect(bad.logs).toContain('token exchange failed (bad_verification_code)');

    const down = setup({ answer: 'not json', status: 500 });
    const third = await start(down.cms);
    expect((await down.cms.handle(get(`/api/cms/callback?code=c&state=${third.state}`, { Cookie: third.cookiePair }), { env })).status).toBe(502);
    expect(down.logs).toContain('token exchange failed (HTTP 500)');
  });
});

describe('the page the pop-up shows', () => {
  const hostile = '</script><script>alert(1)</script><!--\u2028&amp;';

  test('carries its data as JSON that cannot close the script block; the token comes back exactly', async () => {
    const { html } = await outcomePage({ token: hostile }, 'https://site.example');
    const block = /<script type="application\/json" id="cms-auth">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(block).not.toMatch(/[<>&\u2028]/);
    const data = JSON.parse(block) as { message: string; origin: string };
    expect(data.origin).toBe('https://site.example');
    expect(JSON.parse(data.message.replace('authorization:github:success:', ''))).toEqual({ token: hostile, provider: 'github' });
    // Exactly two scripts: the data block and the fixed one.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(jsonForScript('</script>')).toBe('"\\u003c/script\\u003e"');
  });

  test('its policy allows exactly its one script, by hash, and nothing else', async () => {
    const { html, csp } = await outcomePage({ token: TOKEN }, 'https://site.example');
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(script).toBe(PAGE_SCRIPT);
    const hash = createHash('sha256').update(script).digest('base64');
    expect(csp).toBe(`default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`);
    // The same page for every token: the script is fixed, only the JSON differs.
    expect((await outcomePage({ token: 'other' }, 'https://x.example')).csp).toBe(csp);
  });

  test('follows Decap\'s handshake: posts "authorizing:github" to the site, answers only the opener from the site, never to "*"', () => {
    expect(PAGE_SCRIPT).toContain("opener.postMessage('authorizing:github', data.origin)");
    expect(PAGE_SCRIPT).toContain("event.source !== opener || event.origin !== data.origin || event.data !== 'authorizing:github'");
    expect(PAGE_SCRIPT).toContain('opener.postMessage(data.message, data.origin)');
    expect(PAGE_SCRIPT).not.toContain("'*'");
    // The address loses the code and the state as soon as the page runs.
    expect(PAGE_SCRIPT).toContain("history.replaceState(null, '', location.pathname)");
  });

  test('an error page says what went wrong in words of its own, and posts Decap\'s error message', async () => {
    const { html } = await outcomePage({ error: 'GitHub did not authorize the sign-in.' }, 'https://site.example');
    expect(pageData(html).message).toBe('authorization:github:error:{"message":"GitHub did not authorize the sign-in."}');
    expect(html).toContain('<p id="status">GitHub did not authorize the sign-in. Close this window');
  });
});

describe('where the CMS signs in', () => {
  test('both variables: this site\'s /api/cms/auth; one of them, Netlify or another helper: not here', () => {
    expect(signInBackend(env)).toEqual({ base_url: siteConfig.origin, auth_endpoint: 'api/cms/auth' });
    expect(cmsConfig({ locale: 'en', env }).backend).toEqual(expect.objectContaining({ name: 'github', base_url: siteConfig.origin, auth_endpoint: 'api/cms/auth' }));
    expect(signInBackend({ GITHUB_CLIENT_ID: 'x' })).toEqual({});
    expect(signInBackend({ GITHUB_CLIENT_SECRET: 'x' })).toEqual({});
    expect(signInBackend({ ...env, NETLIFY: 'true' })).toEqual({});
    expect(ownSignIn({ ...env, CMS_AUTH_BASE_URL: 'https://helper.example' })).toBe(false);
    expect(cmsConfig({ locale: 'en', env: {} }).backend).not.toHaveProperty('base_url');
    expect(cmsAuthPair({ GITHUB_CLIENT_ID: ' ', GITHUB_CLIENT_SECRET: 's' })).toEqual({ missing: 'GITHUB_CLIENT_ID' });
    expect(cmsAuthPair({})).toBe('off');
  });

  test('the settings: GitHub by default, an origin only, the secret never in lib/site.ts', () => {
    expect(cmsAuthConfig({}).oauthUrl).toBe('https://github.com');
    expect(cmsAuthConfig({ CMS_GITHUB_OAUTH_URL: 'http://127.0.0.1:9999/' }).oauthUrl).toBe('http://127.0.0.1:9999');
    expect(cmsAuthConfig({ NEXT_PUBLIC_SITE_URL: 'javascript:alert(1)' }).siteOrigin).toBe('');
    expect(JSON.stringify(siteConfig)).not.toMatch(/GITHUB_CLIENT_SECRET|clientSecret/);
  });

  test('on Node, the origin is the request\'s host, with https from a trusted proxy or a matching NEXT_PUBLIC_SITE_URL', () => {
    const none = { trustProxy: false, siteOrigin: '' };
    expect(publicOrigin({ host: 'localhost:3000' }, none)).toBe('http://localhost:3000');
    expect(publicOrigin({ host: 'www.site.example', 'x-forwarded-proto': 'https' }, none)).toBe('http://www.site.example');
    expect(publicOrigin({ host: 'www.site.example', 'x-forwarded-proto': 'https' }, { trustProxy: true, siteOrigin: '' })).toBe('https://www.site.example');
    expect(publicOrigin({ host: 'www.site.example' }, { trustProxy: false, siteOrigin: 'https://www.site.example' })).toBe('https://www.site.example');
    expect(publicOrigin({ host: 'evil.example/<x>' }, none)).toBe('http://localhost');
    expect(publicOrigin({}, none)).toBe('http://localhost');
  });
});
