/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import en from '@/messages/en.json';
import pl from '@/messages/pl.json';
import { claims, literalPatterns, planFeatureMentions, policyLiteralPatterns } from './claims';
import { aiGreetingWords, policies } from './policies';
import { planFeatures } from './plan-features';
import { siteMessages } from './messages';
import { integrations, integrationsClaim, isConnected } from '../data/integrations';

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

/** Every post of content/blog, both languages, as written. */
function blogPosts(): { name: string; text: string }[] {
  const root = join(process.cwd(), 'content/blog');
  return ['en', 'pl'].flatMap((locale) =>
    readdirSync(join(root, locale))
      .filter((file) => file.endsWith('.md'))
      .map((file) => ({ name: `${locale}/${file}`, text: readFileSync(join(root, locale, file), 'utf8') })),
  );
}

describe('marketing claims', () => {
  it.each([
    ['en', en],
    ['pl', pl],
  ] as const)('are never written literally in messages/%s.json (use the placeholders of lib/copy/claims.ts)', (_, messages) => {
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
    const literal = blogPosts().flatMap(({ name, text }) =>
      Object.entries(literalPatterns)
        .filter(([key, pattern]) => ['conversionLift', 'workloadCut', 'roi', 'integrations', 'payback'].includes(key) && pattern.test(text))
        .map(([key]) => `${name}: ${key}`),
    );
    expect(literal).toEqual([]);
  });

  it('are written in posts only as the claim says them (a post cannot use a placeholder)', () => {
    const commissions = blogPosts().flatMap(({ text }) => [...text.matchAll(new RegExp(literalPatterns.otaCommission!, 'g'))].map((m) => m[0]));
    expect(commissions.length).toBeGreaterThan(0);
    for (const written of commissions) expect(written).toBe(claims.otaCommission.en);
  });

  it('reach the copy through the placeholders, in both languages', () => {
    expect(siteMessages('en').benefits.figures.conversion.value).toBe(claims.conversionLift.en);
    expect(siteMessages('pl').benefits.figures.directBookings.value).toContain('35%');
    expect(siteMessages('en').integrations.subtitle).toContain(`${integrationsClaim().label} integrations`);
    // The integrations figure is counted from the directory's connected systems: never the ones on request.
    const connected = integrations.filter(isConnected);
    expect(integrationsClaim().count).toBeLessThan(connected.length);
    expect(integrationsClaim(connected.slice(0, 10)).label).toBe('0+');
    expect(integrationsClaim(connected.slice(0, 11)).label).toBe('10+');
    const onRequest = integrations.filter((item) => !isConnected(item));
    expect(integrationsClaim([...connected.slice(0, 10), ...onRequest]).label).toBe('0+');
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

/**
 * Where a policy or plan feature may be named without its placeholder: titles
 * and labels too short to carry a plan (the matrix row "Full Privacy Mode",
 * the trust page's standard titles), and legal texts about other things
 * (tax records in the privacy policy).
 */
const policyExempt = /^(policy\.|pricingPage\.matrix\.|privacyPage\.sections\.(?:purposes|retention)\.|cookiesPage\.)|\.(?:title|label|question)$/;

describe('policies and plan features', () => {
  it.each([
    ['en', en],
    ['pl', pl],
  ] as const)('are never stated literally in messages/%s.json (say {policy.<key>} or the placeholder)', (_, messages) => {
    const literal = flatten(messages as unknown as Tree)
      .filter(([path]) => !policyExempt.test(path))
      .flatMap(([path, text]) =>
        Object.entries(policyLiteralPatterns)
          .filter(([, pattern]) => pattern.test(text))
          .map(([policy]) => `${path}: ${policy} in "${text.slice(0, 90)}"`),
      );
    expect(literal).toEqual([]);
  });

  it.each([
    ['en', en],
    ['pl', pl],
  ] as const)('name the plans that have them wherever copy in messages/%s.json mentions HIPAA, Full Privacy Mode or WhatsApp', (_, messages) => {
    const unqualified = flatten(messages as unknown as Tree)
      .filter(([path]) => !policyExempt.test(path) && !/^(?:termsPage|privacyPage|trustPage|seo)\./.test(path))
      .flatMap(([path, text]) =>
        planFeatureMentions.filter(({ feature, plans }) => feature.test(text) && !plans.test(text)).map(({ feature }) => `${path}: ${feature} in "${text.slice(0, 90)}"`),
      );
    expect(unqualified).toEqual([]);
  });

  it('reach the copy from lib/copy/policies.ts and lib/copy/plan-features.ts, so changing one changes every page', () => {
    const m = siteMessages('en');
    const p = siteMessages('pl');
    // How the agent says it is an AI: the FAQ promises the words every sample call's first sentence uses.
    const said = (tree: unknown, words: string) => flatten(tree as Tree).filter(([, text]) => text.replace(/\u00a0/g, ' ').includes(words)).length;
    expect(said(m, `The agent introduces itself as your ${aiGreetingWords.en} in its first sentence`)).toBe(1);
    expect(said(p, `Agent już w pierwszym zdaniu przedstawia się jako ${aiGreetingWords.pl}`)).toBe(1);
    // The trial: which plans, how long, from go-live, and what happens at its end.
    expect(m.pricingPage.guarantees[0]!.text).toContain(`Starter, Growth and Scale start with ${policies.trial.days} days free`);
    expect(m.faq.items.trial.answer).toContain('moves to the Free plan');
    expect(m.termsPage.sections.trial.body.p1).toBe(`${m.policy.trial} ${m.termsPage.sections.trial.body.p1.slice(m.policy.trial.length + 1)}`);
    // The guarantee: the terms and the pricing page say the same words.
    expect(m.termsPage.sections.guarantee.body.p1.startsWith(m.pricingPage.guarantees[1]!.text)).toBe(true);
    expect(p.termsPage.sections.guarantee.body.p1.startsWith(p.pricingPage.guarantees[1]!.text)).toBe(true);
    // Billing: the pricing page's FAQ and the terms read the one rule.
    expect(m.pricingPage.faq[0]!.answer).toContain('billed per second');
    expect(m.pricingPage.faq[0]!.answer).toContain(m.policy.billing);
    expect(p.pricingPage.faq[0]!.answer).toContain(p.policy.billing);
    expect(m.termsPage.sections.billing.body.p1).toContain(m.policy.billing);
    // Tax per market.
    expect(m.pricingPage.plansIntro).toContain('sales tax');
    expect(p.pricingPage.plansIntro).toContain('VAT');
    expect(JSON.stringify(m.pricingPage)).not.toContain('VAT');
    // Support hours per market and response times per plan, stated where the terms point.
    expect(m.termsPage.sections.availability.body.p1).toContain('Eastern time');
    expect(m.pricingPage.faq.map((f) => f.answer).join(' ')).toContain(m.policy.support);
    expect(m.policy.support).toContain(`${planFeatures.enterprise.supportResponseHours} business hour on Enterprise`);
    expect(p.contactPage.hours).toContain('czasu polskiego');
    // Concurrency per plan, from the matrix.
    expect(m.faq.items.concurrency.answer).toContain(`${planFeatures.starter.concurrentCalls} on Starter, ${planFeatures.growth.concurrentCalls} on Growth`);
    // Languages with their status, and the answer speed.
    expect(m.faq.items.languages.answer).toMatch(/English, Spanish, Polish and German on every plan, and French and Italian \(in beta\) from the Growth plan up/);
    expect(m.features.items.answer247.text).toContain('0.8 s');
    // One ROI story, said the same way on the landing page, pricing, the letters and Florida.
    for (const text of [
      m.benefits.subtitle,
      m.letterPage.sections[2]!.paragraphs[1]!,
      m.recoverPage.sections[3]!.paragraphs[0]!,
      m.floridaRoiPage.calculatorIntro,
      m.pages.floridaRoiCalculator.intro,
      m.pricingPage.faq.map((f) => f.answer).join(' '),
    ]) {
      expect(text).toContain(m.policy.roiStory);
    }
    expect(m.policy.roiStory).toContain('no setup fee');
    expect(m.pricingPage.faq.find((f) => f.question === 'Do you charge for setup?')!.answer).toMatch(/^No\. There is no setup fee/);
  });
});
