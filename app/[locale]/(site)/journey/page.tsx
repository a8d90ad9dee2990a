import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageCopy } from '@/lib/copy/copy';
import { PageCta, PageHero } from '@/components/page/PageParts';
import { Steps } from '@/components/sections/Steps';
import { StatsRow } from '@/components/sections/StatsRow';
import { CheckList } from '@/components/sections/CheckList';
import { ProductShowcase } from '@/components/product/ProductShowcase';

export const generateMetadata = pageMetadata('/journey');

export default async function JourneyPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const c = await pageCopy(locale, 'journeyPage');
  return (
    <>
      <PageHero route="/journey" locale={locale} eyebrow={c.eyebrow} secondary={{ target: '/pricing', label: c.ctaSecondary }} />
      <Steps id="journey-steps" title={c.stepsTitle} items={c.steps} />
      <StatsRow id="journey-timeline" title={c.timelineTitle} items={c.timeline} />
      <ProductShowcase locale={locale} id="journey-dashboard" view="dashboardJourney" tone="surface" />
      <CheckList id="journey-promises" title={c.promiseTitle} items={c.promises} />
      <PageCta route="/journey" locale={locale} title={c.ctaTitle} text={c.ctaText} secondary={{ target: '/pricing', label: c.ctaSecondary }} />
    </>
  );
}
