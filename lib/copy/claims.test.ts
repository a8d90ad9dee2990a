/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import en from '@/messages/en.json';
import pl from '@/messages/pl.json';
import {
  agencyCrmNames,
  agencyFeeBackWithoutTiming,
  agencyPaths,
  hotelFeeBackOnAgencyPage,
  claimBasis,
  claims,
  connectedQualifier,
  crmPathQualifier,
  estimateWording,
  feeBackForEveryone,
  feeBackWithoutCaveat,
  figuresAsCustomerReports,
  integrationKinds,
  literalPatterns,
  liftWithoutMeaning,
  needsUnconnected,
  onRequestQualifier,
  overstatedStandards,
  planBoundPromises,
  planFeatureMentions,
  policyLiteralPatterns,
  rolloutFromQualifier,
  rolloutFromSigning,
  telecomPriceUnanswered,
  unbackedPromisePatterns,
  unconnectedKindsClaimed,
  yourSystem,
} from './claims';
import { aiGreetingWords, callNoticeWords, policies, policyClaims } from './policies';
import { planFeatures, planNames, planOrder, plansWith, successPricingPlan, supportChannels } from './plan-features';
import { typesetMessages } from './typography';
import { siteMessages } from './messages';
import { hasConnected, integrationName, integrations, integrationsClaim, isConnected, onRequestNote, webhook } from '../data/integrations';
import { dashboardRows, sampleCallIds, sampleCalls } from '../data/sample-calls';
import { caseStudies } from '../data/case-studies';

/** Both languages, and a message's text as a reader sees it (no-break spaces as spaces, word joiners dropped): shared by the read-by-read blocks below. */
const both = ['en', 'pl'] as const;
const said = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2060/g, '');

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : flatten(value, path);
  });
}

/**
 * Messages where the same number means something else (legal periods, section
 * numbers, a hiring call), not a marketing claim.
 */
const otherMeanings = /^(privacyPage|termsPage|cookiesPage|trustPage|careersPage\.process)\./;

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
    expect(siteMessages('pl').benefits.figures.workload.value).toBe(claims.workloadCut.pl);
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
    expect(uses('afterHoursShare').length).toBeLessThanOrEqual(2);
    expect(uses('exampleHotelYearlyLoss').length).toBeLessThanOrEqual(2);
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
const policyExempt = /^(policy\.|pricingPage\.matrix\.|privacyPage\.sections\.(?:purposes|retention)\.|cookiesPage\.|seo\.keywords\.)|\.(?:title|label|question)$/;

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
    expect(m.pricingPage.guarantees[0]!.text).toContain('moves to the Free plan');
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
    // The hours come once per market; the support sentence after them adds reply times and channels, not the hours again.
    expect(m.termsPage.sections.availability.body.p1).toContain(claimOf('supportHoursByMarket', 'en'));
    expect(p.termsPage.sections.availability.body.p1).toContain(claimOf('supportHoursByMarket', 'pl'));
    expect(m.policy.support).not.toMatch(/Eastern|a\.m\.|Monday/);
    expect(p.policy.support).not.toMatch(/czasu polskiego|poniedziałku/);
    expect(m.termsPage.sections.availability.body.p1).toContain(m.policy.support);
    expect(p.termsPage.sections.availability.body.p1).toContain(p.policy.support);
    expect(m.policy.support).toContain(`${planFeatures.enterprise.supportResponseHours} business hour on Enterprise`);
    expect(p.contactPage.hours).toContain('czasu polskiego');
    // Concurrency per plan, from the matrix.
    expect(m.faq.items.concurrency.answer).toContain(`Starter ${planFeatures.starter.concurrentCalls}, Pay-as-You-Go ${planFeatures.payg.concurrentCalls}, Growth ${planFeatures.growth.concurrentCalls}`);
    // Languages with their status, and the answer speed.
    expect(m.convaiPage.languagesText).toMatch(/English, Spanish, Polish and German on every plan, and French and Italian \(in beta\) on Growth and above/);
    expect(m.policy.answerSpeed).toContain('0.8 seconds');
    // One ROI story, where a page tells it (the recover letter). The Florida calculator computes the
    // visitor's own payback instead, and its worked example says what the fee leaves out.
    for (const text of [
      m.recoverPage.sections[2]!.paragraphs[0]!,
    ]) {
      expect(text).toContain(m.policy.roiStory);
    }
    const typed = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2060/g, '');
    expect(typed(m.floridaRoiPage.example)).toContain(`(${typed(claimOf('feeCaveat', 'en'))})`);
    expect(typed(p.floridaRoiPage.example)).toContain(`(${typed(claimOf('feeCaveat', 'pl'))})`);
    // The open letter no longer tells the ROI story, so it cannot tell a second one.
    expect(JSON.stringify(m.letterPage) + JSON.stringify(m.letterHero)).not.toMatch(/earned back|monthly fee|after go-live/);
    expect(m.policy.roiStory).toContain('no setup fee');
    expect(m.pricingPage.faq.find((f) => f.question === 'Do you charge for setup?')!.answer).toMatch(/^No\. There is no setup fee/);
  });
});

/** The policy patterns a text matches: what the literal test above would report for it. */
const literalPolicies = (text: string) => Object.entries(policyLiteralPatterns).filter(([, pattern]) => pattern.test(text)).map(([key]) => key);
/** The plan features a text names without their plans. */
const unqualifiedFeatures = (text: string) => planFeatureMentions.filter(({ feature, plans }) => feature.test(text) && !plans.test(text)).length;
const shown = (locale: 'en' | 'pl') => flatten(siteMessages(locale) as unknown as Tree).map(([path, text]) => [path, text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2060/g, '')] as const);

describe('the register’s newer policies (lib/copy/policies.ts)', () => {
  it('catch a restated or contradicting policy: one planted sentence per kind fails the literal test', () => {
    expect(literalPolicies('By default, recordings are kept for 30 days and transcripts for 90 days.')).toContain('recording');
    expect(literalPolicies('Every call is recorded.')).toContain('recording');
    expect(literalPolicies('Po zakończeniu współpracy usuwamy Twoje dane w ciągu 30 dni.')).toContain('deletion');
    expect(literalPolicies('When you leave, we delete your data within 60 days.')).toContain('deletion');
    expect(literalPolicies('At 3 a.m. and in your busiest hour: no voicemail, no queue.')).toContain('overflow');
    expect(literalPolicies('The agent keeps answering. Extra minutes are billed at your plan’s rate.')).toContain('overage');
    expect(literalPolicies('At the end of the trial your account moves to the Free plan.')).toContain('trialAtEnd');
    expect(literalPolicies('Data is hosted in Frankfurt.')).toContain('regionPlace');
    expect(literalPolicies('ISO 27001, SOC 2, PCI DSS and GDPR controls')).toContain('securityStandards');
    expect(unqualifiedFeatures('Existing customers get the fastest answer through the support chat.')).toBe(1);
    expect(unqualifiedFeatures('Customers on {supportChatPlans} get the fastest answer through the support chat.')).toBe(0);
  });

  it.each(['en', 'pl'] as const)('%s: the recording, deletion, overflow, overage and trial-end wording comes from the register wherever it is said', (locale) => {
    const m = siteMessages(locale);
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2060/g, '');
    const days = locale === 'en' ? 'days' : 'dni';
    expect(plain(m.policy.recording)).toContain(`${policies.recording.recordingDays} ${days}`);
    expect(plain(m.policy.recording)).toContain(`${policies.recording.transcriptDays} ${days}`);
    expect(m.trustPage.data[1]!.text).toBe(m.policy.recording);
    expect(m.floridaPage.compliance[0]).toContain(typesetMessages(policyClaims().recordingConsent![locale], locale));
    expect(m.policy.recording).toContain(typesetMessages(policyClaims().recordingConsent![locale], locale));
    expect(plain(m.policy.deletion)).toContain(`${policies.deletion.exportDays} ${days}`);
    expect(m.trustPage.data[2]!.text).toContain(m.policy.deletion);
    expect(m.termsPage.sections.cancellation.body.p1).toContain(m.policy.deletion);
    expect(m.faq.items.concurrency.answer).toContain(m.policy.overflow);
    expect(m.pricingPage.faq.map((f) => f.answer)).toContain(m.policy.overage);
    expect(m.pricingPage.guarantees[0]!.text).toContain(m.policy.trial);
    // Contradicting values: every number said after "recordings … kept" or "export … for" is the register's.
    const said = (pattern: RegExp) => shown(locale).flatMap(([path, text]) => [...text.matchAll(pattern)].map((match) => `${path}: ${match[1] ?? match[2] ?? match[3]}`));
    const recordings = said(/(?:recordings are kept for|keep recordings for|nagrania przechowujemy przez) (\d+) (?:days|dni)/gi);
    const exports = said(/export your data for (\d+) days|(\d+) days to export your data|przez (\d+) dni (?:po zakończeniu umowy )?możesz wyeksportować/gi);
    expect(recordings.length).toBeGreaterThan(0);
    expect(exports.length).toBeGreaterThan(0);
    for (const text of recordings) expect(text).toMatch(new RegExp(`: ${policies.recording.recordingDays}$`));
    for (const text of exports) expect(text).toMatch(new RegExp(`: ${policies.deletion.exportDays}$`));
  });

  it('say where each subprocessor holds data from one list, on the trust page, in the privacy policy and in the pricing FAQ', () => {
    for (const locale of ['en', 'pl'] as const) {
      const m = siteMessages(locale);
      const regions = typesetMessages(policyClaims().processorRegions![locale], locale);
      expect(m.policy.processors).toContain(regions);
      expect(m.privacyPage.sections.transfers.body.p1).toContain(m.policy.processors);
      expect(m.trustPage.subprocessorRegions.chosen).toContain(typesetMessages(policyClaims().dataRegions![locale], locale));
      expect(m.privacyPage.sections.processors.items.i1).toContain(typesetMessages(policyClaims().analyticsRegion![locale], locale));
    }
    expect(siteMessages('en').policy.processors).toContain('Telephony runs in the phone number’s country');
    expect(siteMessages('en').policy.dataRegions).toContain('in the EU (Frankfurt) or in the US (Virginia)');
  });

  it('name the support channels each plan has, from the plan matrix', () => {
    const m = siteMessages('en');
    const chat = plansWith((f) => supportChannels[f.support].includes('chat')).map((id) => planNames[id]);
    expect(chat).toEqual(['Growth', 'Scale', 'Enterprise']);
    expect(m.contactPage.detailsIntro).toContain('Customers on Growth, Scale and Enterprise get the fastest answer through the support chat');
    expect(m.policy.support).toContain('community support on Free; email on Starter and Pay-as-You-Go; email and chat on Growth');
    expect(m.termsPage.sections.availability.body.p1).toContain(m.policy.support);
  });
});

describe('security standards are said as far as each goes, never as a certification', () => {
  it('catch a planted overstatement', () => {
    expect(overstatedStandards('We are ISO 27001 certified.')).toEqual(['iso27001']);
    expect(overstatedStandards('Mamy certyfikat ISO 27001 i raport SOC 2.')).toEqual(['iso27001', 'soc2']);
    expect(overstatedStandards('Our security controls meet ISO 27001.')).toEqual(['iso27001']);
    expect(overstatedStandards('Zabezpieczenia są zgodne z ISO 27001.')).toEqual(['iso27001']);
    expect(overstatedStandards('We follow ISO 27001. Our partner connector is certified.')).toEqual([]);
  });

  it.each(['en', 'pl'] as const)('no %s message calls a standard certified (nothing in the register is)', (locale) => {
    expect(policies.security.filter((s) => s.status === 'certified')).toEqual([]);
    const overstated = shown(locale).flatMap(([path, text]) => overstatedStandards(text).map((id) => `${path}: ${id}`));
    expect(overstated).toEqual([]);
    const m = siteMessages(locale);
    const phrase = typesetMessages(policyClaims().securityStandards![locale], locale);
    for (const text of [m.policy.security, m.privacyPage.sections.security.body.p1, m.convaiPage.privacyText]) expect(text).toContain(phrase);
    // The privacy notice's opening is about visitors' data: no card payments there, only what protects it.
    expect(m.pages.privacy.intro).toContain(typesetMessages(policyClaims().siteSecurity![locale], locale));
    expect(m.pages.privacy.intro).not.toMatch(/PCI DSS/);
  });
});

describe('integrations: what "every connected integration" covers', () => {
  it('catches a planted claim of a kind with nothing connected', () => {
    expect(integrationKinds(false)).toContain('rms');
    expect(unconnectedKindsClaimed('All integrations included, including PMS, RMS and CRS.')).toEqual(['rms']);
    expect(unconnectedKindsClaimed('Wszystkie integracje: PMS, RMS i CRS.')).toEqual(['rms']);
    expect(unconnectedKindsClaimed('Revenue management systems (RMS) can be connected on request.')).toEqual([]);
  });

  it.each(['en', 'pl'] as const)('no %s message names a kind with nothing connected as connected, and the plan matrix lists the connected kinds', (locale) => {
    const claimed = shown(locale).flatMap(([path, text]) => unconnectedKindsClaimed(text).map((kind) => `${path}: ${kind}`));
    expect(claimed).toEqual([]);
    for (const kind of integrationKinds(true)) expect(integrations.some((item) => item.category === kind && isConnected(item))).toBe(true);
    const m = siteMessages(locale);
    expect(m.pricingPage.matrix.integrations.all).toContain(typesetMessages(claims.connectedKinds[locale], locale));
    expect(m.faq.items.integrations.answer).toContain(typesetMessages(claims.onRequestKinds[locale], locale));
  });
});

describe('figures are presented as what they are (claimBasis)', () => {
  it('catches a planted "our customers report" beside a figure no named customer reports', () => {
    expect(figuresAsCustomerReports('Our customers see {conversionLift} higher conversion.')).toEqual(['conversionLift']);
    expect(figuresAsCustomerReports('Nasi klienci notują o {conversionLift} wyższą konwersję.')).toEqual(['conversionLift']);
    expect(figuresAsCustomerReports('Hotels using our agents grow direct bookings by {directBookingsLift}.')).toEqual(['directBookingsLift']);
    expect(figuresAsCustomerReports('We estimate {conversionLift} higher conversion.')).toEqual([]);
  });

  it.each([
    ['en', en],
    ['pl', pl],
  ] as const)('no %s message presents a figure as customer reports, and every figure names its basis and source', (_, messages) => {
    const asReports = flatten(messages as unknown as Tree).flatMap(([path, text]) => figuresAsCustomerReports(text).map((key) => `${path}: ${key}`));
    expect(asReports).toEqual([]);
    for (const [key, entry] of Object.entries(claimBasis)) {
      expect(key in claims).toBe(true);
      expect(entry!.source.length).toBeGreaterThan(10);
    }
  });
});

/**
 * Every sentence a buyer can hold us to (issue 35): what a page promises must be
 * what lib/data/integrations.ts, lib/copy/policies.ts and lib/copy/plan-features.ts say.
 * Legal texts and the integrations directory describe the systems themselves, so they
 * are checked only where a rule names them.
 */
const directory = /^(integrationsPage\.|pricingPage\.matrix\.|cookiesPage\.|privacyPage\.|seo\.)|\.(?:title|label|question|name)$/;

