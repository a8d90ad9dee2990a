'use client';

/** Event the consent banner (components/consent) listens for to reopen the cookie preferences. */
export const OPEN_COOKIE_SETTINGS_EVENT = 'open-cookie-settings';

/** Reopens the cookie preferences dialog from anywhere (e.g. the cookie policy). */
export function CookieSettingsButton({ label, className = 'btn btn-primary' }: { label: string; className?: string }) {
  return (
    <button type="button" className={className} onClick={() => window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT))}>
      {label}
    </button>
  );
}
