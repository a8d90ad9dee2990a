import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { testimonials } from '@/lib/landing/testimonials';
import { quote } from '@/lib/copy/typography';
import { SectionHeading } from './SectionHeading';
import { TestimonialCarousel } from './TestimonialCarousel';

/**
 * Section 6: customer stories in a carousel; every card is server-rendered. The stories are
 * illustrative, so the cards show no star rating (the data keeps the spec's `rating`): a rating
 * given by an invented customer would be a claim nobody made.
 */
/** "300%+" is English notation: Polish says „ponad 300%”. */
const statValue = (locale: Locale, value: string) => (locale === 'pl' ? value.replace(/^(\d+%)\+$/, 'ponad $1') : value);

export async function Testimonials({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'testimonials' });

  const slides = testimonials.map((item) => (
    <figure key={item.id} className="flex h-full flex-col rounded-2xl border border-line bg-page p-5 shadow-sm md:p-6">
      <div className="flex items-center gap-3">
        <span data-testid="illustrative" className="rounded-full border border-line px-2.5 py-0.5 text-xs font-medium text-muted">
          {t('illustrativeBadge')}
        </span>
      </div>
      <blockquote className="mt-4 flex-1 leading-7 text-fg">{quote(locale, t(`items.${item.id}.quote`))}</blockquote>
      <p className="mt-4 rounded-xl bg-brand-soft px-4 py-3 md:mt-6">
        <span className="block text-2xl font-bold text-brand">{statValue(locale, item.stats.value)}</span>
        <span className="text-sm text-muted">{t(`items.${item.id}.label`)}</span>
      </p>
      <figcaption className="mt-4 flex items-center gap-3 md:mt-6">
        {/* eslint-disable-next-line @next/next/no-img-element -- static export, pre-sized local avatar */}
        <img src={item.image} alt="" width={48} height={48} loading="lazy" decoding="async" className="h-12 w-12 rounded-full" />
        <span>
          <span className="block font-semibold text-fg">{item.name}</span>
          <span className="block text-sm text-muted">
            {t(`items.${item.id}.title`)}, {item.company}
          </span>
        </span>
      </figcaption>
    </figure>
  ));

  return (
    <section aria-labelledby="testimonials-title" className="below-fold bg-surface py-10 md:py-24">
      <div className="container-page">
        <SectionHeading id="testimonials-title" title={t('title')} />
        <div className="mt-8 md:mt-12">
          <TestimonialCarousel
            slides={slides}
            labels={{
              carousel: t('carouselLabel'),
              previous: t('previous'),
              next: t('next'),
              pager: t('pagerLabel'),
              page: t('page', { page: '{page}' }),
              slide: t('slideLabel', { current: '{current}', total: '{total}' }),
            }}
          />
        </div>
      </div>
    </section>
  );
}
