import type { CSSProperties } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { sampleCalls } from '@/lib/data/sample-calls';
import { hasConnected } from '@/lib/data/integrations';
import { typesetMessages } from '@/lib/copy/typography';
import { formatDuration } from '@/lib/facts/format';
import { beatEasing, clockTicks, LIVE_CALL_ID, liveCallTimeline, type Span } from '@/lib/landing/live-call';
import styles from './landing.module.css';

const bubble = {
  agent: 'mr-5 rounded-2xl rounded-tl-md bg-white/[0.14] text-white',
  caller: 'ml-5 rounded-2xl rounded-tr-md bg-white text-[#1e1b4b]',
  staff: 'mr-5 rounded-2xl rounded-tl-md bg-teal-50 text-[#1e1b4b]',
} as const;
const speakerTone = { agent: 'text-indigo-200', caller: 'text-indigo-700', staff: 'text-teal-800' } as const;

/**
 * What the hero phone shows when no live agent is on it: a sample call in
 * progress (lib/landing/live-call.ts): the caller, the clock, the lines
 * appearing exchange by exchange, and the booking it ends with. HTML and CSS
 * only; the lines are the sample call's, in the page's language. Under reduced
 * motion (or in a browser without `linear()` timing) it is the finished call:
 * the whole transcript, scrolled to the booking.
 */
export async function LiveCall({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'hero.call' });
  const tProduct = await getTranslations({ locale, namespace: 'product' });
  const call = sampleCalls.find((item) => item.id === LIVE_CALL_ID)!;
  const copy = typesetMessages(call.copy[locale], locale);
  const timeline = liveCallTimeline(call.copy[locale].turns);
  const loop = timeline.loopSeconds;
  const beat = (span: Span) => {
    const { fade, rise } = beatEasing(span, loop);
    return { '--fade': fade, '--rise': rise } as CSSProperties;
  };
  const caller = copy.caller ?? tProduct('speakers.caller');
  const initials = caller
    .split(/\s+/)
    .map((word) => word[0])
    .join('');
  const booking = copy.landed.find((item) => item.system === 'pms');
  // The card link needs a payment gateway, which none is connected to yet: say so under the booking, as the sample calls do.
  const paymentNote = copy.landed.some((item) => item.system === 'payment') && !hasConnected('payments');
  const length = formatDuration(call.durationSeconds);
  const ticks = clockTicks(timeline.call, loop, call.durationSeconds);

  return (
    <figure
      aria-label={t('label', { title: copy.title })}
      data-testid="live-call"
      className={`${styles.call} flex h-full flex-col bg-gradient-to-b from-[#3730a3] to-[#1e1b4b] text-white`}
      style={{ '--call-loop': `${loop}s`, '--clock-ticks': ticks.length } as CSSProperties}
    >
      <div className="px-4 pb-3 pt-8">
        <div className="flex items-center gap-2 text-[0.6875rem] font-semibold uppercase tracking-wide text-indigo-200">
          <span aria-hidden="true" className="h-1.5 w-1.5 shrink-0 rounded-full bg-emerald-400" />
          <span className="min-w-0 flex-1 truncate">{t('sample')}</span>
          <span aria-hidden="true" data-testid="live-call-clock" className={`${styles.clock} text-right text-xs text-white tabular-nums`}>
            <span className={styles.clockEnd}>{length}</span>
            <span className={styles.clockTicks}>{ticks.join('\n')}</span>
          </span>
          <span className="sr-only">{t('length', { duration: length })}</span>
          <label className={`${styles.pauseToggle} relative z-10 -my-1 -mr-1 h-8 w-8 shrink-0 cursor-pointer rounded-full bg-white/10 text-white hover:bg-white/20`}>
            <input type="checkbox" className={`${styles.pause} peer sr-only`} />
            <svg viewBox="0 0 24 24" aria-hidden="true" className="h-4 w-4 peer-checked:hidden">
              <path fill="currentColor" d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
            </svg>
            <svg viewBox="0 0 24 24" aria-hidden="true" className="hidden h-4 w-4 peer-checked:block">
              <path fill="currentColor" d="M8 5v14l11-7z" />
            </svg>
            <span className="sr-only">{t('pause')}</span>
          </label>
        </div>
        <div className="mt-2 flex items-start gap-3">
          <span aria-hidden="true" className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-white/15 text-sm font-semibold">
            {initials}
          </span>
          <div className="min-w-0">
            <p className="font-semibold leading-tight">{caller}</p>
            <p className="mt-0.5 text-balance text-xs leading-snug text-indigo-100">{copy.setting}</p>
          </div>
        </div>
      </div>

      {/* Static: a scroll box that opens at its end (column-reverse). Animated: the exchanges stacked in one place. */}
      <div tabIndex={0} role="region" aria-label={t('transcript')} className={`${styles.transcript} min-h-0 flex-1 px-3 pb-2 outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-white/70`}>
        <div className={styles.stage}>
          <ol className={styles.exchanges}>
            {timeline.exchanges.map((group) => (
              <li key={group[0]} className={styles.exchange}>
                {group.map((index) => {
                  const turn = copy.turns[index]!;
                  return (
                    <p key={turn.at} data-turn={index} className={`${styles.beat} ${bubble[turn.who]} px-3 py-2 text-[0.8125rem] leading-snug`} style={beat(timeline.turns[index]!)}>
                      <span className={`block text-[0.6875rem] font-semibold ${speakerTone[turn.who]}`}>{turn.who === 'staff' ? (copy.staffName ?? tProduct('speakers.staff')) : tProduct(`speakers.${turn.who}`)}</span>
                      <span lang={turn.lang}>{turn.text}</span>
                    </p>
                  );
                })}
              </li>
            ))}
          </ol>
          <div data-testid="live-call-outcome" className={`${styles.beat} ${styles.outcome} rounded-2xl bg-white p-3 text-[#1e1b4b] shadow-lg`} style={beat(timeline.outcome)}>
            <p className="flex items-start gap-2 text-[0.8125rem] font-semibold leading-snug">
              <svg viewBox="0 0 24 24" aria-hidden="true" className="mt-px h-4 w-4 shrink-0 text-emerald-600">
                <path fill="currentColor" d="M9.5 16.2 5.3 12l-1.4 1.4 5.6 5.6 11-11-1.4-1.4z" />
              </svg>
              {copy.outcome}
            </p>
            {booking ? (
              <p className="mt-2 border-t border-slate-200 pt-2 text-xs leading-snug text-slate-600">
                <span className="font-semibold text-slate-800">{tProduct(`systems.${booking.system}`)}</span> · {booking.record}
              </p>
            ) : null}
            {paymentNote ? (
              <p data-testid="live-call-payment-note" className="mt-1 text-xs leading-snug text-slate-600">
                <span className="font-semibold text-slate-800">{tProduct('systems.payment')}</span> {tProduct('transcript.paymentOnRequest')}
              </p>
            ) : null}
          </div>
        </div>
      </div>
    </figure>
  );
}
