/**
 * The one structured-data helper: every JSON-LD block on the site is built
 * here from the site config and rendered with <JsonLd>.
 */
import { absoluteUrl, demoPhone, plans, siteConfig, type PlanId } from '../site';
import { localeHref } from '../facts/routes';
import { organizationCompany } from '../facts/company';
import { planNames as defaultPlanNames } from '../copy/plan-features';
import { ogImagePath } from './seo';
import type { Locale } from '@/i18n/routing';

type Json = Record<string, unknown>;

export interface PlanOfferInput {
  /** Translated plan names by plan id. */
  planNames: Record<PlanId, string>;
  /** Page the offers are described on (absolute URL). */
  url?: string;
}

/** Offers for the plans that have a price, in the locale's currency (USD in English, zł in Polish). */
export function planOffers(locale: Locale, { planNames, url }: PlanOfferInput): Json[] {
  const currency = locale === 'pl' ? 'PLN' : 'USD';
  const offers: Json[] = [];
  for (const plan of plans) {
    const monthly = locale === 'pl' ? plan.plnMonthly : plan.usdMonthly;
    const perMinute = locale === 'pl' ? plan.plnPerMinute : plan.usdPerMinute;
    const base = {
      '@type': 'Offer',
      name: planNames[plan.id],
      priceCurrency: currency,
      // A subscription service: every plan can be bought today.
      availability: 'https://schema.org/InStock',
      ...(url ? { url } : {}),
    };
    if (monthly !== null) {
      offers.push({
        ...base,
        price: monthly,
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: monthly,
          priceCurrency: currency,
          unitCode: 'MON',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
        },
      });
    } else if (perMinute !== undefined) {
      offers.push({
        ...base,
        price: perMinute,
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: perMinute,
          priceCurrency: currency,
          unitCode: 'MIN',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MIN' },
        },
      });
    }
    // Enterprise has custom pricing: no Offer without a price.
  }
  return offers;
}

/**
 * Organization, on the home page in each language (components/seo/PageJsonLd.tsx; search engines
 * read it there, so other pages do not repeat it): name, url, logo, description, sameAs, contactPoint and the plans it offers.
 */
export function organizationJsonLd(description: string, locale: Locale = 'en', planNames?: Record<PlanId, string>): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteConfig.origin}/#organization`,
    name: siteConfig.name,
    ...organizationCompany(),
    url: siteConfig.origin,
    logo: absoluteUrl('/icon-512.png'),
    description,
    sameAs: Object.values(siteConfig.social),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: demoPhone(locale).e164,
      email: siteConfig.email.contact,
      availableLanguage: ['English', 'Polish'],
      areaServed: ['US', 'PL'],
    },
    makesOffer: planOffers(locale, { planNames: planNames ?? defaultPlanNames }),
  };
}


/** Product with one Offer per priced plan, for the pricing page. */
export function productJsonLd(
  locale: Locale,
  input: { name: string; description: string; planNames: Record<PlanId, string>; url: string },
): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    description: input.description,
    image: absoluteUrl('/icon-512.png'),
    url: input.url,
    brand: { '@type': 'Brand', name: siteConfig.name },
    offers: planOffers(locale, { planNames: input.planNames, url: input.url }),
  };
}

export function faqPageJsonLd(entries: readonly { question: string; answer: string }[]): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

export function breadcrumbJsonLd(locale: Locale, trail: readonly { name: string; route: string }[]): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(localeHref(locale, item.route)),
    })),
  };
}

/** Serialises JSON-LD safely for a <script> element (no "</script>" break-out). */
export function serializeJsonLd(data: Json | Json[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export interface BlogPostingInput {
  locale: Locale;
  /** Route without locale, e.g. "/blog/my-post". */
  route: string;
  title: string;
  description: string;
  /** YYYY-MM-DD */
  date: string;
  updated?: string;
  author: string;
  tags: readonly string[];
  /** Local image path, e.g. /blog/my-post/cover.jpg */
  image?: string;
}

/** BlogPosting for one post (schema.org), published by the organisation. */
export function blogPostingJsonLd(post: BlogPostingInput): Json {
  const url = absoluteUrl(localeHref(post.locale, post.route));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    inLanguage: post.locale === 'pl' ? 'pl-PL' : 'en-US',
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    // No per-author pages: the profile is the team page, and the author works for the publisher.
    author: {
      '@type': 'Person',
      name: post.author,
      url: absoluteUrl(localeHref(post.locale, '/about')),
      worksFor: { '@type': 'Organization', name: siteConfig.name, url: siteConfig.origin },
    },
    publisher: { '@type': 'Organization', name: siteConfig.name, url: siteConfig.origin, logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.svg') } },
    keywords: post.tags.join(', '),
    // The cover, else the page's Open Graph image: search engines want an image for every article
    // (a post passes its generated cover art, lib/blog/cover-art.ts).
    image: absoluteUrl(post.image ?? ogImagePath(post.locale, post.route)),
  };
}
