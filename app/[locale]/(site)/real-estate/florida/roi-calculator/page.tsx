import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageCopy } from '@/lib/copy/copy';
import { PageCta, PageHero } from '@/components/page/PageParts';
import { CalculatorSection } from '@/components/calculators/CalculatorSection';

const route = '/real-estate/florida/roi-calculator';
export const generateMetadata = pageMetadata(route);

export default async function FloridaRoiCalculatorPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const c = await pageCopy(locale, 'floridaRoiPage');
  return (
    <>
      <PageHero route={route} locale={locale} secondary={{ target: '/real-estate/florida', label: c.ctaSecondary }} />
      {/* Florida commissions are in dollars on both language versions. */}
      <CalculatorSection id="floridaRoi" locale={locale} currency="USD" copy={c} />
      <PageCta route={route} locale={locale} title={c.ctaTitle} text={c.ctaText} secondary={{ target: '/real-estate/florida', label: c.ctaSecondary }} />
    </>
  );
}
