/**
 * The policies a buyer checks before signing, in one typed place beside
 * lib/copy/claims.ts: how usage is billed, the trial, the guarantee, setup fees,
 * tax, where data lives, support hours and answer speed, the languages.
 * Copy never states one itself: it says `{billingIncrement}`, `{trialPlans}`,
 * `{supportHours}`… (`policyClaims`, merged into the claims and filled in by
 * `siteMessages()`), and the estimator, the terms and the FAQ read the same
 * values. `lib/copy/claims.test.ts` fails when a message writes a policy literally.
 */
import type { PlanId } from '../site';
import { siteConfig } from '../site';
import { planList } from './plan-features';

type Market = 'en' | 'pl';

export const policies = {
  billing: {
    /** Voice talk time is counted to this many seconds (1 = per second), from the agent's greeting to the end or the handover. */
    incrementSeconds: 1,
    /** Chat and messaging conversations are included in every plan and use no minutes. */
    chatUsesMinutes: false,
    /** Included minutes are for one billing month and do not roll over. */
    unusedMinutesRollOver: false,
  },
  trial: {
    days: siteConfig.trialDays,
    /** The plans that start with a free trial (Free needs none; Pay-as-You-Go has no fee to try; Enterprise runs a pilot). */
    plans: ['starter', 'growth', 'scale'] as readonly PlanId[],
    /** The trial's days are counted from the day the agent answers its first live call, not from sign-up, so the rollout is never inside it. */
    startsAt: 'go-live' as const,
    /** Without a chosen paid plan the account moves to Free at the trial's end: the agent keeps answering within Free's minutes, nothing is charged. */
    atEnd: 'free-plan' as const,
    cardRequired: false,
  },
  guarantee: {
    days: siteConfig.moneyBackDays,
    /** What is refunded: the first monthly plan fee. Minutes used beyond the included ones are billed as used and not refunded. */
    refunds: 'first-monthly-fee' as const,
    excludes: 'extra-minutes' as const,
    /** No condition but the window: the fee is refunded for any reason asked within `days` of the first payment (no test of results). */
    condition: 'any-reason' as const,
  },
  setup: {
    /** Standard setup and rollout: no fee on any plan. Custom integrations for Enterprise are quoted before work starts. */
    standardFee: 0,
    customIntegrationsQuoted: true,
  },
  /** Tax wording per market: US prices before sales tax; Polish prices net of 23% VAT. */
  tax: { en: 'sales-tax', pl: 'vat' } as Record<Market, 'sales-tax' | 'vat'>,
  vatRatePl: 23,
  /** Where customer data (recordings, transcripts, bookings) is hosted: the customer chooses at sign-up; the default follows the market. */
  dataRegions: {
    choices: ['eu', 'us'] as const,
    defaultByMarket: { en: 'us', pl: 'eu' } as Record<Market, 'eu' | 'us'>,
  },
  /**
   * Subprocessors by role and where each one holds data: in the region the customer chose
   * (dataRegions), in the phone number's country, or in the EU. The trust page's table is
   * built from this list (names and purposes in `trustPage.subprocessors`); a new one is
   * announced to customers `subprocessorNoticeDays` ahead.
   */
  subprocessors: [
    { id: 'hosting', region: 'chosen' },
    { id: 'speech', region: 'chosen' },
    { id: 'languageModel', region: 'chosen' },
    { id: 'telephony', region: 'numberCountry' },
    { id: 'messaging', region: 'eu' },
  ] as const,
  subprocessorNoticeDays: 30,
  /** Support hours per market (the team serving it), in its own time zone. Outages on Scale and Enterprise: around the clock (lib/copy/plan-features.ts). */
  supportHours: {
    en: { days: 'mon-fri', from: 8, to: 20, zone: 'America/New_York' },
    pl: { days: 'mon-fri', from: 8, to: 18, zone: 'Europe/Warsaw' },
  } as const,
  /**
   * How the agent says it is an AI: in its first sentence on every call and chat, in the
   * caller's language (`aiGreetingWords`), and it never claims to be a person, asked or not.
   * Every sample call's first agent turn says it (lib/data/sample-calls.test.ts).
   */
  aiDisclosure: { when: 'first-sentence' as const, claimsToBeHuman: false },
  /** The agent's answer speed, measured on the production platform: it picks up on the first ring, and its median reply after the caller stops speaking. */
  answerSpeed: { pickupRing: 1, medianReplyMs: 800 },
  /** Languages the agent speaks: live on every plan; beta from Growth up (lib/copy/plan-features.ts `betaLanguages`); others on request for Enterprise. */
  languages: [
    { code: 'en', status: 'live' },
    { code: 'es', status: 'live' },
    { code: 'pl', status: 'live' },
    { code: 'de', status: 'live' },
    { code: 'fr', status: 'beta' },
    { code: 'it', status: 'beta' },
  ] as const,
} as const;

