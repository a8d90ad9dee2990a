/**
 * The company block of lib/site.ts as people read it: one address line per
 * language, the registration numbers with their names, the share capital,
 * and as message placeholders (`{companyLegalName}`, `{companyAddress}`,
 * `{companyKrs}`…, filled in by `siteMessages()`), so the footer, /contact,
 * /about, the privacy policy and the terms all name the same entity.
 */
import { formatMoney } from './format';
import { isExample, siteConfig, type SiteConfig } from '../site';

type Locale = 'en' | 'pl';
type Company = SiteConfig['company'];

const countryNames: Record<string, { en: string; pl: string }> = {
  PL: { en: 'Poland', pl: 'Polska' },
  US: { en: 'United States', pl: 'Stany Zjednoczone' },
};

/** "ul. Przykładowa 1, 00-001 Warsaw, Poland" / "ul. Przykładowa 1, 00-001 Warszawa". */
export function companyAddress(locale: Locale, company: Company = siteConfig.company): string {
  return `${company.street}, ${company.postalCode} ${companySeat(locale, company)}`;
}

/**
 * Where the company is registered, without the street: the footer's compact
 * line on English pages. The street of a Polish company carries Polish letters
 * (ł, ż…), and in the footer of every English page they would make the browser
 * download the extra font face (lib/facts/fonts.ts) that English text never needs;
 * the full address stands on /contact, /about, in the privacy policy and the terms.
 */
export function companySeat(locale: Locale, company: Company = siteConfig.company): string {
  const city = locale === 'en' ? company.cityEn : company.city;
  const country = company.country === 'PL' && locale === 'pl' ? '' : `, ${countryNames[company.country]?.[locale] ?? company.country}`;
  return `${city}${country}`;
}

/** The US entity in one phrase, or '' when there is none. */
export function usEntity(locale: Locale, company: Company = siteConfig.company): string {
  const us = company.us;
  if (!us.legalName) return '';
  const parts = [us.state && (locale === 'pl' ? `stan ${us.state}` : `a ${us.state} corporation`), us.fileNumber && (locale === 'pl' ? `nr ${us.fileNumber}` : `file no. ${us.fileNumber}`)].filter(Boolean);
  return parts.length ? `${us.legalName} (${parts.join(', ')})` : us.legalName;
}

/** The company's figures as message placeholders, per language. */
export function companyValues(locale: Locale, company: Company = siteConfig.company): Record<string, string> {
  return {
    companyLegalName: company.legalName,
    companyAddress: companyAddress(locale, company),
    companyKrs: company.krs,
    companyNip: company.nip,
    companyRegon: company.regon,
    companyCapital: formatMoney(locale, company.shareCapitalPln, 'PLN'),
    companyCourt: locale === 'en' ? company.registryCourtEn : company.registryCourt,
  };
}

/** The rows of the company block: label key (`company.<key>` in the messages) and value. */
export function companyRows(locale: Locale, company: Company = siteConfig.company): { key: 'legalName' | 'address' | 'krs' | 'nip' | 'regon' | 'capital' | 'court' | 'us'; value: string }[] {
  const v = companyValues(locale, company);
  const us = usEntity(locale, company);
  return [
    { key: 'legalName' as const, value: v.companyLegalName! },
    { key: 'address' as const, value: v.companyAddress! },
    { key: 'krs' as const, value: v.companyKrs! },
    { key: 'nip' as const, value: v.companyNip! },
    { key: 'regon' as const, value: v.companyRegon! },
    { key: 'capital' as const, value: v.companyCapital! },
    { key: 'court' as const, value: v.companyCourt! },
    ...(us ? [{ key: 'us' as const, value: us }] : []),
  ];
}

/** Organization fields for structured data: legalName, a PostalAddress, vatID (EU form) and taxID. */
export function organizationCompany(company: Company = siteConfig.company) {
  const digits = company.nip.replace(/\D/g, '');
  return {
    legalName: company.legalName,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.street,
      postalCode: company.postalCode,
      addressLocality: company.city,
      addressCountry: company.country,
    },
    vatID: company.country === 'PL' ? `PL${digits}` : digits,
    taxID: digits,
    identifier: { '@type': 'PropertyValue', propertyID: 'KRS', value: company.krs },
    ...(company.us.legalName ? { subOrganization: { '@type': 'Organization', legalName: company.us.legalName } } : {}),
  };
}

/** The chapters of the company's story, in order (`ourStoryPage.chapters`). */
export const storyChapters = ['voicemail', 'prototype', 'growth', 'today'] as const;
export type StoryChapter = (typeof storyChapters)[number];

/** A chapter's date: `iso` for `<time dateTime>`, `text` as the page shows it ("March 2021", "marzec 2021", "2023"). */
export interface StoryDate {
  iso: string;
  text: string;
}

/**
 * The dated chapters of `company.milestones` (lib/site.ts), or null while the value is the
 * configuration's example or not one valid YYYY / YYYY-MM per dated chapter, in order: then the
 * timelines show each chapter's stage instead of a date, and nothing invented is dated.
 */
export function storyDates(locale: Locale, company: Company = siteConfig.company): Partial<Record<StoryChapter, StoryDate>> | null {
  if (isExample(company.milestones)) return null;
  const dated = storyChapters.filter((key) => key !== 'today');
  const values = company.milestones.split(',').map((value) => value.trim());
  if (values.length !== dated.length) return null;
  const parsed = values.map((value) => /^(\d{4})(?:-(0[1-9]|1[0-2]))?$/.exec(value));
  if (parsed.some((match) => !match)) return null;
  // Chapters follow one another: a date earlier than the one before it is a typo, not a story.
  const order = values.map((value) => value.padEnd(7, '-00'));
  if (order.some((value, i) => i > 0 && value < order[i - 1]!)) return null;
  return Object.fromEntries(
    parsed.map((match, i) => {
      const [iso, year, month] = match!;
      const text = month ? new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(Number(year), Number(month) - 1, 15)) : year!;
      return [dated[i], { iso, text }];
    }),
  );
}
