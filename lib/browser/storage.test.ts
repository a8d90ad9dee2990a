import { readJson, readStorage, writeStorage } from './storage';
import { isDark, nextTheme, parseTheme } from './theme';

describe('safe storage', () => {
  const original = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
  afterEach(() => {
    Object.defineProperty(window, 'localStorage', original);
    window.localStorage.clear();
  });

  it('round-trips values', () => {
    expect(writeStorage('k', 'v')).toBe(true);
    expect(readStorage('k')).toBe('v');
  });

  it('reads corrupt JSON and wrong shapes as nothing', () => {
    window.localStorage.setItem('j', '{not json');
    expect(readJson('j', (v): v is { a: number } => typeof v === 'object' && v !== null && 'a' in v)).toBeNull();
    window.localStorage.setItem('j', '[1,2]');
    expect(readJson('j', (v): v is { a: number } => typeof v === 'object' && v !== null && 'a' in v)).toBeNull();
  });

  it('survives blocked storage', () => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new Error('blocked');
      },
    });
    expect(readStorage('k')).toBeNull();
    expect(writeStorage('k', 'v')).toBe(false);
  });
});

describe('theme', () => {
  it('defaults to light for anything unknown', () => {
    expect(parseTheme(null)).toBe('light');
    expect(parseTheme('purple')).toBe('light');
    expect(parseTheme('dark')).toBe('dark');
  });

  it('cycles light, dark, system', () => {
    expect(nextTheme('light')).toBe('dark');
    expect(nextTheme('dark')).toBe('system');
    expect(nextTheme('system')).toBe('light');
  });

  it('follows the OS only for system', () => {
    expect(isDark('system', true)).toBe(true);
    expect(isDark('system', false)).toBe(false);
    expect(isDark('light', true)).toBe(false);
  });
});
