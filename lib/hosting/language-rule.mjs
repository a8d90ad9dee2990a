// The site's language rule (spec 4, "Language"), in plain JavaScript so the
// same function runs in TypeScript modules, in the inline scripts of the
// static redirect and not-found pages (via Function#toString) and in
// build scripts. Keep it dependency-free and ES5-safe.

/** localStorage key of the visitor's language choice. */
export const LANGUAGE_KEY = 'language';

/**
 * @param {unknown} stored value of localStorage.language (may be anything)
 * @param {unknown} browserLanguage navigator.language (may be missing)
 * @returns {'en' | 'pl'}
 */
export function chooseLanguage(stored, browserLanguage) {
  if (stored === 'en' || stored === 'pl') return stored;
  if (typeof browserLanguage === 'string' && browserLanguage.toLowerCase().indexOf('pl') === 0) return 'pl';
  return 'en';
}

/**
 * Reads the stored choice and the browser language without ever throwing
 * (storage can be blocked, or navigator missing).
 * @returns {'en' | 'pl'}
 */
export function detectLanguage() {
  var stored = null;
  try {
    stored = window.localStorage.getItem('language');
  } catch {
    stored = null;
  }
  var browser = typeof navigator !== 'undefined' ? navigator.language : undefined;
  return chooseLanguage(stored, browser);
}
