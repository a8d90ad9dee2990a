/** @jest-environment node */
import { fillPlaceholders } from '@/lib/copy/copy';
import { siteMessages } from '@/lib/copy/messages';
import { workedExample } from './worked-example';

/** The numbers a reader sees in a printed text, in order ("$9,000" → 9000, "7 200 zł" → 7200, "2,5" → 2.5). */
function printedNumbers(text: string, locale: 'en' | 'pl'): number[] {
  const plain = text.replace(/[\u00a0\u202f\u2060]/g, ' ');
  const pattern = locale === 'en' ? /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g : /\d{1,3}(?: \d{3})+(?:,\d+)?|\d+(?:,\d+)?/g;
  return (plain.match(pattern) ?? []).map((n) => Number(locale === 'en' ? n.replace(/,/g, '') : n.replace(/ /g, '').replace(',', '.')));
}

describe.each(['en', 'pl'] as const)('the worked examples compute exactly what they print (%s)', (locale) => {
  const messages = siteMessages(locale);
  const currency = locale === 'en' ? 'USD' : 'PLN';

  it('Florida ROI: every step multiplies out from the figures printed before it', () => {
    const text = fillPlaceholders(messages.floridaRoiPage.example, workedExample('floridaRoi', locale, 'USD', messages.calculators.units));
    expect(text).not.toMatch(/\{\w+\}/);
    // leads × missed% = missed leads; × close% = lost deals; × commission = lost; × recovery% = recovered, ÷ 30 = per day; cost; payback days; return; deals a year
    const [leads, missed, missedLeads, close, lostDeals, commission, lost, recovery, recovered, perDay, cost, payback, multiple, perYear] = printedNumbers(text, locale) as number[];
    expect((leads! * missed!) / 100).toBe(missedLeads);
    expect((missedLeads! * close!) / 100).toBe(lostDeals);
    expect(lostDeals! * commission!).toBe(lost);
    expect((lost! * recovery!) / 100).toBe(recovered);
    expect(recovered! / 30).toBe(perDay);
    expect(Math.ceil(cost! / perDay!)).toBe(payback);
    expect(Math.floor(recovered! / cost!)).toBe(multiple);
    expect(Math.round((lostDeals! * recovery! * 12) / 100)).toBe(perYear);
  });

  it('the pricing estimator: calls, minutes, overage and total add up', () => {
    // EstimatorSection fills the template the same way; here the figures it prints are checked against each other.
    const { estimateDefaults, estimate } = jest.requireActual('./plan-estimate') as typeof import('./plan-estimate');
    const { estimatePlans } = jest.requireActual('./plan-prices') as typeof import('./plan-prices');
    const plans = estimatePlans(locale);
    const result = estimate(estimateDefaults, plans);
    const best = plans.find((p) => p.id === result.cheapest)!;
    const cost = result.plans.find((p) => p.id === result.cheapest)!;
    expect(cost.cost).toBe(Math.round(((best.monthly ?? 0) + cost.overageMinutes * (best.perMinute ?? 0)) * 100) / 100);
    expect(cost.overageMinutes).toBe(result.billableMinutes - (best.included ?? 0));
    expect(result.billableMinutes).toBe(result.voiceCalls * estimateDefaults.length);
    expect(currency).toMatch(/USD|PLN/);
  });
});
