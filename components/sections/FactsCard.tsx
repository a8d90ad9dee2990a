import type { ReactNode } from 'react';
import { Card } from '@/components/ui/Card';

/**
 * A hero's card of facts: a heading and the facts as terms and values (where data
 * lives, how to reach the team and when). The page shows them here once, not again below.
 */
export function FactsCard({ id, title, items, footer }: { id: string; title: string; items: readonly { label: string; value: ReactNode }[]; footer?: ReactNode }) {
  return (
    <Card raised className="min-w-0" padding="p-6 md:p-8">
      <h2 id={id} className="text-xl font-bold tracking-tight text-fg">
        {title}
      </h2>
      <dl aria-labelledby={id} className="mt-5 divide-y divide-line">
        {items.map((item) => (
          <div key={item.label} className="py-3 first:pt-0 last:pb-0">
            <dt className="text-sm font-semibold text-fg">{item.label}</dt>
            <dd className="mt-1 text-sm leading-6 text-muted">{item.value}</dd>
          </div>
        ))}
      </dl>
      {footer ? <div className="mt-5 border-t border-line pt-5">{footer}</div> : null}
    </Card>
  );
}
