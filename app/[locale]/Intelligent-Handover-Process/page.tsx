import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageCopy } from '@/lib/copy/copy';
import { PageCta, PageHero } from '@/components/page/PageParts';
import { FeatureGrid } from '@/components/sections/FeatureGrid';
import { ProductShowcase } from '@/components/product/ProductShowcase';

// Outside the (site) group on purpose: this page has no loading fallback.
export const generateMetadata = pageMetadata('/Intelligent-Handover-Process');

export default async function HandoverPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const c = await pageCopy(locale, 'handoverPage');
  return (
    <>
      <PageHero route="/Intelligent-Handover-Process" locale={locale} secondary={{ target: '/convai', label: c.ctaSecondary }} />
      <FeatureGrid id="handover-triggers" title={c.triggersTitle} intro={c.triggersIntro} items={c.triggers} />
      <ProductShowcase locale={locale} id="handover-note" view="handover" tone="surface" />
      <FeatureGrid id="handover-channels" title={c.channelsTitle} items={c.channels} columns={4} />
      <PageCta route="/Intelligent-Handover-Process" locale={locale} title={c.ctaTitle} text={c.ctaText} secondary={{ target: '/convai', label: c.ctaSecondary }} />
    </>
  );
}
