import { ProseSection } from '@/components/sections/ProseSection';
import { PageJsonLd } from '@/components/seo/PageJsonLd';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/site';
import { CompanyIntro } from '@/components/company/CompanyIntro';
import { pageEyebrow } from '@/components/page/PageParts';
import { StoryTimeline } from '@/components/company/StoryTimeline';
import { StatList } from '@/components/ui/StatList';
import { CtaBand } from '@/components/sections/CtaBand';
import { SectionHeading } from '@/components/sections/SectionHeading';

export const generateMetadata = pageMetadata('/about');

const whatKeys = ['hotels', 'health', 'realEstate', 'smb'] as const;
const numberKeys = ['concurrent', 'integrations', 'routine', 'rollout'] as const;
const valueKeys = ['answered', 'honest', 'privacy', 'results'] as const;

export default async function AboutPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const page = await getTranslations({ locale, namespace: 'pages.about' });
  const t = await getTranslations({ locale, namespace: 'aboutPage' });
  const name = siteConfig.name;
  const footer = await getTranslations({ locale, namespace: 'footer' });

  return (
    <>
      <PageJsonLd locale={locale} route="/about" />
      <CompanyIntro eyebrow={await pageEyebrow(locale, '/about')} heading={page('heading')} intro={page('intro', { name })} visual={<StoryTimeline locale={locale} title={footer('ourStory')} />}>
        <LocaleLink locale={locale} route="/contact" className="btn btn-primary">
          {page('cta')}
        </LocaleLink>
        <LocaleLink locale={locale} route="/our-story" className="btn btn-secondary">
          {footer('ourStory')}
        </LocaleLink>
      </CompanyIntro>

      <section className="container-page py-12" aria-labelledby="what-title">
        <SectionHeading id="what-title" title={t('whatTitle')} />
        <ul className="mt-8 grid gap-5 md:grid-cols-2">
          {whatKeys.map((key) => (
            <li key={key} className="rounded-2xl border border-line bg-surface p-6">
              <h3 className="text-lg font-semibold text-fg">{t(`what.${key}.title`)}</h3>
              <p className="mt-2 text-muted">{t(`what.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="container-page py-12" aria-labelledby="numbers-title">
        <SectionHeading id="numbers-title" title={t('numbersTitle')} />
        <StatList
          items={numberKeys.map((key) => ({ value: t(`numbers.${key}.value`), label: t(`numbers.${key}.label`) }))}
          className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4"
          itemClassName="rounded-2xl bg-brand-soft p-6"
          labelClassName="text-sm text-fg"
          valueClassName="text-4xl font-bold tracking-tight text-brand"
        />
      </section>

      <section className="container-page py-12" aria-labelledby="values-title">
        <SectionHeading id="values-title" title={t('valuesTitle')} />
        <ul className="mt-8 grid gap-5 md:grid-cols-2">
          {valueKeys.map((key) => (
            <li key={key} className="border-l-4 border-brand pl-5">
              <h3 className="text-lg font-semibold text-fg">{t(`values.${key}.title`)}</h3>
              <p className="mt-2 text-muted">{t(`values.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <ProseSection id="how" title={t('howTitle')} paragraphs={[t('how.p1')]} />

      <CtaBand id="about-cta" title={t('ctaTitle')} text={t('ctaText')}>
        <LocaleLink locale={locale} route="/contact" className="btn btn-primary">
          {t('ctaContact')}
        </LocaleLink>
        <LocaleLink locale={locale} route="/careers" className="btn btn-secondary">
          {t('ctaCareers')}
        </LocaleLink>
      </CtaBand>
    </>
  );
}
