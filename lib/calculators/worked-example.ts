import type { Locale } from '@/i18n/routing';
import { formatNumber } from '@/lib/facts/format';
import { calculatorDefaults, calculators, type CalculatorId } from './index';
import { formatOutput, type OutputFormat, type UnitLabels } from './format';

/**
 * The figures of the worked example, computed from the defaults with the same
 * formula and printed like the results, so the text can never disagree with
 * the calculator: every input by its key, every result by its key.
 */
export function workedExample(id: CalculatorId, locale: Locale, currency: 'USD' | 'PLN', units: UnitLabels): Record<string, string> {
  const definition = calculators[id];
  const values = Object.fromEntries(Object.entries(calculatorDefaults(id, currency)).map(([key, value]) => [key, Number(value)]));
  const result = definition.compute(values);
  const vars: Record<string, string> = {};
  for (const field of definition.fields) vars[field.key] = formatOutput(locale, currency, values[field.key] ?? 0, field.unit, units);
  const formats = new Map<string, OutputFormat>(
    [...definition.outputs, ...('exampleOnly' in definition ? definition.exampleOnly : [])].map((output) => [output.key, output.format]),
  );
  for (const [key, value] of Object.entries(result)) {
    vars[key] = formats.has(key) ? formatOutput(locale, currency, value, formats.get(key)!, units) : formatNumber(locale, value, 1);
  }
  return vars;
}
