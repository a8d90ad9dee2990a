import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageCopy } from '@/lib/copy/copy';
import { PageCta, PageHero, pageHead } from '@/components/page/PageParts';
import { LetterSections } from '@/components/sections/LetterSections';

export const generateMetadata = pageMetadata('/letter');

export default async function LetterPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const [hero, c, head] = await Promise.all([pageCopy(locale, 'letterHero'), pageCopy(locale, 'letterPage'), pageHead(locale, '/letter')]);
  return (
    <>
      <PageHero route="/letter" locale={locale} title={hero.title} intro={hero.subtitle} />
      <section aria-label={head.heading} className="container-page pt-14 md:pt-20">
        {/* A salutation, when the language has one, is its own line: "Dear hotel owner:\n…". */}
        {head.intro.split('\n').map((line) => (
          <p key={line} className="mx-auto mt-4 max-w-3xl text-xl leading-9 text-fg first:mt-0">
            {line}
          </p>
        ))}
      </section>
      <LetterSections idPrefix="letter" sections={c.sections} quote={c.quote} quoteAfter={2} />
      <section aria-label={hero.signOff} className="container-page pb-6">
        <div className="mx-auto max-w-3xl text-lg leading-8 text-fg">
          <p>{hero.signOff}</p>
          <p className="font-semibold">{hero.signature}</p>
          <p className="mt-6 text-muted">{hero.postscript}</p>
        </div>
      </section>
      <PageCta route="/letter" locale={locale} title={c.ctaTitle} text={c.ctaText} secondary={{ target: '/are-you-secretly-losing-thousands-every-month', label: c.ctaSecondary }} />
    </>
  );
}
