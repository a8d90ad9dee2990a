'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { HEADER_SCROLL_THRESHOLD_PX } from '@/lib/facts/constants';

/**
 * Closes the header's <details> menus (SolutionsMenu) the ways a menu is expected
 * to close: Escape (focus back on its summary), a press outside it, focus moving
 * out of it, or following one of its links.
 */
export function closeNavMenus(event: Event) {
  const target = event.target as Element | null;
  const escape = event.type === 'keydown';
  for (const menu of document.querySelectorAll<HTMLDetailsElement>('details[data-nav-menu][open]')) {
    const inside = !!target && menu.contains(target);
    if (escape ? (event as KeyboardEvent).key !== 'Escape' : inside && !(event.type === 'click' && target?.closest('a'))) continue;
    menu.open = false;
    if (escape) menu.querySelector('summary')?.focus();
  }
}

/** The fixed header; gains a blurred background once scrolled past the threshold. */
export function HeaderFrame({ children }: { children: ReactNode }) {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > HEADER_SCROLL_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  useEffect(() => {
    const events = ['keydown', 'focusin', 'click'] as const;
    events.forEach((type) => document.addEventListener(type, closeNavMenus));
    return () => events.forEach((type) => document.removeEventListener(type, closeNavMenus));
  }, []);

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className="fixed inset-x-0 top-0 z-40 border-b border-transparent transition-[background-color,border-color] duration-200 data-[scrolled=true]:border-line data-[scrolled=true]:bg-[var(--header-glass)] data-[scrolled=true]:backdrop-blur-md"
    >
      {children}
    </header>
  );
}
