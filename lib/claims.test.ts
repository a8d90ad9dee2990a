/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import en from '@/messages/en.json';
import pl from '@/messages/pl.json';
import { claims, literalPatterns } from './claims';
import { siteMessages } from './messages';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : flatten(value, path);
  });
}

/**
 * Messages where the same number means something else (legal periods, section
 * numbers, a hiring call, a wedding party of 30 rooms), not a marketing claim.
 */
const otherMeanings = /^(privacyPage|termsPage|cookiesPage|trustPage|careersPage\.process|useCasesPage\.groups\.0\.items\.2)\./;

describe('marketing claims', () => {
  it.each([
    ['en', en],
    ['pl', pl],
  ] as const)('are never written literally in messages/%s.json (use the placeholders of lib/claims.ts)', (_, messages) => {
    const literal = flatten(messages as unknown as Tree)
      .filter(([path]) => !otherMeanings.test(path))
      .flatMap(([path, text]) =>
        Object.entries(literalPatterns)
          .filter(([, pattern]) => pattern.test(text))
          .map(([claim]) => `${path}: ${claim} in "${text.slice(0, 90)}"`),
      );
    expect(literal).toEqual([]);
  });

  it('are never written literally in blog posts', () => {
    const root = join(process.cwd(), 'content/blog');
    const literal = ['en', 'pl'].flatMap((locale) =>
      readdirSync(join(root, locale))
        .filter((file) => file.endsWith('.md'))
        .flatMap((file) => {
          const text = readFileSync(join(root, locale, file), 'utf8');
          return Object.entries(literalPatterns)
            .filter(([key, pattern]) => ['conversionLift', 'workloadCut', 'roi', 'integrations', 'payback'].includes(key) && pattern.test(text))
            .map(([key]) => `${locale}/${file}: ${key}`);
        }),
    );
    expect(literal).toEqual([]);
  });

  it('reach the copy through the placeholders, in both languages', () => {
    expect(siteMessages('en').benefits.figures.conversion.value).toBe(claims.conversionLift.en);
    expect(siteMessages('pl').benefits.figures.directBookings.value).toContain('35%');
    expect(siteMessages('en').integrations.subtitle).toContain('200+ integrations');
    const all = JSON.stringify([siteMessages('en'), siteMessages('pl')]);
    for (const key of Object.keys(claims)) expect(all).not.toContain(`{${key}}`);
  });

  it('say the Polish-only figures once where they belong, not on every page', () => {
    const uses = (key: string) => flatten(pl as unknown as Tree).filter(([, text]) => text.includes(`{${key}}`)).map(([path]) => path);
    expect(uses('plAfterHoursShare').length).toBeLessThanOrEqual(2);
    expect(uses('plWeekendLoss').length).toBeLessThanOrEqual(2);
    expect(uses('plHotelRolloutDays').length).toBeLessThanOrEqual(2);
    expect(JSON.stringify(en)).not.toMatch(/\{pl[A-Z]\w*\}/);
  });

  it('state the plan behind the concurrency figure wherever it is claimed', () => {
    const unqualified = flatten(en as unknown as Tree)
      .filter(([path, text]) => text.includes('{concurrentCalls}') && /\s/.test(text) && !path.startsWith('pricingPage'))
      .filter(([, text]) => !/Scale|Enterprise/.test(text))
      .map(([path]) => path);
    expect(unqualified).toEqual([]);
  });
});
