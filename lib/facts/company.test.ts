/** @jest-environment node */
import { companyAddress, companyRows, companyValues, organizationCompany, storyDates, usEntity } from './company';
import { siteMessages } from '../copy/messages';
import { organizationJsonLd } from '../seo/structured-data';
import { siteConfig } from '../site';

const company = siteConfig.company;

describe('the company block (lib/site.ts)', () => {
  it('writes the registered office per language', () => {
    expect(companyAddress('en')).toBe(`${company.street}, ${company.postalCode} ${company.cityEn}, Poland`);
    expect(companyAddress('pl')).toBe(`${company.street}, ${company.postalCode} ${company.city}`);
  });

  it('lists what Polish law asks a company website to show: name, office, court and KRS, NIP, share capital (and REGON)', () => {
    expect(companyRows('pl').map((row) => row.key)).toEqual(['legalName', 'address', 'krs', 'nip', 'regon', 'capital', 'court']);
    expect(companyValues('pl').companyCapital).toMatch(/^5\s?000\s?zł$/);
    expect(companyValues('en').companyCapital).toMatch(/^PLN\s?5,000$/);
  });

  it('shows a US entity only when one is configured', () => {
    expect(usEntity('en')).toBe('');
    const withUs = { ...company, us: { legalName: 'Example Voice Inc.', state: 'Delaware', fileNumber: '1234567' } };
    expect(usEntity('en', withUs)).toBe('Example Voice Inc. (a Delaware corporation, file no. 1234567)');
    expect(companyRows('en', withUs).at(-1)).toEqual({ key: 'us', value: 'Example Voice Inc. (a Delaware corporation, file no. 1234567)' });
  });

  it('is the data controller in the privacy policy and the contracting party in the terms, in both languages', () => {
    const plain = (text: string) => text.replace(/\u2060/g, '').replace(/\u00a0/g, ' ');
    for (const locale of ['en', 'pl'] as const) {
      const m = JSON.parse(plain(JSON.stringify(siteMessages(locale)))) as ReturnType<typeof siteMessages>;
      expect(m.privacyPage.sections.controller.body.p1).toContain(`${company.legalName}, ${companyAddress(locale)}`);
      expect(m.privacyPage.sections.controller.body.p1).toContain(company.krs);
      expect(m.termsPage.sections.scope.body.p1).toContain(`${company.legalName}, ${companyAddress(locale)}, KRS ${company.krs}, NIP ${company.nip}`);
      expect(m.company.intro).toContain(company.legalName);
      expect(m.company.intro).toContain(m.policy.team);
    }
  });

  it('goes into the Organization structured data: legalName, address, vatID and taxID', () => {
    const org = organizationJsonLd('What we do', 'en') as Record<string, unknown>;
    expect(org.legalName).toBe(company.legalName);
    expect(org.address).toEqual({ '@type': 'PostalAddress', streetAddress: company.street, postalCode: company.postalCode, addressLocality: company.city, addressCountry: 'PL' });
    expect(org.vatID).toBe(`PL${company.nip.replace(/\D/g, '')}`);
    expect(org.taxID).toBe(company.nip.replace(/\D/g, ''));
    expect(organizationCompany({ ...company, nip: '123-456-32-18' }).vatID).toBe('PL1234563218');
  });
});

describe('the dates of the company story (company.milestones)', () => {
  it('shows no date while the value is the example, so the timelines name stages, not invented years', () => {
    expect(storyDates('en')).toBeNull();
    expect(storyDates('pl')).toBeNull();
  });

  it('dates the three chapters before "Today" once set, a month in each language or a year alone', () => {
    const set = { ...company, milestones: '2019-03, 2019-11,2022' };
    expect(storyDates('en', set)).toEqual({ voicemail: { iso: '2019-03', text: 'March 2019' }, prototype: { iso: '2019-11', text: 'November 2019' }, growth: { iso: '2022', text: '2022' } });
    expect(storyDates('pl', set)?.voicemail).toEqual({ iso: '2019-03', text: 'marzec 2019' });
    expect(storyDates('en', set)).not.toHaveProperty('today');
  });

  it('shows no date rather than a wrong one: a missing chapter, a typo or dates out of order', () => {
    for (const milestones of ['2019-03,2019-11', '2019-03,2019-13,2022', 'March 2019,2019-11,2022', '2022,2019-11,2023', '']) {
      expect(storyDates('en', { ...company, milestones })).toBeNull();
    }
  });
});
