'use client';

import { useEffect } from 'react';
import { HASH_SCROLL_DELAY_MS, MOBILE_BREAKPOINT_PX, PRELOAD_DELAY_MS } from '@/lib/constants';
import { LANGUAGE_KEY } from '@/lib/language-rule.mjs';
import { HYDRATED_ATTRIBUTE, HYDRATED_EVENT } from '@/lib/hydration.mjs';
import { localeHref, preloadTargets } from '@/lib/routes';
import { localeOfPath, swapLocale } from '@/lib/locale-path';
import { isLocale, type Locale } from '@/i18n/locales';
import { HydrateLater } from '@/components/ui/HydrateLater';

function prefersReducedMotion() {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Scrolls to the element named by the URL hash (instantly under reduced motion). */
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

/** Asks the browser to fetch likely next pages at idle priority (documents, not router data). */
export function prefetchDocuments(hrefs: readonly string[]) {
  for (const href of hrefs) {
    if (document.head.querySelector(`link[rel="prefetch"][href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'document';
    link.href = href;
    document.head.appendChild(link);
  }
}

/**
 * Behaviours of the whole site with no UI of their own: hash scrolling,
 * prefetching likely next pages (spec preload map), the phone touch setup and
 * following a language change made in another tab. Every page is its own
 * document, so these run once per page load.
 */
export function SiteEffects({ locale }: { locale: Locale }) {
  useEffect(() => {
    // Hash scroll after the spec's delay, on load and on in-page hash changes.
    const run = () => window.setTimeout(() => scrollToHash(window.location.hash), HASH_SCROLL_DELAY_MS);
    const timer = run();
    window.addEventListener('hashchange', run);

    // Prefetch the pages a visitor is likely to open next.
    const targets = preloadTargets(window.location.pathname).map((route) => localeHref(locale, route));
    const preload = targets.length ? window.setTimeout(() => prefetchDocuments(targets), PRELOAD_DELAY_MS) : undefined;

    // Phones: a passive touch listener marks touch input for touch-specific hints.
    const onTouch = () => document.documentElement.classList.add('touch');
    if (window.innerWidth < MOBILE_BREAKPOINT_PX) window.addEventListener('touchstart', onTouch, { passive: true, once: true });

    // A language chosen in another tab moves this tab to the same page in that language.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== LANGUAGE_KEY || !isLocale(event.newValue)) return;
      if (localeOfPath(window.location.pathname) === event.newValue) return;
      window.location.assign(swapLocale(window.location.pathname, event.newValue) + window.location.search + window.location.hash);
    };
    window.addEventListener('storage', onStorage);

    return () => {
      window.clearTimeout(timer);
      window.clearTimeout(preload);
      window.removeEventListener('hashchange', run);
      window.removeEventListener('touchstart', onTouch);
      window.removeEventListener('storage', onStorage);
    };
  }, [locale]);

  // Last in the page and in its second hydration pass, so it fires once everything has hydrated.
  return (
    <HydrateLater>
      <HydratedSignal />
    </HydrateLater>
  );
}

/**
 * The page has hydrated, parts hydrated later (HydrateLater) included: the paint-first
 * loader (scripts/build/defer-scripts.mjs) stops holding button presses and replays the one it held.
 */
function HydratedSignal() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}
