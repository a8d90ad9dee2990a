import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/** E.164 form of any valid phone number (landline or mobile), else null. See lib/forms/phone.ts. */
export function checkPhone(value: string, region: CountryCode): string | null {
  const parsed = parsePhoneNumberFromString(value.trim().replace(/^00(?=[1-9])/, '+'), region);
  return parsed?.isValid() ? parsed.number : null;
}
