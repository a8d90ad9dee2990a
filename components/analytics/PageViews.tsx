'use client';

import { Suspense, useEffect } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { trackPageView } from '@/lib/analytics';

function Tracker() {
  const pathname = usePathname();
  const query = useSearchParams().toString();

  useEffect(() => {
    if (pathname) trackPageView(query ? `${pathname}?${query}` : pathname);
  }, [pathname, query]);

  return null;
}

/** `page_view` (path plus query) on the first load and on every client-side route change. */
export function PageViews() {
  return (
    <Suspense fallback={null}>
      <Tracker />
    </Suspense>
  );
}
