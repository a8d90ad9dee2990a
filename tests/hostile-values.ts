/**
 * The 20 nastiest values for form fields (issue 9, "Hostile and broken input").
 * The forms suite types each into every field: the form must answer with a
 * clear message or accept the value, never crash, never render it as markup
 * and never lose what was typed. `kind` says which fields must REJECT a value
 * (an e-mail or phone field given something that is not one).
 */
export interface HostileValue {
  name: string;
  value: string;
  /** Fields that must refuse the value with a message; every other field may accept it. */
  invalidFor: ReadonlyArray<'email' | 'phone' | 'required'>;
}

export const hostileValues: readonly HostileValue[] = [
  { name: 'emoji and ZWJ sequences', value: '👩🏽‍💻🏳️‍🌈 Zażółć 🇵🇱', invalidFor: ['email', 'phone'] },
  { name: 'right-to-left text', value: 'مرحبا بالعالم שלום', invalidFor: ['email', 'phone'] },
  { name: 'RTL override character', value: 'evil\u202Egpj.exe', invalidFor: ['email', 'phone'] },
  { name: '10,000 characters', value: 'A'.repeat(10_000), invalidFor: ['email', 'phone'] },
  { name: 'script tag', value: '<script>window.__hostile=1</script>', invalidFor: ['email', 'phone'] },
  { name: 'image onerror', value: '"><img src=x onerror="window.__hostile=1">', invalidFor: ['email', 'phone'] },
  { name: 'javascript: URL', value: 'javascript:window.__hostile=1', invalidFor: ['email', 'phone'] },
  { name: 'SQL fragment', value: "Robert'); DROP TABLE leads;--", invalidFor: ['email', 'phone'] },
  { name: 'whitespace only', value: ' \t \u00A0 \u2003 ', invalidFor: ['email', 'phone', 'required'] },
  { name: 'zero-width characters only', value: '\u200B\u200C\u200D\uFEFF', invalidFor: ['email', 'phone', 'required'] },
  { name: 'template and ICU syntax', value: '{{7*7}} ${7*7} {name} %s %n', invalidFor: ['email', 'phone'] },
  { name: 'lookalike e-mail (Cyrillic а)', value: 'jаn@example.com', invalidFor: ['email', 'phone'] },
  { name: 'e-mail without a domain dot', value: 'jan@localhost', invalidFor: ['email', 'phone'] },
  { name: 'e-mail with two @', value: 'jan@@example.com', invalidFor: ['email', 'phone'] },
  { name: 'e-mail with a display name and header injection', value: 'Jan <jan@example.com>\r\nBcc: all@example.com', invalidFor: ['email', 'phone'] },
  { name: 'phone with letters', value: '+48 600 CALL NOW', invalidFor: ['email', 'phone'] },
  { name: 'phone too short', value: '12', invalidFor: ['email', 'phone'] },
  { name: 'phone far too long', value: '+1 555 0100 1999 0000 1111 2222', invalidFor: ['email', 'phone'] },
  { name: 'NUL and control characters', value: 'a\u0000b\u0007c\u001Bd', invalidFor: ['email', 'phone'] },
  { name: 'Polish diacritics and a valid-looking plus address', value: 'Łukasz Żółć-Świętochowska', invalidFor: ['email', 'phone'] },
];
