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
