import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageCopy } from '@/lib/copy/copy';
import { PageCta, PageHero } from '@/components/page/PageParts';
import { FeatureGrid } from '@/components/sections/FeatureGrid';
import { CheckList } from '@/components/sections/CheckList';
import { ProductShowcase } from '@/components/product/ProductShowcase';

export const generateMetadata = pageMetadata('/use-cases');

/** Anchors of the industry groups, in the order of `useCasesPage.groups` (linked from /industries). */
const groupIds = ['hotels', 'healthcare', 'real-estate', 'small-business'] as const;

export default async function UseCasesPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const c = await pageCopy(locale, 'useCasesPage');
  return (
    <>
      <PageHero route="/use-cases" locale={locale} />
      {c.groups.map((group, index) => (
        <FeatureGrid
          key={group.title}
          id={groupIds[index] ?? `group-${index}`}
          title={group.title}
          intro={group.intro}
          items={group.items}
          tone={index % 2 ? 'surface' : 'plain'}
        />
      ))}
      <ProductShowcase locale={locale} id="use-case-transcript" view="transcriptChange" />
      <CheckList id="use-case-principles" title={c.principlesTitle} items={c.principles} />
      <PageCta route="/use-cases" locale={locale} title={c.ctaTitle} text={c.ctaText} secondary={{ target: '/book-demo', label: c.ctaSecondary }} />
    </>
  );
}
