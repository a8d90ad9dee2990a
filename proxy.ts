import { NextResponse, type NextRequest } from 'next/server';
import { chooseLanguage, LANGUAGE_KEY } from './lib/hosting/language-rule.mjs';
import { LANGUAGE_VARY, NEVER_SERVED, securityHeaders } from './lib/hosting/security-headers.mjs';
import { siteConfig } from './lib/site';

// Server mode only (NEXT_OUTPUT=server; a static export never runs it). The
// same rules as the static recipes (deploy/nginx.conf, scripts/serve/serve.mjs),
// checked against all three by tests/services/hosts.spec.ts:
// - host files, dotfiles and Next's internal 404 routes answer 404;
// - a page address without its trailing slash answers 308 to it (Next's own
//   trailing-slash redirect is off in server mode: it carries no headers);
// - unprefixed addresses go to the visitor's language: the stored choice
//   (cookie written by the language switcher), else Accept-Language starting
//   with "pl", else English.
// Redirects carry the security headers themselves (next.config headers() do
// not reach a proxy's own response) and are built from the encoded path, with
// leading slashes folded into one so a Location never names another host.

const headers = securityHeaders(siteConfig);

function redirect(request: NextRequest, location: string, status: 302 | 308, vary?: string) {
  // Next wants an absolute URL here and sends it as a path when the host is the request's own.
  const response = NextResponse.redirect(new URL(location, request.url), status);
  for (const { key, value } of headers) response.headers.set(key, value);
  if (vary) response.headers.set('Vary', vary);
  return response;
}

function decoded(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const safePath = `/${pathname.replace(/^\/+/, '')}`;
  const plain = decoded(pathname);
  if (plain === null || NEVER_SERVED.test(plain.replace(/\/{2,}/g, '/'))) {
    return NextResponse.rewrite(new URL('/en/__not-found__/', request.url));
  }

  const prefixed = /^\/(en|pl)(\/|$)/.test(safePath);
  if (prefixed) {
    return safePath.endsWith('/') ? NextResponse.next() : redirect(request, `${safePath}/${search}`, 308);
  }
  // The editors' CMS is one page in both languages (app/admin/[asset]/route.ts).
  if (safePath === '/admin' || safePath === '/admin/') return NextResponse.rewrite(new URL('/admin/index.html', request.url));

  const stored = request.cookies.get(LANGUAGE_KEY)?.value;
  const firstLanguage = (request.headers.get('accept-language') ?? '').split(',')[0]?.trim();
  const locale = chooseLanguage(stored, firstLanguage);
  const withSlash = safePath.endsWith('/') ? safePath : `${safePath}/`;
  return redirect(request, `/${locale}${withSlash}${search}`, 302, LANGUAGE_VARY);
}

export const config = {
  // Pages only: not Next's assets, not the lead service, not files with an extension (robots.txt, feeds, images).
  matcher: ['/((?!_next/|_vercel/|api/|.*\\..*).*)'],
};
