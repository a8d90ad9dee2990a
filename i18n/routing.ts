import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from './locales';

export { defaultLocale, isLocale, locales, type Locale } from './locales';

export const routing = defineRouting({
  locales,
  defaultLocale,
  // Always prefixed: the static export has no unprefixed localized pages.
  localePrefix: 'always',
  // The proxy applies the site's own language rule (lib/hosting/language-rule.mjs).
  localeDetection: false,
  localeCookie: false,
});
