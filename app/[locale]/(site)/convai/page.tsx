import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageCopy } from '@/lib/copy/copy';
import { PageCta, PageHero } from '@/components/page/PageParts';
import { FeatureGrid } from '@/components/sections/FeatureGrid';
import { Steps } from '@/components/sections/Steps';
import { CheckList } from '@/components/sections/CheckList';
import { ProductShowcase } from '@/components/product/ProductShowcase';

export const generateMetadata = pageMetadata('/convai');

export default async function ConvaiPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const c = await pageCopy(locale, 'convaiPage');
  const link = 'font-semibold text-brand underline-offset-4 hover:underline';
  return (
    <>
      <PageHero route="/convai" locale={locale} eyebrow={c.eyebrow} secondary={{ target: '/Intelligent-Handover-Process', label: c.ctaSecondary }} />
      <FeatureGrid id="convai-what" title={c.whatTitle} items={c.what} columns={3} />
      <Steps id="convai-how" title={c.howTitle} intro={c.howIntro} items={c.how} tone="surface" />
      <ProductShowcase locale={locale} id="convai-switch" view="switch" />
      <FeatureGrid
        id="convai-details"
        title={c.detailsTitle}
        items={[
          { title: c.languagesTitle, text: c.languagesText },
          { title: c.integrationsTitle, text: c.integrationsText },
          { title: c.privacyTitle, text: c.privacyText },
        ]}
        footers={[
          null,
          <LocaleLink key="integrations" locale={locale} route="/integrations" className={link}>
            {c.integrationsLink}
          </LocaleLink>,
          <LocaleLink key="trust" locale={locale} route="/trust" className={link}>
            {c.privacyLink}
          </LocaleLink>,
        ]}
      />
      <CheckList id="convai-limits" title={c.limitsTitle} items={c.limits} kind="no" tone="surface" />
      <PageCta route="/convai" locale={locale} title={c.ctaTitle} text={c.ctaText} secondary={{ target: '/Intelligent-Handover-Process', label: c.ctaSecondary }} />
    </>
  );
}
