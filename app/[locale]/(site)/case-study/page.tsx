import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageCopy } from '@/lib/copy/copy';
import { caseStudies } from '@/lib/data/case-studies';
import { typesetMessages } from '@/lib/copy/typography';
import { PageCta, PageHero } from '@/components/page/PageParts';
import { CaseStudyCard } from '@/components/sections/CaseStudyCard';
import { CheckList } from '@/components/sections/CheckList';
import { CaseStudyResults } from '@/components/sections/CaseStudyResults';

export const generateMetadata = pageMetadata('/case-study');

export default async function CaseStudyPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const c = await pageCopy(locale, 'caseStudyPage');
  return (
    <>
      <PageHero
        route="/case-study"
        locale={locale}
        visual={
          <CaseStudyResults
            title={c.results}
            stories={caseStudies.map(({ id, copy }) => ({ id: `case-${id}`, industry: copy[locale].industry, result: typesetMessages(copy[locale].results[0]!, locale) }))}
          />
        }
      />
      <section aria-label={c.listLabel} className="bg-surface">
        <div className="container-page space-y-8 py-14 md:py-20">
          {caseStudies.map((study) => (
            <CaseStudyCard
              key={study.id}
              id={`case-${study.id}`}
              locale={locale}
              {...typesetMessages(study.copy[locale], locale)}
              labels={{ ...c, rolloutValue: c.rolloutValue.replace('{days}', String(study.rolloutDays)).replace('{from}', c.rolloutFrom[study.rolloutStart]) }}
            />
          ))}
          <p className="text-sm text-muted">{c.note}</p>
        </div>
      </section>
      <CheckList id="case-common" title={c.commonTitle} items={c.common} />
      <PageCta route="/case-study" locale={locale} title={c.ctaTitle} text={c.ctaText} secondary={{ target: '/use-cases', label: c.ctaSecondary }} />
    </>
  );
}
