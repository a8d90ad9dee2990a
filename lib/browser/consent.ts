/**
 * Cookie consent as stored in localStorage under `cookieConsent`
 * (spec 3): the one source every consent-gated feature reads.
 */
import { readJson, writeStorage } from './storage';

export const CONSENT_KEY = 'cookieConsent';
/** Fired on window (same tab) whenever the stored choice changes. */
export const CONSENT_EVENT = 'consentchange';

export interface ConsentState {
  necessary: boolean;
  functional: boolean;
  analytics: boolean;
  advertising: boolean;
  accepted: boolean;
  declined: boolean;
}

export type ConsentCategory = 'functional' | 'analytics' | 'advertising';

const fields = ['necessary', 'functional', 'analytics', 'advertising', 'accepted', 'declined'] as const;

/** A stored value counts only when every field is a boolean and a choice was made. */
export function isConsentState(value: unknown): value is ConsentState {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  if (!fields.every((field) => typeof record[field] === 'boolean')) return false;
  return record.necessary === true && (record.accepted === true || record.declined === true);
}

export function readConsent(): ConsentState | null {
  return readJson(CONSENT_KEY, isConsentState);
}

export function hasConsent(category: ConsentCategory, state: ConsentState | null = readConsent()): boolean {
  return state?.[category] === true;
}

export function saveConsent(state: ConsentState): void {
  writeStorage(CONSENT_KEY, JSON.stringify(state));
  try {
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: state }));
  } catch {
    // No window: nothing to notify.
  }
}

/** Calls back with the current choice whenever it changes, here or in another tab. */
export function onConsentChange(callback: (state: ConsentState | null) => void): () => void {
  const onLocal = () => callback(readConsent());
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_KEY || event.key === null) callback(readConsent());
  };
  window.addEventListener(CONSENT_EVENT, onLocal);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CONSENT_EVENT, onLocal);
    window.removeEventListener('storage', onStorage);
  };
}

/* ---- The banner's state machine (spec 4, "Cookie banner"), as pure functions. ---- */

/** The three categories a visitor may switch; necessary is always on. */
export type ConsentChoice = Record<ConsentCategory, boolean>;

export const consentCategories: readonly ConsentCategory[] = ['functional', 'analytics', 'advertising'];

/** What the preferences dialog shows before the visitor has chosen anything. */
export const defaultChoice: Readonly<ConsentChoice> = { functional: true, analytics: true, advertising: false };

/** "Accept All": every category on. */
export function acceptAll(): ConsentState {
  return { necessary: true, functional: true, analytics: true, advertising: true, accepted: true, declined: false };
}

/** "Decline": only what the site cannot work without. */
export function declineAll(): ConsentState {
  return { necessary: true, functional: false, analytics: false, advertising: false, accepted: false, declined: true };
}

/** "Save Preferences": the dialog's switches; necessary stays on whatever is passed. */
export function saveChoice(choice: ConsentChoice): ConsentState {
  return {
    necessary: true,
    functional: choice.functional === true,
    analytics: choice.analytics === true,
    advertising: choice.advertising === true,
    accepted: true,
    declined: false,
  };
}

/** The switches the dialog opens with: the stored choice, else the defaults. */
export function initialChoice(stored: ConsentState | null): ConsentChoice {
  if (!stored) return { ...defaultChoice };
  return { functional: stored.functional, analytics: stored.analytics, advertising: stored.advertising };
}

/** Flips one switch; any other name (e.g. "necessary") leaves the choice unchanged. */
export function toggleCategory(choice: ConsentChoice, category: string, on: boolean): ConsentChoice {
  return (consentCategories as readonly string[]).includes(category) ? { ...choice, [category]: on } : choice;
}
