import createNextIntlPlugin from 'next-intl/plugin';
import { IMMUTABLE_CACHE, adminHeaderOverrides, securityHeaders } from './lib/hosting/security-headers.mjs';
import { loadSite } from './scripts/lib/site-config.mjs';

const withNextIntl = createNextIntlPlugin('./lib/copy/request.ts');

// Default: a static export in out/ for any static host or CDN.
// NEXT_OUTPUT=server builds for `next start` instead (proxy.ts runs, headers apply).
const serverMode = process.env.NEXT_OUTPUT === 'server';

/** @type {import('next').NextConfig} */
const nextConfig = {
  ...(serverMode
    ? {
        // proxy.ts adds the trailing slash itself, with the security headers
        // (Next's own redirect carries none).
        skipTrailingSlashRedirect: true,
        // Route handlers that only server mode has (app/api/leads/route.server.ts).
        pageExtensions: ['tsx', 'ts', 'jsx', 'js', 'server.ts'],
        // The lead service's database and mail drivers load their own files at run time.
        serverExternalPackages: ['@electric-sql/pglite', 'pg', 'nodemailer'],
        // The same headers as out/_headers and vercel.json (lib/hosting/security-headers.mjs).
        async headers() {
          const { siteConfig } = await loadSite();
          return [
            { source: '/:path*', headers: securityHeaders(siteConfig) },
            // The CMS's own policy replaces the site's (the later entry wins for the same header).
            { source: '/admin/:path*', headers: adminHeaderOverrides(siteConfig) },
            { source: '/_next/static/:path*', headers: [{ key: 'Cache-Control', value: IMMUTABLE_CACHE }] },
            // Next's metadata route names no charset; the static hosts do.
            { source: '/sitemap.xml', headers: [{ key: 'Content-Type', value: 'application/xml; charset=utf-8' }] },
            { source: '/robots.txt', headers: [{ key: 'Content-Type', value: 'text/plain; charset=utf-8' }] },
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
