import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageCopy } from '@/lib/copy/copy';
import { PageCta, PageHero } from '@/components/page/PageParts';
import { StatsRow } from '@/components/sections/StatsRow';
import { FeatureGrid } from '@/components/sections/FeatureGrid';
import { Steps } from '@/components/sections/Steps';
import { FaqSection } from '@/components/sections/FaqSection';
import { Callout } from '@/components/sections/Callout';
import { ProductShowcase } from '@/components/product/ProductShowcase';
import { SceneFigure } from '@/components/sections/SceneFigure';

export const generateMetadata = pageMetadata('/real-estate');

export default async function RealEstatePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const c = await pageCopy(locale, 'realEstatePage');
  return (
    <>
      <PageHero
        route="/real-estate"
        locale={locale}
        eyebrow={c.eyebrow}
        secondary={{ target: '/book-demo', label: c.ctaSecondary }}
        visual={<SceneFigure locale={locale} scenes={['real-estate']} />}
      />
      <StatsRow id="re-stats" title={c.statsTitle} items={c.stats} />
      <ProductShowcase locale={locale} id="re-transcript" view="transcriptRealEstate" tone="surface" />
      <FeatureGrid id="re-features" title={c.featuresTitle} items={c.features} />
      <Steps id="re-steps" title={c.stepsTitle} items={c.steps} tone="surface" />
      <ProductShowcase locale={locale} id="re-dashboard" view="dashboardRealEstate" link={false} />
      <Callout id="re-florida" title={c.marketsTitle} text={c.marketsText}>
        <LocaleLink locale={locale} route="/real-estate/florida" className="btn btn-secondary">
          {c.marketsLink}
        </LocaleLink>
      </Callout>
      <FaqSection id="re-faq" title={c.faqTitle} items={c.faq} />
      <PageCta route="/real-estate" locale={locale} title={c.ctaTitle} text={c.ctaText} secondary={{ target: '/book-demo', label: c.ctaSecondary }} />
    </>
  );
}
