/**
 * The one structured-data helper: every JSON-LD block on the site is built
 * here from the site config and rendered with <JsonLd>.
 */
import { absoluteUrl, plans, siteConfig } from './site';
import { localeHref } from './routes';
import type { Locale } from '@/i18n/routing';

type Json = Record<string, unknown>;

export function organizationJsonLd(description: string): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteConfig.name,
    url: siteConfig.origin,
    logo: absoluteUrl('/icon.svg'),
    description,
    sameAs: Object.values(siteConfig.social),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: siteConfig.phone.e164,
      email: siteConfig.email.contact,
      availableLanguage: ['English', 'Polish'],
    },
    makesOffer: plans
      .filter((plan) => plan.usdMonthly !== null)
      .map((plan) => ({ '@type': 'Offer', name: plan.id, price: plan.usdMonthly, priceCurrency: 'USD' })),
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

/** Product with one Offer per priced plan, in the page's currency (pricing page). */
export function pricingJsonLd(
  locale: Locale,
  description: string,
  offers: readonly { name: string; price: number; currency: 'USD' | 'PLN'; unit: 'MON' | 'MIN' }[],
): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: siteConfig.name,
    description,
    brand: { '@type': 'Brand', name: siteConfig.name },
    offers: offers.map((offer) => ({
      '@type': 'Offer',
      name: offer.name,
      price: offer.price,
      priceCurrency: offer.currency,
      url: absoluteUrl(localeHref(locale, '/pricing')),
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: offer.price,
        priceCurrency: offer.currency,
        unitCode: offer.unit,
      },
    })),
  };
}
