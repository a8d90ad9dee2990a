import type { SearchLabels } from './types';

/**
 * The search button in the header (an icon: the header has no room for a box next to the Polish labels):
 * a plain link to the language's blog list, which SearchUpgrade turns into the search dialog once the
 * page has hydrated (a server component: no script of its own). `wide` shows the label beside the
 * icon (the not-found page).
 */
export function SearchTrigger({ fallbackHref, labels, wide = false }: { fallbackHref: string; labels: SearchLabels; wide?: boolean }) {
  return (
    <a
      href={fallbackHref}
      data-site-search=""
      aria-haspopup="dialog"
      aria-label={wide ? undefined : labels.openLabel}
      title={wide ? labels.dialogTitle : labels.openLabel}
      className={`inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-full border border-line text-sm hover:border-brand hover:text-brand ${wide ? 'px-5 text-fg' : 'px-3 text-muted'}`}
    >
      <svg viewBox="0 0 24 24" className="h-5 w-5 shrink-0" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
      {wide ? <span className="font-semibold">{labels.open}</span> : null}
    </a>
  );
}
