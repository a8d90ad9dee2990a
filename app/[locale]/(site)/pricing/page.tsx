import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageCopy } from '@/lib/copy/copy';
import { PageCta } from '@/components/page/PageParts';
import { PricingHero } from '@/components/page/PricingHero';
import { PlanComparison } from '@/components/sections/PlanCards';
import { FeatureGrid } from '@/components/sections/FeatureGrid';
import { FaqSection } from '@/components/sections/FaqSection';
import { EstimatorSection } from '@/components/estimator/EstimatorSection';

export const generateMetadata = pageMetadata('/pricing');

export default async function PricingPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const c = await pageCopy(locale, 'pricingPage');
  const linkClass = 'font-semibold text-brand underline-offset-4 hover:underline';
  return (
    <>
      <PricingHero locale={locale} c={c} />
      <PlanComparison locale={locale} c={c} />
      <EstimatorSection locale={locale} />
      <FeatureGrid
        id="guarantees"
        title={c.guaranteeTitle}
        items={c.guarantees}
        footers={[
          null,
          null,
          <p key="success" className="flex flex-col gap-2">
            <LocaleLink locale={locale} route="/hotel-success-pricing" className={linkClass}>
              {c.successHotel}
            </LocaleLink>
            <LocaleLink locale={locale} route="/real-estate-success-pricing" className={linkClass}>
              {c.successRealEstate}
            </LocaleLink>
          </p>,
        ]}
      />
      <FaqSection id="pricing-faq" title={c.faqTitle} items={c.faq} />
      <PageCta route="/pricing" locale={locale} title={c.ctaTitle} text={c.ctaText} secondary={{ target: '/book-demo', label: c.ctaSecondary }} />
    </>
  );
}
