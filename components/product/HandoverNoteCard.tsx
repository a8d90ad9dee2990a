import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { handoverNote, sampleCall } from '@/lib/data/sample-calls';
import { formatClock } from '@/lib/facts/format';
import { typesetMessages } from '@/lib/copy/typography';
import { siteConfig } from '@/lib/site';
import { ProductWindow } from './ProductWindow';

/** The note a colleague receives with a handed-over call, as it appears in the dashboard. */
export async function HandoverNoteCard({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'product' });
  const note = typesetMessages(handoverNote[locale], locale);
  const call = sampleCall('handover');
  const before = [
    { label: t('handover.caller'), value: note.caller },
    { label: t('handover.reason'), value: note.reason },
    { label: t('handover.wants'), value: note.wants },
  ];
  const after = [
    { label: t('handover.mood'), value: note.mood },
    { label: t('handover.next'), value: note.next },
  ];
  const field = ({ label, value }: { label: string; value: string }) => (
    <div key={label}>
      <dt className="font-semibold text-fg">{label}</dt>
      <dd className="mt-0.5 text-muted">{value}</dd>
    </div>
  );
  return (
    <ProductWindow title={t('handover.window', { name: siteConfig.name })}>
      <div className="p-4 sm:p-5">
        <div className="rounded-2xl border border-amber-300 bg-amber-50/70 p-4 dark:border-amber-300/30 dark:bg-amber-400/5">
          <div className="flex items-start gap-3">
            <span aria-hidden="true" className="mt-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-amber-400 text-[#1e1b4b]">
              <svg viewBox="0 0 24 24" className="h-4 w-4">
                <path fill="currentColor" d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
              </svg>
            </span>
            <div>
              <h3 className="font-semibold text-fg">{t('handover.title')}</h3>
              <p className="text-sm text-muted">{t('handover.received', { time: formatClock(locale, call.startedAt) })}</p>
              <p className="mt-1 text-sm text-fg">
                <span className="font-medium">{t('handover.to')}:</span> {note.from}
              </p>
            </div>
          </div>
        </div>
        <dl className="mt-4 space-y-3 text-sm">
          {before.map(field)}
          <div>
            <dt className="font-semibold text-fg">{t('handover.done')}</dt>
            <dd className="mt-1">
              <ul className="space-y-1 text-muted">
                {note.done.map((item) => (
                  <li key={item} className="flex gap-2">
                    <svg viewBox="0 0 20 20" aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-accent">
                      <path d="M5 10.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
                    </svg>
                    {item}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          {after.map(field)}
        </dl>
      </div>
    </ProductWindow>
  );
}
