import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageCopy } from '@/lib/copy/copy';
import { sampleCalls } from '@/lib/data/sample-calls';
import { recordingFor } from '@/lib/data/recordings';
import { typesetMessages } from '@/lib/copy/typography';
import { PageCta, PageHero } from '@/components/page/PageParts';
import { TranscriptCard } from '@/components/product/TranscriptCard';
import { CallMeNow } from '@/components/callback/CallMeNow';
import { CallQueue } from '@/components/product/CallQueue';

export const generateMetadata = pageMetadata('/sample-calls');

export default async function SampleCallsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const c = await pageCopy(locale, 'sampleCallsPage');
  return (
    <>
      <PageHero
        route="/sample-calls"
        locale={locale}
        eyebrow={c.eyebrow}
        note={c.note}
        secondary={{ target: '/industries', label: c.ctaSecondary }}
        visual={<CallQueue locale={locale} calls={sampleCalls} title={c.contentsTitle} />}
      />
      <div className="container-page grid gap-10 py-14 md:py-20 lg:grid-cols-[16rem_1fr]">
        {/* On a phone the hero's queue is the contents: the list would repeat it right under it. */}
        <nav aria-labelledby="calls-contents" className="hidden min-w-0 lg:sticky lg:top-24 lg:block lg:self-start">
          <h2 id="calls-contents" className="text-sm font-semibold uppercase tracking-wide text-muted">
            {c.contentsTitle}
          </h2>
          <ol className="mt-3 space-y-1">
            {sampleCalls.map((call) => (
              <li key={call.id}>
                <a href={`#${call.id}`} className="block rounded-lg py-1.5 text-fg underline-offset-4 hover:text-brand hover:underline">
                  {typesetMessages(call.copy[locale].title, locale)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {/* On a phone the calls sit side by side in a row that snaps call by call (the contents above jump to each). */}
        <div role="region" tabIndex={0} aria-labelledby="calls-contents" className="snap-row min-w-0 max-w-3xl items-start [--snap-item:92%] md:space-y-12">
          {sampleCalls.map((call) => (
            <div key={call.id} id={call.id} className="scroll-mt-24">
              <TranscriptCard locale={locale} call={call} level="h2" recording={recordingFor(call.id, locale)} markers whole />
            </div>
          ))}
        </div>
      </div>
      <CallMeNow locale={locale} className="container-page pb-14 md:pb-20" />
      <PageCta route="/sample-calls" locale={locale} title={c.ctaTitle} text={c.ctaText} secondary={{ target: '/industries', label: c.ctaSecondary }} />
    </>
  );
}
