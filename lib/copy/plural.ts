/**
 * A count line ("1 system shown", "5 systemów") for a client leaf that counts
 * on its own, without shipping an ICU formatter to the browser: the server
 * formats the next-intl message once per plural category of the language
 * ("one", "few", "many", "other" in Polish), and the browser picks the form
 * with `Intl.PluralRules` and puts the number in.
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** `format` is the translator for the message, e.g. `(count) => t('results', { count })`. */
export function pluralForms(locale: string, format: (count: number) => string): PluralForms {
  const rules = new Intl.PluralRules(locale);
  const forms: Partial<Record<Intl.LDMLPluralRule, string>> = {};
  for (let count = 0; count <= 200; count += 1) {
    const category = rules.select(count);
    if (forms[category] === undefined) {
      const text = format(count);
      const at = text.indexOf(String(count));
      forms[category] = at < 0 ? text : `${text.slice(0, at)}{count}${text.slice(at + String(count).length)}`;
    }
  }
  return { other: '{count}', ...forms };
}

export function formatPlural(forms: PluralForms, locale: string, count: number): string {
  const form = forms[new Intl.PluralRules(locale).select(count)] ?? forms.other;
  return form.replace('{count}', String(count));
}
