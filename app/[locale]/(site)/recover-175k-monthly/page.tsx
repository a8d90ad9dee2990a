import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageCopy } from '@/lib/copy/copy';
import { PageCta, PageHero } from '@/components/page/PageParts';
import { LetterSections } from '@/components/sections/LetterSections';
import { StatsRow } from '@/components/sections/StatsRow';

export const generateMetadata = pageMetadata('/recover-175k-monthly');

export default async function Recover175kPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const c = await pageCopy(locale, 'recoverPage');
  return (
    <>
      <PageHero route="/recover-175k-monthly" locale={locale} eyebrow={c.eyebrow} secondary={{ target: '/are-you-secretly-losing-thousands-every-month', label: c.ctaSecondary }} />
      <LetterSections idPrefix="recover" sections={c.sections} />
      <StatsRow id="recover-proof" title={c.proofTitle} items={c.proof} />
      <PageCta route="/recover-175k-monthly" locale={locale} title={c.ctaTitle} text={c.ctaText} secondary={{ target: '/are-you-secretly-losing-thousands-every-month', label: c.ctaSecondary }} />
    </>
  );
}
