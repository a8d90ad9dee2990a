import { NextResponse, type NextRequest } from 'next/server';
import { chooseLanguage, LANGUAGE_KEY } from './lib/language-rule.mjs';

// Server mode only (NEXT_OUTPUT=server; a static export never runs it):
// unprefixed requests go to the visitor's language: the stored choice
// (cookie written by the language switcher), else Accept-Language starting
// with "pl", else English.
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (/^\/(en|pl)(\/|$)/.test(pathname)) return NextResponse.next();

  const stored = request.cookies.get(LANGUAGE_KEY)?.value;
  const firstLanguage = (request.headers.get('accept-language') ?? '').split(',')[0]?.trim();
  const locale = chooseLanguage(stored, firstLanguage);

  const url = new URL(`/${locale}${pathname}${search}`, request.url);
  const response = NextResponse.redirect(url, 307);
  response.headers.set('Vary', 'Accept-Language, Cookie');
  return response;
}

export const config = {
  // Pages only: not Next's assets, not files with an extension (robots.txt, feeds, images).
  matcher: ['/((?!_next|_vercel|.*\\..*).*)'],
};