describe('promises the register backs', () => {
  const all = (messages: unknown) => flatten(messages as Tree);

  it.each([
    ['en', en],
    ['pl', pl],
  ] as const)('messages/%s.json promise no system, language, guarantee condition or rollout clock the register does not have', (_, messages) => {
    const found = all(messages).flatMap(([path, text]) =>
      Object.entries(unbackedPromisePatterns)
        .filter(([, pattern]) => pattern.test(text))
        .map(([rule]) => `${path}: ${rule} in "${text.slice(0, 90)}"`),
    );
    expect(found).toEqual([]);
  });

  it('blog posts promise none of them either, and introduce the agent in the register’s words', () => {
    const found = blogPosts().flatMap(({ name, text }) => [
      ...Object.entries(unbackedPromisePatterns)
        .filter(([key, pattern]) => key !== 'noCommission' && pattern.test(text))
        .map(([key]) => `${name}: ${key}`),
      ...(policyLiteralPatterns.aiDisclosure!.test(text) ? [`${name}: aiDisclosure`] : []),
    ]);
    expect(found).toEqual([]);
  });

  it.each([
    ['en', en],
    ['pl', pl],
  ] as const)('messages/%s.json say "on request" wherever they promise what only an unconnected system could do', (_, messages) => {
    const rules = needsUnconnected.filter(({ category }) => !hasConnected(category));
    // The rule is live: today no payment gateway and no listing portal is connected.
    expect(rules.map((rule) => rule.category)).toEqual(['payments', 'listingPortal']);
    const unqualified = all(messages)
      .filter(([path]) => !directory.test(path))
      .flatMap(([path, text]) =>
        rules.filter(({ promise }) => promise.test(text) && !onRequestQualifier.test(text)).map(({ category }) => `${path}: ${category} in "${text.slice(0, 90)}"`),
      );
    expect(unqualified).toEqual([]);
  });

  it.each([
    ['en', en],
    ['pl', pl],
  ] as const)('messages/%s.json write only into a connected PMS or CRM', (_, messages) => {
    const unqualified = all(messages)
      .filter(([path]) => !directory.test(path) && !/^(?:termsPage|useCasesPage\.groups)\./.test(path))
      .filter(([, text]) => yourSystem.test(text) && !connectedQualifier.test(text))
      .map(([path, text]) => `${path}: "${text.slice(0, 90)}"`);
    expect(unqualified).toEqual([]);
  });

  it.each([
    ['en', en],
    ['pl', pl],
  ] as const)('messages/%s.json name a system on request only beside "on request"', (locale, messages) => {
    const onRequest = integrations.filter((item) => !isConnected(item) && typeof item.name === 'string').map((item) => integrationName(item, locale));
    const unqualified = all(messages)
      .filter(([path]) => !directory.test(path))
      .flatMap(([path, text]) => onRequest.filter((name) => new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(text) && !onRequestQualifier.test(text)).map((name) => `${path}: ${name}`));
    expect(unqualified).toEqual([]);
  });

  it.each([
    ['en', en],
    ['pl', pl],
  ] as const)('messages/%s.json name the plans wherever they promise handover to a person or a text message', (_, messages) => {
    const unqualified = all(messages)
      .filter(([path]) => !directory.test(path) && !/^(?:termsPage|trustPage|product\.systems|pricingPage)\./.test(path))
      .flatMap(([path, text]) =>
        planBoundPromises
          // Success pricing has one plan's features, PMS included, and its page says so ({policy.successPricing}).
          .filter(({ name }) => !(name === 'pmsBooking' && path.startsWith('hotelSuccessPage.')))
          .filter(({ promise, plans }) => promise.test(text) && !plans.test(text))
          .map(({ name }) => `${path}: ${name} in "${text.slice(0, 90)}"`),
      );
    expect(unqualified).toEqual([]);
  });

  it('count the sample calls, show the recover letter’s own worked figure and rest the Florida estimate on its one assumption', () => {
    const m = siteMessages('en');
    const p = siteMessages('pl');
    expect(m.pages.sampleCalls.description).toContain(`Read ${sampleCallIds.length} sample calls`);
    // „{n} przykładowych rozmów” is the Polish form for "many": true of the count today, and this fails when it is not.
    expect(new Intl.PluralRules('pl').select(sampleCallIds.length)).toBe('many');
    expect(p.pages.sampleCalls.description).toContain(`${sampleCallIds.length} przykładowych rozmów`);
    // The headline figure is the worked example's, in both languages.
    for (const messages of [m, p]) {
      expect(messages.pages.recover175k.heading).toContain(messages.recoverPage.sections[0]!.paragraphs[0]!.match(/(?:a month|miesięcznie)(?::|, wartych) (.+?)\.(?:\s|$)/u)?.[1] ?? 'no figure');
    }
    expect(JSON.stringify([en.recoverPage, pl.recoverPage, en.pages.recover175k, pl.pages.recover175k])).not.toMatch(/175|700/);
    for (const source of [en, pl]) {
      expect(source.pages.floridaRoiCalculator.intro).toContain('{recoveryRate}');
      expect(source.pages.floridaRoiCalculator.intro).not.toMatch(/\{(?:conversionLift|routineShare)\}/);
    }
  });
});

/** The placeholders of one language's claims (lib/copy/claims.ts), as the copy shows them. */
const allClaims = claims as Record<string, { en: string; pl: string }>;
const claimOf = (key: string, locale: 'en' | 'pl') => typesetMessages(allClaims[key]![locale], locale);
/** The plan-bound rules (planBoundPromises) a text breaks. */
const unqualifiedPromises = (text: string) => planBoundPromises.filter(({ promise, plans }) => promise.test(text) && !plans.test(text)).map(({ name }) => name);
const unbacked = (text: string) => Object.entries(unbackedPromisePatterns).filter(([, pattern]) => pattern.test(text)).map(([key]) => key);

describe('the decisions of issue 35’s last part, each in the register once and said through it', () => {
  it('at Free’s limit or a paid plan’s cap, calls go to the fallback number: a planted contradiction fails', () => {
    expect(policies.atLimit.calls).toBe('fallback-number');
    expect(unbacked('At 3 a.m. and in your busiest hour, no caller reaches voicemail.')).toContain('voicemailAbsolute');
    expect(unbacked('At 3 a.m., no caller reaches voicemail while your plan’s minutes last.')).toEqual([]);
    expect(literalPolicies('When the minutes run out, calls go to voicemail.')).toContain('atLimit');
    expect(literalPolicies('Past the cap, calls go to your fallback number.')).toContain('atLimit');
    for (const locale of ['en', 'pl'] as const) {
      const m = siteMessages(locale);
      const warn = `${policies.atLimit.warnAtPercent}%`;
      expect(m.policy.overage).toContain(warn);
      expect(m.termsPage.sections.billing.body.p1).toContain(m.policy.overage);
      expect(m.pricingPage.faq.map((f) => f.answer)).toContain(m.policy.overage);
      // The trial's end says what the move to Free takes away, from the plan matrix.
      expect(m.policy.trial).toContain(typesetMessages(policyClaims().trialAtEnd![locale], locale));
      expect(plansWith((f) => f.handover)).not.toContain('free');
    }
    expect(siteMessages('en').policy.trial).toContain('1 call at a time, without handover, CRM (including our webhook) or PMS connections');
  });

  it('the hold queue has a maximum wait and says what follows: a planted hold without limit fails', () => {
    expect(literalPolicies('Callers wait on hold however long it takes.')).toContain('maxHold');
    expect(literalPolicies('Nobody waits on hold longer than 2 minutes.')).toContain('maxHold');
    expect(literalPolicies('A receptionist that never puts a guest on hold.')).toContain('overflow');
    expect(literalPolicies('Do 50 rozmów jednocześnie, bez czekania na linii.')).toContain('overflow');
    for (const locale of ['en', 'pl'] as const) {
      const m = siteMessages(locale);
      expect(m.policy.overflow.replace(/\u00a0/g, ' ')).toContain(`${policies.overflow.maxHoldSeconds} ${locale === 'en' ? 'seconds' : 'sekund'}`);
      expect(m.faq.items.concurrency.answer).toContain(m.policy.overflow);
    }
  });

  it('every call is transcribed and the first sentence says so: a planted denial or literal notice fails', () => {
    expect(policies.recording.transcriptNotice).toBe('first-sentence');
    expect(literalPolicies('Calls are not transcribed unless recording is on.')).toContain('transcriptNotice');
    expect(literalPolicies('Transcripts are kept without telling the caller.')).toContain('transcriptNotice');
    expect(literalPolicies('The agent opens with “this call is transcribed”.')).toContain('transcriptNotice');
    for (const locale of ['en', 'pl'] as const) {
      const m = siteMessages(locale);
      const words = callNoticeWords[locale];
      for (const text of [m.policy.recording, m.trustPage.data[1]!.text, m.floridaPage.compliance[0]!, m.termsPage.sections.data.body.p1, m.hotelsPage.faq.map((f) => f.answer).join(' ')]) {
        expect(text).toContain(words);
      }
    }
  });

  it('onboarding is every plan’s and reviews are per plan: a planted named manager or weekly review fails', () => {
    expect(unqualifiedPromises('Every customer gets a named rollout manager.')).toEqual(['onboarding']);
    expect(unqualifiedPromises('Every week we review real conversations with you.')).toEqual(['reviews']);
    expect(unqualifiedPromises('Co tydzień przeglądamy prawdziwe rozmowy.')).toEqual(['reviews']);
    expect(unqualifiedPromises('Our team reviews conversations with you {reviewsByPlan}.')).toEqual([]);
    expect(plansWith((f) => f.reviews === 'weekly')).toEqual(['scale', 'enterprise']);
    for (const locale of ['en', 'pl'] as const) {
      const m = siteMessages(locale);
      expect(m.policy.onboarding).toContain(claimOf('onboardingFirstContact', locale));
      expect(m.policy.onboarding).toContain(claimOf('reviewsByPlan', locale));
      expect(m.journeyPage.promises[0]).toContain(claimOf('onboardingFirstContact', locale));
      expect(m.journeyPage.steps[2]!.text).toContain(claimOf('reviewsByPlan', locale));
    }
    expect(siteMessages('en').policy.onboarding).toContain('monthly on Growth and weekly on Scale and Enterprise');
  });

  it('confirmations and alerts go by email on every plan; answering email, WhatsApp and Messenger from Growth: a planted contradiction fails', () => {
    expect(plansWith((f) => f.emailNotices)).toHaveLength(Object.keys(planFeatures).length);
    expect(unbacked('Confirmations are sent by email from the Growth plan up.')).toContain('emailNoticesFrom');
    expect(unbacked('Potwierdzenia agent wysyła e-mailem od planu Growth.')).toContain('emailNoticesFrom');
    expect(unqualifiedPromises('The agent answers guests on WhatsApp and email on every plan.')).toEqual(['messagingChannels']);
    expect(unqualifiedPromises('Facebook Messenger on every plan.')).toEqual(['messagingChannels']);
    const m = siteMessages('en');
    expect(m.policy.notices).toContain('by email on every plan, and by text on Scale and Enterprise');
    expect(m.policy.notices).toContain('Growth and above add WhatsApp, Facebook Messenger and replies to emails');
    expect(m.integrationsPage.categories.channel.text).toBe(m.policy.notices);
  });

  it('success-based pricing has one plan’s features: a planted other plan fails, and both pages say the register’s sentence', () => {
    expect(unbacked('Success-based pricing includes every feature of the Scale plan.')).toContain('successPricingPlan');
    expect(unbacked('Rozliczenie za efekty obejmuje wszystkie funkcje planu Enterprise.')).toContain('successPricingPlan');
    for (const locale of ['en', 'pl'] as const) {
      const m = siteMessages(locale);
      expect(m.policy.successPricing).toContain(planNames[successPricingPlan]);
      expect(m.policy.successPricing).toContain(String(planFeatures[successPricingPlan].concurrentCalls));
      for (const page of [m.hotelSuccessPage, m.realEstateSuccessPage]) expect(page.faq.map((f) => f.answer)).toContain(m.policy.successPricing);
    }
  });

  it('the phone system is on every plan and Messenger is a channel from Growth: a planted calendar-only Free fails', () => {
    expect(literalPolicies('Integrations: a calendar on Free.')).toContain('integrationTier');
    for (const locale of ['en', 'pl'] as const) {
      const byPlan = allClaims.integrationsByPlan![locale];
      expect(byPlan.split(';').filter((part) => !/every connected|wszystkie podłączone/.test(part)).every((part) => /phone system|centrala telefoniczna/.test(part))).toBe(true);
    }
    expect(plansWith((f) => f.channels.includes('messenger'))).toEqual(plansWith((f) => f.channels.includes('whatsapp')));
  });

  it('the after-hours share and the yearly loss come from the estimator’s example hotel, in the posts too: a planted other figure fails', () => {
    expect(Object.entries(literalPatterns).filter(([, p]) => p.test('76% of booking inquiries arrive after hours')).map(([k]) => k)).toContain('specAfterHoursShare');
    expect(Object.entries(literalPatterns).filter(([, p]) => p.test('Over a year that is roughly $130,000')).map(([k]) => k)).toContain('exampleHotelLoss');
    expect(claimBasis.afterHoursShare?.basis).toBe('model');
    expect(claimBasis.exampleHotelYearlyLoss?.basis).toBe('model');
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    const posts = blogPosts().filter(({ name }) => /after-hours|po-godzinach/.test(name));
    expect(posts).toHaveLength(2);
    for (const { name, text } of posts) {
      const locale = name.startsWith('pl/') ? 'pl' : 'en';
      expect(plain(text)).toContain(plain(claims.exampleHotelYearlyLoss[locale]));
      expect(plain(text)).toContain(plain(claims.exampleHotelMonthlyLoss[locale]));
      expect(text).toContain(claims.afterHoursShare[locale]);
    }
    const p = siteMessages('pl');
    expect(p.hotelsPage.stats.map((s) => s.value)).toEqual(expect.arrayContaining([claimOf('afterHoursShare', 'pl'), claimOf('exampleHotelYearlyLoss', 'pl')]));
    expect(siteMessages('en').losingPage.fields.afterHours.hint).toContain(claims.afterHoursShare.en);
  });

  it('what is kept after deletion is named: a planted “unless the law requires” fails', () => {
    expect(literalPolicies('We delete it, unless the law requires us to keep it.')).toContain('keptAfterDeletion');
    expect(policies.deletion.keptAfter).toBe('billing-records');
    for (const locale of ['en', 'pl'] as const) expect(siteMessages(locale).policy.deletion).toContain(claimOf('keptAfterDeletion', locale));
  });

  it('the recover letter’s figure is said as a worked example, in its title and description', () => {
    expect(claimBasis.recoverHotelMonthly?.basis).toBe('illustrative');
    for (const locale of ['en', 'pl'] as const) {
      const page = siteMessages(locale).pages.recover175k;
      expect(page.title).toContain(claimOf('recoverHotelMonthly', locale));
      expect(page.title).toMatch(locale === 'en' ? /^Worked Example:/ : /^Przykład:/);
      expect(page.description.replace(/\u00a0/g, ' ')).toMatch(locale === 'en' ? /worked example, not a measurement/ : /Przykładowe wyliczenie, a nie pomiar/);
    }
  });
});

