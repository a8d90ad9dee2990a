import { ProseSection } from '@/components/sections/ProseSection';
import { PageJsonLd } from '@/components/seo/PageJsonLd';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/site';
import { quote } from '@/lib/copy/typography';
import { CompanyIntro } from '@/components/company/CompanyIntro';
import { pageEyebrow } from '@/components/page/PageParts';
import { ChapterMark, StoryTimeline, storyChapters } from '@/components/company/StoryTimeline';
import { CtaBand } from '@/components/sections/CtaBand';
import { SectionHeading } from '@/components/sections/SectionHeading';

export const generateMetadata = pageMetadata('/our-story');

export default async function OurStoryPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const page = await getTranslations({ locale, namespace: 'pages.ourStory' });
  const t = await getTranslations({ locale, namespace: 'ourStoryPage' });
  const footer = await getTranslations({ locale, namespace: 'footer' });
  const name = siteConfig.name;

  return (
    <>
      <PageJsonLd locale={locale} route="/our-story" />
      <CompanyIntro eyebrow={await pageEyebrow(locale, '/our-story')} heading={page('heading')} intro={page('intro', { name })} visual={<StoryTimeline locale={locale} title={footer('ourStory')} />}>
        <LocaleLink locale={locale} route="/book-demo" className="btn btn-primary">
          {page('cta')}
        </LocaleLink>
      </CompanyIntro>

      <section className="container-page py-12" aria-labelledby="timeline-title">
        <SectionHeading id="timeline-title" title={t('timelineTitle')} />
        <ol className="mt-10 max-w-3xl border-l-2 border-line">
          {storyChapters.map((key) => (
            <li key={key} id={`chapter-${key}`} className="relative scroll-mt-24 pb-10 pl-8 last:pb-0">
              <span aria-hidden="true" className="absolute -left-[9px] top-1.5 h-4 w-4 rounded-full border-4 border-page bg-brand" />
              <ChapterMark locale={locale} chapter={key} className="block text-sm font-semibold uppercase tracking-wide text-brand" />
              <h3 className="mt-1 text-xl font-bold text-fg">{t(`chapters.${key}.title`)}</h3>
              <p className="mt-2 text-lg leading-8 text-muted">{t(`chapters.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="container-page py-12" aria-label={t('quoteBy', { name })}>
        <figure className="max-w-3xl rounded-3xl bg-brand-soft p-8 md:p-12">
          <blockquote className="text-2xl font-semibold leading-snug text-fg md:text-3xl">
            <p>{quote(locale, t('quote'))}</p>
          </blockquote>
          <figcaption className="mt-6 text-muted">— {t('quoteBy', { name })}</figcaption>
        </figure>
      </section>

      <ProseSection id="unchanged" title={t('unchangedTitle')} paragraphs={[t('unchanged')]} />

      <CtaBand id="story-cta" title={t('ctaTitle')} text={t('ctaText')}>
        <LocaleLink locale={locale} route="/about" className="btn btn-primary">
          {t('ctaAbout')}
        </LocaleLink>
        <LocaleLink locale={locale} route="/careers" className="btn btn-secondary">
          {t('ctaCareers')}
        </LocaleLink>
      </CtaBand>
    </>
  );
}
