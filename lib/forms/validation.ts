/**
 * Form validation shared by every form on the site. Pure functions: each
 * rule returns an error code (translated by the form) or null.
 */
import type { CountryCode } from 'libphonenumber-js/min';
import type { Locale } from '@/i18n/routing';
import { isFictionalNumber } from './phone';

export type ErrorCode = 'required' | 'tooLong' | 'email' | 'phone' | 'mobile' | 'plan' | 'url' | 'choice' | PhoneErrorCode | CallbackErrorCode;
/**
 * Numbers that cannot be a real caller, each with its own message (`forms.errors`), in every
 * phone field, in the browser and in the lead service: `fictional` for 555-0100 to 555-0199
 * (lib/forms/phone.ts), `notDialable` for a number no line can have (lib/forms/phone-any.ts).
 */
export type PhoneErrorCode = 'fictional' | 'notDialable';
export const phoneErrorCodes: readonly PhoneErrorCode[] = ['fictional', 'notDialable'];
/** "Call me now"'s own refusals (lib/forms/callback.ts; copy in the `callback.errors` messages). */
export type CallbackErrorCode = 'consent' | 'country' | 'numberType' | 'repeat';
export const callbackErrorCodes: readonly CallbackErrorCode[] = ['consent', 'country', 'numberType', 'repeat'];

/** Checks a phone number (see lib/forms/phone.ts); returns the E.164 form or null. */
export type PhoneCheck = (value: string, region: CountryCode) => string | null;

export type FieldRule =
  | { kind: 'text'; required?: boolean; maxLength: number }
  | { kind: 'email'; required?: boolean; maxLength: number }
  | { kind: 'url'; required?: boolean; maxLength: number }
  | { kind: 'phone'; required?: boolean; maxLength: number; check: PhoneCheck; load: () => Promise<void>; mobile?: boolean; problem?: (value: string, region: CountryCode) => ErrorCode | null }
  | { kind: 'choice'; required?: boolean; maxLength: number; options: readonly string[]; code?: ErrorCode };

export type Rules<F extends string> = Record<F, FieldRule>;
export type Values<F extends string> = Record<F, string>;
export type Errors<F extends string> = Partial<Record<F, ErrorCode>>;

/** Maximum lengths shared by the forms (characters). */
export const MAX_LENGTH = {
  name: 80,
  company: 120,
  jobTitle: 100,
  email: 254,
  phone: 32,
  url: 200,
  message: 4000,
  choice: 40,
} as const;

/** Default region for phone numbers written without a country code. */
export function phoneRegion(locale: Locale): CountryCode {
  return locale === 'pl' ? 'PL' : 'US';
}

// One @ with a dot-separated domain ending in a 2+ letter label; no spaces,
// no consecutive or edge dots. Deliberately simpler than RFC 5322 but strict
// about what people mistype.
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/;

export function isEmail(value: string): boolean {
  const v = value.trim();
  if (v.length > MAX_LENGTH.email || !EMAIL.test(v)) return false;
  const local = v.slice(0, v.lastIndexOf('@'));
  return local.length <= 64 && !local.startsWith('.') && !local.endsWith('.') && !local.includes('..');
}

/** A web address with or without the scheme: "example.com", "https://example.pl/path". */
export function isWebsite(value: string): boolean {
  const v = value.trim();
  if (/\s/.test(v)) return false;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(v) ? v : `https://${v}`);
    return (url.protocol === 'https:' || url.protocol === 'http:') && /^[^.]+(\.[^.]+)*\.[a-z]{2,63}$/i.test(url.hostname);
  } catch {
    return false;
  }
}

export function validateField(rule: FieldRule, raw: string, region: CountryCode): ErrorCode | null {
  const value = raw.trim();
  // A choice left empty says what to choose ("Please choose one of the plans."), not "fill in this field".
  if (value === '') return rule.required ? (rule.kind === 'choice' ? (rule.code ?? 'choice') : 'required') : null;
  if (value.length > rule.maxLength) return 'tooLong';
  switch (rule.kind) {
    case 'text':
      return null;
    case 'email':
      return isEmail(value) ? null : 'email';
    case 'url':
      return isWebsite(value) ? null : 'url';
    case 'phone':
      if (isFictionalNumber(value, region)) return 'fictional';
      if (rule.check(value, region)) return null;
      return rule.problem?.(value, region) ?? (rule.mobile ? 'mobile' : 'phone');
    case 'choice':
      return rule.options.includes(value) ? null : (rule.code ?? 'choice');
  }
}

export function validateValues<F extends string>(rules: Rules<F>, values: Values<F>, region: CountryCode, only?: readonly F[]): Errors<F> {
  const errors: Errors<F> = {};
  for (const field of only ?? (Object.keys(rules) as F[])) {
    const error = validateField(rules[field], values[field] ?? '', region);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The first field, in form order, that has an error. */
export function firstInvalid<F extends string>(order: readonly F[], errors: Errors<F>): F | undefined {
  return order.find((field) => errors[field] !== undefined);
}

export function emptyValues<F extends string>(fields: readonly F[]): Values<F> {
  return Object.fromEntries(fields.map((f) => [f, ''])) as Values<F>;
}
