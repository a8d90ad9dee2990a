'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import { isTypingTarget } from '@/lib/search/excerpt';
import type { SearchDialogProps, SearchLabels } from './types';

/**
 * The search button in the header (an icon: the header has no room for a box next to the Polish labels); `/` opens it too.
 * `wide` shows the label beside the icon (the not-found page); `shortcut={false}` leaves `/` to another trigger.
 */
export function SearchTrigger({ fallbackHref, labels, wide = false, shortcut = true }: { fallbackHref: string; labels: SearchLabels; wide?: boolean; shortcut?: boolean }) {
  const [open, setOpen] = useState(false);
  const [Dialog, setDialog] = useState<ComponentType<SearchDialogProps> | null>(null);
  const trigger = useRef<HTMLAnchorElement>(null);

  // The dialog (and through it Pagefind) is fetched on the first opening only: nothing of it is in the page's scripts.
  const openSearch = () => {
    setOpen(true);
    void import('./SearchDialog').then((module) => setDialog(() => module.default));
  };

  useEffect(() => {
    if (!shortcut) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
      event.preventDefault();
      openSearch();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shortcut]);

  return (
    <>
      <a
        ref={trigger}
        href={fallbackHref}
        data-site-search=""
        aria-haspopup="dialog"
        aria-label={wide ? undefined : labels.openLabel}
        title={wide ? labels.dialogTitle : labels.openLabel}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          openSearch();
        }}
        className={`inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-full border border-line text-sm hover:border-brand hover:text-brand ${wide ? 'px-5 text-fg' : 'px-3 text-muted'}`}
      >
        <svg viewBox="0 0 24 24" className="h-5 w-5 shrink-0" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        {wide ? <span className="font-semibold">{labels.open}</span> : null}
      </a>
      {Dialog ? (
        <Dialog
          open={open}
          labels={labels}
          fallbackHref={fallbackHref}
          onClose={() => {
            setOpen(false);
            trigger.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}