describe('the decisions of the third buyer reads (hotel-en-3, agency-pl-3), each in the register and said through it', () => {

  it('an outage of our platform sends calls to the fallback number, with no uptime figure: a planted "always answers" or literal outage wording fails', () => {
    expect(policies.outage.calls).toBe(policies.overflow.afterMaxHold);
    expect(policies.outage.uptimeTarget).toBeNull();
    expect(unbacked('Agents that always answer, day and night.')).toContain('alwaysAnswers');
    expect(unbacked('Zobacz agentów AI, którzy odbierają zawsze.')).toContain('alwaysAnswers');
    expect(unbacked('Każdy telefon odebrany, 24/7')).toContain('alwaysAnswers');
    expect(literalPolicies('If our platform is down, calls go to voicemail.')).toContain('outage');
    expect(literalPolicies('We guarantee 99.9% uptime.')).toContain('outage');
    for (const locale of both) {
      const m = siteMessages(locale);
      expect(m.policy.outage).toContain(claimOf('outageSupportPlans', locale));
      expect(m.policy.outage).toMatch(locale === 'en' ? /fallback number/ : /numer zapasowy/);
      // The terms give the hours per market after the outage sentence, not one market's hours inside it.
      expect(m.termsPage.sections.availability.body.p1).toContain(m.policy.outageCover);
      expect(m.termsPage.sections.availability.body.p1).toContain(`${m.policy.outageHours} ${locale === 'en' ? '(below)' : '(podanych niżej)'}`);
      expect(m.pricingPage.faq.map((f) => f.answer)).toContain(m.policy.outage);
      expect(m.hotelsPage.faq.map((f) => f.answer).join(' ')).toContain(m.policy.outage);
    }
  });

  it('booking into a PMS starts on {pmsFrom}: a planted PMS booking without its plan fails', () => {
    expect(unqualifiedPromises('It books into your connected PMS before the guest hangs up.')).toEqual(['pmsBooking']);
    expect(unqualifiedPromises('Agent zapisuje rezerwację w podłączonym systemie PMS.')).toEqual(['pmsBooking']);
    expect(unqualifiedPromises('From the {pmsFrom} plan up, it books into your connected PMS.')).toEqual([]);
    const pms = plansWith((f) => f.integrations === 'all' || f.integrations === 'allCustom');
    expect(allClaims.pmsFrom!.en).toBe(planNames[pms[0]!]);
    expect(plansWith((f) => f.integrations === 'calendar' || f.integrations === 'calendarCrm')).not.toContain(pms[0]);
    for (const locale of both) expect(siteMessages(locale).hotels.subtitle).toContain(claimOf('pmsFrom', locale));
  });

  it('the home GDPR tile says where each processor holds data and the default region: a planted "your data stays" fails', () => {
    expect(unbacked('Your data stays in the EU, as you choose.')).toContain('dataStays');
    expect(unbacked('Your data stays {dataRegions}, as you choose.')).toContain('dataStays');
    for (const locale of both) {
      const tile = siteMessages(locale).security.items.gdpr.text;
      expect(tile).toContain(claimOf('processorRegions', locale));
      // Both regions, the market's default first and marked as the default (its place named once).
      expect(tile).toContain(claimOf('dataRegionsDefault', locale));
      expect(claimOf('dataRegionsDefault', locale).replace(/\u00a0/g, ' ')).toBe(locale === 'en' ? 'in the US (Virginia, our default for US customers) or in the EU (Frankfurt)' : 'w UE (we Frankfurcie, domyślnie dla klientów z UE) albo w USA (w Wirginii)');
      // Agency read 14: each language's default says whose default it is, so the two never read as two rules.
      expect(claimOf('dataRegionsDefault', locale)).not.toMatch(/our default\)|domyślnie\)/);
      expect(tile.match(locale === 'en' ? /Virginia/g : /Frankfur/g)).toHaveLength(1);
    }
    expect(policies.subprocessors.find((s) => s.id === 'messaging')!.region).toBe('eu');
    expect(allClaims.dataRegionsDefault!.en.startsWith(`in ${policies.regionPlaces[policies.dataRegions.defaultByMarket.en].en.slice(0, -1)}, our default for US customers)`)).toBe(true);
  });

  it('success-based pricing has one set of terms, in the order form, quoted per business: a planted fixed fee fails', () => {
    expect(policies.successPricing).toEqual({
      fees: 'quoted-per-business',
      termsIn: 'order-form',
      disputes: 'monthly-report',
      noShows: 'marked-in-monthly-report',
      noShowsBilled: false,
      buyerCancellationsBilled: false,
      leadWithShowing: 'showing-fee-only',
      minimumFee: false,
      freeTrial: false,
      switchToMonthly: 'end-of-term',
      hotelBookingValue: 'room-revenue-before-taxes-and-extras',
      returningGuestsBilled: false,
      handedOver: 'lead-billed-showing-not',
    });
    expect(unbacked('Pay only for results: a fixed fee per qualified lead.')).toContain('fixedSuccessFee');
    expect(unbacked('Płacisz stałą kwotę za każdego klienta.')).toContain('fixedSuccessFee');
    for (const locale of both) {
      const m = siteMessages(locale);
      for (const text of [m.hotelSuccessPage.exampleNote, m.realEstateSuccessPage.exampleNote, m.termsPage.sections.billing.body.p1]) expect(text).toContain(m.policy.successTerms);
      // The agency example is compared with the most popular plan's fee, as the hotel one is with OTA commission.
      expect(m.realEstateSuccessPage.exampleNote).toContain(claimOf('popularFee', locale));
    }
  });

  it.each([
    ['en', en],
    ['pl', pl],
  ] as const)('messages/%s.json give one CRM path for Polish agency systems: a planted "Enterprise only" fails', (_, messages) => {
    const missing = (text: string) => agencyCrmNames.test(text) && !crmPathQualifier.test(text);
    expect(missing('Polskie systemy, takie jak ASARI czy EstiCRM, budujemy na zamówienie w planie Enterprise.')).toBe(true);
    expect(missing('{policy.crmPath}')).toBe(false);
    const found = flatten(messages as unknown as Tree)
      .filter(([path]) => !directory.test(path) && !/\.searchPlaceholder$/.test(path))
      .filter(([, text]) => missing(text))
      .map(([path]) => path);
    expect(found).toEqual([]);
    expect(allClaims.crmFrom!.en).toBe(planNames[plansWith((f) => f.integrations !== 'calendar')[0]!]);
  });

  it.each([
    ['en', en],
    ['pl', pl],
  ] as const)('messages/%s.json say what a fee-back figure leaves out, and label model figures as estimates: planted ones fail', (_, messages) => {
    expect(feeBackWithoutCaveat('{feeBackDays} days or less to earn back a month’s fee')).toBe(true);
    expect(feeBackWithoutCaveat('{feeBackDays} days to earn back the fee alone ({feeCaveat})')).toBe(false);
    // A stat's value and label are read together, as the page shows them.
    const flat = flatten(messages as unknown as Tree);
    const label = new Map(flat.filter(([path]) => path.endsWith('.label')).map(([path, text]) => [path.slice(0, -'.label'.length), text]));
    const shownTogether = flat.map(([path, text]) => [path, path.endsWith('.value') ? `${text} ${label.get(path.slice(0, -'.value'.length)) ?? ''}` : text] as const);
    expect(shownTogether.filter(([path, text]) => path !== 'policy.roiStory' && !path.endsWith('.label') && feeBackWithoutCaveat(text)).map(([path]) => path)).toEqual([]);
    // A stat showing a model figure says "estimate" in its label or in its section's title.
    const model = Object.entries(claimBasis).filter(([, entry]) => entry!.basis === 'model').map(([key]) => `{${key}}`);
    const tree = messages as unknown as Tree;
    const unlabeled: string[] = [];
    const visit = (node: unknown, path: string[], ancestors: unknown[]) => {
      if (!node || typeof node !== 'object') return;
      const record = node as Record<string, unknown>;
      if (typeof record.value === 'string' && typeof record.label === 'string' && model.some((key) => (record.value as string).includes(key))) {
        const group = path[path.length - 2] ?? '';
        const section = (ancestors[path.length - 2] ?? {}) as Record<string, unknown>;
        const titles = [section[`${group}Title`], section.title, section.subtitle].filter((t): t is string => typeof t === 'string');
        if (!estimateWording.test(record.label) && !titles.some((t) => estimateWording.test(t))) unlabeled.push(path.join('.'));
      }
      for (const [key, child] of Object.entries(record)) visit(child, [...path, key], [...ancestors, record]);
    };
    visit(tree, [], []);
    expect(unlabeled).toEqual([]);
    expect(estimateWording.test('of routine questions handled without staff')).toBe(false);
  });

  it('no model is trained on customers’ conversations, said in full: a planted "someone else’s models" fails', () => {
    expect(policies.training.onCustomerConversations).toBe(false);
    expect(literalPolicies('We never train someone else’s models on your calls.')).toContain('training');
    expect(literalPolicies('Nie wykorzysta rozmów do trenowania cudzych modeli.')).toContain('training');
    for (const locale of both) expect(siteMessages(locale).trustPage.never).toContain(claimOf('training', locale));
  });

  it('reply times outside the product come from the register: a planted literal one fails', () => {
    expect(literalPolicies('We reply within one business day.')).toContain('replyDays');
    expect(literalPolicies('Odpowiadamy w ciągu dwóch dni roboczych.')).toContain('replyDays');
    for (const locale of both) {
      const m = siteMessages(locale);
      expect(m.contactPage.formIntro).toContain(claimOf('contactReplyDays', locale));
      expect(m.trustPage.dpaText).toContain(claimOf('dpaDays', locale));
      expect(m.partnershipPage.formIntro).toContain(claimOf('partnerReplyDays', locale));
    }
  });

  it('reviews and reports are per plan wherever a page promises them: a planted weekly report or day-30 review for everyone fails', () => {
    expect(unqualifiedPromises('Your part: ten minutes a week with the report.')).toEqual(['reviews']);
    expect(unqualifiedPromises('We tune your agent until the numbers move.')).toEqual(['reviews']);
    expect(unqualifiedPromises('30 dni po starcie: pierwsze podsumowanie wyników')).toEqual(['reviews']);
    for (const locale of both) expect(siteMessages(locale).journeyPage.timeline[3]!.label).toContain(claimOf('firstReviewByPlan', locale));
  });

  it('the posts’ model greeting is the product’s own: AI assistant and "transcribed", never "recorded"', () => {
    for (const { name, text } of blogPosts().filter(({ name }) => /checklist|rodo/.test(name))) {
      const locale = name.startsWith('pl/') ? 'pl' : 'en';
      const greeting = text.match(/[“„]((?:Hello|Dzień dobry)[^”]+)”/)?.[1] ?? '';
      expect([name, greeting]).toEqual([name, expect.stringContaining(aiGreetingWords[locale])]);
      expect(greeting.toLowerCase()).toContain(callNoticeWords[locale]);
      expect(greeting).not.toMatch(/recorded|nagrywana/);
      // No post asks for a certificate the register does not have, or promises a payment link without its gateway.
      expect(overstatedStandards(text.replace(/\n/g, ' ')).filter((id) => id === 'iso27001' || id === 'soc2')).toEqual([]);
    }
  });
});

describe('the decisions of the fourth buyer reads (hotel-en-4, agency-pl-4), each in the register and said through it', () => {

  it('a trial gives its plan’s included minutes and then sends calls to the fallback number: a planted other limit fails', () => {
    expect(policies.trial).toMatchObject({ minutes: 'plan-included', atMinutesEnd: policies.atLimit.calls, extraMinutesBilled: false });
    expect(literalPolicies('The trial includes 500 minutes of talk time.')).toContain('trialMinutes');
    expect(literalPolicies('Okres próbny obejmuje 300 minut rozmów.')).toContain('trialMinutes');
    expect(literalPolicies('The trial starts when your agent goes live.')).not.toContain('trialMinutes');
    for (const locale of both) {
      const m = siteMessages(locale);
      const minutes = claimOf('trialMinutes', locale);
      expect(minutes).toMatch(locale === 'en' ? /fallback number/ : /numer zapasowy/);
      expect(m.policy.trial).toContain(minutes);
      expect(m.termsPage.sections.trial.body.p1).toContain(m.policy.trial);
      // The pricing page's trial block is the same sentences, then the terms' own rule for choosing a paid plan early.
      expect(m.pricingPage.guarantees[0]!.text).toBe(`${m.policy.trial} ${claimOf('trialPaidPlan', locale)}`);
      // The pricing page's trial block is the same sentence, beside the FAQ on running out of minutes.
      expect(m.pricingPage.faq[1]!.answer).toBe(m.policy.overage);
      // At the trial's end the PMS connection goes with the move to Free.
      expect(claimOf('trialAtEnd', locale)).toMatch(/PMS/);
    }
  });

  it('booking rooms names {pmsFrom} on the home page and in the hotel cards: a planted unqualified one fails', () => {
    expect(unqualifiedPromises('Checks availability and books rooms in your PMS.')).toEqual(['pmsBooking']);
    for (const locale of both) {
      const m = siteMessages(locale);
      const pms = claimOf('pmsFrom', locale);
      for (const text of [m.hero.subtitle, m.features.items.bookings.text, m.faq.items.integrations.answer, m.hotelsPage.features[1]!.text, m.hotelsPage.integrations[2]!.text]) {
        expect(text).toContain(pms);
      }
    }
  });

  it.each([
    ['en', en],
    ['pl', pl],
  ] as const)('messages/%s.json say when an agency’s commission arrives beside every fee-back figure: a planted window without it fails', (locale, messages) => {
    expect(policies.commissionPaidAt).toBe('deal-close');
    expect(agencyFeeBackWithoutTiming('{feeBackDays} days to earn back the plan fee alone ({feeCaveat})')).toBe(true);
    expect(agencyFeeBackWithoutTiming('{feeBackDays} days ({feeCaveat}); {commissionLag}')).toBe(false);
    const flat = flatten(messages as unknown as Tree);
    const label = new Map(flat.filter(([path]) => path.endsWith('.label')).map(([path, text]) => [path.slice(0, -'.label'.length), text]));
    const found = flat
      .filter(([path]) => agencyPaths.test(path) && !path.endsWith('.label'))
      .map(([path, text]) => [path, path.endsWith('.value') ? `${text} ${label.get(path.slice(0, -'.value'.length)) ?? ''}` : text] as const)
      .filter(([, text]) => agencyFeeBackWithoutTiming(text))
      .map(([path]) => path);
    expect(found).toEqual([]);
    // The ROI story (the recover letter) says it too wherever it speaks to an agency. The agency case study shows no fee-back figure (asserted with agencyFeeBackDays).
    // The Polish letter is written to hotels alone: no estate agency, showing or commission timing in it.
    const story = siteMessages(locale).policy.roiStory;
    if (locale === 'pl') expect(`${story} ${JSON.stringify(messages.recoverPage)}`).not.toMatch(/nieruchomoś|prezentacj|prowizj\p{L}* wpływa/iu);
    else if (/agency|agencies/i.test(story)) expect(story).toContain(claimOf('commissionLag', locale));
    // Composites use the register's figures, with the caveat, not figures of their own.
    const hotel = caseStudies.find((study) => study.id === 'hotel')!.copy[locale].results;
    expect(hotel.some((r) => r.value.includes(allClaims.roi![locale]) && r.label.includes(allClaims.feeCaveat![locale]))).toBe(true);
    expect(JSON.stringify(caseStudies.map((study) => study.copy[locale].results))).not.toMatch(/320|"8 (?:days|dni)"/);
  });

  it('an outage with a forwarded line: the fallback must be another number, said with the outage policy', () => {
    expect(policies.outage.forwardedLine).toBe('fallback-must-differ');
    for (const locale of both) expect(siteMessages(locale).policy.outage).toContain(claimOf('outageForwarded', locale));
  });

  it('"on the first ring" carries the busy-line condition of the overflow policy: a planted literal fails', () => {
    expect(policies.overflow.whenAllBusy).toBe('hold-queue');
    expect(allClaims.pickup!.en).toMatch(/when a line is free/);
    expect(allClaims.pickup!.pl).toMatch(/o ile linia jest wolna/);
    expect(literalPolicies('Every call answered on the first ring.')).toContain('answerSpeed');
    expect(literalPolicies('Odbieramy każdy telefon już przy pierwszym sygnale.')).toContain('answerSpeed');
  });

  it('the call notice means the same in both languages and holds in Full Privacy Mode: a planted "saved" fails', () => {
    expect(callNoticeWords.pl).not.toMatch(/zapis/);
    expect(unbacked('tu asystent AI, treść rozmowy jest zapisywana.')).toContain('storedNotice');
    expect(unbacked('Każdą rozmowę zapisujemy jako tekst.')).toContain('storedNotice');
    expect(unbacked('Hello, this is the AI assistant, and this call is transcribed.')).not.toContain('storedNotice');
  });

  it('no page describes card payments as running while no gateway is connected: a planted one fails', () => {
    expect(hasConnected('payments')).toBe(false);
    expect(unbacked('We protect data with card payments through a PCI DSS-compliant provider.')).toContain('cardPaymentsLive');
    expect(unbacked('płatności kartą obsługuje operator zgodny z PCI DSS')).toContain('cardPaymentsLive');
    for (const locale of both) {
      const m = siteMessages(locale);
      expect(unbacked(claimOf('securityStandards', locale))).not.toContain('cardPaymentsLive');
      for (const text of [m.privacyPage.sections.security.body.p1, m.convaiPage.privacyText, m.integrationsPage.categories.payments.text]) {
        expect(unbacked(text)).not.toContain('cardPaymentsLive');
      }
      expect(m.integrationsPage.categories.payments.text).toMatch(/None is connected|żadna nie jest podłączona/);
    }
  });

  it('an agency learns where its listings come from and which plan portal enquiries need', () => {
    expect(policies.knowledgeSource).toEqual({ loadedAtSetup: true, updatedBy: 'customer-dashboard', autoRefresh: false, updateWays: ['edit-entry', 'upload-export'], exportFormats: ['CSV', 'XML'] });
    for (const locale of both) {
      const answers = siteMessages(locale).realEstatePage.faq.map((f) => f.answer).join(' ');
      expect(answers).toContain(claimOf('knowledgeSource', locale));
      expect(answers).toMatch(new RegExp(`(?:portal|portalu)[^.]*${claimOf('customIntegrationPlans', locale)}`));
    }
  });

  it('a question about one language is answered with "or": a planted "and" fails', () => {
    expect(allClaims.languagesLiveOr!.en).toMatch(/ or [A-Z]\w+$/);
    expect(allClaims.languagesLiveOr!.pl).toMatch(/ albo \p{L}+$/u);
    expect(en.bookDemoPage.faq[1]!.answer).toContain('{languagesLiveOr}');
    expect(en.bookDemoPage.faq[1]!.answer).not.toContain('{languagesLive}');
  });
});

