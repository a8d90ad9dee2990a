import { plans } from '../site';

/**
 * The figures of a string, so an English text and its Polish twin can be
 * compared (lib/pairing/figures.test.ts): every number a reader sees, as a
 * normalised token. Prices in dollars become zł by the site's own rule (the
 * configured plan prices of lib/site.ts: $29 ↔ 119 zł, $0.29 ↔ 1,19 zł…);
 * a dollar amount that is no plan price is compared by the ratio those plan
 * prices make. Times become the 24-hour clock ("10 p.m." = "22:00").
 * Placeholders ({name}), tags, URLs, e-mail addresses and paths are not figures.
 */

/** USD → zł pairs the site configures (monthly fees and per-minute prices). */
const planPrices: [number, number][] = plans.flatMap((plan) => [
  ...(plan.usdMonthly != null && plan.plnMonthly != null ? [[plan.usdMonthly, plan.plnMonthly] as [number, number]] : []),
  ...(plan.usdPerMinute != null && plan.plnPerMinute != null ? [[plan.usdPerMinute, plan.plnPerMinute] as [number, number]] : []),
]);

/** The lowest and highest zł-per-dollar ratio of the configured plan prices, with a 10% margin for rounding to a round price. */
const ratios = planPrices.filter(([usd]) => usd > 0).map(([usd, pln]) => pln / usd);
export const plnPerUsd = { min: Math.min(...ratios) * 0.9, max: Math.max(...ratios) * 1.1 };

const notFigures =
  /<[^>]*>|\{\s*\w+\s*,\s*\w+\s*,|=\d+\s*\{|\{\s*[\w.]+\s*\}|(?:https?:\/\/|mailto:|tel:)[^\s<>")]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?<![\p{L}\d])\/[\w\-/.#?=&%]+|\+?\d[\d ()-]{8,}\d/gu;

export interface Figure {
  /** What is compared: "35", "22:00", "zł119". */
  token: string;
}

function toNumber(raw: string, locale: 'en' | 'pl'): number {
  const text = raw.replace(/[\s\u00a0\u202f]/g, '');
  return locale === 'en' ? Number(text.replace(/,/g, '')) : Number(text.replace(/\./g, '').replace(',', '.'));
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The figures of one text, in order. Dollar amounts are returned as `$<usd>`, zł amounts as `zł<pln>`. */
export function figures(input: string, locale: 'en' | 'pl'): string[] {
  const text = input.replace(notFigures, ' ').replace(/\u2060/g, '');
  const out: string[] = [];
  const number = locale === 'en' ? String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?` : String.raw`\d{1,3}(?:[ \u00a0]\d{3})+(?:,\d+)?|\d+(?:,\d+)?`;
  const pattern =
    locale === 'en'
      ? new RegExp(String.raw`(\$)\s?(${number})(k\b)?|(\d{1,2})(?::(\d{2}))?\s?([ap])\.?m\.?(?![\p{L}])|(\d{1,2}):(\d{2})|(${number})`, 'giu')
      : new RegExp(String.raw`(\d{1,2})[:.](\d{2})(?!\d)|(${number})(?:[\s\u00a0]?(zł|PLN))?`, 'giu');
  for (const m of text.matchAll(pattern)) {
    if (locale === 'en') {
      if (m[1]) out.push(`$${round(toNumber(m[2], 'en') * (m[3] ? 1000 : 1))}`);
      else if (m[4]) {
        const hour = (Number(m[4]) % 12) + (m[6].toLowerCase() === 'p' ? 12 : 0);
        out.push(`${hour}:${m[5] ?? '00'}`);
      } else if (m[7]) out.push(`${Number(m[7])}:${m[8]}`);
      else out.push(String(round(toNumber(m[9], 'en'))));
    } else if (m[1]) out.push(`${Number(m[1])}:${m[2]}`);
    else out.push(m[4] ? `zł${round(toNumber(m[3], 'pl'))}` : String(round(toNumber(m[3], 'pl'))));
  }
  return out;
}

/** Whether a dollar amount and a zł amount are the same price by the site's rule. */
export function samePrice(usd: number, pln: number): boolean {
  const plan = planPrices.find(([u]) => u === usd);
  if (plan) return plan[1] === pln;
  if (usd === 0) return pln === 0;
  const ratio = pln / usd;
  return ratio >= plnPerUsd.min && ratio <= plnPerUsd.max;
}

/**
 * What differs between the figures of an English text and its Polish twin:
 * numbers present on one side only (as many times as they are missing), and
 * prices with no counterpart by the conversion rule. Empty when they match.
 */
export function figureMismatch(en: string, pl: string): string[] {
  const left = figures(en, 'en');
  const right = figures(pl, 'pl');
  // Prices first: each dollar amount takes a zł amount that is the same price.
  const dollars = left.filter((f) => f.startsWith('$')).map((f) => Number(f.slice(1)));
  const zlotys = right.filter((f) => f.startsWith('zł')).map((f) => Number(f.slice(2)));
  const problems: string[] = [];
  for (const usd of dollars) {
    const at = zlotys.findIndex((pln) => samePrice(usd, pln));
    if (at === -1) problems.push(`$${usd} has no zł twin`);
    else zlotys.splice(at, 1);
  }
  for (const pln of zlotys) problems.push(`${pln} zł has no $ twin`);
  const plain = (list: string[]) => list.filter((f) => !f.startsWith('$') && !f.startsWith('zł'));
  const rest = plain(right);
  for (const figure of plain(left)) {
    const at = rest.indexOf(figure);
    if (at === -1) problems.push(`${figure} only in English`);
    else rest.splice(at, 1);
  }
  for (const figure of rest) problems.push(`${figure} only in Polish`);
  return problems;
}
