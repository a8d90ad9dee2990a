'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { HEADER_SCROLL_THRESHOLD_PX } from '@/lib/constants';

/** The fixed header; gains a blurred background once scrolled past the threshold. */
export function HeaderFrame({ children }: { children: ReactNode }) {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > HEADER_SCROLL_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
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