describe('the decisions of the fifth round (hotel-en-4, agency-pl-4 leftovers), each in the register and said through it', () => {
  const raw = { en: flatten(en as unknown as Tree), pl: flatten(pl as unknown as Tree) };

  it('the rollout runs from sign-up or a signed order, the trial from go-live: each said through the register; planted literals fail', () => {
    expect(policies.rolloutStartsAt).toBe('sign-up-or-order');
    expect(policies.trial.startsAt).toBe('go-live');
    expect(unbacked('14 days free, counted from your agent’s first live call')).toContain('trialClockLiteral');
    expect(unbacked('14 bezpłatnych dni liczonych od pierwszego połączenia')).toContain('trialClockLiteral');
    // The welcome page's old meta description, in its own words.
    expect(unbacked('The 14 free days count from your agent’s first live call.')).toContain('trialClockLiteral');
    expect(unbacked('14 bezpłatnych dni liczymy od pierwszego prawdziwego połączenia.')).toContain('trialClockLiteral');
    for (const locale of both) {
      const m = siteMessages(locale);
      // Pricing (the trial policy) and the welcome flow say the same clock, the register's.
      for (const text of [m.policy.trial, m.welcome.trialNote]) expect(text).toContain(claimOf('trialStart', locale));
      expect(m.welcome.success.items.launch).toContain(claimOf('rolloutFrom', locale));
      expect(m.hotelsPage.stats[3]!.label).toContain(claimOf('rolloutFrom', locale));
    }
  });

  it('a partner connector’s fee is the register’s, said where "via partner" is explained; a planted legend without it fails', () => {
    expect(policies.partnerConnectorFee).toBe('included');
    const withoutFee = (text: string) => /partner connector|łącznik partnera/i.test(text) && !text.includes('{partnerFee}');
    for (const [, list] of Object.entries(raw)) expect(list.filter(([, text]) => withoutFee(text))).toEqual([]);
    expect(withoutFee('Connected through a certified partner connector, set up in a day or two.')).toBe(true);
    for (const locale of both) expect(siteMessages(locale).integrationsPage.statusItems[2]!.text).toContain(claimOf('partnerFee', locale));
  });

  it('hotel success pricing says how to dispute a booking and who pays phone numbers and carrier charges', () => {
    expect(policies.successPricing.disputes).toBe('monthly-report');
    expect(policies.telecomCharges.price).toBe('at-cost');
    for (const locale of both) {
      const m = siteMessages(locale);
      const page = [...m.hotelSuccessPage.attribution.map((a) => a.text), ...m.hotelSuccessPage.never, m.hotelSuccessPage.exampleNote].join(' ');
      expect(page).toMatch(locale === 'en' ? /monthly report[^.]*comes off the invoice/ : /miesięcznym\sraporcie[^.]*zniknie\sz\sfaktury/);
      expect(page).toContain(claimOf('carrierCharges', locale));
      // A showing the buyer cancels is never billed (policies.successPricing `buyerCancellationsBilled`).
      expect(m.realEstateSuccessPage.never.join(' ')).toMatch(locale === 'en' ? /canceled by the buyer/ : /odwołane przez kupującego/);
    }
    expect(policies.successPricing.buyerCancellationsBilled).toBe(false);
  });

  it('the data processing agreement is one policy: part of the terms, a signed copy on request; a planted "we sign it with every customer" fails', () => {
    expect(policies.dpa.partOfTerms).toBe(true);
    expect(unbacked('We sign it with every customer.')).toContain('dpaSignedOnly');
    for (const locale of both) expect(siteMessages(locale).trustPage.dpaText).toContain(claimOf('dpaTerms', locale).replace(/\.$/, ''));
  });

  it('the about page, the story and the ROI formulas say only what the register backs: planted lines fail', () => {
    expect(unbacked('A receptionist that never takes a break.')).toContain('neverABreak');
    expect(unbacked('Hotels and agencies lost bookings because nobody picked up.')).toContain('storyOrigin');
    expect(unbacked('Return = commission recovered ÷ monthly cost.')).toContain('planFeeAsCost');
    // A first-ring claim carries its condition ({pickup}); a sentence without one needs none.
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    const ringWithoutCondition = (text: string) => /first ring|pierwszym sygnale/.test(plain(text)) && !/\{pickup\}|when a line is free|o ile linia jest wolna/.test(plain(text));
    expect(ringWithoutCondition('While you’re with a customer, the agent answers on the first ring.')).toBe(true);
    for (const locale of both) expect(ringWithoutCondition(siteMessages(locale).aboutPage.what.smb.text)).toBe(false);
  });

  it('the journey’s first review is each plan’s (a week on weekly plans), never day 30 for everyone', () => {
    for (const locale of both) {
      const timeline = siteMessages(locale).journeyPage.timeline;
      expect(timeline[3]!.label).toContain(claimOf('firstReviewByPlan', locale));
      expect(timeline[3]!.value).not.toMatch(/\d/);
    }
    expect(allClaims.firstReviewByPlan!.en).toBe('after a week on Scale and Enterprise and after a month on Growth');
  });
});

describe('the decisions of the fifth buyer reads (hotel-en-5, agency-pl-5), each in the register and said through it', () => {
  const pairs = (messages: unknown) => {
    // A stat's value and label are read together, as the page shows them.
    const flat = flatten(messages as Tree);
    const label = new Map(flat.filter(([path]) => path.endsWith('.label')).map(([path, text]) => [path.slice(0, -'.label'.length), text]));
    return flat.map(([path, text]) => [path, path.endsWith('.value') ? `${text} ${label.get(path.slice(0, -'.value'.length)) ?? ''}` : text] as const);
  };

  it('adding a payment method during the trial charges nothing; choosing a paid plan starts billing: a planted "charged once you add a card" fails', () => {
    expect(policies.trial).toMatchObject({ paymentMethodStartsBilling: false, paidPlanChosen: 'trial-ends-billing-starts', extraMinutesBilled: false });
    expect(literalPolicies('Nothing is charged until you add a payment method.')).toContain('trialCharge');
    expect(literalPolicies('Nic nie pobieramy, dopóki nie dodasz metody płatności.')).toContain('trialCharge');
    for (const locale of both) expect(siteMessages(locale).termsPage.sections.trial.body.p1).toContain(claimOf('trialPaidPlan', locale));
  });

  it('phone numbers, carrier charges and SMS are passed through at cost on our invoice, said in the terms and wherever a page leaves them out: a planted "included" fails', () => {
    expect(policies.telecomCharges).toEqual({ billedBy: 'us-monthly-invoice', price: 'at-cost', markup: false, transferredLeg: 'carrier-charges-only', transferMinutesUntil: 'connected', forwardingBilledBy: 'customer-carrier', trialAndFree: 'on-us', quote: 'before-go-live', prices: [] });
    // The trial and Free charge nothing, so the sentence says they are on us there.
    expect(claimOf('telecomCharges', 'en')).toMatch(/during the trial and on Free, they’re on us/);
    expect(claimOf('telecomCharges', 'pl')).toMatch(/w\sokresie próbnym i\sw\splanie Free pokrywamy je sami/);
    expect(literalPolicies('Phone numbers are included in every plan.')).toContain('telecomCharges');
    expect(literalPolicies('Numery telefonów są w cenie planu.')).toContain('telecomCharges');
    for (const locale of both) {
      const m = siteMessages(locale);
      const atCost = locale === 'en' ? /at cost|at-cost/ : /po kosztach/;
      expect(claimOf('costLeavesOut', locale)).toMatch(atCost);
      expect(claimOf('feeCaveat', locale)).toMatch(atCost);
      expect(m.pricingPage.estimator.leavesOut).toContain(claimOf('costLeavesOut', locale));
      expect(m.termsPage.sections.billing.body.p1).toContain(claimOf('telecomCharges', locale));
    }
  });

  it('no page leaves the price of a number and carrier minutes open: the estimator’s note and the terms give the figures or the written quote before go-live; a planted "The price depends on the number’s country" fails', () => {
    expect(policies.telecomCharges.quote).toBe('before-go-live');
    expect(telecomPriceUnanswered('Phone numbers are billed at cost. The price depends on the number’s country.')).toBe(true);
    expect(telecomPriceUnanswered('Numery rozliczamy po kosztach. Cena zależy od kraju numeru.')).toBe(true);
    expect(telecomPriceUnanswered('The price depends on the number’s country. {telecomPrice}')).toBe(false);
    for (const locale of both) {
      const m = siteMessages(locale);
      const open = [...flatten(m as unknown as Tree), ...Object.entries(allClaims).map(([key, value]) => [key, value[locale]] as [string, string])].filter(([, text]) => telecomPriceUnanswered(text));
      expect(open).toEqual([]);
      // Unset (the default): both places say the quote before go-live, in the register's one sentence.
      expect(allClaims.telecomPrice![locale]).toMatch(locale === 'en' ? /^Before go-live, we send a written quote for numbers, carrier charges and texts in your country\.$/ : /^Ceny numeru, minut połączeń i\sSMS-ów dla Twojego kraju podajemy na piśmie przed uruchomieniem agenta\.$/);
      expect(m.pricingPage.estimator.leavesOut).toContain(claimOf('telecomPrice', locale));
      expect(claimOf('telecomCharges', locale)).toContain(claimOf('telecomPrice', locale));
      expect(m.termsPage.sections.billing.body.p1).toContain(claimOf('telecomPrice', locale));
    }
  });

  it('below {pmsFrom} a room request goes to the team to confirm: a planted "takes bookings 24/7" without it fails', () => {
    expect(policies.bookingWithoutPms).toBe('request-to-team');
    expect(unqualifiedPromises('The agent takes bookings and date changes 24/7 in {languagesLive}.')).toEqual(['bookingRequests']);
    expect(unqualifiedPromises('Agent przyjmuje rezerwacje przez całą dobę.')).toEqual(['bookingRequests']);
    // Said after "On {pmsFrom} and above, …": the other plans, Pay-as-You-Go included, never "below Growth" (a ladder Pay-as-You-Go is not on).
    expect(allClaims.bookingWithoutPms!.en).toMatch(/^on other plans, /);
    expect(plansWith((f) => f.integrations === 'all' || f.integrations === 'allCustom')).not.toContain('payg');
    for (const locale of both) {
      const m = siteMessages(locale);
      for (const text of [m.industriesPage.industries[0]!.text, m.aboutPage.what.hotels.text]) expect(text).toContain(claimOf('bookingWithoutPms', locale));
    }
  });

  it('"every call" is said only with the busy-line condition, in headlines, the footer and meta too: a planted one fails', () => {
    expect(unbacked('Answer every call. Win back the bookings you miss.')).toContain('everyCall');
    expect(unbacked('AI voice and chat agents that answer every call and message 24/7.')).toContain('everyCall');
    expect(unbacked('Odbieraj każdy telefon.')).toContain('everyCall');
    expect(unbacked('We help businesses answer every customer')).toContain('everyCall');
    expect(unbacked('Obsłuż każdego kupującego na Florydzie')).toContain('everyCall');
    expect(unbacked('Every call is answered, day and night.')).toContain('everyCall');
    expect(unbacked('The agent answers every call {pickup}, up to {concurrentCalls} at a time.')).not.toContain('everyCall');
    for (const messages of [en, pl]) expect(flatten(messages as unknown as Tree).filter(([, text]) => unbackedPromisePatterns.everyCall!.test(text))).toEqual([]);
  });

  it('an outage reaches the fallback through the carrier, voicemail included, and a forwarded line is set up with us', () => {
    expect(policies.outage).toMatchObject({ reroutedBy: 'carrier', forwardSetUp: 'with-us-at-rollout', forwardedLine: 'fallback-must-differ' });
    for (const locale of both) {
      const outage = siteMessages(locale).policy.outage;
      expect(outage).toMatch(locale === 'en' ? /carrier[^.]*voicemail/ : /operator[^.]*poczt/);
      expect(outage).toContain(claimOf('outageForwarded', locale));
      expect(claimOf('outageForwarded', locale)).toMatch(locale === 'en' ? /set that up with you/ : /przekierowujemy razem z\sTobą/u);
    }
  });

  it('the home PCI tile and the security wording say no gateway is connected and which plan builds a card link: a planted "a gateway does" fails', () => {
    expect(unbacked('The agent never takes card numbers. A PCI DSS-compliant payment gateway does.')).toContain('cardPaymentsLive');
    for (const locale of both) {
      const tile = siteMessages(locale).security.items.pciDss.text;
      expect(tile).toMatch(locale === 'en' ? /No payment gateway is connected;/ : /nie jest podłączona żadna bramka płatnicza/);
      expect(tile).toContain(claimOf('customIntegrationPlans', locale));
      // The security wording names the plan whenever it mentions a card link at all.
      const security = claimOf('securityStandards', locale);
      if (/card link|link do płatności/.test(security)) expect(security).toContain(claimOf('customIntegrationPlans', locale));
    }
  });

  it('nobody listens to demo-line audio, which is not stored: a planted "we listen to calls on our demo line" fails', () => {
    expect(policies.training.demoAudioStored).toBe(false);
    expect(unbacked('We still listen to calls on our own demo line every week.')).toContain('demoAudio');
    expect(unbacked('Nadal co tydzień słuchamy rozmów z naszej linii demonstracyjnej.')).toContain('demoAudio');
  });

  it('handover is on every paid plan, Pay-as-You-Go included: no page says "{handoverFrom} and above"', () => {
    expect(planFeatures.payg.handover).toBe(true);
    expect(allClaims.handoverPlans!.en).toBe('every paid plan');
    for (const [, messages] of [['en', en], ['pl', pl]] as const) expect(JSON.stringify(messages)).not.toContain('{handoverFrom}');
    expect(unqualifiedPromises('The caller can ask for a person at any time.')).toEqual(['handover']);
    expect(unqualifiedPromises('On {handoverPlans}, the caller can ask for a person at any time.')).toEqual([]);
  });

  it('at the trial’s end an agency loses its CRM webhook too, said in the trial-end sentence', () => {
    expect(planFeatures.free.integrations).toBe('calendar');
    for (const locale of both) {
      expect(claimOf('trialAtEnd', locale)).toMatch(/CRM[^.]*webhook[^.]*PMS/);
      expect(siteMessages(locale).policy.trial).toContain(claimOf('trialAtEnd', locale));
    }
  });

  it('the speech synthesis provider is a subprocessor like speech recognition, on the trust page, in the regions sentence and in the posts’ list', () => {
    expect(policies.subprocessors.map((s) => s.id)).toEqual(expect.arrayContaining(['speech', 'speechSynthesis']));
    for (const locale of both) {
      expect(siteMessages(locale).trustPage.subprocessors.speechSynthesis.name).toMatch(locale === 'en' ? /synthesis/ : /syntezy/);
      expect(claimOf('processorRegions', locale)).toMatch(locale === 'en' ? /speech synthesis/ : /synteza mowy/);
    }
    const lists = blogPosts().filter(({ text }) => /\((?:speech recognition|rozpoznawanie)[^)]*\)/.test(text));
    expect(lists.length).toBe(2);
    for (const { name, text } of lists) expect([name, text]).toEqual([name, expect.stringMatching(/\((?:speech recognition and synthesis|rozpoznawanie i synteza mowy),/)]);
  });

  it.each([
    ['en', en],
    ['pl', pl],
  ] as const)('messages/%s.json and the posts start the rollout clock at the signed order or online sign-up: a planted "from the signed order" alone fails', (locale, messages) => {
    expect(policies.rolloutStartsAt).toBe('sign-up-or-order');
    const missing = (text: string) => rolloutFromSigning.test(text) && !rolloutFromQualifier.test(text);
    expect(missing('{rollout} days from the signed order to live calls')).toBe(true);
    expect(missing('7–14 days from the signed order to live calls')).toBe(true);
    expect(missing('dni od podpisania umowy do startu')).toBe(true);
    expect(missing('7–14 dni od podpisania umowy do startu')).toBe(true);
    expect(missing('{rollout} days from {rolloutFrom} to live calls')).toBe(false);
    const found = pairs(messages)
      // A case study's own start (caseStudyPage.rolloutFrom, picked by the story's plan in lib/data/case-studies.ts) is one story's fact.
      .filter(([path]) => !/^termsPage\./.test(path) && !path.endsWith('.label') && !/^caseStudyPage\.rolloutFrom\./.test(path))
      .filter(([, text]) => missing(text))
      .map(([path]) => path);
    expect(found).toEqual([]);
    // Each case study says the one start its plan has: the HIPAA clinic (an order-form plan) its signed contract, the others sign-up.
    const orderFormPlans = plansWith((f) => f.hipaa).map((id) => planNames[id]);
    for (const study of caseStudies) {
      const onOrderForm = orderFormPlans.some((name) => study.copy.en.deployed.join(' ').includes(`the ${name} plan`));
      expect([study.id, study.rolloutStart]).toEqual([study.id, onOrderForm ? 'contract' : 'signUp']);
    }
    expect(messages.caseStudyPage.rolloutValue).toContain('{from}');
    const sentences = blogPosts()
      .filter(({ name }) => name.startsWith(`${locale}/`))
      .flatMap(({ text }) => text.split(/(?<=[.!?])\s+/))
      .filter(missing);
    expect(sentences).toEqual([]);
  });

  it.each([
    ['en', en],
    ['pl', pl],
  ] as const)('messages/%s.json say the ROI figure is a hotel’s, or give an agency’s commission timing: a planted figure for everyone fails', (_, messages) => {
    expect(feeBackForEveryone('ponad {roi}: tyle opłaty za plan agent odzyskuje w pierwszych {roiWindowDays} dniach')).toBe(true);
    expect(feeBackForEveryone('{roi}+ of the plan fee alone a hotel earns back')).toBe(false);
    const found = pairs(messages)
      .filter(([path]) => !path.endsWith('.label'))
      .filter(([, text]) => feeBackForEveryone(text))
      .map(([path]) => path);
    expect(found).toEqual([]);
    const locale = messages === en ? 'en' : 'pl';
    expect(siteMessages(locale).policy.roiStory).toMatch(locale === 'en' ? /bring a hotel more than/ : /przynoszą hotelowi ponad/);
  });

  it('an agency’s listings never refresh themselves, and the sample calls, plans and posts claim no customer data they lack: planted ones fail', () => {
    expect(policies.knowledgeSource.autoRefresh).toBe(false);
    for (const locale of both) expect(claimOf('knowledgeSource', locale)).toMatch(locale === 'en' ? /never refreshes itself/ : /sama się nie odświeża/i);
    expect(unbacked('the way the agent answers, books and hands over is real')).toContain('sampleCallsReal');
    expect(unbacked('Najczęściej wybierany')).toContain('unbackedCustomerBase');
    expect(unbacked('Most popular')).toContain('unbackedCustomerBase');
    expect(unbacked('Poniższą listę przechodzimy z każdym klientem.')).toContain('unbackedCustomerBase');
  });
});

