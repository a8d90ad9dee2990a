import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { dashboardRows, rowLanguages, type CallResult, type Industry } from '@/lib/data/sample-calls';
import { formatClock, formatMoney } from '@/lib/facts/format';
import { siteConfig } from '@/lib/site';
import { typesetMessages } from '@/lib/copy/typography';
import { ProductWindow, ResultBadge } from './ProductWindow';

const resultTone: Record<CallResult, 'good' | 'brand' | 'warn' | 'plain'> = {
  booked: 'good',
  viewing: 'good',
  changed: 'brand',
  qualified: 'brand',
  handover: 'warn',
  answered: 'plain',
};

/** The dashboard's "today" view: the day's calls and the bookings (or showings) they created. */
export async function CallDashboard({ locale, industry, compact = false }: { locale: Locale; industry: Industry; /** A shorter list (a hero's visual). */ compact?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'product' });
  const rows = dashboardRows[industry];
  const created = rows.filter((row) => row.result === 'booked' || row.result === 'viewing').length;
  const value = rows.reduce((sum, row) => sum + (row.value?.[locale] ?? 0), 0);
  const stats = [
    { label: t('dashboard.calls'), value: String(rows.length) },
    { label: industry === 'hotel' ? t('dashboard.bookings') : t('dashboard.viewings'), value: String(created) },
    { label: t('dashboard.handovers'), value: String(rows.filter((row) => row.result === 'handover').length) },
    ...(value > 0 ? [{ label: t('dashboard.value'), value: formatMoney(locale, value) }] : []),
  ];

  return (
    <ProductWindow title={`${t('dashboard.window', { name: siteConfig.name })} · ${t('dashboard.today')}`}>
      <dl data-stat-row="" className={`grid gap-px border-b border-line bg-line ${stats.length === 4 ? 'grid-cols-2 sm:grid-cols-4' : 'grid-cols-3'}`}>
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse justify-end bg-page px-4 py-3">
            <dt className="text-xs font-medium text-muted">{stat.label}</dt>
            <dd data-stat-value="" className="text-2xl font-bold tracking-tight text-fg">{stat.value}</dd>
          </div>
        ))}
      </dl>
      {/* A whole day is dozens of calls: the list scrolls inside the window (focusable, so it scrolls from the keyboard too). */}
      <div role="region" aria-label={t('dashboard.scrollLabel')} tabIndex={0} className={`${compact ? 'max-h-[17rem]' : 'max-h-[20rem] md:max-h-[28rem]'} overflow-y-auto pb-6 [mask-image:linear-gradient(to_bottom,#000_calc(100%-2.5rem),transparent)] focus-visible:[mask-image:none] focus-visible:outline-2 focus-visible:outline-brand`}>
      <table className="w-full text-left text-sm">
        <caption className="px-4 pb-1 pt-3 text-left text-xs font-semibold uppercase tracking-wide text-muted">{t('dashboard.caption')}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('dashboard.time')}</th>
            <th scope="col">{t('dashboard.result')}</th>
            <th scope="col">{t('dashboard.language')}</th>
            <th scope="col">{t('dashboard.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.time} data-testid="dashboard-row" className="border-t border-line first:border-t-0">
              <td className="whitespace-nowrap py-2.5 pl-4 pr-2 align-top tabular-nums text-muted">{formatClock(locale, row.time)}</td>
              <td className="px-2 py-2.5 align-top text-fg">
                <div className="sm:flex sm:items-start sm:gap-3">
                <ResultBadge tone={resultTone[row.result]}>{t(`results.${row.result}`)}</ResultBadge>
                <span className="mt-1 block break-words sm:mt-0">
                  {row.callId ? (
                    <LocaleLink locale={locale} route={`/sample-calls#${row.callId}`} className="underline decoration-line underline-offset-4 hover:text-brand hover:decoration-current">
                      {typesetMessages(row.detail[locale], locale)}
                    </LocaleLink>
                  ) : (
                    typesetMessages(row.detail[locale], locale)
                  )}
                </span>
                </div>
              </td>
              <td className="hidden px-2 py-2.5 align-top text-xs uppercase text-muted sm:table-cell">
                <abbr title={rowLanguages(row, locale).map((lang) => t(`languages.${lang}`)).join(' → ')} className="no-underline">
                  {rowLanguages(row, locale).join(' → ')}
                </abbr>
              </td>
              <td className="whitespace-nowrap py-2.5 pl-2 pr-4 text-right align-top font-semibold tabular-nums text-fg">{row.value ? formatMoney(locale, row.value[locale]) : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </ProductWindow>
  );
}
