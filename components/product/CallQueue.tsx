import type { Locale } from '@/i18n/routing';
import type { SampleCall } from '@/lib/data/sample-calls';
import { recordingFor } from '@/lib/data/recordings';
import { formatClock, formatDuration } from '@/lib/facts/format';
import { quote, typesetMessages } from '@/lib/copy/typography';
import { ProductWindow } from './ProductWindow';

/**
 * The sample calls as a player's queue (the /sample-calls hero): each call's time, length, title
 * and the caller's first line, linked to its transcript further down. A figure: the calls shown,
 * not copy told. The icon says what the row leads to: a play button only for a call with a
 * recording (lib/data/recordings.ts), a transcript otherwise.
 */
export function CallQueue({ locale, calls, title }: { locale: Locale; calls: readonly SampleCall[]; title: string }) {
  return (
    <ProductWindow title={title}>
      <ol className="divide-y divide-line">
        {calls.map((call) => {
          const copy = typesetMessages(call.copy[locale], locale);
          // What the caller wanted, in their words (the agent's greetings are all alike).
          const first = copy.turns.find((turn) => turn.who === 'caller');
          const recorded = recordingFor(call.id, locale) !== null;
          return (
            <li key={call.id} className="relative grid grid-cols-[auto_minmax(0,1fr)_auto] items-start gap-3 px-4 py-3 hover:bg-surface">
              <span aria-hidden="true" data-icon={recorded ? 'play' : 'transcript'} className="mt-0.5 grid h-8 w-8 place-items-center rounded-full bg-brand text-on-brand">
                {recorded ? (
                  <svg viewBox="0 0 24 24" className="ml-0.5 h-3.5 w-3.5">
                    <path fill="currentColor" d="M8 5.14v13.72a1 1 0 0 0 1.52.85l10.6-6.86a1 1 0 0 0 0-1.7L9.52 4.29A1 1 0 0 0 8 5.14Z" />
                  </svg>
                ) : (
                  <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                    <path d="M5 6h14M5 10.5h14M5 15h9" />
                  </svg>
                )}
              </span>
              <span className="min-w-0">
                {/* The whole row answers a click; the link's name stays the call's title. */}
                <a href={`#${call.id}`} className="block font-semibold text-fg after:absolute after:inset-0 hover:text-brand">
                  {copy.title}
                </a>
                {first ? (
                  <span lang={first.lang ?? locale} className="mt-0.5 block truncate text-sm text-muted">
                    {quote(locale, first.text)}
                  </span>
                ) : null}
              </span>
              <span className="text-right text-xs leading-5 tabular-nums text-muted">
                <span className="block">{formatClock(locale, call.startedAt)}</span>
                <span className="block font-semibold text-fg">{formatDuration(call.durationSeconds)}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </ProductWindow>
  );
}