describe('the decisions of the sixth buyer reads (hotel-en-6, agency-pl-6), each in the register and said through it', () => {
  const raw = { en: flatten(en as unknown as Tree), pl: flatten(pl as unknown as Tree) };

  it('a no-show comes off a success-based invoice one way, the monthly report, said on both success pages and in the terms; the carrier charges once in the terms', () => {
    expect(policies.successPricing.noShows).toBe('marked-in-monthly-report');
    // Any message that speaks of no-shows says the report; none says the PMS reconciliation catches them.
    const noShow = /no-show|nieobecn\p{L}*|niestawieni\p{L}*|nie przyjdzie/iu;
    const reconciledNoShows = (text: string) => /reconcile[^.]*no-shows|porównujemy[^.]*niestawieni/iu.test(text);
    const withoutReport = (text: string) => noShow.test(text) && !/monthly report|miesięcznym raporcie|\{successDisputes\}/i.test(text);
    for (const [locale, list] of Object.entries(raw)) {
      // A question is answered by its answer, which is checked.
      const success = list.filter(([path]) => /^(?:hotelSuccessPage|realEstateSuccessPage|policy|termsPage)\./.test(path) && !path.endsWith('.question'));
      expect([locale, success.filter(([, text]) => reconciledNoShows(text) || withoutReport(text)).map(([path]) => path)]).toEqual([locale, []]);
    }
    expect(reconciledNoShows('At month end, we reconcile the tagged bookings with your PMS, including cancellations and no-shows.')).toBe(true);
    expect(withoutReport('Bookings canceled within the free-cancellation period, and no-shows')).toBe(true);
    for (const locale of both) {
      const m = siteMessages(locale);
      // The terms say it for both; each success page names its own no-show (a guest; a buyer or renter).
      expect(m.termsPage.sections.billing.body.p1).toContain(claimOf('successDisputes', locale));
      expect(m.hotelSuccessPage.attribution[3]!.text).toContain(claimOf('successDisputesHotel', locale));
      expect(m.realEstateSuccessPage.attribution[1]!.text).toContain(claimOf('successDisputesAgency', locale));
      // Terms §5 says the carrier charges once: the whole sentence, not the clause too.
      const terms = m.termsPage.sections.billing.body.p1;
      expect(terms).toContain(claimOf('telecomCharges', locale));
      expect(terms).not.toContain(claimOf('carrierCharges', locale));
    }
  });

  it('an agency pays once for a buyer qualified and booked in the same call, for the showing: said on its success page and in the terms', () => {
    expect(policies.successPricing.leadWithShowing).toBe('showing-fee-only');
    for (const locale of both) {
      const m = siteMessages(locale);
      const once = claimOf('successOnce', locale);
      expect(once).toMatch(locale === 'en' ? /billed once, as a showing/ : /płacisz raz: za prezentację/);
      for (const text of [m.termsPage.sections.billing.body.p1, m.realEstateSuccessPage.exampleNote]) expect(text).toContain(once);
      // The worked example counts the booked buyers once: its leads are the other ones.
      expect(m.realEstateSuccessPage.exampleIntro).toMatch(locale === 'en' ? /\bother leads\b/ : /innych klientów/);
    }
  });

  it('a partner connection is supported by us at no extra cost, said beside its fee: a planted legend without it fails', () => {
    expect(policies.partnerConnectorSupport).toBe('ours-included');
    const withoutSupport = (text: string) => /partner connector|łącznik partnera/i.test(text) && !text.includes('{partnerSupport}');
    for (const [locale, list] of Object.entries(raw)) expect([locale, list.filter(([, text]) => withoutSupport(text)).map(([path]) => path)]).toEqual([locale, []]);
    expect(withoutSupport('Connected through a certified partner connector, set up in a day or two; {partnerFee}.')).toBe(true);
    for (const locale of both) expect(siteMessages(locale).integrationsPage.statusItems[2]!.text).toContain(claimOf('partnerSupport', locale));
  });

  it('the agent quotes only configured rates and offers, said the same on /hotels and beside the terms’ disclaimer: a planted "never invents discounts" fails', () => {
    expect(policies.quotes).toEqual({ source: 'configured-rates-and-offers', ownDiscounts: false });
    expect(unbacked('Yes. It quotes only what your systems say, and never invents discounts.')).toContain('neverInvents');
    expect(unbacked('Agent nigdy nie wymyśla rabatów.')).toContain('neverInvents');
    for (const locale of both) {
      const m = siteMessages(locale);
      const quotes = claimOf('quotesConfigured', locale);
      for (const text of [m.hotelsPage.faq[2]!.answer, m.termsPage.sections.liability.body.p1]) expect(text).toContain(quotes);
    }
  });

  it('retention can be shortened, never chosen freely: /trust and terms §9 say one rule; a planted "choose … for how long" fails', () => {
    expect(policies.recording.retentionChange).toBe('shorten-only');
    expect(unbacked('You can choose where recordings and transcripts are kept and for how long.')).toContain('retentionChoice');
    expect(unbacked('Możesz zdecydować, gdzie i jak długo przechowywane są nagrania.')).toContain('retentionChoice');
    for (const locale of both) {
      const m = siteMessages(locale);
      expect(m.termsPage.sections.data.body.p1).toContain(claimOf('retentionShorten', locale));
      expect(m.policy.recording).toMatch(locale === 'en' ? /You can shorten both/ : /oba okresy możesz skrócić/);
    }
    for (const [locale, list] of Object.entries(raw)) expect([locale, list.filter(([, text]) => unbackedPromisePatterns.retentionChoice!.test(text)).map(([path]) => path)]).toEqual([locale, []]);
  });

  it('WhatsApp and Messenger have their processor, Meta, on /trust and in the regions sentence; the named list comes with the DPA copy', () => {
    expect(policies.subprocessors).toContainEqual({ id: 'messagingPlatform', region: 'platform' });
    expect(policies.subprocessorNames).toBe('in-dpa-copy');
    for (const locale of both) {
      const m = siteMessages(locale);
      expect(m.trustPage.subprocessors.messagingPlatform.name).toMatch(/^Meta Platforms Ireland/);
      expect(m.trustPage.subprocessors.messagingPlatform.purpose).toContain(claimOf('whatsappFrom', locale));
      expect(claimOf('processorRegions', locale)).toMatch(locale === 'en' ? /WhatsApp and Messenger run on Meta’s servers$/ : /WhatsApp\si\sMessenger\sdziałają\sna\sserwerach\sMeta$/u);
      for (const text of [m.trustPage.dpaText, m.privacyPage.sections.transfers.body.p1]) expect(text).toContain(claimOf('processorNames', locale));
    }
  });

  it('the SOC 2 report is offered under NDA to customers on any plan and prospects, and the auditor is never stretched over ISO 27001: planted wordings fail', () => {
    expect(policies.auditReport).toEqual({ standard: 'soc2', plans: 'any', onRequest: true, underNda: true });
    // "ISO 27001 and SOC 2 …, assessed by an independent auditor": the auditor reads as covering both.
    const stretched = (text: string) => /ISO\s27001\s(?:i|and|oraz)\s(?:the\s)?(?:kryteri\p{L}*\s|criteria of )?SOC\s2[^.;]{0,30}(?:ocenian\p{L}*|assessed)/iu.test(text);
    expect(stretched('zabezpieczeniami opartymi na normie ISO 27001 i kryteriach SOC 2, ocenianymi przez niezależnego audytora')).toBe(true);
    for (const locale of both) {
      const m = siteMessages(locale);
      expect(stretched(claimOf('securityStandards', locale))).toBe(false);
      expect(claimOf('securityStandards', locale)).toMatch(locale === 'en' ? /follow ISO 27001 and that an independent auditor assesses against the SOC 2 criteria\./ : /ISO 27001, które niezależny audytor ocenia według kryteriów SOC 2/);
      for (const text of [m.trustPage.ctaText, m.policy.security]) expect(text).toContain(claimOf('auditReport', locale));
    }
  });

  it('an agency’s fee-back figure is the ROI calculator’s example, with its basis, never the hotel’s, and the invented agency of the case study shows neither: a planted {feeBackDays} on an agency page fails', () => {
    expect(claimBasis.agencyFeeBackDays!.basis).toBe('model');
    expect(hotelFeeBackOnAgencyPage('realEstatePage.stats.3.value', '{feeBackDays} days')).toBe(true);
    expect(hotelFeeBackOnAgencyPage('realEstatePage.stats.3.value', '{agencyFeeBackDays} days')).toBe(false);
    for (const [locale, list] of Object.entries(raw)) expect([locale, list.filter(([path, text]) => hotelFeeBackOnAgencyPage(path, text)).map(([path]) => path)]).toEqual([locale, []]);
    for (const locale of both) {
      const agency = caseStudies.find((study) => study.id === 'real-estate')!.copy[locale].results.map((r) => `${r.value} ${r.label}`).join(' ');
      // The case study is an invented agency, not the calculator's Florida brokerage: it shows neither fee-back figure.
      for (const days of [allClaims.agencyFeeBackDays![locale], allClaims.feeBackDays![locale]]) expect(agency).not.toContain(`${days} ${locale === 'en' ? 'days' : 'dni'}`);
      expect(agency).not.toMatch(/Florid/u);
      // The real-estate page says the basis: the calculator's example.
      expect(siteMessages(locale).realEstatePage.stats[3]!.label).toMatch(locale === 'en' ? /calculator’s example/ : /przykładzie\sz\snaszego\skalkulatora/u);
    }
  });

  it('the ROI calculator’s defaults are an example’s assumptions, not averages, and its recovery share an assumption: planted wordings fail', () => {
    expect(unbacked('Amounts are in US dollars; the defaults fit an average agency on the Scale plan.')).toContain('calculatorAverage');
    expect(unbacked('wartości domyślne pasują do średniego biura w planie Scale.')).toContain('calculatorAverage');
    expect(unbacked('Za odzyskane uznajemy {recoveryRate} tej kwoty.')).toContain('calculatorAverage');
    for (const locale of both) {
      const m = siteMessages(locale);
      expect(m.floridaRoiPage.calculatorIntro).toMatch(locale === 'en' ? /assumptions for an example brokerage/ : /założenia\sdla\sprzykładowego\sbiura/u);
      expect(m.pages.floridaRoiCalculator.intro).toMatch(locale === 'en' ? /We assume/ : /Zakładamy[^.]*założenie\smodelu,\sa\snie\spomiar/u);
    }
  });

  it('our CRM webhook is said as what we send (no wire format in visitor copy, in either language), and reaches a CRM only if it accepts webhooks: never that ASARI or EstiCRM does', () => {
    expect(webhook).toEqual({ sends: 'lead-and-call-summary', format: 'json', transport: 'https', receiverTested: false });
    for (const locale of both) {
      const m = siteMessages(locale);
      expect(m.policy.crmPath).toContain(claimOf('webhookSends', locale));
      expect(m.policy.crmPath).toMatch(locale === 'en' ? /any other CRM that accepts webhooks/ : /o\sile\sdany\ssystem\sprzyjmuje\swebhooki/u);
      for (const item of integrations.filter((i) => i.category === 'crm' && i.status === 'request')) {
        expect(onRequestNote(item, locale)).toMatch(locale === 'en' ? /each lead and call summary to this CRM if it accepts webhooks/ : /podsumowanie\srozmowy,\sa\ssystem\sje\sodbierze,\sjeśli\sprzyjmuje\swebhooki/u);
      }
    }
    const acceptsClaim = /(?:ASARI|EstiCRM)[^.]{0,60}(?:accepts?|przyjmuje) (?:our|nasz)/iu;
    expect(acceptsClaim.test('ASARI accepts our webhook (tested)')).toBe(true);
    for (const [locale, list] of Object.entries(raw)) expect([locale, list.filter(([, text]) => acceptsClaim.test(text)).map(([path]) => path)]).toEqual([locale, []]);
  });
});