/** The words the agent's first sentence uses to say it is an AI, per spoken language. */
export const aiGreetingWords = { en: 'AI assistant', pl: 'asystent AI', es: 'asistente de IA' } as const;

const languageNames: Record<string, { en: string; pl: string }> = {
  en: { en: 'English', pl: 'angielski' },
  es: { en: 'Spanish', pl: 'hiszpański' },
  pl: { en: 'Polish', pl: 'polski' },
  de: { en: 'German', pl: 'niemiecki' },
  fr: { en: 'French', pl: 'francuski' },
  it: { en: 'Italian', pl: 'włoski' },
};

const join = (items: string[], and: string) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;

function languages(status: 'live' | 'beta', locale: Market): string {
  return join(
    policies.languages.filter((l) => l.status === status).map((l) => languageNames[l.code]![locale]),
    locale === 'pl' ? 'i' : 'and',
  );
}

function clockEn(hour: number): string {
  const h = hour % 12 === 0 ? 12 : hour % 12;
  return `${h} ${hour < 12 ? 'a.m.' : 'p.m.'}`;
}

/** "0.8 s" / "0,8 s". */
function seconds(ms: number, locale: Market): string {
  const value = (ms / 1000).toLocaleString(locale === 'pl' ? 'pl-PL' : 'en-US', { maximumFractionDigits: 1 });
  return `${value} s`;
}

/**
 * The policies as message placeholders, both languages. Each is a short
 * phrase that fits inside a sentence: "billed {billingIncrement}" →
 * "billed per second".
 */
export function policyClaims(): Record<string, { en: string; pl: string }> {
  const en = policies.supportHours.en;
  const pl = policies.supportHours.pl;
  const trialPlans = { en: planList(policies.trial.plans, 'en'), pl: planList(policies.trial.plans, 'pl') };
  return {
    billingIncrement:
      policies.billing.incrementSeconds === 1
        ? { en: 'per second', pl: 'co do sekundy' }
        : { en: `in steps of ${policies.billing.incrementSeconds} seconds`, pl: `co ${policies.billing.incrementSeconds} sekund` },
    trialPlans,
    /**
     * What the pricing estimator's total leaves out (`pricingPage.estimator.leavesOut`), in the words
     * every message uses when it speaks of the plan fee: "It leaves out {costLeavesOut}." /
     * "Nie obejmuje {costLeavesOut}." (Polish in the genitive, after a negated verb).
     */
    costLeavesOut: {
      en: 'phone numbers and carrier charges for calls, text messages (SMS) the agent sends, and tax',
      pl: 'numerów telefonów i opłat operatora za połączenia, SMS-ów wysyłanych przez agenta ani podatku',
    },
    taxNote: { en: 'Prices exclude sales tax, which is added where your state charges it.', pl: `Ceny netto: doliczamy ${policies.vatRatePl}% VAT.` },
    dataRegions: { en: 'in the EU (Frankfurt) or in the US (Virginia)', pl: 'w UE (Frankfurt) lub w USA (Wirginia)' },
    subprocessorNoticeDays: { en: String(policies.subprocessorNoticeDays), pl: String(policies.subprocessorNoticeDays) },
    supportHours: {
      en: `Monday to Friday, ${clockEn(en.from)} to ${clockEn(en.to)} Eastern time`,
      pl: `od poniedziałku do piątku, ${pl.from}:00–${pl.to}:00 czasu polskiego`,
    },
    languagesLive: { en: languages('live', 'en'), pl: languages('live', 'pl') },
    languagesBeta: { en: languages('beta', 'en'), pl: languages('beta', 'pl') },
    aiIntro: {
      en: `introduces itself as your ${aiGreetingWords.en} in its first sentence`,
      pl: `już w pierwszym zdaniu przedstawia się jako ${aiGreetingWords.pl}`,
    },
    pickup: { en: 'on the first ring', pl: 'już przy pierwszym sygnale' },
    replyTime: { en: seconds(policies.answerSpeed.medianReplyMs, 'en'), pl: seconds(policies.answerSpeed.medianReplyMs, 'pl') },
  };
}
