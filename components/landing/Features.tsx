import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { siteConfig } from '@/lib/site';
import { featureIds, figureIds, offerIds } from '@/lib/landing/content';
import { Reveal } from '@/components/motion/Reveal';
import { IconTile } from '@/components/ui/IconTile';
import { SectionHeading } from './SectionHeading';

const icons: Record<(typeof featureIds)[number], string> = {
  bookings: 'M8 3v3m8-3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm4 9 2 2 4-4',
  leads: 'M4 5h16l-6 7v6l-4 2v-8L4 5Z',
  handover: 'M7 8h10l-3-3m3 11H7l3 3',
};

/** Section 5: what the agent does, the business impact and the offer. */
export async function Features({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'features' });
  const tb = await getTranslations({ locale, namespace: 'benefits' });
  const { trialDays, moneyBackDays, assessmentMinutes } = siteConfig;
  const offerValues = { trial: { days: trialDays }, moneyBack: { days: moneyBackDays }, assessment: { minutes: assessmentMinutes } } as const;

  return (
    <section aria-labelledby="features-title" className="below-fold container-page py-10 md:py-24">
      <SectionHeading id="features-title" title={t('title')} />
      <ul tabIndex={0} aria-labelledby="features-title" className="snap-row mt-8 grid gap-6 [--snap-item:min(86%,21rem)] md:mt-12 md:grid-cols-3">
        {featureIds.map((id, index) => (
          <Reveal key={id} index={index} as="li" className="rounded-2xl border border-line bg-page p-5 shadow-sm md:p-6">
            {/* On a phone the icon sits beside the title; from 768 px above it. */}
            <div className="flex items-center gap-3 md:block">
              <IconTile path={icons[id]} />
              <h3 className="text-lg font-semibold text-fg md:mt-5">{t(`items.${id}.title`)}</h3>
            </div>
            <p className="mt-2 leading-7 text-muted">{t(`items.${id}.text`)}</p>
          </Reveal>
        ))}
      </ul>

      <div className="mt-8 overflow-hidden rounded-3xl bg-[#1e1b4b] px-5 py-8 text-white ring-1 ring-art-edge md:mt-20 md:px-12 md:py-16">
        <h2 id="benefits-title" className="max-w-3xl text-3xl font-bold tracking-tight md:text-4xl">
          {tb('title')}
        </h2>
        <p className="mt-3 max-w-3xl leading-7 text-indigo-100 md:mt-4 md:text-lg md:leading-8">{tb('subtitle')}</p>
        <dl tabIndex={0} aria-labelledby="benefits-title" data-stat-row="" className="snap-row mt-8 grid gap-x-8 gap-y-10 [--snap-item:min(62%,14rem)] sm:grid-cols-2 md:mt-10 lg:grid-cols-4">
          {figureIds.map((id, index) => (
            <Reveal key={id} index={index} className="flex flex-col-reverse justify-end border-l-2 border-indigo-400 pl-5">
              <dt className="mt-2 leading-6 text-indigo-100">{tb(`figures.${id}.label`)}</dt>
              <dd data-stat-value="" className="text-4xl font-bold tracking-tight text-white md:text-5xl">{tb(`figures.${id}.value`)}</dd>
            </Reveal>
          ))}
        </dl>
      </div>

      <h3 id="offer-title" className="mt-8 text-center text-xl md:text-2xl font-bold tracking-tight text-fg md:mt-16">{tb('offerTitle')}</h3>
      <ul tabIndex={0} aria-labelledby="offer-title" className="snap-row mt-6 grid gap-4 [--snap-item:min(88%,21rem)] md:mt-8 md:grid-cols-3">
        {offerIds.map((id, index) => (
          <Reveal key={id} index={index} as="li" className="rounded-2xl bg-brand-soft p-5">
            <p className="font-semibold text-fg">{tb(`offer.${id}.title`, id in offerValues ? offerValues[id as keyof typeof offerValues] : {})}</p>
            <p className="mt-2 text-sm leading-6 text-muted">{tb(`offer.${id}.text`)}</p>
          </Reveal>
        ))}
      </ul>
    </section>
  );
}
