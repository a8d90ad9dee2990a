import { Card } from '@/components/ui/Card';
import { connectedStatuses, integrations, shownIntegrationName, type IntegrationStatus } from '@/lib/data/integrations';
import type { Locale } from '@/i18n/routing';

const badge: Record<IntegrationStatus, string> = {
  native: 'bg-brand text-on-brand',
  api: 'bg-brand-soft text-brand ring-1 ring-inset ring-brand/20',
  partner: 'bg-surface text-fg ring-1 ring-inset ring-line',
  request: 'bg-surface text-muted ring-1 ring-inset ring-line',
};

/**
 * The integrations hero's wall: every connected system of lib/data/integrations.ts by name,
 * grouped by status, native first, and how many more are possible on request.
 */
export function SystemsWall({ locale, title, statuses, more }: { locale: Locale; title: string; statuses: Record<IntegrationStatus, string>; more: { href: string; label: string } }) {
  const onRequest = integrations.filter((item) => item.status === 'request').length;
  return (
    <Card raised className="min-w-0" padding="p-5 md:p-6">
      {/* The systems themselves, shown like a wall of logos: a figure, not copy to read. */}
      <figure>
        <figcaption className="text-sm font-semibold uppercase tracking-wide text-muted">{title}</figcaption>
        <dl className="mt-4 space-y-4">
          {connectedStatuses.map((status) => (
            <div key={status}>
              <dt>
                <span className={`inline-flex rounded-md px-2 py-0.5 text-xs font-semibold ${badge[status]}`}>{statuses[status]}</span>
              </dt>
              <dd className="mt-2">
                <ul className="flex flex-wrap gap-1.5">
                  {integrations
                    .filter((item) => item.status === status)
                    .map((item) => (
                      <li key={item.id} className="rounded-lg border border-line bg-page px-2.5 py-1 text-sm font-medium text-fg">
                        {shownIntegrationName(item, locale)}
                      </li>
                    ))}
                </ul>
              </dd>
            </div>
          ))}
          <div className="flex items-center gap-2">
            <dt>
              <span className={`inline-flex rounded-md px-2 py-0.5 text-xs font-semibold ${badge.request}`}>{statuses.request}</span>
            </dt>
            <dd className="text-sm font-semibold text-muted">{onRequest}</dd>
          </div>
        </dl>
        <a href={more.href} className="mt-4 inline-flex min-h-11 items-center text-sm font-semibold text-brand underline-offset-4 hover:underline">
          {more.label}&nbsp;<span aria-hidden="true">↓</span>
        </a>
      </figure>
    </Card>
  );
}
