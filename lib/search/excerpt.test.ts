/** @jest-environment jsdom */
import { decodeEntities, excerptParts, isTypingTarget } from './excerpt';

describe('search excerpts', () => {
  it('split into plain text and the marked words', () => {
    expect(excerptParts('Plan <mark>wdrożenia</mark> agenta &amp; <mark>RODO</mark>.')).toEqual([
      { text: 'Plan ', mark: false },
      { text: 'wdrożenia', mark: true },
      { text: ' agenta & ', mark: false },
      { text: 'RODO', mark: true },
      { text: '.', mark: false },
    ]);
  });

  it('never turn index text into markup: tags are dropped, entities become text', () => {
    const parts = excerptParts('&lt;script&gt;alert(1)&lt;/script&gt; <b onclick="x">bold</b> <mark><img src=x onerror=alert(1)>hit</mark>');
    expect(parts.map((p) => p.text).join('')).toBe('<script>alert(1)</script> bold hit');
    expect(parts.find((p) => p.mark)!.text).toBe('hit');
    expect(decodeEntities('&#x142;&#243;d&#378; &unknown;')).toBe('łódź &unknown;');
  });

  it('the / key is left alone while the visitor types', () => {
    const input = document.createElement('input');
    const div = document.createElement('div');
    document.body.append(input, div);
    expect(isTypingTarget(input)).toBe(true);
    expect(isTypingTarget(div)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
