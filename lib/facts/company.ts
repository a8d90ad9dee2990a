/**
 * The company block of lib/site.ts as people read it: one address line per
 * language, the registration numbers with their names, the share capital,
 * and as message placeholders (`{companyLegalName}`, `{companyAddress}`,
 * `{companyKrs}`…, filled in by `siteMessages()`), so the footer, /contact,
 * /about, the privacy policy and the terms all name the same entity.
 */
import { formatMoney } from './format';
import { siteConfig, type SiteConfig } from '../site';

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
