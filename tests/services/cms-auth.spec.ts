/**
 * The CMS's own GitHub sign-in (lib/cms/oauth.ts) on every host that mounts it,
 * against a fake GitHub OAuth server on 127.0.0.1 (CMS_GITHUB_OAUTH_URL):
 * - `npm start`'s Node server and the Cloudflare preview (wrangler pages dev, the
 *   Pages Functions in workerd): /api/cms/auth redirects with the client id, the
 *   scope and a state; in the browser, a page of the site opens the pop-up, the
 *   fake authorizes, and the opener receives `authorization:github:success` with
 *   the token, from the site's origin, after Decap's handshake; Decap itself (the
 *   built /admin/) signs in the same way and calls GitHub's API with that token;
 *   a wrong or missing state, a used one, or another browser gets 400 and no token,
 *   and GitHub is never asked; other methods get 405;
 * - the Vercel functions (api/cms/auth.ts, api/cms/callback.ts) driven with Web
 *   `Request`s under Node, as leads-hosts.spec.ts drives api/leads.ts (`vercel dev`
 *   needs an account).
 * The fake checks that the client secret arrives at the token exchange, and the
 * suite that it never appears in a page, an address or the servers' output.
 */
import { expect, test, type BrowserContext } from '@playwright/test';
import { createJiti } from 'jiti';
import { load, dump } from 'js-yaml';
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { freePort, startCloudflarePreview, startService, tempDir, type Service } from './leads-harness';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const root = join(__dirname, '..', '..');
const CLIENT_ID = 'Iv1.cmsE2eClient';
const SECRET = `cms-e2e-secret-${randomBytes(6).toString('hex')}`;
const TOKEN = `gho_e2e${randomBytes(8).toString('hex')}`;
const success = `authorization:github:success:{"token":"${TOKEN}","provider":"github"}`;

