/** Colour theme (spec 3, "Theme"): light, dark or system; light by default. */
export const THEME_KEY = 'theme';
export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];
export const defaultTheme: Theme = 'light';

export function parseTheme(value: unknown): Theme {
  return typeof value === 'string' && (themes as readonly string[]).includes(value) ? (value as Theme) : defaultTheme;
}

export function nextTheme(current: Theme): Theme {
  return themes[(themes.indexOf(current) + 1) % themes.length] ?? defaultTheme;
}

/** Whether the page should render dark for a stored theme and the OS preference. */
export function isDark(theme: Theme, prefersDark: boolean): boolean {
  return theme === 'dark' || (theme === 'system' && prefersDark);
}

/**
 * Inline script run before first paint: applies the stored theme to <html>
 * so the page never flashes the wrong theme. Never throws.
 */
export const themeScript = `(function(){try{var t=null;try{t=localStorage.getItem('${THEME_KEY}')}catch(e){}if(t!=='dark'&&t!=='system')t='light';var d=t==='dark'||(t==='system'&&window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches);var r=document.documentElement;r.classList.toggle('dark',d);r.style.colorScheme=d?'dark':'light';r.dataset.theme=t}catch(e){}})();`;
