import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaders } from './lib/security-headers.mjs';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

// Default: a static export in out/ for any static host or CDN.
// NEXT_OUTPUT=server builds for `next start` instead (proxy.ts runs, headers apply).
const serverMode = process.env.NEXT_OUTPUT === 'server';

/** @type {import('next').NextConfig} */
const nextConfig = {
  ...(serverMode
    ? {
        async headers() {
          return [{ source: '/:path*', headers: securityHeaders }];
        },
      }
    : { output: 'export' }),
  trailingSlash: true,
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
};

export default withNextIntl(nextConfig);
