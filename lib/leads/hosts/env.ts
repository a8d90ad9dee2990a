/**
 * Which serverless runtime runs this code, from each host's documented
 * environment variables, and the guard that keeps leads off its temporary disk.
 *
 * - Vercel: `VERCEL=1` (https://vercel.com/docs/environment-variables/system-environment-variables)
 * - Netlify: `NETLIFY=true`, and its functions run on AWS Lambda
 *   (https://docs.netlify.com/build/functions/environment-variables/)
 * - AWS Lambda (Netlify and Vercel functions too): `AWS_LAMBDA_FUNCTION_NAME`
 *   (https://docs.aws.amazon.com/lambda/latest/dg/configuration-envvars.html)
 * - Cloudflare Pages: `CF_PAGES=1` at build time; at run time a Worker has no
 *   process environment of its own, so its entry (functions/api/) names the host.
 */
export type ServerlessHost = 'cloudflare' | 'netlify' | 'vercel' | 'lambda';

type Env = Record<string, string | undefined>;

export function serverlessHost(env: Env): ServerlessHost | null {
  if (env.VERCEL === '1' || env.VERCEL === 'true') return 'vercel';
  if (env.NETLIFY === 'true') return 'netlify';
  if (env.CF_PAGES === '1') return 'cloudflare';
  if (env.AWS_LAMBDA_FUNCTION_NAME) return 'lambda';
  return null;
}

const hostNames: Record<ServerlessHost, string> = { cloudflare: 'Cloudflare Pages', netlify: 'Netlify', vercel: 'Vercel', lambda: 'AWS Lambda' };

/** The one sentence the function's log shows when DATABASE_URL is missing on a serverless host. */
export function noDatabaseSentence(host: ServerlessHost): string {
  return `Lead service refused to start on ${hostNames[host]}: without DATABASE_URL it would store leads on a disk that disappears with the function, so forms answer 503 and show the e-mail fallback until DATABASE_URL names a PostgreSQL server (README, "Forms on this host").`;
}

/** Thrown instead of opening the embedded database where it would not survive. */
export class NoDurableDatabase extends Error {
  constructor(readonly host: ServerlessHost) {
    super(noDatabaseSentence(host));
    this.name = 'NoDurableDatabase';
  }
}

/** The answer the forms read as "nowhere to store here": they keep the draft and show the e-mail fallback. */
export function storageUnavailable(): Response {
  return new Response(JSON.stringify({ error: 'storage' }), {
    status: 503,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
  });
}
