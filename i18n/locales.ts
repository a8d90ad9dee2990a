// The site's languages, with no dependency: client components import these
// from here (importing next-intl's routing into a client bundle would ship
// its message-format parser, ~13 KB gzip).
export const locales = ['en', 'pl'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
