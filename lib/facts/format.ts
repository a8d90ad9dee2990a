import type { Locale } from '@/i18n/routing';
import type { Plan } from '../site';

/** Currency of prices on each locale's pages: USD in English, zł in Polish. */
export const currencyOf: Record<Locale, 'USD' | 'PLN'> = { en: 'USD', pl: 'PLN' };
const intlLocale: Record<Locale, string> = { en: 'en-US', pl: 'pl-PL' };

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * One Intl.NumberFormat per language and options, built on first use. Building one
 * loads the language's number data and costs far more than formatting with it (about
 * a millisecond each on a mid-range phone); the pricing estimator formats a dozen
 * figures on every render, hydration included.
 */
export function numberFormat(tag: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${tag} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(tag, options)));
  return format;
}

/** "$149", "$0.29", "599 zł", "1,19 zł" (no decimals for whole amounts). */
export function formatMoney(locale: Locale, amount: number, currency: 'USD' | 'PLN' = currencyOf[locale]): string {
  const whole = Number.isInteger(amount);
  return numberFormat(intlLocale[locale], {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

/** A rate that may run below a cent, with every configured decimal: "$0.0085", "0,04 zł", "$1.15". */
export function formatRate(locale: Locale, amount: number, currency: 'USD' | 'PLN' = currencyOf[locale]): string {
  if (Number.isInteger(amount)) return formatMoney(locale, amount, currency);
  return numberFormat(intlLocale[locale], { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(amount);
}

/** "2,500" / "2 500" (Polish groups from five digits, as Intl does). */
export function formatNumber(locale: Locale, value: number, maximumFractionDigits = 0): string {
  return numberFormat(intlLocale[locale], { maximumFractionDigits }).format(value);
}

/** "5%" / "5%" with locale digits. */
export function formatPercent(locale: Locale, share: number): string {
  return numberFormat(intlLocale[locale], { style: 'percent', maximumFractionDigits: 1 }).format(share);
}

/** A plan's monthly and per-minute prices in the locale's currency (null where the plan has none). */
export function planPrices(plan: Plan, locale: Locale): { monthly: number | null; perMinute: number | null } {
  const usd = locale === 'en';
  return {
    monthly: usd ? plan.usdMonthly : plan.plnMonthly,
    perMinute: (usd ? plan.usdPerMinute : plan.plnPerMinute) ?? null,
  };
}

/** A 24-hour "HH:MM" clock time as people write it: "11:04 p.m." / "7 a.m." in English, "23:04" / "7:42" in Polish. */
export function formatClock(locale: Locale, time: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) throw new Error(`Not an HH:MM time: "${time}"`);
  const hours = Number(match[1]);
  const minutes = match[2];
  if (locale === 'pl') return `${hours}:${minutes}`;
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}${minutes === '00' ? '' : `:${minutes}`} ${hours < 12 ? 'a.m.' : 'p.m.'}`;
}

/** A call length or an offset into a call: "3:12", "0:21". */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
