'use client';

import { useEffect, useState } from 'react';
import { LOADING_SLOW_AFTER_MS, LOADING_TEXT_AFTER_MS } from '@/lib/facts/constants';

export interface LoadingLabels {
  label: string;
  loading: string;
  slow: string;
}

/** Spinner; "Loading..." after 2 s; the slow-notice added after 5 s. */
export function LoadingFallback({ labels }: { labels: LoadingLabels }) {
  const [stage, setStage] = useState(0);

  useEffect(() => {
    const text = window.setTimeout(() => setStage(1), LOADING_TEXT_AFTER_MS);
    const slow = window.setTimeout(() => setStage(2), LOADING_SLOW_AFTER_MS);
    return () => {
      window.clearTimeout(text);
      window.clearTimeout(slow);
    };
  }, []);

  return (
    <div role="status" aria-label={labels.label} className="flex min-h-[60vh] flex-col items-center justify-center gap-4 py-24">
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-line border-t-brand motion-reduce:animate-none"
      />
      {stage >= 1 ? (
        <p className="text-sm text-muted">
          {labels.loading}
          {stage >= 2 ? <span className="block text-center">{labels.slow}</span> : null}
        </p>
      ) : null}
    </div>
  );
}
