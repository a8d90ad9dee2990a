/** @jest-environment node */
import { siteMessages } from '@/lib/copy/messages';
import { estimateFormat, estimateView, type EstimateLabels } from './estimate-view';
import { estimateDefaults, estimateFields } from './plan-estimate';
import { estimatePlans } from './plan-prices';
import { validateAll } from './validate';

// The messages as the site shows them (claims, policies and plan features filled in).
const en = siteMessages('en');
const pl = siteMessages('pl');

const labelsOf = (messages: typeof en): EstimateLabels => {
  const c = messages.pricingPage.estimator;
  return {
    ...c,
    planNames: Object.fromEntries(Object.entries(messages.pricingPage.plans).map(([id, plan]) => [id, plan.name])),
  };
};
const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('the estimator results panel', () => {
  it('reads the default hotel in English: 2,880 minutes, Scale cheapest at $609.20', () => {
    const view = estimateView(estimateDefaults, estimatePlans('en'), labelsOf(en), estimateFormat('en', 'USD'));
    expect(view.minutes).toContain('2,880');
    expect(view.minutesDetail).toContain('960');
    expect(view.cheapestLine).toContain('$609.20');
    expect(view.choose?.plan).toBe('scale');
    const scale = view.rows.find((row) => row.id === 'scale')!;
    expect(scale).toMatchObject({ cheapest: true, cost: '$609.20' });
    expect(scale.detail).toContain('380');
    expect(view.rows.filter((row) => row.cheapest)).toHaveLength(1);
    expect(view.rows.find((row) => row.id === 'enterprise')!.detail).toContain('50,000');
    expect(view.rows.find((row) => row.id === 'payg')!.detail).toBe('');
    expect(JSON.stringify(view)).not.toMatch(/\{\w+\}/);
  });

  it('reads it in Polish, in złoty and Polish number format', () => {
    const view = estimateView(estimateDefaults, estimatePlans('pl'), labelsOf(pl as unknown as typeof en), estimateFormat('pl', 'PLN'));
    expect(nbsp(view.minutes)).toMatch(/2 ?880/);
    expect(view.rows.every((row) => row.cost === labelsOf(pl as unknown as typeof en).custom || /zł$/.test(row.cost))).toBe(true);
    expect(JSON.stringify(view)).not.toMatch(/\{\w+\}/);
  });

  it('shows each plan’s concurrent-call limit and warns where the busiest hour exceeds it', () => {
    const view = estimateView({ calls: 10000, length: 5, chat: 0 }, estimatePlans('en'), labelsOf(en), estimateFormat('en', 'USD'));
    expect(view.peak).toContain('about 9 calls at once');
    const row = (id: string) => view.rows.find((r) => r.id === id)!;
    expect(row('starter').limit).toBe('calls at once: 2');
    expect(row('starter').warning).toBe('Too small for your busiest hour: you’ll need about 9 lines, and Starter handles 2.');
    expect(row('growth').warning).toBe('');
    expect(row('scale').limit).toBe('calls at once: 50');
    // The lowest price is only among plans that can take the busiest hour.
    expect(view.cheapestLine).toMatch(/^Lowest for this volume: (Growth|Scale)/);
    const polish = estimateView({ calls: 10000, length: 5, chat: 0 }, estimatePlans('pl'), labelsOf(pl), estimateFormat('pl', 'PLN'));
    expect(nbsp(polish.rows.find((r) => r.id === 'starter')!.warning)).toContain('potrzeba wtedy ok. 9 rozmów jednocześnie');
  });

  it('says what the estimate leaves out: telephony, numbers, SMS and the market’s tax', () => {
    expect(en.pricingPage.estimator.leavesOut).toMatch(/phone numbers.*carrier.*SMS.*sales tax where your state charges it/);
    expect(pl.pricingPage.estimator.leavesOut).toMatch(/numerów telefonów.*operatora.*SMS.*podatku.*VAT/);
  });

  it('is the same panel whether computed from the default figures (server) or from the form’s default text (browser)', () => {
    // The browser reuses the server's panel while the inputs hold the defaults; this is what it would compute itself.
    const defaults = Object.fromEntries(Object.entries(estimateDefaults).map(([k, v]) => [k, String(v)]));
    const { values, valid } = validateAll(estimateFields, defaults);
    expect(valid).toBe(true);
    for (const [locale, messages, currency] of [['en', en, 'USD'], ['pl', pl, 'PLN']] as const) {
      const labels = labelsOf(messages as unknown as typeof en);
      const fromText = estimateView({ calls: values.calls!, length: values.length!, chat: values.chat! }, estimatePlans(locale), labels, estimateFormat(locale, currency));
      expect(fromText).toEqual(estimateView(estimateDefaults, estimatePlans(locale), labels, estimateFormat(locale, currency)));
    }
  });
});
