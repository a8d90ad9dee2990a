import { RECOVER_EXAMPLE_BOOKINGS, bookingValue, lostRevenue, lostRevenueDefaults } from '../calculators/lost-revenue';
import { plans } from '../site';

/**
 * The figures of a string, so an English text and its Polish twin can be
 * compared (lib/copy/figures.test.ts): every number a reader sees, as a
 * normalised token. Prices in dollars become zł by the site's own rule (the
 * configured plan prices of lib/site.ts: $29 ↔ 119 zł, $0.29 ↔ 1,19 zł…);
 * a dollar amount that is no plan price is compared by the ratio those plan
 * prices make. Times become the 24-hour clock ("10 p.m." = "22:00").
 * Placeholders ({name}), tags, URLs, e-mail addresses, paths, phone numbers
 * and country codes are not figures, nor is "24/7" (a way of saying „przez
 * całą dobę”).
 */

/** USD → zł pairs the site configures (monthly fees and per-minute prices). */
const planPrices: [number, number][] = plans.flatMap((plan) => [
  ...(plan.usdMonthly != null && plan.plnMonthly != null ? [[plan.usdMonthly, plan.plnMonthly] as [number, number]] : []),
  ...(plan.usdPerMinute != null && plan.plnPerMinute != null ? [[plan.usdPerMinute, plan.plnPerMinute] as [number, number]] : []),
]);

/**
 * Amounts the site configures per currency that are not a conversion of each
 * other: accepted as a pair (other amounts still go by the ratio) and left out
 * of the ratio. The lost-revenue calculator's default booking ($420 ↔ 1400 zł,
 * nights at each market's room rate), and the recover letter's month of them.
 */
const localPrices: [number, number][] = [
  [bookingValue.USD, bookingValue.PLN],
  [RECOVER_EXAMPLE_BOOKINGS * bookingValue.USD, RECOVER_EXAMPLE_BOOKINGS * bookingValue.PLN],
  // The lost-revenue estimator's example hotel (claims `exampleHotelMonthlyLoss`, `exampleHotelYearlyLoss`), a month and a year.
  ...(['lostMonthly', 'lostYearly'] as const).map((key): [number, number] => [
    lostRevenue({ ...lostRevenueDefaults, value: bookingValue.USD })[key],
    lostRevenue({ ...lostRevenueDefaults, value: bookingValue.PLN })[key],
  ]),
];

/** The lowest and highest zł-per-dollar ratio of the configured plan prices, with a 10% margin for rounding to a round price. */
const ratios = planPrices.filter(([usd]) => usd > 0).map(([usd, pln]) => pln / usd);
export const plnPerUsd = { min: Math.min(...ratios) * 0.9, max: Math.max(...ratios) * 1.1 };

