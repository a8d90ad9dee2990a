import { floridaRoi, floridaRoiDefaults, floridaRoiFields, type FloridaRoiInput } from './florida-roi';
import { bookingValue, lostRevenue, lostRevenueDefaults, lostRevenueFields, type LostRevenueInput } from './lost-revenue';
import type { OutputFormat } from './format';
import type { FieldSpec } from './validate';

export type { OutputFormat } from './format';

export interface CalculatorDefinition {
  fields: readonly FieldSpec[];
  compute: (values: Record<string, number>) => Record<string, number>;
  outputs: readonly { key: string; format: OutputFormat }[];
  /** Output shown large as the headline result. */
  headline: string;
  /** Figures only the worked example prints, with their format. */
  exampleOnly?: readonly { key: string; format: OutputFormat }[];
}

/** The calculators, by id: inputs, formula and outputs. */
export const calculators = {
  lostRevenue: {
    fields: lostRevenueFields,
    compute: (values) => lostRevenue(values as unknown as LostRevenueInput),
    outputs: [
      { key: 'lostMonthly', format: 'money' },
      { key: 'lostYearly', format: 'money' },
      { key: 'missedEnquiries', format: 'count' },
      { key: 'lostBookings', format: 'count' },
    ],
    headline: 'lostMonthly',
  },
  floridaRoi: {
    fields: floridaRoiFields,
    compute: (values) => floridaRoi(values as unknown as FloridaRoiInput),
    outputs: [
      { key: 'recovered', format: 'money' },
      { key: 'paybackDays', format: 'days' },
      { key: 'returnMultiple', format: 'multiple' },
      { key: 'dealsPerYear', format: 'count' },
      { key: 'lostRevenue', format: 'money' },
      { key: 'net', format: 'money' },
    ],
    headline: 'recovered',
    exampleOnly: [{ key: 'recoveredPerDay', format: 'money' }],
  },
} satisfies Record<string, CalculatorDefinition>;

export type CalculatorId = keyof typeof calculators;

/** Default inputs as the strings the form starts with (booking value per currency). */
export function calculatorDefaults(id: CalculatorId, currency: 'USD' | 'PLN'): Record<string, string> {
  const values: Record<string, number> =
    id === 'lostRevenue' ? { ...lostRevenueDefaults, value: bookingValue[currency] } : { ...floridaRoiDefaults };
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]));
}
