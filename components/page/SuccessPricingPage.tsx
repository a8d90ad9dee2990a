import type { Locale } from '@/i18n/routing';
import type { RoutePath } from '@/lib/facts/routes';
import { PageCta, PageHero } from './PageParts';
import { CheckList } from '@/components/sections/CheckList';
import { Steps } from '@/components/sections/Steps';
import { ExampleTable } from '@/components/sections/ExampleTable';
import { FaqSection } from '@/components/sections/FaqSection';

interface Copy {
  eyebrow: string;
  outcomeTitle: string;
  outcomes: readonly string[];
  attributionTitle: string;
  attribution: readonly { title: string; text: string }[];
  neverTitle: string;
  never: readonly string[];
  exampleTitle: string;
  exampleIntro: string;
  exampleCaption: string;
  exampleNote: string;
  faqTitle: string;
  faq: readonly { question: string; answer: string }[];
  ctaTitle: string;
  ctaText: string;
  ctaSecondary: string;
}

interface Props {
  route: RoutePath;
  locale: Locale;
  c: Copy;
  rows: readonly { label: string; value: string }[];
  total: { label: string; value: string };
}

/** The shared layout of both success-based pricing pages (hotels, real estate agencies). */
export function SuccessPricingPage({ route, locale, c, rows, total }: Props) {
  return (
    <>
      <PageHero route={route} locale={locale} eyebrow={c.eyebrow} secondary={{ target: '/pricing', label: c.ctaSecondary }} />
      <CheckList id="paid-outcomes" title={c.outcomeTitle} items={c.outcomes} />
      <Steps id="attribution" title={c.attributionTitle} items={c.attribution} tone="surface" />
      <CheckList id="never-charged" title={c.neverTitle} items={c.never} kind="no" />
      <ExampleTable id="worked-example" title={c.exampleTitle} intro={c.exampleIntro} caption={c.exampleCaption} rows={rows} total={total} note={c.exampleNote} />
      <FaqSection id="success-faq" title={c.faqTitle} items={c.faq} />
      <PageCta route={route} locale={locale} title={c.ctaTitle} text={c.ctaText} secondary={{ target: '/pricing', label: c.ctaSecondary }} />
    </>
  );
}
