import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { testimonials } from '@/lib/landing/testimonials';
import { quote } from '@/lib/copy/typography';
import { SectionHeading } from './SectionHeading';
import { TestimonialCarousel } from './TestimonialCarousel';

/**
 * Section 6: example stories in a carousel; every card is server-rendered. The stories are
 * illustrative, so a card names a role and a kind of business, never a person or a company, and
 * shows no star rating or portrait (the data keeps the spec's name, company, image and `rating`
 * for the day real customers replace them): a named endorsement nobody gave would read as a
 * customer's testimonial.
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
      <figcaption className="mt-4 text-sm text-muted md:mt-6">{t(`items.${item.id}.title`)}</figcaption>
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
