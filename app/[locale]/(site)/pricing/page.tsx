import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { LocaleLink } from '@/i18n/navigation';
import { pageMetadata } from '@/lib/metadata';
import { pageCopy } from '@/lib/copy';
import { plans } from '@/lib/site';
import { currencyOf, planPrices } from '@/lib/format';
import { pricingJsonLd } from '@/lib/structured-data';
import { JsonLd } from '@/components/ui/JsonLd';
import { PageCta, PageHero, pageHead } from '@/components/page/PageParts';
import { PlanCards, PlanComparison } from '@/components/sections/PlanCards';
import { FeatureGrid } from '@/components/sections/FeatureGrid';
import { FaqSection } from '@/components/sections/FaqSection';

export const generateMetadata = pageMetadata('/pricing');

export default async function PricingPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const [c, head] = await Promise.all([pageCopy(locale, 'pricingPage'), pageHead(locale, '/pricing')]);
  const offers = plans.flatMap((plan): { name: string; price: number; currency: 'USD' | 'PLN'; unit: 'MON' | 'MIN' }[] => {
    const { monthly, perMinute } = planPrices(plan, locale);
    const name = c.plans[plan.id].name;
    if (monthly !== null) return [{ name, price: monthly, currency: currencyOf[locale], unit: 'MON' }];
    if (plan.id === 'payg' && perMinute !== null) return [{ name, price: perMinute, currency: currencyOf[locale], unit: 'MIN' }];
    return [];
  });
  const linkClass = 'font-semibold text-brand underline-offset-4 hover:underline';
  return (
    <>
      <JsonLd data={pricingJsonLd(locale, head.intro, offers)} />
      <PageHero route="/pricing" locale={locale} note={c.note} secondary={{ target: '/book-demo', label: c.ctaSecondary }} />
      <PlanCards locale={locale} c={c} />
      <PlanComparison locale={locale} c={c} />
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
