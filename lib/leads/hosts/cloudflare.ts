/** What a Cloudflare Pages Function receives, and what the lead service takes from it. */
import type { HostRequestContext } from './serverless';

/** The part of Pages' EventContext the lead functions use (https://developers.cloudflare.com/pages/functions/api-reference/). */
export interface PagesContext {
  request: Request;
  env: Record<string, unknown>;
  waitUntil(promise: Promise<unknown>): void;
}

export function pagesContext(context: PagesContext): HostRequestContext {
  // Variables and secrets are the bindings in `env` (strings); other bindings are ignored.
  const env: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(context.env ?? {})) if (typeof value === 'string') env[key] = value;
  return {
    env,
    // Set by Cloudflare's edge on every request (https://developers.cloudflare.com/fundamentals/reference/http-headers/).
    address: context.request.headers.get('cf-connecting-ip'),
    waitUntil: (promise) => context.waitUntil(promise),
  };
}
