import type { Locale } from '@/i18n/routing';
import type { Plan } from '@/lib/site';

/** Currency of each language's prices (spec 3: USD in English, zł in Polish). */
export const currencyOf: Record<Locale, 'USD' | 'PLN'> = { en: 'USD', pl: 'PLN' };

/** "$149", "599 zł", "$0.29", "1,19 zł". */
export function formatMoney(locale: Locale, amount: number): string {
  return new Intl.NumberFormat(locale === 'pl' ? 'pl-PL' : 'en-US', {
    style: 'currency',
    currency: currencyOf[locale],
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

export function formatNumber(locale: Locale, value: number): string {
  return new Intl.NumberFormat(locale === 'pl' ? 'pl-PL' : 'en-US').format(value);
}

/** A plan's monthly price in the page's currency (null for custom / per-minute plans). */
export function monthlyPrice(locale: Locale, plan: Plan): number | null {
  return locale === 'pl' ? plan.plnMonthly : plan.usdMonthly;
}

export function perMinutePrice(locale: Locale, plan: Plan): number | undefined {
  return locale === 'pl' ? plan.plnPerMinute : plan.usdPerMinute;
}
