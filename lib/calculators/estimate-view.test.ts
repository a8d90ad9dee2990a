/** @jest-environment node */
import en from '@/messages/en.json';
import pl from '@/messages/pl.json';
import { estimateFormat, estimateView, type EstimateLabels } from './estimate-view';
import { estimateDefaults, estimateFields } from './plan-estimate';
import { estimatePlans } from './plan-prices';
import { validateAll } from './validate';

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
