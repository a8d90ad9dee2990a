import type { ReactNode } from 'react';
import { Card } from '@/components/ui/Card';

/**
 * The frame every product view is drawn in (the landing page's style: the site's
 * card with indigo window dots and a soft shadow), with semantic colours so light
 * and dark themes both follow app/globals.css. A figure, its window bar the caption:
 * the product is shown, not told (`npm run words` counts the copy around it, not the view).
 */
export function ProductWindow({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card as="figure" raised className="min-w-0 overflow-hidden">
      <figcaption className="flex items-center gap-3 border-b border-line bg-surface px-4 py-2.5">
        <span aria-hidden="true" className="flex gap-1.5">
          <span className="h-2.5 w-2.5 rounded-full bg-amber-400" />
          <span className="h-2.5 w-2.5 rounded-full bg-indigo-300 dark:bg-indigo-400" />
          <span className="h-2.5 w-2.5 rounded-full bg-teal-600 dark:bg-teal-400" />
        </span>
        <span className="min-w-0 truncate text-xs font-semibold uppercase tracking-wide text-muted">{title}</span>
      </figcaption>
      {children}
    </Card>
  );
}

/** A small status label (result of a call). */
export function ResultBadge({ tone, children }: { tone: 'good' | 'brand' | 'warn' | 'plain'; children: ReactNode }) {
  const tones = {
    good: 'bg-teal-50 text-teal-800 ring-teal-600/20 dark:bg-teal-400/10 dark:text-teal-200 dark:ring-teal-300/30',
    brand: 'bg-brand-soft text-brand ring-brand/20',
    warn: 'bg-amber-50 text-amber-900 ring-amber-600/25 dark:bg-amber-400/10 dark:text-amber-200 dark:ring-amber-300/30',
    plain: 'bg-surface text-muted ring-line',
  } as const;
  return <span className={`inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]}`}>{children}</span>;
}
