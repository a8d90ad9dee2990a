// Response headers for every page, from one source: the local static server
// (scripts/serve.mjs) and server mode (next.config.mjs) both apply them.

/** @type {Array<{ key: string, value: string }>} */
export const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
];
