import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageCopy } from '@/lib/copy/copy';
import { PageCta, PageHero } from '@/components/page/PageParts';
import { FeatureGrid } from '@/components/sections/FeatureGrid';
import { CheckList } from '@/components/sections/CheckList';
import { StatsRow } from '@/components/sections/StatsRow';
import { ProductShowcase } from '@/components/product/ProductShowcase';
import { SceneFigure } from '@/components/sections/SceneFigure';
import { collageIds } from '@/lib/landing/content';

export const generateMetadata = pageMetadata('/industries');

/** Where each industry card links, in the order of `industriesPage.industries`. */
const industryRoutes = ['/hotels', '/use-cases#healthcare', '/real-estate', '/use-cases#small-business'] as const;

export default async function IndustriesPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const c = await pageCopy(locale, 'industriesPage');
  return (
    <>
      <PageHero route="/industries" locale={locale} visual={<SceneFigure locale={locale} scenes={collageIds} />} />
      <FeatureGrid
        id="industry-list"
        title={c.listTitle}
        items={c.industries}
        columns={4}
        footers={industryRoutes.map((route, index) => (
          <LocaleLink key={route} locale={locale} route={route} className="btn btn-secondary w-full">
            {c.linkLabels[index]}
          </LocaleLink>
        ))}
      />
      <CheckList id="industry-shared" title={c.sharedTitle} items={c.shared} tone="surface" />
      <ProductShowcase locale={locale} id="industry-dashboard" view="dashboardHotel" />
      <StatsRow id="industry-stats" title={c.statsTitle} items={c.stats} />
      <PageCta route="/industries" locale={locale} title={c.ctaTitle} text={c.ctaText} secondary={{ target: '/use-cases', label: c.ctaSecondary }} />
    </>
  );
}
