/**
 * Polish typography by machine (applied when messages and posts are loaded at
 * build time, never by hand in the copy):
 * - a non-breaking space after one-letter words (a, i, o, u, w, z and their
 *   capitals), so none is left stranded at the end of a line;
 * - non-breaking spaces inside number groups ("80 000 zł") and between a
 *   number and its unit or currency ("7 dni", "119 zł");
 * - a non-breaking space after abbreviations such as "ok.", "np.", "tj.";
 * - no line break inside ranges ("20–35%") or hyphenated compounds
 *   ("14-dniowy"): a word joiner (U+2060, invisible and silent) after the
 *   dash or hyphen.
 *
 * Only text is touched: ICU placeholders and plural syntax (`{name}`,
 * `{count, plural, …}` keywords), rich-text and HTML tags (`<b>…</b>`,
 * `<a href="…">`) and HTML `<code>`/`<pre>` blocks pass through unchanged.
 */

export const NBSP = '\u00a0';
export const WORD_JOINER = '\u2060';

/**
 * The text without its invisible format characters (word joiners, zero-width spaces), for renderers
 * that draw only with the fonts they are given (the Open Graph images): a character without a glyph
 * there would make them fetch a font from the network. No-break spaces stay: Inter has them.
 */
export function withoutInvisibles(text: string): string {
  return text.replace(/[\u200B-\u200D\u2060\uFEFF]/g, '');
}

const oneLetter = /(?<=^|[\s\u00a0(„"«»—–\-/])([aiouwzAIOUWZ]) +/g;
const numberGroup = /(?<=\d) (?=\d{3}(?!\d))/g;
/**
 * Units and counted nouns that stay with their number, in every case form
 * ("w 7 dniach", "po 30 minutach", "2 noce", "od 119 zł").
 */
const unitWords =
  String.raw`zł|PLN|USD|EUR|proc\.|tys\.|mln|km|m²|h|s|min|godz\.|` +
  String.raw`dzień|dnia|dniu|dni|dniach|dniami|doba|doby|dobę|tydzień|tygodni[aeu]?|tygodniach|tygodniami|` +
  String.raw`miesiąc|miesiąca|miesiącu|miesiące|miesięcy|miesiącach|miesiącami|rok|roku|lat|lata|latach|` +
  String.raw`godzin[aęy]?|godzinach|godzinami|minut[aęy]?|minutach|minutami|sekund[aęy]?|sekundach|` +
  String.raw`noc|nocy|noce|nocach|osób|osoby|osobach|pok[oó]j|pokoi|pokoje|pokojach|rozmów|rozmowy|rozmowach|` +
  String.raw`połącze(?:nie|nia|ń|niach)|zapyta(?:nie|nia|ń|niach)|rezerwacj[aeięi]|rezerwacjach|integracj[aeięi]|` +
  String.raw`razy|raz|sygnał(?:ów|y)?|biur(?:a|ach)?|hoteli|hotel(?:e|ach)?`;
const unit = new RegExp(String.raw`(?<=[\d#]%?) (?=(?:${unitWords})(?![\p{L}]))`, 'gu');
/** The same, at the start of a run of text that follows a placeholder ("{days} dni"). */
const unitAfterPlaceholder = new RegExp(String.raw`^ (?=(?:${unitWords})(?![\p{L}]))`, 'u');
const abbreviation = /(?<=(?:^|[\s\u00a0(])(?:ok|np|tj|tzw|m\.in|ul|nr|godz|pkt|tys|mln|ds|św|im)\.) +/g;
const range = /(?<=\d)([–-])(?=\d)/g;
const compound = /(?<=[\p{L}\d])-(?=\p{L})/gu;

/** The transform for one run of plain text (no tags, no placeholders). */
function polishText(text: string): string {
  return text
    .replace(oneLetter, `$1${NBSP}`)
    .replace(numberGroup, NBSP)
    .replace(unit, NBSP)
    .replace(abbreviation, NBSP)
    .replace(range, `$1${WORD_JOINER}`)
    .replace(compound, `-${WORD_JOINER}`);
}

/**
 * Splits a message or HTML string into what is text and what must stay as it
 * is: tags, ICU argument heads (`{count, plural,` and the `one {` selectors),
 * simple placeholders (`{name}`), code blocks, addresses (URLs, paths,
 * e-mail addresses).
 */
const protectedParts =
  /(<(pre|code)\b[^>]*>[\s\S]*?<\/\2>|<[^>]*>|\{\s*\w+\s*,\s*\w+\s*,|(?:=\d+|zero|one|two|few|many|other)\s*\{|\{\s*\w+\s*\}|\}|(?:https?:\/\/|mailto:|tel:)[^\s<>"]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?<![\p{L}\d])\/[\w\-/.#?=&%]+)/gu;

export function polishTypography(input: string): string {
  if (!input) return input;
  let out = '';
  let last = 0;
  // A run of text that follows a placeholder standing for a number ("{days} dni", "{minutes}-minutowa")
  // is bound to it like text that follows a digit.
  let afterPlaceholder = false;
  const run = (text: string) => {
    let typeset = polishText(text);
    if (afterPlaceholder) typeset = typeset.replace(unitAfterPlaceholder, NBSP).replace(/^-(?=\p{L})/u, `-${WORD_JOINER}`).replace(/^([–-])(?=$)/, `$1${WORD_JOINER}`);
    return typeset;
  };
  for (const match of input.matchAll(protectedParts)) {
    const text = input.slice(last, match.index);
    out += run(text);
    // A range between placeholders ("{from}–{to}"): no break after the dash.
    if (/\d[–-]$|^[–-]$/.test(text) && /^\{\s*\w+\s*\}$/.test(match[0]) && !out.endsWith(WORD_JOINER)) out += WORD_JOINER;
    out += match[0];
    last = match.index + match[0].length;
    afterPlaceholder = /^\{\s*\w+\s*\}$/.test(match[0]);
  }
  return out + run(input.slice(last));
}

/** Applies the locale's typography to every string of a message tree. */
export function typesetMessages<T>(value: T, locale: string): T {
  if (locale !== 'pl') return value;
  if (typeof value === 'string') return polishTypography(value) as T;
  if (Array.isArray(value)) return value.map((item) => typesetMessages(item, locale)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typesetMessages(v, locale)])) as T;
  }
  return value;
}

/** Quotation marks of a language: „…” in Polish, “…” in English. */
export function quote(locale: string, text: string): string {
  return locale === 'pl' ? `„${text}”` : `“${text}”`;
}
