import type { CountryCode } from 'libphonenumber-js/min';
import { basicPhone } from './phone';

type Library = typeof import('libphonenumber-js/min');
let library: Library | null = null;

/** Fetches the library on the visitor's first interaction with a form (see lib/forms/phone.ts). */
export async function loadAny(): Promise<void> {
  library ??= await import('libphonenumber-js/min');
}

/** E.164 form of any valid phone number (landline or mobile), else null. See lib/forms/phone.ts. */
export function checkPhone(value: string, region: CountryCode): string | null {
  if (!library) return basicPhone(value);
  const parsed = library.parsePhoneNumberFromString(value.trim().replace(/^00(?=[1-9])/, '+'), region);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * `notDialable` for a number of a possible length that no line can have (an
 * area code or exchange that does not exist, e.g. +1 201 123 4567), once the
 * library has loaded; null otherwise (other failures are `phone`).
 */
export function phoneProblem(value: string, region: CountryCode): 'notDialable' | null {
  if (!library) return null;
  const parsed = library.parsePhoneNumberFromString(value.trim().replace(/^00(?=[1-9])/, '+'), region);
  return parsed && parsed.isPossible() && !parsed.isValid() ? 'notDialable' : null;
}
