'use client';

/** Reopens the cookie preferences dialog (ConsentRoot listens for `open-cookie-settings` on window). */
export function CookieSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" className={className} onClick={() => window.dispatchEvent(new Event('open-cookie-settings'))}>
      {label}
    </button>
  );
}
