/** Polish country names in the genitive, after „z” („numery z Polski i Stanów Zjednoczonych”). */
const polishGenitive: Record<string, string> = {
  PL: 'Polski', US: 'Stanów Zjednoczonych', GB: 'Wielkiej Brytanii', DE: 'Niemiec', IE: 'Irlandii', CA: 'Kanady',
  FR: 'Francji', ES: 'Hiszpanii', IT: 'Włoch', NL: 'Holandii', CZ: 'Czech', AT: 'Austrii', CH: 'Szwajcarii',
};

/**
 * The countries "Call me now" dials, named in the page's language as a sentence says them:
 * "the United States and Poland" would need articles, so English lists the names ("United
 * States and Poland"); Polish puts them in the genitive („Stanów Zjednoczonych i Polski”).
 * The form and the tests of the lead service both read this.
 */
export function callbackCountryNames(locale: 'en' | 'pl', codes: readonly string[]): string {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const each = codes.map((code) => (locale === 'pl' ? polishGenitive[code] : undefined) ?? names.of(code) ?? code);
  const and = locale === 'pl' ? ' i ' : ' and ';
  return each.length <= 1 ? each.join('') : `${each.slice(0, -1).join(', ')}${and}${each[each.length - 1]}`;
}
