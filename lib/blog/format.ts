import type { Locale } from '@/i18n/routing';

const intlLocale: Record<Locale, string> = { en: 'en-US', pl: 'pl-PL' };

/** "March 14, 2026" / "14 marca 2026", formatted at build time. */
export function formatPostDate(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}
