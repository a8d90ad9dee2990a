import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageCopy } from '@/lib/copy/copy';
import { siteConfig } from '@/lib/site';
import { policies } from '@/lib/copy/policies';
import { PageCta, PageHero } from '@/components/page/PageParts';
import { FeatureGrid } from '@/components/sections/FeatureGrid';
import { DataTable } from '@/components/sections/DataTable';
import { Callout } from '@/components/sections/Callout';
import { CheckList } from '@/components/sections/CheckList';
import { FactsCard } from '@/components/sections/FactsCard';

export const generateMetadata = pageMetadata('/trust');

export default async function TrustPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const c = await pageCopy(locale, 'trustPage');
  // One row per subprocessor of lib/copy/policies.ts: who, why, and where it holds data.
  const subprocessors = policies.subprocessors.map(({ id, region }) => [c.subprocessors[id].name, c.subprocessors[id].purpose, c.subprocessorRegions[region]]);
  return (
    <>
      <PageHero
        route="/trust"
        locale={locale}
        secondary={{ target: '/privacy', label: c.ctaSecondary }}
        visual={<FactsCard id="trust-data" title={c.dataTitle} items={c.data.map((item) => ({ label: item.title, value: item.text }))} />}
      />
      <FeatureGrid id="trust-standards" title={c.standardsTitle} items={c.standards} tone="surface" />
      <DataTable id="trust-subprocessors" title={c.subprocessorsTitle} intro={c.subprocessorsIntro} columns={c.subprocessorColumns} rows={subprocessors} />
      <Callout id="trust-dpa" title={c.dpaTitle} text={c.dpaText}>
        <a href={`mailto:${siteConfig.email.privacy}?subject=DPA`} className="btn btn-primary">
          {c.dpaButton}
        </a>
      </Callout>
      <CheckList id="trust-never" title={c.neverTitle} items={c.never} kind="no" tone="surface" />
      <PageCta route="/trust" locale={locale} title={c.ctaTitle} text={c.ctaText} secondary={{ target: '/privacy', label: c.ctaSecondary }} />
    </>
  );
}
