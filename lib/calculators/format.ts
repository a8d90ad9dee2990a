/** How the calculators print their results (pure, shared by the form and the server-rendered method). */
import { numberFormat } from '@/lib/facts/format';

export type OutputFormat = 'money' | 'count' | 'percent' | 'days' | 'multiple';

export interface UnitLabels {
  /** "# day" / "# days" by plural category (Polish: one, few, many, other). */
  days: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
  lessThanADay: string;
  notReached: string;
  /** A return of 10x or more, in words: "{n} times its cost". */
  times: string;
}

const intlLocale = { en: 'en-US', pl: 'pl-PL' } as const;
export type CalculatorLocale = keyof typeof intlLocale;

const plurals = new Map<string, Intl.PluralRules>();
const pluralRules = (tag: string) => plurals.get(tag) ?? plurals.set(tag, new Intl.PluralRules(tag)).get(tag)!;

export function formatOutput(locale: CalculatorLocale, currency: 'USD' | 'PLN', value: number, kind: OutputFormat, units: UnitLabels): string {
  const tag = intlLocale[locale];
  const whole = (n: number) => numberFormat(tag, { maximumFractionDigits: 0 }).format(n);
  switch (kind) {
    case 'money':
      return numberFormat(tag, { style: 'currency', currency, maximumFractionDigits: 0 }).format(value);
    case 'percent':
      return numberFormat(tag, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
    case 'count':
      // Deals and bookings are whole things: whole numbers from 1 up, one decimal below.
      return value >= 1 || value === 0 ? whole(value) : numberFormat(tag, { maximumFractionDigits: 1 }).format(value);
    case 'days': {
      if (!Number.isFinite(value)) return units.notReached;
      if (value < 1) return units.lessThanADay;
      const days = Math.ceil(value);
      const form = pluralRules(tag).select(days);
      return (units.days[form] ?? units.days.other).replace('#', whole(days));
    }
    case 'multiple':
      // Above 10x a percentage (1,083%) means nothing to a reader: say "11 times its cost".
      if (value >= 10) return units.times.replace('{n}', whole(value));
      return numberFormat(tag, { style: 'percent', maximumFractionDigits: 0 }).format(value - 1);
  }
}

/** Every output of a calculator's result as its results panel prints it, by key. */
export function formatResults(
  locale: CalculatorLocale,
  currency: 'USD' | 'PLN',
  outputs: readonly { key: string; format: OutputFormat }[],
  result: Record<string, number>,
  units: UnitLabels,
): Record<string, string> {
  return Object.fromEntries(outputs.map((output) => [output.key, formatOutput(locale, currency, result[output.key] ?? 0, output.format, units)]));
}
