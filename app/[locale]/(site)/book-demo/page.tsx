import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageCopy } from '@/lib/copy/copy';
import { demoPhone, siteConfig } from '@/lib/site';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { PageCta, PageHero } from '@/components/page/PageParts';
import { FaqSection } from '@/components/sections/FaqSection';
import { Steps } from '@/components/sections/Steps';
import { CheckList } from '@/components/sections/CheckList';
import { Callout } from '@/components/sections/Callout';

export const generateMetadata = pageMetadata('/book-demo');

export default async function BookDemoPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const c = await pageCopy(locale, 'bookDemoPage');
  return (
    <>
      <PageHero route="/book-demo" locale={locale} note={c.phoneText} />
      <Steps id="demo-agenda" title={c.agendaTitle} items={c.agenda} />
      <CheckList id="demo-prepare" title={c.prepareTitle} items={c.prepare} tone="surface" />
      <Callout id="demo-schedule" title={c.scheduleTitle} text={c.scheduleText}>
        <div className="flex flex-col items-start gap-3">
          <ExternalLink href={siteConfig.urls.scheduling} className="btn btn-primary">
            {c.scheduleButton}
          </ExternalLink>
          <a href={`tel:${demoPhone(locale).e164}`} className="font-semibold text-brand underline-offset-4 hover:underline">
            {demoPhone(locale).display}
          </a>
        </div>
      </Callout>
      <FaqSection id="demo-faq" title={c.faqTitle} items={c.faq} />
      <PageCta route="/book-demo" locale={locale} title={c.ctaTitle} text={c.ctaText} secondary={{ target: '/contact', label: c.ctaSecondary }} />
    </>
  );
}
