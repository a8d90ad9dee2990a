/**
 * Mounts the CMS sign-in (lib/cms/oauth.ts) on a plain Node HTTP server:
 * `npm start` (scripts/serve/start.mjs) and `npm run leads:serve`
 * (scripts/serve/leads-service.mjs) answer /api/cms/auth and /api/cms/callback.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { cmsAuthConfig, cmsAuthPair } from './auth-config';
import { createCmsOAuth, isCmsAuthPath, type CmsOAuthOptions } from './oauth';
import { nodeHeaders } from '../leads/node';

type Env = Record<string, string | undefined>;

export function isCmsPath(url: string | undefined): boolean {
  return isCmsAuthPath((url ?? '/').split('?')[0] ?? '/');
}

/**
 * The origin the browser sees. The host is the request's own (a browser always
 * sends the one it is on); the scheme is https when X-Forwarded-Proto says so
 * behind a proxy you run (LEADS_TRUST_PROXY=1), or when NEXT_PUBLIC_SITE_URL
 * names this very host with https (a TLS proxy in front); else http.
 */
export function publicOrigin(headers: IncomingMessage['headers'], { trustProxy, siteOrigin }: { trustProxy: boolean; siteOrigin: string }): string {
  const host = typeof headers.host === 'string' && /^[\w.-]{1,253}(?::\d{1,5})?$|^\[[\da-f:.]{2,45}\](?::\d{1,5})?$/i.test(headers.host) ? headers.host.toLowerCase() : 'localhost';
  const forwarded = trustProxy ? String(headers['x-forwarded-proto'] ?? '').split(',', 1)[0]!.trim().toLowerCase() : '';
  if (forwarded === 'https' || forwarded === 'http') return `${forwarded}://${host}`;
  if (siteOrigin && new URL(siteOrigin).host === host) return `${new URL(siteOrigin).protocol}//${host}`;
  return `http://${host}`;
}

/** One line at start: where the sign-in answers, or which half of the pair is missing. */
export function cmsStartLine(env: Env = process.env): string | null {
  const pair = cmsAuthPair(env);
  if (pair === 'off') return null;
  if (pair === 'on') return 'CMS sign-in (GitHub) at /api/cms/auth';
  return `CMS sign-in is off: ${pair.missing} is not set (set GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET together; README, "For the team").`;
}

export function nodeCmsListener({ env = process.env, trustProxy = env.LEADS_TRUST_PROXY?.trim() === '1', ...options }: { env?: Env; trustProxy?: boolean } & CmsOAuthOptions = {}) {
  const cms = createCmsOAuth(options);
  const { siteOrigin } = cmsAuthConfig(env);
  return async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const headers = nodeHeaders(req);
      // Neither endpoint reads a body: whatever is sent is discarded (the answer to anything but GET is 405).
      req.resume();
      // Methods a Request cannot even carry: the same 405.
      if (/^(?:CONNECT|TRACE|TRACK)$/i.test(req.method ?? '')) {
        res.writeHead(405, { Allow: 'GET', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('Method not allowed.\n');
        return;
      }
      const request = new Request(`${publicOrigin(req.headers, { trustProxy, siteOrigin })}${req.url ?? '/'}`, { method: req.method, headers });
      // The rate limit's key: X-Forwarded-For's first entry only behind a proxy you run (as for /api/leads).
      const forwardedFor = trustProxy ? String(req.headers['x-forwarded-for'] ?? '').split(',', 1)[0]!.trim() : '';
      const address = forwardedFor || req.socket.remoteAddress || 'unknown';
      const response = await cms.handle(request, { env, address });
      const outgoing: Record<string, string | string[]> = {};
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') outgoing[key] = value;
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) outgoing['set-cookie'] = cookies;
      res.writeHead(response.status, outgoing);
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('Server error\n');
    }
  };
}
