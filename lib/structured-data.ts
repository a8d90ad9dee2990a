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
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: siteConfig.name, url: siteConfig.origin, logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.svg') } },
    keywords: post.tags.join(', '),
    ...(post.image ? { image: absoluteUrl(post.image) } : {}),
  };
}
