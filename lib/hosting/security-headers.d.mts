export interface SiteLike {
  urls: { voiceAgentFrame: string; formEndpoint: string };
  videos: { embedHost: string };
  analytics: { posthogKey: string; posthogHost: string };
}
export interface Header {
  key: string;
  value: string;
}
export declare function originOf(url: string): string | null;
export declare function posthogAssetsOrigin(host: string): string | null;
export declare function siteOrigins(site: SiteLike): { voiceAgent: string | null; video: string | null; analytics: string[]; formEndpoint: string | null };
export declare function serializePolicy(directives: Record<string, string[]>): string;
export declare const SEARCH_MARKER: string;
export declare function metaPolicy(site: SiteLike, scriptHashes?: string[], options?: { search?: boolean }): string;
export declare function headerPolicy(site: SiteLike): string;
export declare function permissionsPolicy(site: SiteLike): string;
export declare const HSTS: string;
export declare function securityHeaders(site: SiteLike): Header[];
export declare const MARKDOWN_TYPE: string;
export declare const MARKDOWN_PATH: string;
export declare const IMMUTABLE_PATH: string;
export declare const IMMUTABLE_CACHE: string;
export declare function headersFile(site: SiteLike, unprefixed?: string[], options?: { host?: 'netlify' | 'cloudflare' }): string;
export declare function adminPolicy(site: SiteLike): string;
export declare const ADMIN_PATH: string;
export declare function adminHeaderOverrides(site: SiteLike): Header[];
export declare function adminHeaders(site: SiteLike): Header[];
/** A null value is Cloudflare's "! Name" (detach). */
export declare function parseHeadersFile(text: string): Array<{ pattern: string; headers: Array<[string, string | null]> }>;
export declare function matchesPattern(pattern: string, path: string): boolean;
export declare function netlifyRedirects(paths: string[]): string;
export declare function cloudflareRedirects(): string;
export declare function vercelConfig(site: SiteLike): {
  headers: Array<{ source: string; headers: Header[] }>;
  redirects: Array<{ source: string; destination: string; permanent: boolean; has?: unknown[]; missing?: unknown[] }>;
  rewrites: Array<{ source: string; destination: string }>;
  crons: Array<{ path: string; schedule: string }>;
  [key: string]: unknown;
};
export declare const VERCEL_CRON_SCHEDULE: string;
export declare function nginxConf(site: SiteLike): string;
export declare const NEVER_SERVED: RegExp;
export declare const NOT_A_LANGUAGE_PATH: RegExp;
export declare const LANGUAGE_VARY: string;
export declare const TEXT_TYPES: string[];
export declare const LANGUAGE_COOKIE: string;
export declare const VERCEL_UNPREFIXED: string;
