'use client';

import { useEffect } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { HASH_SCROLL_DELAY_MS, MOBILE_BREAKPOINT_PX, PRELOAD_DELAY_MS } from '@/lib/constants';
import { LANGUAGE_KEY } from '@/lib/language-rule.mjs';
import { localeHref, preloadTargets } from '@/lib/routes';
import { localeOfPath, swapLocale } from '@/lib/locale-path';
import { isLocale, type Locale } from '@/i18n/routing';

function prefersReducedMotion() {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Scrolls to the element named by the URL hash, after the spec's delay. */
export function scrollToHash(hash: string) {
  if (!hash || hash.length < 2) return;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return;
  }
  document.getElementById(id)?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
}

/**
 * Behaviours of the whole site with no UI of their own: hash scrolling,
 * prefetching likely next pages, the phone touch setup and following a
 * language change made in another tab.
 */
export function SiteEffects({ locale }: { locale: Locale }) {
  const pathname = usePathname() ?? '/';
  const router = useRouter();

  // Hash scroll after each path change and on hash changes.
  useEffect(() => {
    const run = () => window.setTimeout(() => scrollToHash(window.location.hash), HASH_SCROLL_DELAY_MS);
    const timer = run();
    window.addEventListener('hashchange', run);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('hashchange', run);
    };
  }, [pathname]);

  // Prefetch the pages a visitor is likely to open next.
  useEffect(() => {
    const targets = preloadTargets(pathname);
    if (targets.length === 0) return;
    const timer = window.setTimeout(() => {
      for (const route of targets) router.prefetch(localeHref(locale, route));
    }, PRELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, locale, router]);

  // Phones: passive touch listener marks touch input for touch-specific hints.
  useEffect(() => {
    if (window.innerWidth >= MOBILE_BREAKPOINT_PX) return;
    const onTouch = () => document.documentElement.classList.add('touch');
    window.addEventListener('touchstart', onTouch, { passive: true, once: true });
    return () => window.removeEventListener('touchstart', onTouch);
  }, []);

  // A language chosen in another tab moves this tab to the same page in that language.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== LANGUAGE_KEY || !isLocale(event.newValue)) return;
      const here = localeOfPath(window.location.pathname);
      if (here === event.newValue) return;
      window.location.assign(swapLocale(window.location.pathname, event.newValue) + window.location.search + window.location.hash);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return null;
}
