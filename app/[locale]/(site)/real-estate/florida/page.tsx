import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageCopy } from '@/lib/copy/copy';
import { PageCta, PageHero } from '@/components/page/PageParts';
import { StatsRow } from '@/components/sections/StatsRow';
import { FeatureGrid } from '@/components/sections/FeatureGrid';
import { CheckList } from '@/components/sections/CheckList';
import { Callout } from '@/components/sections/Callout';
import { ProductShowcase } from '@/components/product/ProductShowcase';

export const generateMetadata = pageMetadata('/real-estate/florida');

export default async function FloridaPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const c = await pageCopy(locale, 'floridaPage');
  return (
    <>
      <PageHero route="/real-estate/florida" locale={locale} eyebrow={c.eyebrow} />
      <StatsRow id="fl-stats" title={c.statsTitle} items={c.stats} />
      <FeatureGrid id="fl-features" title={c.featuresTitle} items={c.features} columns={2} />
      <ProductShowcase locale={locale} id="fl-spanish-call" view="spanish" tone="surface" />
      <Callout id="fl-calculator" title={c.calculatorTitle} text={c.calculatorText}>
        <LocaleLink locale={locale} route="/real-estate/florida/roi-calculator" className="btn btn-secondary">
          {c.calculatorLink}
        </LocaleLink>
      </Callout>
      <CheckList id="fl-compliance" title={c.complianceTitle} items={c.compliance} tone="surface" />
      <PageCta route="/real-estate/florida" locale={locale} title={c.ctaTitle} text={c.ctaText} secondary={{ target: '/book-demo', label: c.ctaSecondary }} />
    </>
  );
}
