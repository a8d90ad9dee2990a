import createNextIntlPlugin from 'next-intl/plugin';
import { IMMUTABLE_CACHE, securityHeaders } from './lib/security-headers.mjs';
import { loadSite } from './scripts/site-config.mjs';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

// Default: a static export in out/ for any static host or CDN.
// NEXT_OUTPUT=server builds for `next start` instead (proxy.ts runs, headers apply).
const serverMode = process.env.NEXT_OUTPUT === 'server';

/** @type {import('next').NextConfig} */
const nextConfig = {
  ...(serverMode
    ? {
        // The same headers as out/_headers and vercel.json (lib/security-headers.mjs).
        async headers() {
          const { siteConfig } = await loadSite();
          return [
            { source: '/:path*', headers: securityHeaders(siteConfig) },
            { source: '/_next/static/:path*', headers: [{ key: 'Cache-Control', value: IMMUTABLE_CACHE }] },
          ];
        },
      }
    : { output: 'export' }),
  trailingSlash: true,
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
};

export default withNextIntl(nextConfig);
