'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { toastTimeLeft } from './toast-queue';
import { toastStore } from './toast-store';

export interface ToastStrings {
  /** Accessible name of the dismiss button. */
  dismiss: string;
}

/**
 * The one toast viewport: a polite live region that is in the page before the
 * first message arrives (so screen readers announce it), one toast at a time,
 * dismissed by its button or Escape, paused while hovered or focused.
 */
export function Toaster({ strings }: { strings: ToastStrings }) {
  const state = useSyncExternalStore(toastStore.subscribe, toastStore.get, toastStore.getServer);
  const hovered = useRef(false);
  const focused = useRef(false);
  // The live region must be in the page before its text changes: a toast
  // requested before this viewport mounted is shown a moment later.
  const [ready, setReady] = useState(false);
  const current = ready ? state.current : null;

  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), 100);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    const left = toastTimeLeft(state, Date.now());
    if (left === null) return;
    const timer = window.setTimeout(toastStore.expire, left);
    return () => window.clearTimeout(timer);
  }, [state]);

  useEffect(() => {
    if (!current) return;
    const onKey = (event: KeyboardEvent) => {
      // An open modal dialog owns Escape.
      if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('dialog[open]')) return;
      toastStore.dismiss(current.id);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [current]);

  const syncPause = () => toastStore.pause(hovered.current || focused.current);

  return (
    <div className="pointer-events-none fixed inset-x-4 bottom-4 z-[60] flex justify-center sm:inset-x-auto sm:right-6 sm:bottom-6">
      <div
        data-testid="toast"
        data-state={current ? 'open' : 'closed'}
        onMouseEnter={() => {
          hovered.current = true;
          syncPause();
        }}
        onMouseLeave={() => {
          hovered.current = false;
          syncPause();
        }}
        onFocus={() => {
          focused.current = true;
          syncPause();
        }}
        onBlur={(event) => {
          if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
          focused.current = false;
          syncPause();
        }}
        className={
          current
            ? 'pointer-events-auto flex w-full max-w-sm items-center gap-3 rounded-2xl border border-line bg-surface-strong py-2 pr-2 pl-5 text-fg shadow-lg'
            : ''
        }
      >
        <p role="status" aria-live="polite" aria-atomic="true" className={current ? 'flex-1 py-2 text-sm font-medium' : 'sr-only'}>
          {current?.message ?? ''}
        </p>
        {current ? (
          <button
            type="button"
            onClick={() => toastStore.dismiss(current.id)}
            aria-label={strings.dismiss}
            title={strings.dismiss}
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-page hover:text-fg"
          >
            <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        ) : null}
      </div>
    </div>
  );
}
