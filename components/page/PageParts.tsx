import { PageJsonLd } from '@/components/seo/PageJsonLd';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pages, type CtaTarget } from '@/lib/facts/pages';
import type { RoutePath } from '@/lib/facts/routes';
import { siteConfig } from '@/lib/site';
import { planPriceVars } from '@/lib/calculators/plan-prices';
import { CtaLink } from '@/components/ui/CtaLink';
import { HeroBand } from '@/components/sections/HeroBand';
import { CtaBand } from '@/components/sections/CtaBand';

export interface SecondaryAction {
  target: CtaTarget;
  label: string;
}

/** The heading, introduction and main call to action of a route (`pages.<key>` messages). */
export async function pageHead(locale: Locale, route: RoutePath) {
  const { key, cta } = pages[route];
  const t = await getTranslations({ locale, namespace: `pages.${key}` });
  const name = siteConfig.name;
  // Copy never writes a price: the plans' figures fill {starterPrice}, {perMinutePrice}, … (pages.pricing.intro).
  return { heading: t('heading', { name }), intro: t('intro', { name, ...planPriceVars(locale) }), cta: t('cta', { name }), target: cta };
}

interface HeroProps {
  route: RoutePath;
  locale: Locale;
  /** Overrides of the `pages.<key>` heading and introduction. */
  title?: string;
  intro?: string;
  lead?: string;
  eyebrow?: string;
  note?: string;
  secondary?: SecondaryAction;
  /** The page's own visual beside the text (HeroBand's `visual`). */
  visual?: ReactNode;
}

/** The label over a page's h1 when the page has none of its own: its name in the breadcrumb trail (`seo.crumbs`). */
export async function pageEyebrow(locale: Locale, route: RoutePath) {
  const t = await getTranslations({ locale, namespace: 'seo.crumbs' });
  return t(pages[route].key);
}

/** A page's hero: its eyebrow, h1, introduction and main call to action. */
export async function PageHero({ route, locale, title, intro, lead, eyebrow, note, secondary, visual }: HeroProps) {
  const head = await pageHead(locale, route);
  return (
    <>
    <PageJsonLd locale={locale} route={route} />
    <HeroBand
      eyebrow={eyebrow ?? (await pageEyebrow(locale, route))}
      title={title ?? head.heading}
      intro={intro ?? head.intro}
      lead={lead}
      note={note}
      visual={visual}
      actions={
        <>
          <CtaLink target={head.target} locale={locale}>
            {head.cta}
          </CtaLink>
          {secondary ? (
            <CtaLink target={secondary.target} locale={locale} variant="secondary">
              {secondary.label}
            </CtaLink>
          ) : null}
        </>
      }
    />
    </>
  );
}

interface CtaProps {
  route: RoutePath;
  locale: Locale;
  title: string;
  text: string;
  secondary?: SecondaryAction;
}

/** The closing call-to-action band: the page's main call to action again, and an alternative. */
export async function PageCta({ route, locale, title, text, secondary }: CtaProps) {
  const head = await pageHead(locale, route);
  return (
    <CtaBand id="closing-cta" title={title} text={text}>
      <CtaLink target={head.target} locale={locale}>
        {head.cta}
      </CtaLink>
      {secondary ? (
        <CtaLink target={secondary.target} locale={locale} variant="secondary">
          {secondary.label}
        </CtaLink>
      ) : null}
    </CtaBand>
  );
}
