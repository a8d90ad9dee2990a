import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { faqIds } from '@/lib/landing/content';
import { faqPageJsonLd } from '@/lib/seo/structured-data';
import { FaqAccordion } from '@/components/sections/FaqAccordion';
import { JsonLd } from '@/components/ui/JsonLd';
import { SectionHeading } from './SectionHeading';

/** Section 8: ten questions (every answer in the static HTML) and their FAQPage data. */
export async function Faq({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'faq' });
  const items = faqIds.map((id) => ({ question: t(`items.${id}.question`), answer: t(`items.${id}.answer`) }));
  return (
    <section aria-labelledby="faq-title" className="below-fold bg-surface py-10 md:py-24">
      <div className="container-page max-w-4xl">
        <SectionHeading id="faq-title" title={t('title')} subtitle={t('subtitle')} />
        <div className="mt-8 md:mt-12">
          <FaqAccordion items={items} />
        </div>
      </div>
      <JsonLd data={faqPageJsonLd(items)} />
    </section>
  );
}
