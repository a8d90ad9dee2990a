/**
 * Phone checks with libphonenumber-js. Two metadata sets, kept in separate
 * functions so a page bundles only the one its form uses:
 * - `checkMobile` accepts only numbers that can be mobile ("real cell number"),
 * - `checkPhone` (lib/forms/phone-any.ts) accepts any valid number.
 * Both take international formats (+48 …, +1 …, 0048 …) and read numbers
 * without a country code in the page's default region.
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/mobile';

function clean(value: string): string {
  // "0048 …" is how many Poles write the international prefix.
  return value.trim().replace(/^00(?=[1-9])/, '+');
}

/** E.164 form of a valid mobile (or mobile-capable) number, else null. */
export function checkMobile(value: string, region: CountryCode): string | null {
  const parsed = parsePhoneNumberFromString(clean(value), region);
  return parsed?.isValid() ? parsed.number : null;
}
