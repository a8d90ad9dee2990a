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
import { ProductFigure, ProductShowcase } from '@/components/product/ProductShowcase';

export const generateMetadata = pageMetadata('/hotels');

export default async function HotelsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const [hero, c] = await Promise.all([pageCopy(locale, 'hotels'), pageCopy(locale, 'hotelsPage')]);
  return (
    <>
      <PageHero
        route="/hotels"
        locale={locale}
        eyebrow={c.eyebrow}
        title={hero.title}
        intro={hero.subtitle}
        secondary={{ target: '/are-you-secretly-losing-thousands-every-month', label: c.ctaSecondary }}
        visual={<ProductFigure locale={locale} view="dashboardHotel" compact />}
      />
      <StatsRow id="hotel-stats" title={c.statsTitle} items={c.stats} />
      <ProductShowcase locale={locale} id="hotel-transcript" view="transcriptHotel" />
      <FeatureGrid id="hotel-features" title={c.featuresTitle} items={c.features} />
      <FeatureGrid
        id="hotel-integrations"
        title={c.integrationsTitle}
        items={c.integrations}
        columns={4}
        tone="surface"
        after={
          <LocaleLink locale={locale} route="/integrations" className="btn btn-secondary">
            {c.integrationsLink}
          </LocaleLink>
        }
      />
      <Steps id="hotel-steps" title={c.stepsTitle} items={c.steps} />
      <FaqSection id="hotel-faq" title={c.faqTitle} items={c.faq} />
      <PageCta route="/hotels" locale={locale} title={c.ctaTitle} text={c.ctaText} secondary={{ target: '/are-you-secretly-losing-thousands-every-month', label: c.ctaSecondary }} />
    </>
  );
}
