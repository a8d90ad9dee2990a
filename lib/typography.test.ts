import { createTranslator } from 'use-intl';
import pl from '@/messages/pl.json';
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
    expect(typeset).toContain('{count, plural, one {# rezerwację w\u00a0hotelu} few {# rezerwacje} other {# rezerwacji}}');
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
