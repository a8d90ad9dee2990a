'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';

export interface MenuLink {
  href: string;
  label: string;
  external?: boolean;
  primary?: boolean;
}

interface Props {
  links: MenuLink[];
  openLabel: string;
  closeLabel: string;
  menuLabel: string;
  newTabLabel: string;
}

/** Phone menu (< 768 px): toggle, Escape to close, focus in and back. */
export function MobileMenu({ links, openLabel, closeLabel, menuLabel, newTabLabel }: Props) {
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
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onResize = () => {
      if (window.innerWidth >= 768) close(false);
    };
    document.addEventListener('keydown', onKey);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('resize', onResize);
    };
  }, [open, close]);

  return (
    <div className="md:hidden">
      <button
        ref={toggleRef}
        type="button"
        className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-line text-fg"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? closeLabel : openLabel}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-line bg-page px-4 pb-6 pt-2 shadow-lg"
      >
        <nav aria-label={menuLabel}>
          <ul className="flex flex-col gap-1">
            {links.map((link) => (
              <li key={link.href + link.label}>
                <a
                  href={link.href}
                  onClick={() => close(false)}
                  className={
                    link.primary
                      ? 'btn btn-primary mt-3 w-full'
                      : 'block rounded-lg px-3 py-3 text-base font-medium text-fg hover:bg-surface'
                  }
                  {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {link.label}
                  {link.external ? <span className="sr-only"> {newTabLabel}</span> : null}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
