/** Input rules and validation shared by the calculators (pure, unit-tested). */

export interface FieldSpec {
  key: string;
  min: number;
  max: number;
  /** Whole numbers only (counts). */
  integer?: boolean;
  /** What the number is, for printing it in the worked example. */
  unit?: 'count' | 'percent' | 'money';
}

export type FieldError = { code: 'required' } | { code: 'notNumber' } | { code: 'notInteger' } | { code: 'min'; limit: number } | { code: 'max'; limit: number };

/** Parses what a visitor typed: "1 500", "1,500" (en), "2,5" (pl decimal comma), "12.5". */
export function parseNumber(raw: string): number | null {
  const text = raw.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (text === '') return null;
  let normalised = text;
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) normalised = text.replace(/,/g, ''); // 1,500 or 1,500.5
  else if (/^-?\d+,\d+$/.test(text)) normalised = text.replace(',', '.'); // 2,5
  if (!/^-?\d+(\.\d+)?$/.test(normalised) && !/^-?\.\d+$/.test(normalised)) return Number.NaN;
  return Number(normalised);
}

export function validateField(spec: FieldSpec, raw: string): { value: number } | { error: FieldError } {
  const value = parseNumber(raw);
  if (value === null) return { error: { code: 'required' } };
  if (Number.isNaN(value)) return { error: { code: 'notNumber' } };
  if (value < spec.min) return { error: { code: 'min', limit: spec.min } };
  if (value > spec.max) return { error: { code: 'max', limit: spec.max } };
  if (spec.integer && !Number.isInteger(value)) return { error: { code: 'notInteger' } };
  return { value };
}

/** Validates every field; `values` is complete only when `errors` is empty. */
export function validateAll(specs: readonly FieldSpec[], raw: Record<string, string>) {
  const values: Record<string, number> = {};
  const errors: Record<string, FieldError> = {};
  for (const spec of specs) {
    const result = validateField(spec, raw[spec.key] ?? '');
    if ('error' in result) errors[spec.key] = result.error;
    else values[spec.key] = result.value;
  }
  return { values, errors, valid: Object.keys(errors).length === 0 };
}

/** The longest value a field keeps from the address or the page (a number never needs more). */
export const MAX_INPUT_LENGTH = 32;

/** Reads the calculator's fields from a query string (unknown keys ignored). */
export function readQuery(specs: readonly FieldSpec[], search: string, defaults: Record<string, string>): Record<string, string> {
  const params = new URLSearchParams(search);
  const raw: Record<string, string> = { ...defaults };
  for (const spec of specs) {
    const value = params.get(spec.key);
    if (value !== null) raw[spec.key] = value.slice(0, MAX_INPUT_LENGTH);
  }
  return raw;
}

/** Writes the fields into a query string, keeping unrelated parameters (utm_*, ...). */
export function writeQuery(specs: readonly FieldSpec[], search: string, raw: Record<string, string>): string {
  const params = new URLSearchParams(search);
  for (const spec of specs) params.set(spec.key, raw[spec.key] ?? '');
  return `?${params.toString()}`;
}
