import type { Locale } from '@/i18n/routing';
import type { Plan } from './site';

/** Currency of prices on each locale's pages: USD in English, zł in Polish. */
export const currencyOf: Record<Locale, 'USD' | 'PLN'> = { en: 'USD', pl: 'PLN' };
const intlLocale: Record<Locale, string> = { en: 'en-US', pl: 'pl-PL' };

/** "$149", "$0.29", "599 zł", "1,19 zł" (no decimals for whole amounts). */
export function formatMoney(locale: Locale, amount: number, currency: 'USD' | 'PLN' = currencyOf[locale]): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(intlLocale[locale], {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

/** "2,500" / "2 500" (Polish groups from five digits, as Intl does). */
export function formatNumber(locale: Locale, value: number, maximumFractionDigits = 0): string {
  return new Intl.NumberFormat(intlLocale[locale], { maximumFractionDigits }).format(value);
}

/** "5%" / "5%" with locale digits. */
export function formatPercent(locale: Locale, share: number): string {
  return new Intl.NumberFormat(intlLocale[locale], { style: 'percent', maximumFractionDigits: 1 }).format(share);
}

/** A plan's monthly and per-minute prices in the locale's currency (null where the plan has none). */
export function planPrices(plan: Plan, locale: Locale): { monthly: number | null; perMinute: number | null } {
  const usd = locale === 'en';
  return {
    monthly: usd ? plan.usdMonthly : plan.plnMonthly,
    perMinute: (usd ? plan.usdPerMinute : plan.plnPerMinute) ?? null,
  };
}
