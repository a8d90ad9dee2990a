import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { spokenLanguages, type SampleCall, type Turn } from '@/lib/data/sample-calls';
import { hasConnected } from '@/lib/data/integrations';
import type { Recording } from '@/lib/data/recordings';
import { formatClock, formatDuration } from '@/lib/facts/format';
import { typesetMessages } from '@/lib/copy/typography';
import { ProductWindow } from './ProductWindow';

interface Props {
  locale: Locale;
  call: SampleCall;
  /** The title's heading level: h2 on /sample-calls, h3 inside a page section. */
  level?: 'h2' | 'h3';
  /** Set only when the audio file exists (lib/data/recordings.ts): no file, no player. */
  recording?: Recording | null;
  /** Marks where the caller's language changes and where a person takes over. */
  markers?: boolean;
  /**
   * Every turn at full length on a phone too (the sample-calls page, where the transcript is the
   * page). Elsewhere a phone shows the conversation in a window of its own that scrolls, as a chat
   * does, so one call is not two screens of a section; from 768 px it is always at full length.
   */
  whole?: boolean;
}

const bubble: Record<Turn['who'], string> = {
  agent: 'bg-brand-soft text-fg rounded-tl-md',
  caller: 'bg-surface-strong text-fg rounded-tr-md',
  staff: 'bg-teal-50 text-fg ring-1 ring-inset ring-teal-600/20 rounded-tl-md dark:bg-teal-400/10 dark:ring-teal-300/25',
};

/** A call transcript in chat form, with its outcome and what landed in which system. */
export async function TranscriptCard({ locale, call, level = 'h3', recording = null, markers = false, whole = false }: Props) {
  const t = await getTranslations({ locale, namespace: 'product' });
  const copy = typesetMessages(call.copy[locale], locale);
  const Heading = level;
  const SubHeading = level === 'h2' ? 'h3' : 'h4';
  const titleId = `${call.id}-title`;
  const languages = spokenLanguages(call, locale).map((lang) => t(`languages.${lang}`)).join(', ');
  const spoken = (turn: Turn) => turn.lang ?? locale;

  return (
    <article aria-labelledby={titleId} data-call={call.id} className="min-w-0">
      <ProductWindow title={copy.setting}>
        <div className="border-b border-line px-4 py-4 sm:px-5">
          <Heading id={titleId} className="text-lg font-semibold text-fg">
            {copy.title}
          </Heading>
          <p className="mt-1 text-sm text-muted">
            {t('transcript.meta', { time: formatClock(locale, call.startedAt), duration: formatDuration(call.durationSeconds), languages })}
          </p>
          {recording ? (
            <figure className="mt-3">
              <figcaption className="text-sm font-medium text-fg">{t('transcript.recording')}</figcaption>
              <audio controls preload="none" className="mt-2 w-full">
                <source src={recording.src} type={recording.type} />
              </audio>
            </figure>
          ) : null}
        </div>
        <ol
          className={`space-y-3 px-4 py-5 sm:px-5 ${whole ? '' : 'max-md:max-h-[20rem] max-md:overflow-y-auto max-md:overscroll-y-contain'}`}
          // Scrollable on a phone: reachable by Tab and named after the call.
          tabIndex={whole ? undefined : 0}
          aria-labelledby={whole ? undefined : titleId}
        >
          {copy.turns.map((turn, index) => {
            const previous = copy.turns[index - 1];
            const switched = markers && previous && spoken(previous) !== spoken(turn);
            const transferred = markers && turn.who === 'staff' && previous?.who !== 'staff';
            const name = turn.who === 'staff' ? (copy.staffName ?? t('speakers.staff')) : t(`speakers.${turn.who}`);
            return (
              <li key={turn.at} className="space-y-3">
                {switched || transferred ? (
                  <p className="flex items-center gap-3 text-xs font-semibold text-brand" data-marker={switched ? 'language' : 'handover'}>
                    <span aria-hidden="true" className="h-px flex-1 bg-line" />
                    {switched
                      ? t('transcript.switched', { language: t(`languages.${spoken(turn)}`), time: formatDuration(turn.at) })
                      : t('transcript.transferred', { name, time: formatDuration(turn.at) })}
                    <span aria-hidden="true" className="h-px flex-1 bg-line" />
                  </p>
                ) : null}
                <div className={`flex ${turn.who === 'caller' ? 'justify-end' : 'justify-start'}`}>
                  <div className={`max-w-[88%] rounded-2xl px-4 py-2.5 ${bubble[turn.who]}`}>
                    <p className="text-xs font-semibold text-muted">
                      {name}
                      <span className="font-normal"> · {formatDuration(turn.at)}</span>
                      {turn.lang && turn.lang !== locale ? <span className="font-normal"> · {t(`languagesIn.${turn.lang}`)}</span> : null}
                    </p>
                    <p lang={turn.lang} className="mt-0.5 leading-6">
                      {turn.text}
                    </p>
                    {turn.gloss ? (
                      <p className="mt-1 text-sm italic leading-6 text-muted">
                        <span className="sr-only">{t('transcript.translation')}: </span>
                        {turn.gloss}
                      </p>
                    ) : null}
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
        <div className="border-t border-line bg-surface px-4 py-5 sm:px-5">
          <p className="flex gap-2 text-fg">
            <svg viewBox="0 0 20 20" aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-accent">
              <circle cx="10" cy="10" r="9" fill="currentColor" />
              <path d="M6 10.5l2.5 2.5L14 7.5" fill="none" stroke="var(--page)" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {/* The label on a line of its own: an outcome has its own label ("Booked: …"), and two colons in a row read badly. */}
            <span>
              <strong className="block font-semibold">{t('transcript.outcome')}</strong> {copy.outcome}
            </span>
          </p>
          <SubHeading className="mt-4 text-sm font-semibold text-fg">{t('transcript.landed')}</SubHeading>
          <dl className="mt-2 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            {copy.landed.map((item) => (
              <div key={item.system} className="contents">
                <dt className="font-medium text-brand">{t(`systems.${item.system}`)}</dt>
                <dd className="text-muted">
                  {item.record}
                  {/* Texts are a plan feature (lib/copy/plan-features.ts): the card says which plans send them. */}
                  {item.system === 'sms' ? <span className="text-fg"> {t('transcript.smsOnly')}</span> : null}
                  {/* A card guarantee needs a payment gateway: while lib/data/integrations.ts connects none, the card says so. */}
                  {item.system === 'payment' && !hasConnected('payments') ? <span className="text-fg"> {t('transcript.paymentOnRequest')}</span> : null}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </ProductWindow>
    </article>
  );
}
