'use client';

import { useEffect } from 'react';
import { trackPageView } from '@/lib/analytics/events';

/**
 * `page_view` (path plus query) for every page shown. Internal links load
 * each page as its own document, so every route change is a page load and
 * is counted here once.
 */
export function PageViews() {
  useEffect(() => {
    trackPageView(window.location.pathname + window.location.search);
  }, []);
  return null;
}
