import { PartnershipFormSection } from '@/components/forms/PartnershipFormSection';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageCopy } from '@/lib/copy/copy';
import { PageCta, PageHero } from '@/components/page/PageParts';
import { FeatureGrid } from '@/components/sections/FeatureGrid';
import { CheckList } from '@/components/sections/CheckList';
import { Steps } from '@/components/sections/Steps';

export const generateMetadata = pageMetadata('/partnership');

export default async function PartnershipPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const c = await pageCopy(locale, 'partnershipPage');
  return (
    <>
      <PageHero route="/partnership" locale={locale} />
      <FeatureGrid id="partner-who" title={c.whoTitle} items={c.who} columns={4} />
      <CheckList id="partner-benefits" title={c.benefitsTitle} items={c.benefits} tone="surface" />
      <Steps id="partner-apply" title={c.stepsTitle} items={c.steps} />
      <section className="container-page py-16 md:py-20" aria-labelledby="partner-form-title">
        <div className="mx-auto max-w-3xl">
          <h2 id="partner-form-title" className="text-3xl font-bold tracking-tight text-fg">
            {c.formTitle}
          </h2>
          <p className="mt-3 text-lg text-muted">{c.formIntro}</p>
          <div className="mt-8 rounded-3xl border border-line bg-surface p-6 md:p-8">
            <PartnershipFormSection locale={locale} />
          </div>
        </div>
      </section>
      <PageCta route="/partnership" locale={locale} title={c.ctaTitle} text={c.ctaText} secondary={{ target: '/case-study', label: c.ctaSecondary }} />
    </>
  );
}
