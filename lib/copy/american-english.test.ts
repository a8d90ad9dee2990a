/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import en from '@/messages/en.json';
import { britishToAmerican } from './american-english';
import { cmsCopy } from '../cms/copy';
import { companyValues } from '../facts/company';
import { claimValues } from './claims';
import { caseStudies } from '../data/case-studies';
import { integrationName, integrations } from '../data/integrations';
import { dashboardRows, handoverNote, sampleCalls } from '../data/sample-calls';
import { connectedSystems } from '../landing/partners';
import { testimonials } from '../landing/testimonials';
import { formatLegalDate, legalUpdated } from './legal';
import { leadMail } from '../leads/notify';
import { planFeatureClaims, planNames } from './plan-features';
import { policyClaims } from './policies';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : flatten(value, path);
  });
}

function findBritish(where: string, text: string): string[] {
  const words = text.replace(/\{\w+\}/g, '{}'); // placeholder names are code, not copy
  return britishToAmerican.flatMap(([pattern, american]) => {
    const match = pattern.exec(words);
    return match ? [`${where}: "${match[0]}" (use ${american})`] : [];
  });
}

/**
 * Keys whose text is not visitor copy in American English: the Polish
 * language name, and the seo keywords that list what British searchers type.
 */
const exempt = /^(language\.pl|languageSwitcher\.\w+Pl)$/;

/** Keys in data files that hold codes, not copy: ids, enums, paths, 24-hour times the page reformats. */
const codeKeys = new Set(['id', 'callId', 'industry', 'who', 'lang', 'system', 'result', 'category', 'status', 'aliases', 'image', 'logoUrl', 'darkLogoUrl', 'time', 'startedAt', 'slug', 'href']);

/**
 * Every string in a data value that an English page can show: the whole
 * value, except the Polish halves (`pl`) and the code keys above.
 */
function englishStrings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => englishStrings(item, `${path}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  // A line spoken in another language (its `text`) is shown with its English `gloss`; only the gloss is English copy.
  const otherLanguage = 'lang' in value && typeof value.lang === 'string' && value.lang !== 'en';
  return Object.entries(value).flatMap(([key, item]) =>
    key === 'pl' || codeKeys.has(key) || (otherLanguage && key === 'text') ? [] : englishStrings(item, `${path}.${key}`),
  );
}

/** The English copy held in lib/ data files and in the lead service's e-mail. */
function dataStrings(): [string, string][] {
  const mail = leadMail({
    id: '1',
    leadId: 'L1',
    channel: 'email',
    attempts: 0,
    lead: {
      id: 'L1',
      form: 'contact',
      locale: 'en',
      page: '/en/contact/',
      fields: { firstName: 'Dana', lastName: 'Whitaker', businessEmail: 'dana@example.com', phone: '+1 305 209 0148', companyName: 'Harbor View Hotel', jobTitle: 'GM', message: 'Hi' },
      createdAt: '2026-11-24T10:00:00.000Z',
    },
  });
  return [
    ...englishStrings(sampleCalls, 'sampleCalls'),
    ...englishStrings(handoverNote.en, 'handoverNote.en'),
    ...englishStrings(dashboardRows, 'dashboardRows'),
    ...englishStrings(caseStudies, 'caseStudies'),
    ...integrations.flatMap((item) => [
      [`integrations.${item.id}`, integrationName(item, 'en')] as [string, string],
      [`integrations.${item.id}.description`, item.description.en] as [string, string],
    ]),
    ...englishStrings(testimonials, 'testimonials'),
    ...englishStrings(connectedSystems, 'partners'),
    ...englishStrings(policyClaims(), 'policies'),
    ...englishStrings(planFeatureClaims(), 'planFeatures'),
    ...englishStrings(planNames, 'planNames'),
    ...englishStrings(claimValues('en'), 'claims'),
    ...englishStrings(companyValues('en'), 'company'),
    ...englishStrings(cmsCopy.en, 'cmsCopy.en'),
    ...englishStrings(mail, 'leadMail'),
    ...Object.entries(legalUpdated).map(([doc, iso]) => [`legal.${doc}`, `Last updated: ${formatLegalDate('en', iso)}`] as [string, string]),
  ];
}

describe('American English', () => {
  it('is what messages/en.json says, with no British spelling or usage', () => {
    const found = flatten(en as unknown as Tree)
      .filter(([path]) => !exempt.test(path))
      .flatMap(([path, text]) => findBritish(path, text));
    expect(found).toEqual([]);
  });

  it('is what the English blog posts say', () => {
    const dir = join(process.cwd(), 'content/blog/en');
    const found = readdirSync(dir)
      .filter((file) => file.endsWith('.md'))
      .flatMap((file) =>
        readFileSync(join(dir, file), 'utf8')
          .split('\n')
          .flatMap((line, index) => findBritish(`${file}:${index + 1}`, line)),
      );
    expect(found).toEqual([]);
  });

  it('is what the data files in lib/, the CMS, the lead e-mail and the legal dates say in English', () => {
    const strings = dataStrings();
    // The walk reaches the copy: a sample call's line, a case study, a testimonial's company, the legal date.
    expect(strings.length).toBeGreaterThan(300);
    expect(strings.some(([path]) => path.startsWith('sampleCalls') && path.includes('turns'))).toBe(true);
    expect(strings.some(([path]) => path.startsWith('testimonials') && path.endsWith('company'))).toBe(true);
    expect(strings.some(([path]) => path.startsWith('cmsCopy.en'))).toBe(true);
    const found = strings.flatMap(([path, text]) => findBritish(path, text));
    expect(found).toEqual([]);
  });

  it('dates the legal pages in US order', () => {
    expect(formatLegalDate('en', '2026-11-24')).toBe('November 24, 2026');
    expect(formatLegalDate('pl', '2026-11-24')).toBe('24 listopada 2026');
  });

  it('catches the British forms it lists', () => {
    const sample = 'We optimise every enquiry at weekends; the programme was cancelled at 22:00 in our Trust Centre.';
    expect(findBritish('sample', sample).length).toBeGreaterThanOrEqual(6);
    expect(findBritish('sample', 'We optimize every inquiry on weekends; the program was canceled at 10 p.m. in our Trust Center.')).toEqual([]);
    const words = 'Reply by e-mail within one working day; the diary at reception, corner shops, serviced apartments. Last updated: 24 November 2026, Mr Ortiz, unauthorised.';
    expect(findBritish('sample', words).length).toBeGreaterThanOrEqual(9);
    expect(findBritish('sample', 'Reply by email within one business day; the calendar at the front desk, neighborhood stores, extended-stay apartments. Last updated: November 24, 2026, Mr. Ortiz, unauthorized.')).toEqual([]);
  });
});