describe('the decisions of the eighth buyer reads (hotel-en-8, agency-pl-8), each in the register and said through it', () => {
  const raw = { en: flatten(en as unknown as Tree), pl: flatten(pl as unknown as Tree) };
  /** The message paths a rule of `unbackedPromisePatterns` finds, per language (the literal test above fails on them too). */
  const offending = (rule: string) => Object.entries(raw).map(([locale, list]) => [locale, list.filter(([, text]) => unbackedPromisePatterns[rule]!.test(text)).map(([path]) => path)]);
  const none = [['en', []], ['pl', []]];
  /** A message as read: Polish typography's no-break spaces as plain ones. */

  it('Full Privacy Mode is a switch on its plans, on the home page and /trust: the old "On Scale and Enterprise, calls are … never stored" fails', () => {
    expect(unbacked('On {privacyModePlans}, calls are processed in real time and never stored.')).toContain('privacyModeAutomatic');
    expect(unbacked('On Scale and Enterprise, calls are processed in memory and never stored.')).toContain('privacyModeAutomatic');
    expect(offending('privacyModeAutomatic')).toEqual(none);
    for (const locale of both) {
      const m = siteMessages(locale);
      for (const text of [m.security.items.privacyMode.text, m.trustPage.standards[5]!.text]) expect(text).toMatch(locale === 'en' ? /^Switch it on \(Scale and Enterprise\)/ : /możesz go włączyć/);
    }
  });

  it('the agent books no tables (nothing connects to a table book): the old home line fails in both languages', () => {
    expect(unbacked('Books tables and appointments (and, on {pmsFrom} and above, rooms in a connected PMS).')).toContain('tableBooking');
    expect(unbacked('Sprawdza dostępność, umawia wizyty i rezerwuje stoliki.')).toContain('tableBooking');
    expect(offending('tableBooking')).toEqual(none);
    expect(integrations.some((item) => /table|restaurant/i.test(String(item.category)))).toBe(false);
  });

  it('success-based pricing: no minimum fee, no free trial, a monthly plan at the end of the term; one answer on both success pages; the old "once your volume is predictable" and „w każdej chwili” fail', () => {
    expect(policies.successPricing).toMatchObject({ minimumFee: false, freeTrial: false, switchToMonthly: 'end-of-term' });
    expect(unbacked('Yes, once your volume is predictable.')).toContain('successSwitchAnytime');
    expect(unbacked('Tak, w każdej chwili – na przykład gdy liczba rezerwacji stanie się przewidywalna.')).toContain('successSwitchAnytime');
    expect(offending('successSwitchAnytime')).toEqual(none);
    for (const locale of both) {
      const m = siteMessages(locale);
      // No trial on success pricing, said in its terms (both success pages and terms §5), naming the plans that have one.
      expect(said(m.policy.successTerms)).toContain(said(claimOf('successNoTrial', locale)));
      expect(said(claimOf('successNoTrial', locale))).toContain(said(allClaims.trialPlans![locale]));
      expect(said(claimOf('successSwitch', locale))).toMatch(locale === 'en' ? /end of your contract’s term/ : /po zakończeniu okresu określonego w umowie/);
      for (const page of [m.hotelSuccessPage, m.realEstateSuccessPage]) {
        const answers = page.faq.map((f) => f.answer);
        for (const key of ['successNoMinimum', 'successSwitch']) expect(answers).toContain(claimOf(key, locale));
      }
      // The agency heading says where the record is: the dashboard, and a CRM only when connected.
      expect(said(m.realEstateSuccessPage.attribution[0]!.title)).toMatch(locale === 'en' ? /dashboard and connected CRM/ : /w\spanelu\si\sw\spodłączonym\sCRM/u);
    }
    // Each page's no-show names its own person, in Polish too: a guest at a hotel, a buyer or renter at an agency.
    expect(claimOf('successDisputesHotel', 'pl')).not.toMatch(/klienta|kupując/);
    expect(claimOf('successDisputesAgency', 'pl')).not.toMatch(/gościa/);
    expect(said(claimOf('successDisputesAgency', 'en'))).toMatch(/buyer’s or renter’s no-show/);
  });

  it('no heading promises a desk that never closes, no page says the agent answers every call, and a call center only rarely sees availability: planted old lines fail', () => {
    expect(unbacked('A front desk that never closes')).toContain('neverCloses');
    expect(unbacked('The agent answers every call {pickup}, up to {concurrentCalls} at a time.')).toContain('answersEveryCall');
    expect(unbacked('A call center can’t see your availability.')).toContain('callCenterBlind');
    expect(unbacked('Call center nie widzi Twojej dostępności.')).toContain('callCenterBlind');
    for (const rule of ['neverCloses', 'answersEveryCall', 'callCenterBlind']) expect([rule, offending(rule)]).toEqual([rule, none]);
    for (const locale of both) {
      const letter = said(siteMessages(locale).letterPage.sections[2]!.paragraphs[0]!);
      expect(!/first ring|pierwszym sygnale/.test(letter) || letter.includes(said(claimOf('pickup', locale)))).toBe(true);
    }
  });

  it('changing a hotel booking and offering upgrades carry {pmsFrom}: the old /use-cases and /hotels lines fail', () => {
    expect(unbacked('The agent finds the booking, changes it within your rules and leaves your team a note.')).toContain('pmsChangeUnqualified');
    expect(unbacked('It answers questions about parking, pets or breakfast, and offers available upgrades.')).toContain('pmsChangeUnqualified');
    expect(unbacked('Agent odnajduje rezerwację, zmienia ją zgodnie z Twoimi zasadami i zostawia zespołowi notatkę.')).toContain('pmsChangeUnqualified');
    expect(unbacked('It answers questions and, on {pmsFrom} and above, offers upgrades.')).not.toContain('pmsChangeUnqualified');
    // Hotel read 13: an upsell in a testimonial needs its plan too.
    expect(unbacked('Upselling breakfast and late checkout used to depend on who was at the desk. The agent offers them on every call.')).toContain('pmsChangeUnqualified');
    expect(unbacked('Sprzedaż śniadań zależała od tego, kto stał w recepcji. Agent proponuje je w każdej rozmowie.')).toContain('pmsChangeUnqualified');
    expect(offending('pmsChangeUnqualified')).toEqual(none);
  });

  it('terms §4 says what the trial includes once, with phone charges on us, and the pricing page says what choosing a paid plan early does, from the same register sentence', () => {
    expect(policies.telecomCharges.trialAndFree).toBe('on-us');
    expect(unbacked('Okres próbny obejmuje funkcje, miesięczne minuty i opłaty telefoniczne wybranego planu.')).toContain('trialChargesAmbiguous');
    expect(unbacked('The trial includes your plan’s features, monthly minutes and phone charges.')).toContain('trialChargesAmbiguous');
    expect(offending('trialChargesAmbiguous')).toEqual(none);
    for (const locale of both) {
      const m = siteMessages(locale);
      const terms = m.termsPage.sections.trial.body.p1;
      expect(terms.match(locale === 'en' ? /features/g : /funkcje/g)).toHaveLength(1);
      expect(m.pricingPage.guarantees[0]!.text).toContain(claimOf('trialPaidPlan', locale));
      expect(terms).toContain(claimOf('trialPaidPlan', locale));
      expect(said(claimOf('trialPaidPlan', locale))).toMatch(locale === 'en' ? /during the trial ends it, and billing starts that day/ : /tego dnia kończy się okres próbny i zaczyna się naliczanie opłat/);
      // Terms §10 says once that outages are worked on around the clock (in {policy.outage}).
      expect(m.termsPage.sections.availability.body.p1.match(locale === 'en' ? /around the clock/g : /przez całą dobę/g)).toHaveLength(1);
    }
  });

  it('any number, an agent’s mobile included, can be forwarded, billed by the customer’s carrier during the trial too, with another number as fallback; nothing routes by the number: a planted "recognizes whose listing" fails', () => {
    expect(policies.forwarding).toMatchObject({ anyNumber: true, billedInTrial: 'customer-carrier', routedByDialedNumber: false });
    expect(unbacked('Tak: każdą komórkę przekierowujesz na agenta, który rozpoznaje, czyja to oferta.')).toContain('perAgentRouting');
    expect(unbacked('It recognizes whose listing the call is about.')).toContain('perAgentRouting');
    expect(offending('perAgentRouting')).toEqual(none);
    for (const locale of both) {
      const answer = claimOf('forwardAnyNumber', locale);
      expect(said(answer)).toMatch(locale === 'en' ? /even in the trial[^]*another number/ : /także w okresie próbnym[^]*podaj inny/);
      expect(siteMessages(locale).realEstatePage.faq.map((f) => f.answer)).toContain(answer);
    }
  });

  it('"your systems" is said as connected systems and the approved knowledge base on /industries, /journey, the home FAQ and /convai: planted old lines fail', () => {
    for (const old of [
      'We build agents, train them on your questions and connect them to your systems.',
      'Usually 7–14 days: we connect your systems, train the agent on your services and test it with you.',
      'Offer prices or policies that are not in your systems',
      'Agent zna pytania Twoich klientów i Twoje systemy.',
      'Podłączamy Twoje systemy, a w ciągu 7–14 dni agent zaczyna pracę.',
      'Nie podaje cen ani zasad, których nie ma w Twoich systemach',
    ]) expect([old, unbacked(old)]).toEqual([old, expect.arrayContaining(['yourSystemsUnqualified'])]);
    expect(offending('yourSystemsUnqualified')).toEqual(none);
    for (const locale of both) expect(said(siteMessages(locale).convaiPage.limits[0]!)).toMatch(locale === 'en' ? /approved knowledge base/ : /zatwierdzonej bazie wiedzy/);
  });

  it('the sample call’s CRM box says the dashboard too, /trust places Meta outside the EEA as the privacy policy does, and privacy §5 names the demo’s voice-agent provider', () => {
    for (const locale of both) {
      const m = siteMessages(locale);
      expect(said(m.product.systems.crm)).toMatch(locale === 'en' ? /^Dashboard and CRM$/ : /^Panel i CRM$/);
      expect(said(m.trustPage.subprocessorRegions.platform)).toMatch(locale === 'en' ? /outside the EEA/ : /poza EOG/);
      const transfers = m.privacyPage.sections.transfers.body.p1;
      expect(said(transfers)).toMatch(locale === 'en' ? /Meta\) may process data in the United States or other countries outside the European Economic Area/ : /Meta\) mogą przetwarzać dane w Stanach Zjednoczonych lub innych państwach spoza Europejskiego Obszaru Gospodarczego/);
      expect(said(transfers)).toMatch(locale === 'en' ? /the voice-agent provider behind our website demo/ : /dostawca agenta głosowego obsługujący demonstrację na naszej stronie/);
    }
  });

  it('every stat that shows {conversionLift} says what it measures in the register’s one wording (no "sales", "showings" or "phone conversion" variants): a planted variant fails', () => {
    const labelsOf = (tree: unknown, found: string[] = []): string[] => {
      if (Array.isArray(tree)) tree.forEach((item) => labelsOf(item, found));
      else if (tree && typeof tree === 'object') {
        const node = tree as Record<string, unknown>;
        if (node.value === '{conversionLift}' && typeof node.label === 'string') found.push(node.label);
        Object.values(node).forEach((item) => labelsOf(item, found));
      }
      return found;
    };
    // The hotel letter may narrow it to bookings ({conversionLiftBookings}), a prefix of the one wording, never another meaning.
    const oneMeaning = (labels: string[]) => labels.every((label) => label.startsWith('{conversionLiftMeans}') || label.startsWith('{conversionLiftBookings}'));
    for (const locale of both) expect(claimOf('conversionLiftMeans', locale).startsWith(claimOf('conversionLiftBookings', locale))).toBe(true);
    for (const raw of [en, pl]) {
      const labels = labelsOf(raw);
      expect(labels.length).toBeGreaterThanOrEqual(4);
      expect(oneMeaning(labels)).toBe(true);
    }
    expect(oneMeaning([...labelsOf(pl), 'więcej rozmów zakończonych sprzedażą (nasz szacunek)'])).toBe(false);
    for (const locale of both) expect(said(siteMessages(locale).realEstatePage.stats[0]!.label)).toBe(claimOf('conversionLiftMeans', locale));
  });
});

