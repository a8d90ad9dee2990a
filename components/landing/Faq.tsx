import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { faqIds } from '@/lib/landing/content';
import { faqPageJsonLd } from '@/lib/seo/structured-data';
import { FaqSection } from '@/components/sections/FaqSection';
import { JsonLd } from '@/components/ui/JsonLd';

/** Section 8: three questions (every answer in the static HTML) and their FAQPage data, in the site's one FAQ layout. */
export async function Faq({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'faq' });
  const items = faqIds.map((id) => ({ question: t(`items.${id}.question`), answer: t(`items.${id}.answer`) }));
  return (
    <FaqSection id="faq-title" title={t('title')} intro={t('subtitle')} items={items}>
      <JsonLd data={faqPageJsonLd(items)} />
    </FaqSection>
  );
}
