import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { isExample, siteConfig } from '@/lib/site';
import { videoIds, videoPosters } from '@/lib/landing/content';
import { Reveal } from '@/components/motion/Reveal';
import { SectionHeading } from './SectionHeading';
import { VideoFacade } from './VideoFacade';

/**
 * Where a video whose id is still the configuration's example leads instead: the hotel demo to
 * the call it would have shown, the product tour to all the calls, with labels that promise a
 * call to read, not a film.
 */
const standIns = {
  productTour: { route: '/sample-calls', sampleCopy: true },
  hotelDemo: { route: '/sample-calls#late-booking', sampleCopy: false },
} as const satisfies Record<(typeof videoIds)[number], { route: `/sample-calls${string}`; sampleCopy: boolean }>;

/**
 * Section 3: two demo videos behind click-to-play facades. A video whose id is still the
 * configuration's example (lib/site.ts) would play somebody else's film: its card shows the
 * drawing and leads to the sample calls instead, as the voice frame does without an agent.
 */
export async function DemoVideos({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'videos' });
  const tProduct = await getTranslations({ locale, namespace: 'product' });
  return (
    <section aria-labelledby="videos-title" className="below-fold container-page py-10 md:py-24">
      <SectionHeading id="videos-title" title={t('title', { name: siteConfig.name })} />
      <ul className="snap-row mt-8 grid gap-8 md:mt-12 md:grid-cols-2">
        {videoIds.map((id, index) => {
          const videoId = siteConfig.videos[id];
          const standIn = isExample(videoId) ? standIns[id] : null;
          // "Product tour in 3 minutes" promises a film: without one the card names what it leads to.
          const copyKey = standIn?.sampleCopy ? ('productTour.sample' as const) : id;
          const title = t(`${copyKey}.title`);
          return (
            <Reveal key={id} index={index} as="li">
              <article>
                {standIn ? (
                  <LocaleLink
                    locale={locale}
                    route={standIn.route}
                    data-testid="video-samples"
                    className="group relative block aspect-video overflow-hidden rounded-2xl bg-[#1e1b4b] shadow-lg ring-1 ring-art-edge"
                  >
                    {/* eslint-disable-next-line @next/next/no-img-element -- static export, pre-sized local drawing */}
                    <img src={videoPosters[id]} alt="" width={1280} height={720} loading="lazy" decoding="async" className="h-full w-full object-cover" />
                    <span className="absolute bottom-3 left-3 inline-flex items-center gap-2 whitespace-nowrap rounded-full bg-white px-4 py-2 text-sm font-semibold text-[#312e81] shadow-lg group-hover:bg-indigo-50">
                      {standIn.sampleCopy ? t('sampleCalls') : tProduct('dashboard.readCall')}
                      <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4">
                        <path d="M4 10h11m-4-4 4 4-4 4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                      </svg>
                    </span>
                  </LocaleLink>
                ) : (
                  <VideoFacade videoId={videoId} embedHost={siteConfig.videos.embedHost} title={title} playLabel={t('play', { title })} poster={videoPosters[id]} />
                )}
                <h3 className="mt-4 text-lg font-semibold text-fg md:mt-5 md:text-xl">{title}</h3>
                <p className="mt-2 leading-7 text-muted">{t(`${copyKey}.description`)}</p>
              </article>
            </Reveal>
          );
        })}
      </ul>
      <p className="mt-6 text-center md:mt-10">
        <LocaleLink locale={locale} route="/sample-calls" className="btn btn-secondary">
          {tProduct('seeAllLanding')}
        </LocaleLink>
      </p>
    </section>
  );
}