describe('the decisions of the tenth buyer reads (hotel-en-10, agency-pl-10), each in the register and said through it', () => {
  const raw = { en: flatten(en as unknown as Tree), pl: flatten(pl as unknown as Tree) };
  const offending = (rule: string) => Object.entries(raw).map(([locale, list]) => [locale, list.filter(([, text]) => unbackedPromisePatterns[rule]!.test(text)).map(([path]) => path)]);
  const none = [['en', []], ['pl', []]];

  it('success pricing bills numbers and carrier charges at cost, so headlines, metas and worked examples say fees only for outcomes: the old "Pay only for" lines fail in both languages', () => {
    expect(policies.telecomCharges.price).toBe('at-cost');
    for (const old of [
      'Pay only for confirmed direct bookings',
      'Pay only a small share of each confirmed direct booking our AI agent wins for you. It’s lower than booking-platform commission, and no bookings means no fees.',
      'Pay only when your calendar fills up',
      'Hotels and real estate agencies can pay only for results, with everything in {successPricingPlan}.',
      'With success-based pricing, {name} earns a small share of each direct booking it confirms, and nothing for calls that don’t convert.',
      'You pay us this month',
      'Płać tylko za zweryfikowanych klientów i umówione prezentacje',
      'Płacisz tylko za efekty: stałą stawkę, ustaloną z Tobą przed startem.',
      'W rozliczeniu za efekty {name} otrzymuje niewielki procent od każdej potwierdzonej rezerwacji bezpośredniej, a za rozmowy bez rezerwacji nie płacisz nic.',
      'Za co nigdy nie płacisz',
      'Hotel może też płacić wyłącznie za efekty.',
    ]) expect([old, unbacked(old)]).toEqual([old, expect.arrayContaining(['successFeeOnly'])]);
    expect(offending('successFeeOnly')).toEqual(none);
    // The FAQ's honest answer is not caught: it names what a month without outcomes costs.
    for (const locale of both) expect(unbacked(claimOf('successNoMinimum', locale))).not.toContain('successFeeOnly');
    for (const locale of both) {
      const m = siteMessages(locale);
      expect(said(m.pages.hotelSuccessPricing.heading)).toBe(locale === 'en' ? 'Pay a fee only for confirmed direct bookings' : 'Płać za rezerwacje bezpośrednie, nie za plan');
      for (const page of [m.hotelSuccessPage, m.realEstateSuccessPage]) expect(said(page.rowTotal)).toMatch(locale === 'en' ? /\(numbers and calls at cost\)$/ : /\(numer i połączenia (?:doliczamy )?po kosztach\)$/);
    }
  });

  it('Pay-as-You-Go has no plan fee, its number billed at cost: the old "No monthly fee" fails on /pricing and /welcome', () => {
    expect(unbacked('No monthly fee')).toContain('noMonthlyFee');
    expect(unbacked('{price}/min, bez opłaty miesięcznej')).toContain('noMonthlyFee');
    expect(offending('noMonthlyFee')).toEqual(none);
    expect(siteMessages('en').pricingPage.noCommitment).toBe('No plan fee');
    expect(siteMessages('pl').pricingPage.noCommitment).toBe('Bez opłaty za plan');
  });

  it('{conversionLift} outside a stat says what it measures in the register’s words, the home meta too: the old "We estimate 35% higher conversion" fails', () => {
    expect(liftWithoutMeaning('AI voice and chat agents… We estimate {conversionLift} higher conversion, and most businesses go live in {rollout} days.')).toBe(true);
    expect(liftWithoutMeaning('Szacunkowo o {conversionLift} wyższa konwersja, start w {rollout} dni.')).toBe(true);
    for (const [locale, list] of Object.entries(raw)) expect([locale, list.filter(([, text]) => liftWithoutMeaning(text)).map(([path]) => path)]).toEqual([locale, []]);
    expect(said(siteMessages('en').pages.home.description)).toContain(`By our estimate, ${claims.conversionLift.en} ${claims.conversionLiftMeans.en}`);
    expect(said(siteMessages('pl').pages.home.description)).toContain(said(`o ${claims.conversionLift.pl} ${claimOf('conversionLiftMeans', 'pl')}`));
  });

  it('a shuttle or taxi is a request the front desk confirms (policies.transportRequests): the old Polish call’s "Should I book the room and the shuttle?" fails', () => {
    expect(policies.transportRequests).toBe('to-front-desk');
    expect(integrations.some((item) => /transport|shuttle|concierge/i.test(String(item.category)))).toBe(false);
    for (const old of ['Should I book the room and the shuttle?', 'The shuttle can be there at 2:30 p.m.', 'Kierowca może na nich czekać o 14:30. Czy mam zarezerwować pokój i transfer?']) expect([old, unbacked(old)]).toEqual([old, ['transportBooked']]);
    expect(offending('transportBooked')).toEqual(none);
    const call = sampleCalls.find((c) => c.id === 'language-switch')!;
    for (const locale of both) {
      const copy = call.copy[locale];
      for (const text of [copy.outcome, ...copy.turns.flatMap((t) => [t.text, t.gloss ?? '']), ...copy.landed.map((l) => l.record)]) expect(text).not.toMatch(unbackedPromisePatterns.transportBooked!);
      expect(copy.outcome).toMatch(locale === 'en' ? /shuttle request[^.]*front desk/ : /prośba o transfer[^.]*recepcji/);
    }
    const row = dashboardRows.hotel.find((r) => r.callId === 'language-switch')!;
    expect(row.detail).toEqual({ en: expect.stringMatching(/shuttle requested$/), pl: expect.stringMatching(/prośba o transfer$/) });
  });

  it('the case studies say {routineShare} as the register’s routine questions: the old "80% of calls resolved without a person" fails', () => {
    const routineStat = (label: string) => /routine|rutynow/i.test(label);
    expect(routineStat('of calls resolved without a person')).toBe(false);
    expect(routineStat('połączeń załatwionych bez udziału człowieka')).toBe(false);
    const stats = caseStudies.flatMap((study) => both.flatMap((locale) => study.copy[locale].results.filter((s) => s.value === claims.routineShare[locale])));
    expect(stats.length).toBeGreaterThanOrEqual(4);
    for (const stat of stats) expect([stat.label, routineStat(stat.label)]).toEqual([stat.label, true]);
  });

  it('a forwarded line is billed by the customer’s carrier, even in the trial, said on /hotels with the outage rule: the old line without it fails', () => {
    const billed = (text: string) => /carrier bills it, even in the trial|rozlicza (?:je )?Twój operator, także w okresie próbnym/.test(said(text));
    expect(billed('If you forward your own line, we set that up with you; the fallback must be another number')).toBe(false);
    for (const locale of both) {
      expect(billed(claimOf('outageForwarded', locale))).toBe(true);
      expect(siteMessages(locale).hotelsPage.faq.map((f) => f.answer).join(' ')).toContain(siteMessages(locale).policy.outage);
    }
  });

  it('a handover rings the number set for each agent, never a cell forwarded to the agent for good (policies.forwarding): the old answer without it fails', () => {
    expect(policies.forwarding).toMatchObject({ handoverTo: 'transfer-number-per-person', transferNumberForwards: 'never', contactNumberSent: 'transfer-number' });
    // Agency read 13: the number a confirmation gives the buyer is that same transfer number (contactNumberSent), said in the answer.
    const saysTransferNumber = (text: string) => /Handovers ring the number you set for each sales agent, and confirmations give buyers that number[^]*may forward to the AI agent|Agent przekazuje rozmowy na numer podany dla każdego pośrednika i ten sam numer podaje kupującym w potwierdzeniach[^]*przekierowany na numer agenta/.test(said(text));
    expect(saysTransferNumber('Yes, forward any of them. Handovers ring the number you set for each agent, and the fallback must be another number. Neither may forward to the agent, even on no answer.')).toBe(false);
    expect(saysTransferNumber('Yes, any number, each agent’s cell included. The agent can’t tell which one was dialed, so it finds the listing from the conversation. Your carrier bills the forwarding, even in the trial; the fallback must be another number, like the office line.')).toBe(false);
    for (const locale of both) {
      expect(saysTransferNumber(claimOf('forwardAnyNumber', locale))).toBe(true);
      expect(siteMessages(locale).realEstatePage.faq.map((f) => f.answer)).toContain(claimOf('forwardAnyNumber', locale));
    }
  });

  it('the knowledge base is updated one listing at a time or by a new export (policies.knowledgeSource `updateWays`): the old "keep it current in the dashboard" fails', () => {
    expect(unbacked('It never refreshes itself, so you keep it current in the dashboard.')).toContain('knowledgeUpdateVague');
    expect(unbacked('Sama się nie odświeża, więc sprzedane lub zmienione oferty aktualizujesz w panelu')).toContain('knowledgeUpdateVague');
    expect(offending('knowledgeUpdateVague')).toEqual(none);
    for (const locale of both) expect(said(claimOf('knowledgeSource', locale))).toMatch(locale === 'en' ? /edit or remove a listing, or upload a new export that replaces the last/ : /zmieniasz lub usuwasz pojedynczą ofertę albo wgrywasz nowy (?:plik )?eksport/);
  });

  it('the checklist post says a payment gateway is connected on request, never that we build payment links: the old line fails', () => {
    expect(unbacked('With us, payment links are built on request on Enterprise, and texts come with Scale and Enterprise.')).toContain('gatewayBuilt');
    const post = blogPosts().find((p) => p.name === 'en/voice-agent-deployment-checklist.md')!;
    expect(post.text).toContain('a payment gateway is connected on request on Enterprise');
    expect(post.text).not.toMatch(unbackedPromisePatterns.gatewayBuilt!);
  });

  it('round 12 (agency-pl-11): no transfer number forwards to the agent, a CRM is read only when connected directly, a lead is billed once whatever listings they ask about, metas name the trial plans, and the assessment is an agent set up for a business like yours: the old lines fail', () => {
    const loops = (text: string) => /przekieruj tylko wtedy, gdy pośrednik nie odbiera|forward the cell only when|cell that always forwards/.test(said(text));
    expect(loops('The fallback must be another number, and neither can be a cell that always forwards to the agent.')).toBe(true);
    expect(loops('Żaden z nich nie może być komórką przekierowaną do agenta na stałe – taką przekieruj tylko wtedy, gdy pośrednik nie odbiera.')).toBe(true);
    expect(policies.forwarding.transferNumberForwards).toBe('never');
    for (const locale of both) {
      const m = siteMessages(locale);
      expect(loops(claimOf('forwardAnyNumber', locale))).toBe(false);
      expect(said(claimOf('knowledgeSource', locale))).toMatch(locale === 'en' ? /connected directly[^.]*webhook sends leads but reads nothing back/ : /podłączeniu bezpośrednim; webhook[^]*jedynie wysyła/);
      expect(said(m.realEstateSuccessPage.never[1]!)).toMatch(locale === 'en' ? /any listing$/ : /także w sprawie innych ofert$/);
      for (const meta of [m.pages.home.description, m.pages.pricing.description]) expect(said(meta)).toContain(said(claimOf('trialPlans', locale)));
      expect(said(m.sampleCallsPage.ctaText)).not.toMatch(/replay these calls with your|odtwarzamy te rozmowy z Twoimi/);
      expect(said(m.aboutPage.ctaText)).toMatch(locale === 'en' ? /set up for (?:a business like yours|one like it)/ : /firmy takiej jak Twoja/);
    }
  });
});

describe('the decisions of the thirteenth buyer reads (hotel-en-13, agency-pl-13), each said where the reader looked', () => {
  it('the assessment on /use-cases is an agent set up for a business like yours, and its PMS is the connected one: the old lines fail', () => {
    const demoed = (text: string) => /demo it for your business|pokażemy go na przykładzie Twojej oferty/.test(said(text));
    expect(demoed('Tell us in a free assessment; we’ll demo it for your business.')).toBe(true);
    const barePms = (text: string) => /in your PMS$|do systemu PMS$/.test(said(text));
    expect(barePms('Everything it does lands in your connected calendar or CRM, and on {pmsFrom} and above, in your PMS')).toBe(true);
    for (const locale of both) {
      const m = siteMessages(locale);
      expect(demoed(m.useCasesPage.ctaText)).toBe(false);
      expect(said(m.useCasesPage.ctaText)).toMatch(locale === 'en' ? /set up for a business like yours/ : /firmy takiej jak Twoja/);
      expect(barePms(m.useCasesPage.principles[2]!)).toBe(false);
      // /hotels: the PMS card states the condition, as the CRS card does.
      for (const card of [m.hotelsPage.integrations[0]!.text, m.hotelsPage.integrations[2]!.text]) expect(said(card)).toMatch(locale === 'en' ? /if your (?:PMS|CRS) is one we’ve connected/ : /podłączon/);
    }
  });

  it('a booked showing is defined by the buyer agreeing to the time, the handover note is in the dashboard, and the agency case study shows no calculator figure: the old lines fail', () => {
    const undefinedConfirm = (text: string) => /confirmed by the buyer or renter|a kupujący lub najemca potwierdził/.test(said(text));
    expect(undefinedConfirm('A booked showing: an appointment the AI agent put in your agents’ calendar, confirmed by the buyer or renter')).toBe(true);
    const deskOnly = (text: string) => /^(?:Front desk screen|Ekran recepcji)$/.test(text);
    expect(deskOnly('Ekran recepcji')).toBe(true);
    for (const locale of both) {
      const m = siteMessages(locale);
      expect(undefinedConfirm(m.realEstateSuccessPage.outcomes[1]!)).toBe(false);
      expect(said(m.realEstateSuccessPage.outcomes[1]!)).toMatch(locale === 'en' ? /agreed to it/ : /zgodził się na termin/);
      expect(deskOnly(m.product.handover.window)).toBe(false);
      expect(m.product.handover.window).toMatch(locale === 'en' ? /dashboard/ : /Panel/);
      expect(said(m.handoverPage.channels[0]!.text)).toMatch(locale === 'en' ? /note waits in the dashboard/ : /notatka czeka w panelu/);
      // Success pricing has Growth's features and Growth sends no texts: its carrier line bills no SMS.
      expect(claimOf('carrierCharges', locale)).not.toMatch(/SMS|texts/);
      // The Polish feature says the same as the English: offers go to your team, not to "the right agent".
      expect(said(m.realEstatePage.features[2]!.text)).not.toMatch(/właściwego pośrednika/);
    }
  });
});

describe('the decisions of the fourteenth buyer reads (hotel-en-14, agency-pl-14), each in the register or said where the reader looked', () => {

  it('the welcome summary says the Trust Center’s security words, calls the 80% an estimate, promises no “no voicemail” and uses details for the account, not “nothing else”: the old lines fail', () => {
    const bareList = (text: string) => /^ISO 27001, SOC 2, PCI DSS/.test(text);
    expect(bareList('ISO 27001, SOC 2, PCI DSS and GDPR, plus Full Privacy Mode on Scale and Enterprise, which keeps no recordings or transcripts.')).toBe(true);
    const noVoicemail = (text: string) => /no booking goes to voicemail|żadna rezerwacja nie trafia na pocztę głosową/.test(text);
    const onlyUse = (text: string) => /nothing else|We only use it|wyłącznie/.test(text);
    for (const locale of both) {
      const m = siteMessages(locale);
      expect(bareList(m.valueProp.items.security.text)).toBe(false);
      expect(said(m.valueProp.items.security.text)).toContain(said(claimOf('securityStandards', locale)));
      expect(m.valueProp.subtitle).toMatch(locale === 'en' ? /^By our estimate, / : /^Szacujemy, że /);
      expect(noVoicemail(m.valueProp.items.answers.text)).toBe(false);
      for (const text of [m.welcome.contactIntro, m.phoneStep.hint]) expect(onlyUse(text)).toBe(false);
      // The home intro says its figures as estimates too, before the first of them.
      const intro = said(m.pages.home.intro);
      expect(intro.indexOf(locale === 'en' ? 'By our estimate' : 'Szacujemy')).toBeLessThan(intro.indexOf(said(claimOf('routineShare', locale))));
    }
  });

  it('the lost-revenue calculator counts a missed inquiry at its full value as revenue at risk, and /recover never adds commission on top: the old lines fail', () => {
    const fullyLost = (text: string) => /^A missed inquiry is lost|uznajemy za stracone/.test(text);
    expect(fullyLost('A missed inquiry is lost: the guest books elsewhere or through a platform that charges commission.')).toBe(true);
    for (const locale of both) {
      const m = siteMessages(locale);
      expect(m.losingPage.assumptions.some(fullyLost)).toBe(false);
      expect(m.losingPage.assumptions.join(' ')).toMatch(locale === 'en' ? /costs you only its commission/ : /kosztuje Cię zamiast tego prowizję/);
      expect(m.losingPage.outputs.lostYearly).toMatch(locale === 'en' ? /at risk/ : /[Zz]agrożony/);
      expect(said(m.recoverPage.sections[0]!.paragraphs.join(' '))).not.toMatch(/comes on top|Do tego dochodzą prowizje/);
    }
  });

  it('a spoken card number, the reply time’s basis and the handover call’s earlier report are said: the old lines fail', () => {
    expect(policies.cardSpoken).toEqual({ agentInterrupts: true, maskedIn: ['transcript', 'recording'] });
    for (const locale of both) {
      const m = siteMessages(locale);
      expect(said(m.trustPage.standards[2]!.text)).toContain(said(claimOf('cardSpoken', locale)));
      expect(said(claimOf('cardSpoken', locale))).toMatch(locale === 'en' ? /masked in the transcript and any recording/ : /maskujemy w transkrypcji i w nagraniu/);
      expect(m.convaiPage.howIntro).toMatch(locale === 'en' ? /production platform/ : /platformie produkcyjnej/);
      // The agent can't see a front-desk report no system gave it: the guest says it.
      const turns = sampleCalls.find((call) => call.id === 'handover')!.copy[locale].turns;
      expect(turns.find((turn) => turn.who === 'agent' && turn.at === 10)!.text).not.toMatch(/I can see you reported|Widzę, że dzwonił/);
      expect(turns.find((turn) => turn.who === 'caller')!.text).toMatch(locale === 'en' ? /front desk at five past/ : /w recepcji pięć po dziewiątej/);
    }
  });

  it('the data region is chosen when the account is set up, with each market’s default named as such, and the terms give both markets’ support hours and the maintenance rule: the old lines fail', () => {
    const atSignUp = (text: string) => /At sign-up, you choose|when you sign up|Chosen at sign-up|Przy rejestracji wybierasz|wybierasz przy rejestracji/.test(text);
    expect(atSignUp('At sign-up, you choose where your data lives: {dataRegionsDefault}.')).toBe(true);
    expect(policies.maintenance.noticeBusinessDays).toBe(3);
    for (const locale of both) {
      const m = siteMessages(locale);
      for (const text of [m.security.items.gdpr.text, m.policy.dataRegions, m.trustPage.subprocessorRegions.chosen]) expect(atSignUp(text)).toBe(false);
      const terms = m.termsPage.sections.availability.body.p1;
      for (const claim of ['maintenance', 'supportHoursByMarket']) expect(said(terms)).toContain(said(claimOf(claim, locale)));
      expect(terms).not.toMatch(/outside peak hours|poza godzinami szczytu/);
      expect(claimOf('supportHoursByMarket', locale)).toMatch(locale === 'en' ? /8 p\.m\. Eastern time[^]*6 p\.m\. Polish time/ : /18:00 czasu polskiego[^]*20:00 czasu wschodnioamerykańskiego/);
    }
  });

  it('success pricing bills repeat contacts the same way in both languages, the trial’s end is announced, the refund is once per customer and portal e-mails are said: the old lines fail', () => {
    expect(policies.trial.endNoticeDays).toBe(3);
    for (const locale of both) {
      const m = siteMessages(locale);
      expect(said(m.realEstateSuccessPage.never[1]!)).toMatch(locale === 'en' ? /^Repeat calls and messages from a lead you’ve already paid for/ : /^Kolejne telefony i wiadomości klienta, za którego już zapłaciłeś/);
      expect(m.realEstateSuccessPage.never.find((item) => /canceled|odwołane/.test(item))).not.toMatch(/agenta|AI agent/);
      // Agency read 15: existing clients reached through a forwarded cell are never billed as new leads.
      expect(said(m.realEstateSuccessPage.never.join(' '))).toMatch(locale === 'en' ? /Existing clients, as your CRM or the monthly report shows/ : /już są w Twoim CRM jako klienci/);
      expect(said(m.policy.trial)).toContain(said(claimOf('trialEndNotice', locale)));
      expect(m.policy.guarantee).toMatch(locale === 'en' ? /once per customer/ : /raz na klienta/);
      expect(said(m.realEstatePage.faq[2]!.answer)).toMatch(locale === 'en' ? /If a portal sends inquiry emails to an inbox you’ve connected[^.]*the agent doesn’t answer them/ : /Jeśli portal wysyła zapytania e-mailem do podłączonej skrzynki[^.]*agent na nie nie odpowiada/);
      expect(m.cookiesPage.providers.ads).toBe('Google Ads');
      expect(Object.values(m.privacyPage.sections.processors.items).join(' ')).toMatch(/Google Ads/);
    }
  });
});

