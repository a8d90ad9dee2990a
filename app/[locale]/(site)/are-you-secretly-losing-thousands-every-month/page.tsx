import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageCopy } from '@/lib/copy/copy';
import { currencyOf } from '@/lib/facts/format';
import { PageCta, PageHero } from '@/components/page/PageParts';
import { FeatureGrid } from '@/components/sections/FeatureGrid';
import { CalculatorSection } from '@/components/calculators/CalculatorSection';

const route = '/are-you-secretly-losing-thousands-every-month';
export const generateMetadata = pageMetadata(route);

export default async function LosingThousandsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const [hero, c] = await Promise.all([pageCopy(locale, 'areYouSecretlyLosing'), pageCopy(locale, 'losingPage')]);
  return (
    <>
      <PageHero route={route} locale={locale} title={hero.title} secondary={{ target: '/hotels', label: c.ctaSecondary }} />
      <FeatureGrid id="leaks" title={c.leaksTitle} items={c.leaks} columns={4} />
      <CalculatorSection id="lostRevenue" locale={locale} currency={currencyOf[locale]} copy={c} />
      <PageCta route={route} locale={locale} title={c.ctaTitle} text={c.ctaText} secondary={{ target: '/hotels', label: c.ctaSecondary }} />
    </>
  );
}
