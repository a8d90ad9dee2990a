/**
 * @jest-environment node
 */
import { blogPostingJsonLd, breadcrumbJsonLd, faqPageJsonLd, organizationJsonLd, planOffers, productJsonLd, serializeJsonLd } from './structured-data';
import { plans, siteConfig, type PlanId } from '../site';

const planNames: Record<PlanId, string> = { free: 'Free', starter: 'Starter', growth: 'Growth', scale: 'Scale', enterprise: 'Enterprise', payg: 'Pay-as-You-Go' };
const origin = siteConfig.origin;

describe('organizationJsonLd (spec 3, "Organization structured data")', () => {
  const org = organizationJsonLd('What we do', 'en', planNames);

  it('has name, url, absolute logo, description and the social profiles', () => {
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: siteConfig.name,
      url: origin,
      logo: `${origin}/icon-512.png`,
      description: 'What we do',
      sameAs: Object.values(siteConfig.social),
    });
  });

  it('has a customer-service contact point in English and Polish', () => {
    expect(org.contactPoint).toMatchObject({ '@type': 'ContactPoint', contactType: 'customer service', availableLanguage: ['English', 'Polish'], telephone: siteConfig.phone.e164 });
  });

  it('offers every plan that has a price, in USD on English pages', () => {
    const offers = org.makesOffer as { name: string; price: number; priceCurrency: string }[];
    expect(offers.map((o) => o.name)).toEqual(['Free', 'Starter', 'Growth', 'Scale', 'Pay-as-You-Go']);
    expect(offers.every((o) => o.priceCurrency === 'USD')).toBe(true);
    expect(offers.find((o) => o.name === 'Starter')?.price).toBe(plans.find((p) => p.id === 'starter')?.usdMonthly);
    expect(offers.find((o) => o.name === 'Pay-as-You-Go')?.price).toBe(plans.find((p) => p.id === 'payg')?.usdPerMinute);
  });
});

describe('planOffers', () => {
  it('uses zł prices on Polish pages, monthly or per minute', () => {
    const offers = planOffers('pl', { planNames, url: 'https://x/pl/pricing/' }) as Record<string, unknown>[];
    const growth = offers.find((o) => o.name === 'Growth');
    expect(growth).toMatchObject({ price: plans.find((p) => p.id === 'growth')?.plnMonthly, priceCurrency: 'PLN', url: 'https://x/pl/pricing/' });
    expect(growth?.priceSpecification).toMatchObject({ '@type': 'UnitPriceSpecification', unitCode: 'MON' });
    expect(offers.find((o) => o.name === 'Pay-as-You-Go')?.priceSpecification).toMatchObject({ unitCode: 'MIN', priceCurrency: 'PLN' });
    expect(offers.some((o) => o.name === 'Enterprise')).toBe(false);
  });
});

describe('productJsonLd', () => {
  it('is a Product with a brand and one Offer per priced plan', () => {
    const product = productJsonLd('en', { name: 'Agents', description: 'd', planNames, url: `${origin}/en/pricing/` });
    expect(product).toMatchObject({ '@type': 'Product', name: 'Agents', brand: { '@type': 'Brand', name: siteConfig.name }, url: `${origin}/en/pricing/` });
    expect(product.offers).toHaveLength(5);
  });
});

describe('breadcrumbJsonLd and faqPageJsonLd', () => {
  it('numbers breadcrumb items from 1 with absolute localized URLs', () => {
    const list = breadcrumbJsonLd('pl', [
      { name: 'Start', route: '/' },
      { name: 'Cennik', route: '/pricing' },
    ]);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Start', item: `${origin}/pl/` },
      { '@type': 'ListItem', position: 2, name: 'Cennik', item: `${origin}/pl/pricing/` },
    ]);
  });

  it('turns FAQ entries into Questions with accepted Answers', () => {
    expect(faqPageJsonLd([{ question: 'Q?', answer: 'A.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }],
    });
  });
});

describe('offers a search engine can use', () => {
  it('every offer says it is available', () => {
    for (const locale of ['en', 'pl'] as const) {
      const offers = planOffers(locale, { planNames, url: `${origin}/${locale}/pricing/` }) as { availability?: string }[];
      expect(offers.length).toBeGreaterThan(0);
      for (const offer of offers) expect(offer.availability).toBe('https://schema.org/InStock');
    }
  });
});

describe('blogPostingJsonLd', () => {
  const post = { locale: 'pl' as const, route: '/blog/wdrozenie', title: 'Wdrożenie', description: 'Opis', date: '2026-10-01', author: 'Marta Nowicka', tags: ['hotele'] };

  it('has an image: the cover when there is one, else the blog section\'s Open Graph image', () => {
    expect(blogPostingJsonLd({ ...post, image: '/blog/wdrozenie/cover.png' }).image).toBe(`${origin}/blog/wdrozenie/cover.png`);
    expect(blogPostingJsonLd(post).image).toBe(`${origin}/og/pl/blog.png`);
  });

  it('gives the author a profile address and the organisation they write for', () => {
    expect(blogPostingJsonLd(post).author).toEqual({
      '@type': 'Person',
      name: 'Marta Nowicka',
      url: `${origin}/pl/about/`,
      worksFor: { '@type': 'Organization', name: siteConfig.name, url: origin },
    });
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element and still parses to the same data', () => {
    const data = { name: '</script><script>alert(1)</script>' };
    const text = serializeJsonLd(data);
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual(data);
  });
});