describe('the decisions of the sixteenth buyer reads (hotel-en-16, agency-pl-16), each said where the reader looked', () => {

  it('a hotel whose PMS is not connected learns what the agent does meanwhile and where a custom connection is sold; an agent with one cell phone learns which number takes handovers: the old lines fail', () => {
    for (const locale of both) {
      const m = siteMessages(locale);
      const card = said(m.hotelsPage.integrations[0]!.text);
      expect(card).toContain(said(claimOf('customIntegrationPlans', locale)));
      expect(card).toContain(said(claimOf('enterpriseMinMinutes', locale)));
      expect(card).toMatch(locale === 'en' ? /emails booking requests to your team/ : /wysyła prośby o rezerwację e-mailem do zespołu/);
      expect(said(claimOf('forwardAnyNumber', locale))).toMatch(locale === 'en' ? /agent with one cell phone gives the office number for handovers/ : /pośrednik z jedną komórką podaje do przekazywania rozmów numer biura/);
    }
  });

  it('the ROI calculator names every input and its recovery share as an assumption in both languages, and the terms state the busy-line rule', () => {
    for (const locale of both) {
      const m = siteMessages(locale);
      expect(said(m.pages.floridaRoiCalculator.intro)).toMatch(locale === 'en' ? /close rate, commission and plan fee[^]*a model assumption, not a measurement/ : /skuteczność sprzedaży, prowizję i opłatę za plan[^]*założenie modelu, a nie pomiar/);
      expect(said(m.termsPage.sections.availability.body.p1)).toContain(said(m.policy.overflow).slice(0, 40));
      expect(m.journeyPage.promises[1]).not.toMatch(/Żadnych zmian/);
    }
  });
});

describe('the decisions of the seventeenth buyer reads (hotel-en-17, agency-pl-17), each in the register and said where the reader looked', () => {
  it('an office whose every line forwards to the agent learns what takes handovers; voicemail on a handover counts as no answer; a transferred call costs its carrier charges alone', () => {
    expect(policies.forwarding.noTransferNumber).toBe('callbacks-instead');
    expect(policies.telecomCharges.transferredLeg).toBe('carrier-charges-only');
    for (const locale of both) {
      const m = siteMessages(locale);
      // The read-16 answer stopped at the office number, which an agency forwarding its office line does not have.
      expect(said(claimOf('forwardAnyNumber', locale))).toMatch(locale === 'en' ? /If that forwards too[^]*the AI agent books callbacks instead of handing over\./ : /Jeśli i ten jest przekierowany[^]*agent zamiast przekazywać rozmowy umawia oddzwonienia\./);
      expect(said(m.handoverPage.channels[2]!.text)).toMatch(locale === 'en' ? /within 30 seconds, or voicemail picks up, the agent promises a callback/ : /w ciągu 30 sekund albo odezwie się poczta głosowa, agent obiecuje oddzwonienie/);
      expect(m.policy.billing).toContain(claimOf('transferredLeg', locale));
      expect(m.termsPage.sections.billing.body.p1 + m.pricingPage.faq.map((f) => f.answer).join(' ')).toContain(m.policy.billing);
    }
  });

  it('maintenance has a ceiling, the terms say which language prevails, and the reply-time median is a target checked monthly, not an undated measurement', () => {
    expect(policies.maintenance).toMatchObject({ maxHours: 2, maxPerMonth: 2 });
    expect(policies.answerSpeed.medianOver).toBe('target-checked-monthly');
    for (const locale of both) {
      const m = siteMessages(locale);
      expect(said(m.termsPage.sections.availability.body.p1)).toContain(locale === 'en' ? 'at most twice a month, for up to 2 hours' : 'najwyżej dwa razy w miesiącu, do 2 godzin');
      // Hotel read 18: the version in the customer's billing currency prevails, so a dollar customer's rate is in the text that binds it.
      expect(said(m.termsPage.sections.law.body.p1)).toMatch(locale === 'en' ? /the English version prevails for customers billed in US dollars and the Polish version for those billed in Polish zloty/ : /dla klientów rozliczanych w złotych rozstrzyga wersja polska, a dla rozliczanych w dolarach – angielska/);
      expect(said(m.convaiPage.howIntro)).toMatch(locale === 'en' ? /Our target is a median reply [^]*checked each month/ : /Naszym celem jest mediana czasu odpowiedzi[^]*sprawdzamy ją co miesiąc/);
      expect(said(m.convaiPage.howIntro)).toContain(said(claimOf('replyTime', locale)));
    }
  });

  it('a hotel on success pricing learns what a booking’s value is, that returning guests are free and which outage hours apply; an agency learns the same outage hours', () => {
    expect(policies.successPricing).toMatchObject({ hotelBookingValue: 'room-revenue-before-taxes-and-extras', returningGuestsBilled: false });
    expect(planFeatures[successPricingPlan].outageSupport247).toBe(false);
    for (const locale of both) {
      const m = siteMessages(locale);
      expect(m.hotelSuccessPage.never).toEqual(expect.arrayContaining([claimOf('hotelSuccessValue', locale), claimOf('hotelSuccessReturning', locale)]));
      for (const page of [m.hotelSuccessPage, m.realEstateSuccessPage]) {
        expect(page.faq.map((f) => f.answer).join(' ')).toContain(claimOf('successOutage', locale));
      }
      expect(said(claimOf('successOutage', locale))).toContain(locale === 'en' ? `As on ${planNames[successPricingPlan]}, we work on outages in support hours` : `Jak w planie ${planNames[successPricingPlan]}, awarie usuwamy w godzinach wsparcia`);
    }
  });

  it('plan changes have rules in the terms and the pricing FAQ, the spending cap is optional, and an agency whose CRM takes no webhook still gets every inquiry by email', () => {
    expect(policies.planChange).toEqual({ upgrade: 'immediately-prorated', upgradeMinutes: 'prorated-used-count', downgrade: 'next-billing-month' });
    expect(plansWith((f) => f.emailNotices)).toHaveLength(Object.keys(planFeatures).length);
    for (const locale of both) {
      const m = siteMessages(locale);
      const change = claimOf('planChange', locale);
      expect(m.termsPage.sections.billing.body.p2).toContain(change);
      expect(m.pricingPage.faq.map((f) => f.answer)).toContain(change);
      expect(said(m.policy.crmPath)).toMatch(locale === 'en' ? /On every plan, each inquiry also reaches your team by email\.$/ : /W każdym planie zapytania trafiają też do zespołu e-mailem\.$/);
    }
    expect(siteMessages('en').policy.overage).not.toContain('a monthly cap you set');
  });

  it('the estimator’s “Lowest” says it compares cost alone and names the plans without handover and without a PMS, from the plan matrix', () => {
    expect(plansWith((f) => !f.handover && f.integrations !== 'allCustom')).toEqual(['free']);
    for (const locale of both) {
      const e = siteMessages(locale).pricingPage.estimator;
      expect(e.leavesOut).toContain(locale === 'en' ? `“${e.cheapest}” compares cost alone` : `„${e.cheapest}” porównuje tylko koszt`);
      expect(said(e.leavesOut)).toContain(locale === 'en' ? 'on Free, the agent can’t hand conversations to your team or reach a CRM, and on Free, Starter and Pay-as-You-Go, it reaches no PMS' : 'w planie Free agent nie przekazuje rozmów zespołowi ani nie łączy się z CRM, a w planach Free, Starter i Pay-as-You-Go – z systemem PMS');
      // Agency read 18: the headline uses the same word as the note.
      expect(e.cheapestLine).toMatch(locale === 'en' ? /^Lowest / : /^Najtaniej /);
    }
  });

  it('the hotel page quotes the directory’s own status label, the Polish 60% means what the English does, and the journey promises no minutes a week', () => {
    for (const locale of both) {
      const m = siteMessages(locale);
      const label = m.integrationsPage.statuses.request;
      expect(m.hotelsPage.integrations[0]!.text).toContain(locale === 'en' ? `“${label}”` : `„${label}”`);
      expect(said(m.hotelsPage.integrations[0]!.text)).toMatch(locale === 'en' ? /tells the caller your team will confirm/ : /mówi rozmówcy, że rezerwację potwierdzi zespół/);
      expect(m.journeyPage.steps[2]!.detail).not.toMatch(/minutes a week|minut tygodniowo/);
    }
    const p = siteMessages('pl');
    for (const label of [p.benefits.figures.workload.label, p.industriesPage.stats[1]!.label]) expect(said(label)).toMatch(/na rutynowe telefony i wiadomości$/);
    for (const study of caseStudies) {
      const figure = study.copy.pl.results.find((r) => r.value === '60%');
      if (figure) expect(figure.label).toMatch(/na rutynowe telefony i wiadomości$/);
    }
  });
});

describe('the decisions of the eighteenth buyer reads (hotel-en-18, agency-pl-18), each in the register and said where the reader looked', () => {
  it('a hotel learns where handovers ring when its front desk forwards to the agent, and what a booking is until it is guaranteed', () => {
    expect(policies.bookingGuarantee).toBe('pms-unguaranteed-until-team');
    for (const locale of both) {
      const m = siteMessages(locale);
      const features = m.hotelsPage.features.map((f) => f.text).join(' ');
      expect(features).toContain(claimOf('hotelHandoverNumber', locale));
      expect(features).toContain(claimOf('bookingGuarantee', locale));
      expect(said(claimOf('hotelHandoverNumber', locale))).toMatch(locale === 'en' ? /doesn’t forward to the agent[^]*books callbacks instead/ : /nie jest przekierowany na agenta[^]*agent umawia oddzwonienia/);
    }
  });

  it('an agency learns how a call about something else is routed, what a custom connection needs, and that a showing its team books after a handover is free', () => {
    expect(policies.forwarding.otherCalls).toBe('person-named-or-callback');
    expect(policies.successPricing.handedOver).toBe('lead-billed-showing-not');
    for (const locale of both) {
      const m = siteMessages(locale);
      expect(said(claimOf('forwardAnyNumber', locale))).toMatch(locale === 'en' ? /A caller not asking about a listing is handed to the person they name, or gets a callback from them \(from the office if they name no one\)\.$/ : /Rozmówcę, który nie dzwoni w sprawie oferty, agent łączy z osobą, o którą prosi, albo umawia jej oddzwonienie \(z biura, gdy nikogo nie wskaże\)\.$/);
      for (const text of [m.policy.crmPath, m.realEstatePage.faq[2]!.answer]) expect(text).toContain(`${claimOf('customIntegrationPlans', locale)} (${locale === 'en' ? 'from' : 'od'} ${claimOf('enterpriseMinMinutes', locale)}`);
      expect(m.realEstateSuccessPage.never).toContain(claimOf('agencyHandedOver', locale));
    }
  });

  it('a transferred call is billed in minutes until the caller is connected, then in carrier charges for both legs; an upgrade’s minutes are pro rata', () => {
    expect(policies.telecomCharges.transferMinutesUntil).toBe('connected');
    for (const locale of both) {
      const m = siteMessages(locale);
      // Hotel read 19: one moment ends the minutes (the connection), said once; the briefing before it counts.
      expect(said(m.policy.billing)).toMatch(locale === 'en' ? /until the call ends or the agent connects the caller to your team\. Briefing your colleague counts toward minutes; once they’re connected[^]*for both legs/ : /lub chwili, gdy agent połączy rozmówcę z Twoim zespołem\. Przekazanie sprawy współpracownikowi wlicza się do minut; po połączeniu[^]*za oba odcinki/);
      expect(m.policy.billing).not.toMatch(/is transferred to your team|przekazania go Twojemu zespołowi/);
      expect(said(claimOf('planChange', locale))).toMatch(locale === 'en' ? /fee and included minutes pro rata[^]*less the unused part of your current fee[^]*minutes already used count toward them/ : /opłatę i minuty w cenie liczymy proporcjonalnie[^]*odliczając niewykorzystaną część obecnej opłaty[^]*zużyte minuty się wliczają/);
    }
  });

  it('the Polish pages promise the first ring only where the English do, and the Polish real-estate 60% and lead handling match the English', () => {
    const [m, p] = [siteMessages('en'), siteMessages('pl')];
    const withPickup = (messages: Record<string, unknown>) => JSON.stringify({ ...messages, policy: {} }).includes(claimOf('pickup', messages === m ? 'en' : 'pl'));
    expect(withPickup(m as unknown as Record<string, unknown>)).toBe(false);
    expect(withPickup(p as unknown as Record<string, unknown>)).toBe(false);
    expect(said(p.realEstatePage.stats[1]!.label)).toMatch(/na rutynowe telefony i wiadomości$/);
    expect(said(p.realEstatePage.features[2]!.text)).toContain('oferty zakupu i negocjacje');
    expect(m.policy.overflow).toContain('never a busy signal');
    // Agency read 19: the Polish gives no example the English does not (the fallback rule is said with the outage policy).
    expect(said(p.policy.overflow)).toMatch(/numer zapasowy, który podajesz przy konfiguracji\.$/);
  });
});

describe('the decisions of the nineteenth buyer reads (hotel-en-19, agency-pl-19)', () => {
  it('CRMs connect on every paid plan, Pay-as-You-Go included, and no page says "Starter and above" for them', () => {
    expect(plansWith((f) => f.integrations !== 'calendar')).toEqual(planOrder.filter((id) => id !== 'free'));
    for (const locale of both) {
      const m = siteMessages(locale);
      expect(said(m.faq.items.integrations.answer)).toContain(locale === 'en' ? 'CRMs connect on every paid plan' : 'CRM w każdym płatnym planie');
      expect(said(m.policy.crmPath)).toContain(locale === 'en' ? 'On every paid plan, our webhook' : 'w każdym płatnym planie nasz webhook');
    }
    for (const messages of [en, pl]) expect(JSON.stringify(messages)).not.toContain('{crmFrom}');
  });
});
