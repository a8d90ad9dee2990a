import { polishTypography } from '../lib/copy/typography';

/**
 * A string as written, as the page renders it: in Polish, lib/copy/typography.ts's no-break spaces
 * (after one-letter words, before units, inside number groups) and word joiners (after the dash
 * of a range, the hyphen of a compound); other languages unchanged. Tests find Polish text with it
 * instead of regular expressions that allow a no-break space wherever a space is written.
 */
export function typeset(text: string, locale: string): string {
  return locale === 'pl' ? polishTypography(text) : text;
}