const notFigures =
  /<[^>]*>|\{\s*\w+\s*,\s*\w+\s*,|=\d+\s*\{|\{\s*[\w.]+\s*\}|(?:https?:\/\/|mailto:|tel:)[^\s<>")]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?<![\p{L}\d])\/[\w\-/.#?=&%]+|\+?\d[\d \u00a0()-]{8,}\d|\+\d{1,3}\b|\b24\/7\b/gu;

function toNumber(raw: string, locale: 'en' | 'pl'): number {
  const text = raw.replace(/[\s\u00a0\u202f]/g, '');
  return locale === 'en' ? Number(text.replace(/,/g, '')) : Number(text.replace(/\./g, '').replace(',', '.'));
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The figures of one text, in order. Dollar amounts are returned as `$<usd>`, zł amounts as `zł<pln>`. */
export function figures(input: string, locale: 'en' | 'pl'): string[] {
  let text = input.replace(/\u2060/g, '').replace(notFigures, ' ');
  // "between 8 and 10 a.m.": both ends are times of the morning.
  if (locale === 'en') text = text.replace(/\b(\d{1,2})(\s?(?:and|to|–|-)\s?)(\d{1,2})(\s?[ap]\.?m\.?)/gi, '$1$4$2$3$4');
  const out: string[] = [];
  const number = locale === 'en' ? String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?` : String.raw`\d{1,3}(?:[ \u00a0]\d{3})+(?:,\d+)?|\d+(?:,\d+)?`;
  const pattern =
    locale === 'en'
      ? new RegExp(String.raw`(?:(\$)\s?(${number})(k\b)?|(${number})\s(dollars?)\b|PLN\s?(${number})|(${number})\s?(?:zł|PLN)(?![\p{L}]))|(\d{1,2})(?::(\d{2}))?\s?([ap])\.?m\.?(?![\p{L}])|(\d{1,2}):(\d{2})|(${number})`, 'giu')
      : new RegExp(String.raw`(\d{1,2})[:.](\d{2})(?!\d)|(${number})(?:[\s\u00a0]?(zł|PLN|USD)(?![\p{L}]))?`, 'giu');
  for (const match of text.matchAll(pattern)) {
    const m = (group: number) => match[group] ?? '';
    if (locale === 'en') {
      if (m(1)) out.push(`$${round(toNumber(m(2), 'en') * (m(3) ? 1000 : 1))}`);
      else if (m(4)) out.push(`$${round(toNumber(m(4), 'en'))}`);
      else if (m(6) || m(7)) out.push(`zł${round(toNumber(m(6) || m(7), 'en'))}`);
      else if (m(8)) {
        const hour = (Number(m(8)) % 12) + (m(10).toLowerCase() === 'p' ? 12 : 0);
        out.push(`${hour}:${m(9) || '00'}`);
      } else if (m(11)) out.push(`${Number(m(11))}:${m(12)}`);
      else out.push(String(round(toNumber(m(13), 'en'))));
    } else if (m(1)) out.push(`${Number(m(1))}:${m(2)}`);
    else if (m(4) === 'USD') out.push(`$${round(toNumber(m(3), 'pl'))}`);
    else out.push(m(4) ? `zł${round(toNumber(m(3), 'pl'))}` : String(round(toNumber(m(3), 'pl'))));
  }
  // Nothing costs nothing in every currency.
  return out.map((figure) => (/^(?:\$|zł)0$/.test(figure) ? '0' : figure));
}

/** Whether a dollar amount and a zł amount are the same price by the site's rule. */
export function samePrice(usd: number, pln: number): boolean {
  const plan = planPrices.find(([u]) => u === usd);
  if (plan) return plan[1] === pln;
  if (localPrices.some(([u, p]) => u === usd && p === pln)) return true;
  if (usd === 0) return pln === 0;
  const ratio = pln / usd;
  return ratio >= plnPerUsd.min && ratio <= plnPerUsd.max;
}

/**
 * What differs between the figures of an English text and its Polish twin:
 * numbers present on one side only (as many times as they are missing), and
 * prices with no counterpart by the conversion rule. Empty when they match.
 * `localPrices`: a story set in a different place per language (the sample
 * calls' US and Polish hotels charge their own local rates): each dollar
 * amount needs a zł amount, whatever its value.
 */
export function figureMismatch(en: string, pl: string, options: { localPrices?: boolean } = {}): string[] {
  const left = figures(en, 'en');
  const right = figures(pl, 'pl');
  // The same figure on both sides (in the same currency, if any) pairs first.
  const rest: string[] = [];
  for (const figure of left) {
    const at = right.indexOf(figure);
    if (at === -1) rest.push(figure);
    else right.splice(at, 1);
  }
  // Then each dollar amount takes a zł amount that is the same price by the site's rule.
  const problems: string[] = [];
  for (const figure of rest) {
    const usd = figure.startsWith('$') ? Number(figure.slice(1)) : null;
    const at = usd === null ? -1 : right.findIndex((twin) => twin.startsWith('zł') && (options.localPrices || samePrice(usd, Number(twin.slice(2)))));
    if (at !== -1) right.splice(at, 1);
    else problems.push(usd === null ? `${figure.replace(/^zł(.*)/, '$1 zł')} only in English` : `${figure} has no zł twin`);
  }
  for (const figure of right) problems.push(figure.startsWith('zł') ? `${figure.slice(2)} zł has no $ twin` : `${figure} only in Polish`);
  return problems;
}
