/**
 * The settings of the CMS's own GitHub sign-in (lib/cms/oauth.ts, mounted at
 * /api/cms/auth and /api/cms/callback on Cloudflare Pages, Vercel and the Node
 * servers), read from the environment on the server only: the client secret
 * lives here and never in lib/site.ts, whose values reach the browser bundles.
 * Read at build time too, by lib/cms/config.ts (whether /admin/ signs in here)
 * and scripts/build/check-config.mjs (a half-set pair is named).
 */

type Env = Record<string, string | undefined>;

/** Every variable of the CMS sign-in, with one line on what it does (README, "The lead service"). */
export const envSettings = {
  title: 'CMS sign-in (lib/cms/auth-config.ts): GitHub OAuth for /admin/ through /api/cms/ on Cloudflare Pages, Vercel, npm start and leads:serve; Netlify keeps its own',
  settings: {
    GITHUB_CLIENT_ID: 'Client id of the GitHub OAuth app /admin/ signs in with (set with GITHUB_CLIENT_SECRET)',
    GITHUB_CLIENT_SECRET: 'Client secret of that app: server only, never sent to a browser (set with GITHUB_CLIENT_ID)',
    CMS_GITHUB_OAUTH_URL: "Origin of GitHub's OAuth pages (default https://github.com; tests point it at a local fake)",
  },
} as const;

export interface CmsAuthConfig {
  /** GITHUB_CLIENT_ID: the GitHub OAuth app's client id; empty: the sign-in is off. */
  clientId: string;
  /** GITHUB_CLIENT_SECRET: the app's client secret; empty: the sign-in is off. */
  clientSecret: string;
  /** CMS_GITHUB_OAUTH_URL: where /login/oauth/authorize and /login/oauth/access_token live. */
  oauthUrl: string;
  /** NEXT_PUBLIC_SITE_URL: the origin of /admin/, the only one the token is posted to (empty: the request's own). */
  siteOrigin: string;
}

function text(value: string | undefined, fallback = ''): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

/** An http(s) origin without a trailing slash, or '' for anything else. */
function originOf(value: string): string {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : '';
  } catch {
    return '';
  }
}

export const DEFAULT_GITHUB_OAUTH_URL = 'https://github.com';

export function cmsAuthConfig(env: Env = process.env): CmsAuthConfig {
  return {
    clientId: text(env.GITHUB_CLIENT_ID),
    clientSecret: text(env.GITHUB_CLIENT_SECRET),
    oauthUrl: (originOf(text(env.CMS_GITHUB_OAUTH_URL)) || DEFAULT_GITHUB_OAUTH_URL).replace(/\/+$/, ''),
    siteOrigin: originOf(text(env.NEXT_PUBLIC_SITE_URL)),
  };
}

/** Both variables set: 'on'; neither: 'off'; one of them: the name of the missing one. */
export function cmsAuthPair(env: Env = process.env): 'on' | 'off' | { missing: 'GITHUB_CLIENT_ID' | 'GITHUB_CLIENT_SECRET' } {
  const { clientId, clientSecret } = cmsAuthConfig(env);
  if (clientId && clientSecret) return 'on';
  if (!clientId && !clientSecret) return 'off';
  return { missing: clientId ? 'GITHUB_CLIENT_SECRET' : 'GITHUB_CLIENT_ID' };
}

/**
 * Whether the CMS built now signs in through this site's own /api/cms/ functions:
 * both variables set, no other helper named (CMS_AUTH_BASE_URL), and not on Netlify,
 * whose own GitHub provider stays the default there.
 */
export function ownSignIn(env: Env = process.env): boolean {
  return cmsAuthPair(env) === 'on' && !text(env.CMS_AUTH_BASE_URL) && env.NETLIFY !== 'true';
}