/** A fake of GitHub's two OAuth endpoints: authorize (answers at once with a code) and the token exchange. */
async function startFakeGitHub() {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const codes = new Map<string, { redirectUri: string; used: boolean }>();
  const seen = { authorize: [] as URLSearchParams[], exchanges: [] as URLSearchParams[], secretArrived: 0, refused: 0 };
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => resolve(body));
    });
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', origin);
    if (req.method === 'GET' && url.pathname === '/login/oauth/authorize') {
      seen.authorize.push(url.searchParams);
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      if (url.searchParams.get('client_id') !== CLIENT_ID || !redirectUri) return res.writeHead(400).end('bad request');
      const code = randomBytes(10).toString('hex');
      codes.set(code, { redirectUri, used: false });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      return res.writeHead(302, { Location: back.toString() }).end();
    }
    if (req.method === 'POST' && url.pathname === '/login/oauth/access_token') {
      const body = new URLSearchParams(await read(req));
      seen.exchanges.push(body);
      if (body.get('client_secret') === SECRET) seen.secretArrived += 1;
      const code = codes.get(body.get('code') ?? '');
      const ok = body.get('client_id') === CLIENT_ID && body.get('client_secret') === SECRET && code && !code.used && code.redirectUri === body.get('redirect_uri');
      if (code) code.used = true;
      if (!ok) seen.refused += 1;
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify(ok ? { access_token: TOKEN, token_type: 'bearer', scope: 'repo' } : { error: 'bad_verification_code' }));
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin,
    seen,
    /** What GitHub would answer a signed-in user: a code for this state, at the callback. */
    async authorize(location: string): Promise<string> {
      const response = await fetch(location, { redirect: 'manual' });
      return response.headers.get('location')!;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Fake = Awaited<ReturnType<typeof startFakeGitHub>>;

/** What the pop-up's page hands to the CMS page: the JSON block its script reads. */
function pageData(html: string): { origin: string; message: string } {
  return JSON.parse(/<script type="application\/json" id="cms-auth">([\s\S]*?)<\/script>/.exec(html)![1]!);
}

/** Every body the browser was sent, to show the secret is in none of them. */
function recordBodies(context: BrowserContext, bodies: string[]) {
  context.on('response', (response) => {
    response
      .text()
      .then((text) => bodies.push(`${response.url()}\n${JSON.stringify(response.headers())}\n${text}`))
      .catch(() => bodies.push(`${response.url()}\n${JSON.stringify(response.headers())}`));
  });
}

for (const host of ['node', 'cloudflare'] as const) {
  const label = host === 'node' ? '`npm start`' : 'Cloudflare preview';

  test.describe(`CMS sign-in on ${label}`, () => {
    let fake: Fake;
    let service: Service;
    let dataDir: string;
    const bodies: string[] = [];

    test.beforeAll(async () => {
      fake = await startFakeGitHub();
      dataDir = tempDir('cms-auth-leads-');
      const env = { GITHUB_CLIENT_ID: CLIENT_ID, GITHUB_CLIENT_SECRET: SECRET, CMS_GITHUB_OAUTH_URL: fake.origin, LEADS_DATA_DIR: dataDir, NEXT_PUBLIC_SITE_URL: '' };
      service = host === 'node' ? await startService(env) : await startCloudflarePreview(env);
    });

    test.afterAll(async () => {
      await service?.stop();
      await fake?.stop();
      // The secret and the token never reach the servers' output.
      expect(service.output()).not.toContain(SECRET);
      expect(service.output()).not.toContain(TOKEN);
      for (const body of bodies) expect(body).not.toContain(SECRET);
    });

    test(`/api/cms/auth redirects to GitHub with the client id, the scope and a state bound to a cookie (${label})`, async ({ request }) => {
      if (host === 'node') expect(service.output()).toContain('CMS sign-in (GitHub) at /api/cms/auth');
      const response = await request.get(`${service.origin}/api/cms/auth?provider=github&site_id=demo.decapcms.org&scope=repo`, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      const location = new URL(response.headers()['location']!);
      expect(`${location.origin}${location.pathname}`).toBe(`${fake.origin}/login/oauth/authorize`);
      expect(location.searchParams.get('client_id')).toBe(CLIENT_ID);
      expect(location.searchParams.get('scope')).toBe('repo');
      expect(location.searchParams.get('redirect_uri')).toBe(`${service.origin}/api/cms/callback`);
      const state = location.searchParams.get('state')!;
      expect(state).toMatch(/^\d+\.[\w-]{22}\.[\w-]{43}$/);
      expect(response.headers()['set-cookie']).toBe(`cms-oauth-state=${state}; Path=/; Max-Age=600; HttpOnly; SameSite=Lax`);
      expect(response.headers()['cache-control']).toBe('no-store');
      expect(response.headers()['location']).not.toContain(SECRET);
      bodies.push(await response.text());
      for (const path of ['/api/cms/auth', '/api/cms/callback']) {
        const post = await request.post(`${service.origin}${path}`, { data: 'x', maxRedirects: 0 });
        expect([path, post.status(), post.headers()['allow']]).toEqual([path, 405, 'GET']);
      }
    });

    test(`a page of the site opens the pop-up and receives the token from the site's origin, after Decap's handshake (${label})`, async ({ browser }) => {
      const context = await browser.newContext();
      recordBodies(context, bodies);
      const page = await context.newPage();
      // /admin/: the CMS page, whose opener policy (same-origin-allow-popups) lets its pop-up answer.
      await page.goto(`${service.origin}/admin/index.html`);
      const exchangesBefore = fake.seen.secretArrived;
      const popupOpened = context.waitForEvent('page');
      // Decap's own steps (decap-cms-lib-auth, netlify-auth.js): answer "authorizing:github" from base_url
      // by posting it back to the pop-up, then take "authorization:github:…" from base_url only.
      await page.evaluate(
        ({ origin }) => {
          const w = window as unknown as { received: Array<{ data: unknown; origin: string }>; authWindow: Window | null };
          w.received = [];
          window.addEventListener('message', (event) => {
            w.received.push({ data: event.data, origin: event.origin });
            if (event.data === 'authorizing:github' && event.origin === origin) w.authWindow!.postMessage(event.data, event.origin);
          });
          w.authWindow = window.open(`${origin}/api/cms/auth?provider=github&site_id=demo.decapcms.org&scope=repo`, 'Netlify Authorization', 'width=960,height=600');
        },
        { origin: service.origin },
      );
      const popup = await popupOpened;
      const received = () => page.evaluate(() => (window as unknown as { received: Array<{ data: unknown; origin: string }> }).received);
      await expect.poll(received).toEqual([
        { data: 'authorizing:github', origin: service.origin },
        { data: success, origin: service.origin },
      ]);
      // The pop-up went through GitHub (the fake) and back; its address no longer holds the code or the state.
      await expect.poll(() => popup.url()).toBe(`${service.origin}/api/cms/callback`);
      await expect(popup.locator('#status')).toHaveText('Signed in: this window closes by itself.');
      expect(fake.seen.secretArrived).toBe(exchangesBefore + 1);
      expect(fake.seen.refused).toBe(0);
      // GitHub's pages saw the client id, never the secret.
      for (const query of fake.seen.authorize) expect(query.toString()).not.toContain(SECRET);
      await context.close();
    });

    test(`Decap itself (the built /admin/) signs in through the functions and calls GitHub with the token (${label})`, async ({ browser }) => {
      // On the preview, out/ is the test build, whose _headers is Netlify's flavour (a later rule replaces
      // an earlier one's header): Pages adds the rules up, so /admin/ also gets the site's policy, which
      // blocks api.github.com (a build on Pages, CF_PAGES=1, detaches it first). There the page's policy is
      // set aside; `npm start` applies the same file as Netlify does, and keeps it.
      const context = await browser.newContext({ bypassCSP: host === 'cloudflare' });
      recordBodies(context, bodies);
      const page = await context.newPage();
      // The configuration a build with GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET writes (lib/cms/config.ts), for this
      // origin; without the local backend, which Decap would otherwise try first on localhost.
      await page.route('**/admin/config.yml', async (route) => {
        const config = load(await (await route.fetch()).text()) as { backend: Record<string, unknown>; local_backend?: unknown };
        config.backend = { ...config.backend, base_url: service.origin, auth_endpoint: 'api/cms/auth' };
        delete config.local_backend;
        await route.fulfill({ contentType: 'text/yaml; charset=utf-8', body: dump(config) });
      });
      const authorizations: string[] = [];
      await page.route('https://api.github.com/**', async (route) => {
        authorizations.push(route.request().headers()['authorization'] ?? '');
        if (new URL(route.request().url()).pathname === '/user') {
          await route.fulfill({ json: { login: 'editor', name: 'An Editor', avatar_url: '' } });
        } else {
          await route.fulfill({ status: 404, json: { message: 'Not Found' } });
        }
      });
      await page.goto(`${service.origin}/admin/index.html`);
      await page.getByRole('button', { name: 'Login with GitHub' }).click();
      await expect.poll(() => authorizations[0]).toBe(`token ${TOKEN}`);
      await context.close();
    });

    test(`a wrong, missing, used or foreign state gets 400 and no token, and GitHub is never asked (${label})`, async ({ browser }) => {
      const mine = await browser.newContext();
      const other = await browser.newContext();
      const start = async () => {
        const response = await mine.request.get(`${service.origin}/api/cms/auth?provider=github&scope=repo`, { maxRedirects: 0 });
        const location = response.headers()['location']!;
        return { state: new URL(location).searchParams.get('state')!, callback: new URL(await fake.authorize(location)) };
      };
      const refused = async (context: BrowserContext, url: string) => {
        const response = await context.request.get(url, { maxRedirects: 0 });
        const body = await response.text();
        bodies.push(body);
        expect([url.replace(/code=\w+/, 'code=…'), response.status()]).toEqual([url.replace(/code=\w+/, 'code=…'), 400]);
        expect(body).toContain('authorization:github:error:');
        expect(body).not.toContain(TOKEN);
      };
      const exchanges = fake.seen.exchanges.length;

      // Another browser, with the real code and state GitHub sent back to this one: refused.
      const first = await start();
      await refused(other, first.callback.toString());
      // The same state with the wrong value, then none: refused (and this browser's state is used up)…
      const wrong = new URL(first.callback);
      wrong.searchParams.set('state', `${first.state.slice(0, -4)}AAAA`);
      await refused(mine, wrong.toString());
      // …so even the right one no longer passes.
      await refused(mine, first.callback.toString());
      const second = await start();
      const missing = new URL(second.callback);
      missing.searchParams.delete('state');
      await refused(mine, missing.toString());
      expect(fake.seen.exchanges.length).toBe(exchanges);

      // The same browser with its fresh state: signed in (the code was good all along).
      const third = await start();
      const signedIn = await mine.request.get(third.callback.toString(), { maxRedirects: 0 });
      expect(signedIn.status()).toBe(200);
      const page = await signedIn.text();
      bodies.push(page);
      expect(pageData(page)).toEqual(expect.objectContaining({ origin: service.origin, message: success }));
      expect(signedIn.headers()['content-security-policy']).toMatch(/^default-src 'none'; script-src 'sha256-[\w+/=]+'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'$/);
      expect(signedIn.headers()['cache-control']).toBe('no-store');
      expect(signedIn.headers()['set-cookie']).toBe('cms-oauth-state=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax');
      expect(fake.seen.exchanges.length).toBe(exchanges + 1);
      await mine.close();
      await other.close();
    });
  });
}

test.describe('CMS sign-in as Vercel Functions (api/cms/auth.ts, api/cms/callback.ts)', () => {
  type Handler = (request: Request) => Promise<Response>;
  let fake: Fake;

  test.beforeAll(async () => {
    fake = await startFakeGitHub();
  });
  test.afterAll(async () => fake?.stop());

  test('the entry files answer the whole sign-in, at the slashed addresses Vercel rewrites too', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, { GITHUB_CLIENT_ID: CLIENT_ID, GITHUB_CLIENT_SECRET: SECRET, CMS_GITHUB_OAUTH_URL: fake.origin });
    delete process.env.NEXT_PUBLIC_SITE_URL;
    try {
      const jiti = createJiti(__filename, { alias: { '@/': `${root}/` }, moduleCache: false, fsCache: false });
      const [auth, callback] = (await Promise.all(['api/cms/auth.ts', 'api/cms/callback.ts'].map((path) => jiti.import(join(root, path))))) as Array<Record<string, Handler>>;
      const site = 'https://cms-site.example';
      const started = await auth!.GET!(new Request(`${site}/api/cms/auth/?provider=github&site_id=cms-site.example&scope=repo`, { headers: { 'x-real-ip': '203.0.113.5' } }));
      expect(started.status).toBe(302);
      const location = started.headers.get('location')!;
      expect(new URL(location).searchParams.get('redirect_uri')).toBe(`${site}/api/cms/callback`);
      const cookie = started.headers.get('set-cookie')!;
      expect(cookie).toMatch(/^__Host-cms-oauth-state=[\w.-]+; Path=\/; Max-Age=600; HttpOnly; SameSite=Lax; Secure$/);
      const back = await fake.authorize(location);
      const done = await callback!.GET!(new Request(`${back.replace(`${site}/api/cms/callback`, `${site}/api/cms/callback/`)}`, { headers: { Cookie: cookie.split(';', 1)[0]!, 'x-real-ip': '203.0.113.5' } }));
      expect(done.status).toBe(200);
      const html = await done.text();
      expect(pageData(html)).toEqual(expect.objectContaining({ origin: site, message: success }));
      expect(html).not.toContain(SECRET);
      expect(done.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
      expect(done.headers.get('cache-control')).toBe('no-store');
      // Without this browser's cookie: 400, no token.
      const foreign = await callback!.GET!(new Request(back));
      expect(foreign.status).toBe(400);
      expect(await foreign.text()).not.toContain(TOKEN);
      for (const method of ['POST', 'PUT', 'DELETE']) {
        expect((await auth![method]!(new Request(`${site}/api/cms/auth`, { method }))).status).toBe(405);
        expect((await callback![method]!(new Request(`${site}/api/cms/callback`, { method }))).status).toBe(405);
      }
      expect(fake.seen.secretArrived).toBe(1);
    } finally {
      for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
      Object.assign(process.env, saved);
    }
  });
});

