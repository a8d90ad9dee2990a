import { createTranslator } from 'use-intl';
import pl from '@/messages/pl.json';
import { siteMessages } from './messages';
import { NBSP, WORD_JOINER, polishTypography, quote, typesetMessages, withoutInvisibles } from './typography';

const show = (text: string) => text.replace(/\u00a0/g, '␣').replace(/\u2060/g, '⁠|');

describe('polishTypography', () => {
  it('binds one-letter words, lower and upper case, to the next word, also in a row', () => {
    expect(show(polishTypography('Rezerwacje w nocy i w weekendy, a także z Krakowa. W hotelu o 23:00 u nas.'))).toBe(
      'Rezerwacje w␣nocy i␣w␣weekendy, a␣także z␣Krakowa. W␣hotelu o␣23:00 u␣nas.',
    );
  });

  it('keeps number groups, units, "ok." and ranges together and hyphenated compounds unbroken', () => {
    expect(show(polishTypography('ok. 80 000 zł w 7 dni, wzrost o 20–35% i 14-dniowy okres'))).toBe(
      'ok.␣80␣000␣zł w␣7␣dni, wzrost o␣20–⁠|35% i␣14-⁠|dniowy okres',
    );
  });

  it('does not touch ICU placeholders, plural syntax, tags or addresses', () => {
    const message = 'Masz {count, plural, one {# rezerwację w hotelu} few {# rezerwacje} other {# rezerwacji}} i <b>a</b> {name} https://example.com/a-b e-mail: a-b@example.com /pl/real-estate/';
    const typeset = polishTypography(message);
    // The plural's number (#) keeps its noun, as a digit would.
    expect(typeset).toContain('{count, plural, one {#\u00a0rezerwację w\u00a0hotelu} few {#\u00a0rezerwacje} other {#\u00a0rezerwacji}}');
    expect(typeset).toContain('<b>a</b>');
    expect(typeset).toContain('https://example.com/a-b');
    expect(typeset).toContain('a-b@example.com');
    expect(typeset).toContain('/pl/real-estate/');
    // Still a valid ICU message that formats to the same words.
    const format = (text: string, count: number) =>
      createTranslator({ locale: 'pl', messages: { m: text } }).markup('m', { count, name: 'Vocalis', b: (chunks) => chunks });
    const plain = (text: string) => text.replace(/\u00a0/g, ' ').replace(/\u2060/g, '');
    expect(plain(format(typeset, 3))).toBe(plain(format(message, 3)));
  });

  it('keeps inflected units with their number: "w 7 dniach", "po 30 minutach", "2 noce", "3 rozmowach"', () => {
    expect(show(polishTypography('w 7 dniach, po 30 minutach, 2 noce, przy 3 rozmowach, 2 tygodniami, od 12 miesięcy'))).toBe(
      'w␣7␣dniach, po 30␣minutach, 2␣noce, przy 3␣rozmowach, 2␣tygodniami, od 12␣miesięcy',
    );
  });

  it('binds the text after a number placeholder to it: units, "-minutowa" compounds and ranges', () => {
    expect(show(polishTypography('Wdrożenie w {rollout} dni, {days} dniach i {minutes}-minutowa konsultacja'))).toBe(
      'Wdrożenie w␣{rollout}␣dni, {days}␣dniach i␣{minutes}-⁠|minutowa konsultacja',
    );
    expect(show(polishTypography('{from}–{to} dni'))).toBe('{from}–⁠|{to}␣dni');
    // A placeholder followed by an ordinary word is left to break as usual.
    expect(show(polishTypography('{name} odbiera'))).toBe('{name} odbiera');
  });

  it('leaves code blocks in HTML alone', () => {
    expect(polishTypography('<p>a w domu</p><pre><code>a w domu</code></pre>')).toBe(`<p>a${NBSP}w${NBSP}domu</p><pre><code>a w domu</code></pre>`);
  });

  it('typesets every Polish message and leaves English untouched', () => {
    const typeset = typesetMessages(pl, 'pl');
    const all = JSON.stringify(typeset);
    expect(all).not.toMatch(/(?<=^|[\s("„])[aiouwzAIOUWZ] (?=\S)/);
    expect(typesetMessages({ a: 'a w b' }, 'en')).toEqual({ a: 'a w b' });
    expect(WORD_JOINER).toBe('\u2060');
  });

  it('uses the quotation marks of the language', () => {
    expect(quote('pl', 'Dzień dobry')).toBe('„Dzień dobry”');
    expect(quote('en', 'Hello')).toBe('“Hello”');
  });
});

describe('Polish messages as a reader sees them (placeholders filled in with numbers)', () => {
  /** Every Polish message, its simple placeholders replaced by a number, as the benefit cards and the posts' call-to-action format them. */
  const rendered = (() => {
    const out: [string, string][] = [];
    const walk = (value: unknown, path: string) => {
      if (typeof value === 'string') {
        if (!/\{\s*\w+\s*,/.test(value)) out.push([path, value.replace(/\{\s*\w+\s*\}/g, '14')]);
      } else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`);
    };
    walk(siteMessages('pl'), 'pl');
    return out;
  })();

  it('keep a number with its unit, also where the number is a placeholder ("{days} dni", "{minutes}-minutową")', () => {
    expect(rendered.length).toBeGreaterThan(1000);
    const broken = rendered.filter(([, text]) => /\d (?:dni|dniach|dzień|minut|minuty|minutach|zł|godzin|godziny|tygodni|miesięcy|rozmów|noce)(?![\p{L}])|\d-(?!\u2060)\p{L}/u.test(text));
    expect(broken.map(([path, text]) => `${path}: ${text.slice(0, 80)}`)).toEqual([]);
  });

  it('formats the benefit cards and the post call-to-action with the number bound to its unit', () => {
    const t = createTranslator({ locale: 'pl', messages: siteMessages('pl') });
    expect(show(t('benefits.offer.trial.title', { days: 14 }))).toMatch(/^14␣dni/);
    expect(show(t('benefits.offer.moneyBack.title', { days: 30 }))).toMatch(/^30-⁠\|dniowa/);
    expect(show(t('blog.ctaText', { minutes: 30 }))).toContain('30-⁠|minutową');
  });
});

describe('withoutInvisibles (Open Graph images draw only with the bundled font)', () => {
  it('drops word joiners and zero-width characters, keeps no-break spaces and letters', () => {
    const typeset = polishTypography('Wdrożenie w 7–14 dni i 14-dniowy okres próbny');
    expect(typeset).toContain('\u2060');
    const plain = withoutInvisibles(typeset);
    expect(plain).not.toMatch(/[\u200B-\u200D\u2060\uFEFF]/);
    expect(plain).toContain('\u00A0');
    expect(plain.replace(/\u00A0/g, ' ')).toBe('Wdrożenie w 7–14 dni i 14-dniowy okres próbny');
  });
});
