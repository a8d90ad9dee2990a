import { chooseLanguage, detectLanguage } from './language-rule.mjs';

describe('chooseLanguage (spec 4, "Language")', () => {
  it('uses a stored en or pl choice first', () => {
    expect(chooseLanguage('pl', 'en-US')).toBe('pl');
    expect(chooseLanguage('en', 'pl-PL')).toBe('en');
  });

  it('falls back to Polish when the browser language starts with pl', () => {
    expect(chooseLanguage(null, 'pl-PL')).toBe('pl');
    expect(chooseLanguage(null, 'pl')).toBe('pl');
    expect(chooseLanguage(null, 'PL')).toBe('pl');
  });

  it('defaults to English for other browser languages or none', () => {
    expect(chooseLanguage(null, 'de-DE')).toBe('en');
    expect(chooseLanguage(null, undefined)).toBe('en');
    expect(chooseLanguage(null, '')).toBe('en');
  });

  it('ignores a corrupt stored value', () => {
    expect(chooseLanguage('xx', 'de-DE')).toBe('en');
    expect(chooseLanguage('xx', 'pl-PL')).toBe('pl');
    expect(chooseLanguage('{"en":1}', undefined)).toBe('en');
    expect(chooseLanguage(42, undefined)).toBe('en');
  });
});

describe('detectLanguage', () => {
  const original = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
  afterEach(() => {
    Object.defineProperty(window, 'localStorage', original);
    window.localStorage.clear();
  });

  it('reads the stored value', () => {
    window.localStorage.setItem('language', 'pl');
    expect(detectLanguage()).toBe('pl');
  });

  it('never throws when storage is blocked', () => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new Error('SecurityError');
      },
    });
    expect(() => detectLanguage()).not.toThrow();
    expect(['en', 'pl']).toContain(detectLanguage());
  });
});
