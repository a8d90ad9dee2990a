import { defineRouting } from 'next-intl/routing';

export const locales = ['en', 'pl'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export const routing = defineRouting({
  locales,
  defaultLocale,
  // Always prefixed: the static export has no unprefixed localized pages.
  localePrefix: 'always',
  // The proxy applies the site's own language rule (lib/language.ts).
  localeDetection: false,
  localeCookie: false,
});

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
