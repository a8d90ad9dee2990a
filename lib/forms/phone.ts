/**
 * Phone checks with libphonenumber-js. Two metadata sets, kept in separate
 * functions so a page bundles only the one its form uses:
 * - `checkMobile` accepts only numbers that can be mobile ("real cell number"),
 * - `checkPhone` (lib/forms/phone-any.ts) accepts any valid number.
 * Both take international formats (+48 …, +1 …, 0048 …) and read numbers
 * without a country code in the page's default region.
 */
import type { CountryCode } from 'libphonenumber-js/mobile';

type Library = typeof import('libphonenumber-js/mobile');
let library: Library | null = null;

/**
 * The library (~45 KB gzip with its metadata) is fetched when the visitor
 * first interacts with a form (components/forms/useDraftForm.ts), not with
 * the page. Until it arrives, `basicPhone` screens numbers.
 */
export async function loadMobile(): Promise<void> {
  library ??= await import('libphonenumber-js/mobile');
}

/** Fallback check before the library has loaded: 7 to 15 digits, optional leading +. */
export function basicPhone(value: string): string | null {
  const cleaned = value.trim().replace(/^00(?=[1-9])/, '+');
  if (!/^\+?[\d\s().-]+$/.test(cleaned)) return null;
  const digits = cleaned.replace(/\D/g, '');
  return digits.length >= 7 && digits.length <= 15 ? (cleaned.startsWith('+') ? `+${digits}` : digits) : null;
}

/**
 * North American numbers 555-0100 to 555-0199 (any area code) are reserved for
 * films, books and examples: no one can call from them, so a form refuses them
 * with their own message (`fictional`), before the library has loaded too.
 * The site's own demo number is configuration, never checked with this.
 */
export function isFictionalNumber(value: string, region: CountryCode): boolean {
  const cleaned = clean(value);
  const digits = cleaned.replace(/\D/g, '');
  let national: string | null = null;
  if (cleaned.startsWith('+')) national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : null;
  else if (region === 'US' || region === 'CA') national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits.length === 10 ? digits : null;
  return national !== null && /^\d{3}55501\d{2}$/.test(national);
}

function clean(value: string): string {
  // "0048 …" is how many Poles write the international prefix.
  return value.trim().replace(/^00(?=[1-9])/, '+');
}

/** E.164 form of a valid mobile (or mobile-capable) number, else null. */
export function checkMobile(value: string, region: CountryCode): string | null {
  if (!library) return basicPhone(value);
  const parsed = library.parsePhoneNumberFromString(clean(value), region);
  return parsed?.isValid() ? parsed.number : null;
}
