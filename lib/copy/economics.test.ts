/**
 * @jest-environment node
 */
import en from '@/messages/en.json';
import pl from '@/messages/pl.json';
import { floridaRoi, floridaRoiDefaults } from '../calculators/florida-roi';
import { bookingValue } from '../calculators/lost-revenue';
import { formatMoney, planPrices } from '../facts/format';
import { plans } from '../site';
import { claims } from './claims';
import { siteMessages } from './messages';
import { planNames } from './plan-features';
import { policyClaims } from './policies';

/**
 * "Every sentence a buyer can hold us to": a sentence that compares a plan's
 * cost with a booking, a payback or a saving is built from the numbers the
 * estimator and the calculators use (placeholders filled by `siteMessages()`),
 * and copy that speaks of the plan fee says what it leaves out in the
 * estimator's words (`{costLeavesOut}`).
 */
type Tree = { [key: string]: string | Tree | Tree[] | string[] };

function flatten(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (tree && typeof tree === 'object') {
    return Object.entries(tree as Tree).flatMap(([key, value]) => flatten(value, prefix ? `${prefix}.${key}` : key));
  }
  return [];
}

const locales = ['en', 'pl'] as const;
const source = { en, pl };

/** A plan's cost set against a booking, or the fee called the whole cost, written as an assertion. */
const freeStandingComparison =
  /costs? less than (?:a|one|a single)\b.*booking|all there is to earn back|mniej niż (?:jedna|pojedyncza) .*rezerwacj|odrobić trzeba tylko opłatę/i;
/** A payback written with its number instead of `{feeBackDays}`. */
const literalPayback = /(?:earn\w*|pays? for itself)\b[^.]*\bwithin \d+ days|zwraca się (?:zwykle |najczęściej )?(?:w|w ciągu) \d+ dni/i;
/** Any sentence setting a plan's fee against a booking. */
const feeVersusBooking = /less than (?:a|one|a single)?\s?(?:average )?booking|mniej niż (?:jedna |średnia )?rezerwacj/i;

