'use client';

import { useEffect } from 'react';
import { observeReveals } from '@/components/motion/observe-reveals';
import { installImageFallbacks } from '@/lib/landing/image-fallback';
import { listenForTrackedClicks } from '@/lib/landing/tracking';

/**
 * The landing page's behaviours without UI: reveal on scroll, click analytics
 * for server-rendered links, image fallbacks (again, after a client-side
 * navigation, where the inline script does not run). Renders nothing.
 */
export function LandingEffects() {
  useEffect(() => {
    installImageFallbacks();
    const stopReveals = observeReveals();
    const stopClicks = listenForTrackedClicks();
    return () => {
      stopReveals();
      stopClicks();
    };
  }, []);
  return null;
}
