/**
 * "Call me now" (components/callback/): one phone number and one consent.
 * The rules are shared by the browser and the lead service. The browser
 * screens the number with `basicPhone` only (the full metadata is about
 * 80 KB gzip: never shipped to a page); the service loads
 * `libphonenumber-js/max`, which knows number types, and refuses numbers
 * outside `CALLBACK_COUNTRIES` and anything but mobile and fixed-line numbers.
 */
import type { CountryCode } from 'libphonenumber-js/max';
import { siteConfig } from '../site';
import { basicPhone } from './phone';
import { MAX_LENGTH, type ErrorCode, type Rules } from './validation';

export const callbackFields = ['phone', 'consent'] as const;
export type CallbackField = (typeof callbackFields)[number];

type Library = typeof import('libphonenumber-js/max');
let library: Library | null = null;

/** The full metadata (number types): the lead service loads it before checking. */
export async function loadCallbackPhone(): Promise<void> {
  library ??= await import('libphonenumber-js/max');
}

const clean = (value: string) => value.trim().replace(/^00(?=[1-9])/, '+');

/** E.164 form of a valid number (any country, any type: `callbackNumberProblem` narrows), else null. */
export function checkCallbackPhone(value: string, region: CountryCode): string | null {
  if (!library) return basicPhone(value);
  const parsed = library.parsePhoneNumberFromString(clean(value), region);
  return parsed?.isValid() ? parsed.number : null;
}

/** Types of number the agent may call: premium-rate, shared-cost, toll-free, VoIP, pagers, short numbers… are refused. */
const CALLABLE = new Set(['MOBILE', 'FIXED_LINE', 'FIXED_LINE_OR_MOBILE']);

/**
 * Why the agent may not call this number (the service's check, metadata
 * loaded): `country` outside the served countries, `numberType` for a number
 * that is not a person's mobile or fixed line; null when it may.
 */
export function callbackNumberProblem(value: string, region: CountryCode, countries: readonly string[] = siteConfig.callbackCountries): ErrorCode | null {
  if (!library) return null;
  const parsed = library.parsePhoneNumberFromString(clean(value), region);
  if (!parsed) return 'phone';
  if (!parsed.isValid()) return 'phone';
  if (!parsed.country || !countries.includes(parsed.country)) return 'country';
  return CALLABLE.has(parsed.getType() ?? '') ? null : 'numberType';
}

export const callbackRules: Rules<CallbackField> = {
  phone: { kind: 'phone', required: true, maxLength: MAX_LENGTH.phone, check: checkCallbackPhone, load: loadCallbackPhone },
  consent: { kind: 'choice', required: true, maxLength: 3, options: ['yes'], code: 'consent' },
};
