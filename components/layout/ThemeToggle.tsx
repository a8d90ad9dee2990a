'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { isDark, nextTheme, parseTheme, THEME_KEY, type Theme } from '@/lib/browser/theme';
import { writeStorage } from '@/lib/browser/storage';

interface Props {
  /** Accessible name for each current theme ("Theme: Light. Switch to Dark"). */
  labels: Record<Theme, string>;
}

const EVENT = 'themechange';

function apply(theme: Theme) {
  const root = document.documentElement;
  const dark = isDark(theme, window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false);
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  root.dataset.theme = theme;
  window.dispatchEvent(new Event(EVENT));
}

function subscribe(onChange: () => void) {
  window.addEventListener(EVENT, onChange);
  return () => window.removeEventListener(EVENT, onChange);
}

/** The theme the inline head script (lib/browser/theme.ts) applied before first paint. */
const readTheme = () => parseTheme(document.documentElement.dataset.theme);

/** Cycles light → dark → system. */
export function ThemeToggle({ labels }: Props) {
  const theme = useSyncExternalStore(subscribe, readTheme, () => 'light' as Theme);

  useEffect(() => {
    const media = window.matchMedia?.('(prefers-color-scheme: dark)');
    const onChange = () => {
      if (readTheme() === 'system') apply('system');
    };
    media?.addEventListener('change', onChange);
    return () => media?.removeEventListener('change', onChange);
  }, []);

  const choose = () => {
    const next = nextTheme(theme);
    writeStorage(THEME_KEY, next);
    apply(next);
  };

  return (
    <button
      type="button"
      onClick={choose}
      aria-label={labels[theme]}
      title={labels[theme]}
      className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-line text-fg hover:border-brand hover:text-brand"
    >
      <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        {theme === 'light' ? (
          <>
            <circle cx="12" cy="12" r="4" />
            <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
          </>
        ) : theme === 'dark' ? (
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
        ) : (
          <>
            <rect x="3" y="4" width="18" height="12" rx="2" />
            <path d="M8 20h8M12 16v4" />
          </>
        )}
      </svg>
    </button>
  );
}
