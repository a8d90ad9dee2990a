import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageCopy } from '@/lib/copy/copy';
import { demoPhone, siteConfig } from '@/lib/site';
import { PageCta, PageHero } from '@/components/page/PageParts';
import { Section, SectionHeading } from '@/components/sections/SectionHeading';
import { ContactFormSection } from '@/components/forms/ContactFormSection';
import { CompanyDetails } from '@/components/company/CompanyDetails';
import { FactsCard } from '@/components/sections/FactsCard';

export const generateMetadata = pageMetadata('/contact');

export default async function ContactPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const c = await pageCopy(locale, 'contactPage');
  const company = await pageCopy(locale, 'company');
  const mail = (address: string) => (
    <a href={`mailto:${address}`} className="font-semibold text-brand underline-offset-4 hover:underline">
      {address}
    </a>
  );
  const details = [
    { label: c.salesLabel, value: mail(siteConfig.email.sales) },
    { label: c.supportLabel, value: mail(siteConfig.email.contact) },
    { label: c.privacyLabel, value: mail(siteConfig.email.privacy) },
    {
      label: c.phoneLabel,
      value: (
        <a href={`tel:${demoPhone(locale).e164}`} className="font-semibold text-brand underline-offset-4 hover:underline">
          {demoPhone(locale).display}
        </a>
      ),
    },
    { label: c.hoursLabel, value: c.hours },
    { label: c.languagesLabel, value: c.languages },
  ];
  return (
    <>
      <PageHero
        route="/contact"
        locale={locale}
        visual={<FactsCard id="contact-details" title={c.detailsTitle} items={details} footer={<p className="text-sm leading-6 text-muted">{c.detailsIntro}</p>} />}
      />
      <Section labelledBy="contact-form-title">
        <div className="grid gap-10 lg:grid-cols-[1fr_2fr] lg:gap-12">
          <SectionHeading id="contact-form-title" title={c.formTitle} intro={c.formIntro} />
          <div className="rounded-3xl border border-line bg-surface p-6 md:p-8">
            <ContactFormSection locale={locale} />
          </div>
        </div>
      </Section>
      <div className="container-page below-fold py-12">
        <CompanyDetails locale={locale} copy={company} />
      </div>
      <PageCta route="/contact" locale={locale} title={c.ctaTitle} text={c.ctaText} />
    </>
  );
}
