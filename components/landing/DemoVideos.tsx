import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { siteConfig } from '@/lib/site';
import { videoIds, videoPosters } from '@/lib/landing/content';
import { Reveal } from '@/components/motion/Reveal';
import { SectionHeading } from './SectionHeading';
import { VideoFacade } from './VideoFacade';

/** Section 3: two demo videos behind click-to-play facades. */
export async function DemoVideos({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'videos' });
  const tProduct = await getTranslations({ locale, namespace: 'product' });
  return (
    <section aria-labelledby="videos-title" className="below-fold container-page py-16 md:py-24">
      <SectionHeading id="videos-title" title={t('title', { name: siteConfig.name })} subtitle={t('subtitle')} />
      <div className="mt-12 grid gap-8 md:grid-cols-2">
        {videoIds.map((id, index) => (
          <Reveal key={id} index={index} as="article">
            <VideoFacade
              videoId={siteConfig.videos[id]}
              embedHost={siteConfig.videos.embedHost}
              title={t(`${id}.title`)}
              playLabel={t('play', { title: t(`${id}.title`) })}
              poster={videoPosters[id]}
            />
            <h3 className="mt-5 text-xl font-semibold text-fg">{t(`${id}.title`)}</h3>
            <p className="mt-2 leading-7 text-muted">{t(`${id}.description`)}</p>
          </Reveal>
        ))}
      </div>
      <p className="mt-10 text-center">
        <LocaleLink locale={locale} route="/sample-calls" className="btn btn-secondary">
          {tProduct('seeAllLanding')}
        </LocaleLink>
      </p>
    </section>
  );
}
