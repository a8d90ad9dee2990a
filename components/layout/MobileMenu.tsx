'use client';

import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { HEADER_MENU_BREAKPOINT_PX } from '@/lib/facts/constants';

interface Props {
  openLabel: string;
  closeLabel: string;
  /** The menu's links, rendered on the server (MobileMenuLinks): no link list in the page's JavaScript. */
  children: ReactNode;
}

/** Attribute on <html> while the menu is open: globals.css stops the page from scrolling. */
export const MENU_OPEN_ATTRIBUTE = 'data-menu-open';

/**
 * Phone and tablet menu (< 1280 px): toggle, Escape to close, focus in and back.
 * While it is open the page behind is dimmed, cannot scroll and is inert (no
 * focus, no screen-reader browsing); pressing the dimmed page closes the menu.
 */
export function MobileMenu({ openLabel, closeLabel, children }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const behind = Array.from(document.querySelectorAll<HTMLElement>('body > main, body > footer'));
    root.setAttribute(MENU_OPEN_ATTRIBUTE, '');
    behind.forEach((element) => element.setAttribute('inert', ''));
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onResize = () => {
      if (window.innerWidth >= HEADER_MENU_BREAKPOINT_PX) close(false);
    };
    document.addEventListener('keydown', onKey);
    window.addEventListener('resize', onResize);
    return () => {
      root.removeAttribute(MENU_OPEN_ATTRIBUTE);
      behind.forEach((element) => element.removeAttribute('inert'));
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('resize', onResize);
    };
  }, [open, close]);

  return (
    <div className="xl:hidden">
      <button
        ref={toggleRef}
        type="button"
        className="relative z-10 inline-flex h-11 w-11 items-center justify-center rounded-full border border-line bg-page text-fg"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? closeLabel : openLabel}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      {open && (
        <div
          aria-hidden="true"
          data-testid="menu-backdrop"
          className="fixed inset-x-0 bottom-0 top-16 bg-slate-950/55 motion-safe:animate-[fade-in_150ms_ease-out]"
          onClick={() => close(false)}
        />
      )}
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a')) close(false);
        }}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-b border-line bg-page px-4 pb-5 pt-1 shadow-lg"
      >
        {/* Only while open: closed, the links would be a hidden copy of the header's on every page
            (the menu needs JavaScript to open, and crawlers follow the header's own links). */}
        {open && children}
      </div>
    </div>
  );
}