const byKey = (locale: 'en' | 'pl', key: string) => flatten(siteMessages(locale)).find(([path]) => path === key)![1];
/** Typography (lib/copy/typography.ts) may turn spaces into no-break spaces in Polish. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2060/g, '');

describe('economic promises come from the calculators', () => {
  it.each(locales)('no %s message states a plan-cost comparison or payback literally', (locale) => {
    const asWritten = flatten(source[locale]).filter(([, text]) => freeStandingComparison.test(text) || literalPayback.test(text));
    // Shown: the placeholders' values may say a payback ("within 10 days"), but never the free-standing comparison.
    const asShown = flatten(siteMessages(locale)).filter(([, text]) => freeStandingComparison.test(plain(text)));
    expect([...asWritten, ...asShown].map(([path]) => path)).toEqual([]);
  });

  /** A message with the policies it includes (`{policy.roiStory}`…) written out: the paragraph a reader sees, placeholders kept. */
  const asParagraph = (locale: 'en' | 'pl', text: string) =>
    text.replace(/\{policy\.(\w+)\}/g, (match, key: string) => (source[locale].policy as Record<string, string>)[key] ?? match);
  const timesSaid = (text: string, part: string) => text.split(part).length - 1;

  it.each(locales)('every %s fee-versus-booking sentence takes both figures from placeholders, and its paragraph says what the fee leaves out', (locale) => {
    const comparisons = flatten(source[locale]).filter(([, text]) => feeVersusBooking.test(text));
    expect(comparisons.length).toBeGreaterThan(0);
    for (const [, text] of comparisons) {
      expect(text).toContain('{popularFee}');
      expect(text).toContain('{defaultBookingValue}');
      // Beside the fee, in the same paragraph: in the sentence itself or in the ROI story it tells.
      expect(timesSaid(asParagraph(locale, text), '{costLeavesOut}')).toBeGreaterThanOrEqual(1);
    }
  });

  it.each(locales)('the %s recover letter’s cost paragraph says what the fee leaves out once, not once per fee figure', (locale) => {
    const paragraph = asParagraph(locale, source[locale].recoverPage.sections[2]!.paragraphs[0]!);
    expect(paragraph).toContain('{popularFee}');
    expect(paragraph).toContain('{feeBackDays}');
    expect(timesSaid(paragraph, '{costLeavesOut}')).toBe(1);
    expect(timesSaid(asParagraph('en', 'The fee doesn’t cover extra minutes, {costLeavesOut}. {policy.roiStory}'), '{costLeavesOut}')).toBe(2);
  });

  it('the most popular plan’s fee really is below the calculator’s default booking, in both currencies', () => {
    const popular = plans.find((plan) => plan.highlighted)!;
    expect(popular).toBeDefined();
    expect(planPrices(popular, 'en').monthly!).toBeLessThan(bookingValue.USD);
    expect(planPrices(popular, 'pl').monthly!).toBeLessThan(bookingValue.PLN);
  });

  it.each(locales)('the %s comparison sentence shows the recomputed fee, booking value and what the fee leaves out', (locale) => {
    const popular = plans.find((plan) => plan.highlighted)!;
    const fee = formatMoney(locale, planPrices(popular, locale).monthly!);
    const booking = formatMoney(locale, bookingValue[locale === 'en' ? 'USD' : 'PLN']);
    expect(claims.popularFee[locale]).toBe(fee);
    expect(claims.defaultBookingValue[locale]).toBe(booking);
    const sentence = plain(byKey(locale, 'recoverPage.sections.2.paragraphs.0'));
    expect(sentence).toContain(plain(fee));
    expect(sentence).toContain(plain(booking));
    expect(sentence).toContain(planNames[popular.id]);
    expect(sentence).toContain(plain(policyClaims().costLeavesOut![locale]));
    expect(sentence).not.toMatch(/\{\w+\}/);
  });

  it.each(locales)('the %s estimator says what the fee leaves out in the register’s words', (locale) => {
    const leavesOut = plain(policyClaims().costLeavesOut![locale]);
    expect(plain(byKey(locale, 'pricingPage.estimator.leavesOut'))).toContain(leavesOut);
  });

  it.each(locales)('the %s payback figures are the ROI claim’s (window ÷ multiple)', (locale) => {
    const roiPercent = Number(claims.roi[locale].replace('%', ''));
    const window = Number(claims.roiWindowDays[locale]);
    const days = String(Math.ceil(window / (roiPercent / 100)));
    expect(claims.feeBackDays[locale]).toBe(days);
    // An agency's figure is the ROI calculator's own example (its defaults, rounded up as it prints them), not the hotel's.
    const agencyDays = String(Math.ceil(floridaRoi(floridaRoiDefaults).paybackDays));
    expect(claims.agencyFeeBackDays[locale]).toBe(agencyDays);
    for (const key of ['realEstatePage.stats.3.value']) {
      expect(plain(byKey(locale, key))).toBe(`${agencyDays} ${locale === 'en' ? 'days' : 'dni'}`);
    }
    // The stat's label says the figure counts the plan fee alone, and what comes on top (claims `feeCaveat`).
    for (const key of ['realEstatePage.stats.3.label', 'industriesPage.stats.3.label']) {
      expect(plain(byKey(locale, key))).toContain(plain(claims.feeCaveat[locale]));
    }
  });

  /** A sentence that says a payback (`{feeBackDays}`) without what the estimate leaves out; stat values, labels and titles are too short to carry it. */
  const paybackWithoutLeavesOut = (path: string, text: string) => !/\.(?:value|label|title)$/.test(path) && text.includes('{feeBackDays}') && !text.includes('{costLeavesOut}');

  it('catches a planted payback sentence that does not say what it leaves out', () => {
    expect(paybackWithoutLeavesOut('pages.recover175k.intro', 'A month’s fee is usually earned back within {feeBackDays} days.')).toBe(true);
    expect(paybackWithoutLeavesOut('policy.roiStory', `${en.policy.roiStory}`)).toBe(false);
  });

  it.each(locales)('the %s ROI story is computed from the claims and says what the estimate leaves out; every payback sentence is that story', (locale) => {
    const story = plain(siteMessages(locale).policy.roiStory);
    expect(story).toContain(claims.roi[locale]);
    expect(story).toContain(`${claims.roiWindowDays[locale]} ${locale === 'en' ? 'days' : 'dniach'}`);
    expect(story).toContain(`${claims.feeBackDays[locale]} ${locale === 'en' ? 'days' : 'dni'}`);
    expect(story).toContain(plain(policyClaims().costLeavesOut![locale]));
    expect(story).not.toMatch(/\{\w+\}/);
    expect(flatten(source[locale]).filter(([path, text]) => paybackWithoutLeavesOut(path, text)).map(([path]) => path)).toEqual([]);
  });
});
