import type { Locale } from '@/i18n/routing';
import type { Messages } from '@/lib/copy/copy';
import { PageJsonLd } from '@/components/seo/PageJsonLd';
import { PlanCards } from '@/components/sections/PlanCards';
import { Eyebrow } from '@/components/ui/Eyebrow';
import { HeroParsed } from '@/components/ui/HeroParsed';
import { pageEyebrow, pageHead } from './PageParts';

/**
 * The pricing page's top band: the h1, one line and the plan cards themselves,
 * so the prices are on the first screen. The cards' buttons are its actions; the closing band repeats the page's call to action.
 */
export async function PricingHero({ locale, c }: { locale: Locale; c: Messages['pricingPage'] }) {
  const head = await pageHead(locale, '/pricing');
  return (
    <>
      <PageJsonLd locale={locale} route="/pricing" />
      <section aria-labelledby="pricing-title" className="border-b border-line bg-gradient-to-b from-brand-soft to-page">
        <div className="container-page pt-8 pb-12 md:pt-12 md:pb-16">
          <div className="mx-auto max-w-3xl md:text-center">
            <Eyebrow>{await pageEyebrow(locale, '/pricing')}</Eyebrow>
            <h1 id="pricing-title" className="text-3xl font-bold tracking-tight text-balance text-fg md:text-5xl">
              {head.heading}
            </h1>
            <p className="mt-3 text-lg text-muted text-balance md:mt-4">{head.intro}</p>
          </div>
          <PlanCards locale={locale} c={c} />
        </div>
        <HeroParsed />
      </section>
    </>
  );
}
