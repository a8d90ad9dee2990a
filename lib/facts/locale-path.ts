import type { Locale } from '@/i18n/routing';

/** "/en/pricing/" -> "/pl/pricing/"; unprefixed paths get the prefix. */
export function swapLocale(pathname: string, locale: Locale): string {
  const rest = pathname.replace(/^\/(en|pl)(?=\/|$)/, '');
  const path = `/${locale}${rest.startsWith('/') ? rest : `/${rest}`}`;
  return path.endsWith('/') ? path : `${path}/`;
}

/** Locale of a locale-prefixed path, if any. */
export function localeOfPath(pathname: string): Locale | null {
  const match = /^\/(en|pl)(?:\/|$)/.exec(pathname);
  return match ? (match[1] as Locale) : null;
}
