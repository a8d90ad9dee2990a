/**
 * The policies a buyer checks before signing, in one typed place beside
 * lib/copy/claims.ts: how usage is billed, the trial, the guarantee, setup fees,
 * tax, where data lives and where each subprocessor holds it, support hours and answer speed, the
 * languages, call recording and consent, deletion after a customer leaves, what a caller hears when
 * every line is busy, minutes beyond the allowance (Free included), and how far each security
 * standard goes (nothing is certified).
 * Copy never states one itself: it says `{billingIncrement}`, `{trialPlans}`,
 * `{supportHours}`… (`policyClaims`, merged into the claims and filled in by
 * `siteMessages()`), and the estimator, the terms and the FAQ read the same
 * values. `lib/copy/claims.test.ts` fails when a message writes a policy literally.
 */
import type { PlanId, TelecomPrice } from '../site';
import { siteConfig, telecomMarkets } from '../site';
import { formatRate } from '../facts/format';
import { concurrencyOf, planFeatures, planList, planOrder, plansWith } from './plan-features';
import { hasConnected } from '../data/integrations';
import { billing } from './billing';

type Market = 'en' | 'pl';
/** How far the company goes with a security standard: certified by an accredited body, audited by an independent auditor, followed, met through a provider, complied with (a law), or offered as a configuration. */
export type SecurityStatus = 'certified' | 'audited' | 'followed' | 'provider' | 'complied' | 'configuration';

export const policies = {
  billing,
  trial: {
    days: siteConfig.trialDays,
    /** The plans that start with a free trial (Free needs none; Pay-as-You-Go has no fee to try; Enterprise runs a pilot). */
    plans: ['starter', 'growth', 'scale'] as readonly PlanId[],
    /** The trial's days are counted from the day the agent answers its first live call, not from sign-up, so the rollout is never inside it. */
    startsAt: 'go-live' as const,
    /** Without a chosen paid plan the account moves to Free at the trial's end: the agent keeps answering within Free's minutes, nothing is charged. */
    atEnd: 'free-plan' as const,
    /** We email the customer this many days before the trial ends, with what the move to Free takes away (agency read 14, item 7). */
    endNoticeDays: 3,
    cardRequired: false,
    /**
     * The trial's minutes are the chosen plan's monthly included minutes, no more. When they are used
     * up, calls go to the fallback number for the rest of the trial (as at any limit, `atLimit`: chats
     * go on, the owner is emailed at `warnAtPercent` and when they run out); nothing used in the trial
     * is charged, so a trial never bills extra minutes.
     */
    minutes: 'plan-included' as const,
    atMinutesEnd: 'fallback-number' as const,
    extraMinutesBilled: false,
    /**
     * Adding a payment method during the trial charges nothing; choosing a paid plan ends the trial
     * that day and starts its billing (the way to keep answering once the trial's minutes are used up).
     */
    paymentMethodStartsBilling: false,
    paidPlanChosen: 'trial-ends-billing-starts' as const,
  },
  guarantee: {
    days: siteConfig.moneyBackDays,
    /** What is refunded: the first monthly plan fee. Minutes used beyond the included ones, phone numbers and carrier charges are billed as used and not refunded. */
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
    /** Text to speech: the agent's spoken replies (names, addresses, amounts) are turned into a voice. */
    { id: 'speechSynthesis', region: 'chosen' },
    { id: 'languageModel', region: 'chosen' },
    { id: 'telephony', region: 'numberCountry' },
    { id: 'messaging', region: 'eu' },
    /**
     * WhatsApp and Messenger (on `{whatsappFrom}` and above) run on Meta's platform: Meta Platforms Ireland, the
     * platform's operator, carries those messages on its own servers. Named, because the channel is Meta's.
     */
    { id: 'messagingPlatform', region: 'platform' },
  ] as const,
  /**
   * The other rows are listed by role: which company fills each one is set per deployment. The copy of the data
   * processing agreement we send on request (`dpa`) names each one (`{processorNames}`).
   */
  subprocessorNames: 'in-dpa-copy' as const,
  subprocessorNoticeDays: 30,
  /**
   * Call recording: off until the customer switches it on. When it is on, the agent says so to the
   * caller in its first sentence, before anything is recorded (the caller is told, and can ask for a
   * person or hang up). Recordings and transcripts are kept for these many days by default; the
   * customer can shorten both, to zero with Full Privacy Mode (lib/copy/plan-features.ts), never lengthen them
   * (`retentionChange`, said in the terms as `{retentionShorten}`: no page says the customer "chooses how long").
   * Every call is transcribed (the agent works from the text, and transcripts are kept by default), so
   * the agent's first sentence tells every caller so, with recording off or on (`transcriptNotice`,
   * the words in `callNoticeWords`): the caller hears it before saying anything (Florida and other
   * all-party-consent states), and can ask for a person or hang up.
   */
  recording: { defaultOn: false, consent: 'caller-told-first-sentence' as const, recordingDays: 30, transcriptDays: 90, transcriptNotice: 'first-sentence' as const, retentionChange: 'shorten-only' as const },
  /**
   * After the contract ends the customer can export its data for `exportDays`; then everything is deleted
   * and the deletion confirmed in writing. The one exception: our invoices and billing records of the
   * account (never calls, recordings or transcripts), kept as long as tax and accounting law requires.
   */
  deletion: { exportDays: 30, confirmedInWriting: true, keptAfter: 'billing-records' as const },
  /**
   * When every line of the plan is busy (lib/copy/plan-features.ts `concurrentCalls`), the next caller
   * hears a short hold message and is answered as soon as a line frees up: a queue, never a busy
   * signal or voicemail. Nobody waits longer than `maxHoldSeconds`: then the call is forwarded to the
   * fallback number the customer gives at setup (a front desk, a manager's mobile), on every plan.
   */
  overflow: { whenAllBusy: 'hold-queue' as const, busySignal: false, voicemail: false, maxHoldSeconds: 60, afterMaxHold: 'fallback-number' as const },
  /**
   * When the agent stops answering calls: once Free's included minutes are used up (without a payment
   * method and cap), or a paid plan's monthly spending cap is reached. Calls are then forwarded to the
   * same fallback number (`overflow.afterMaxHold`) until the next billing month or until the customer
   * raises the cap; chats and messages go on (they use no minutes). The account owner is emailed at
   * `warnAtPercent` of the minutes or cap, and again when it is reached.
   */
  atLimit: { calls: 'fallback-number' as const, chatsContinue: true, warnAtPercent: 80 },
  /**
   * When our platform itself is down (an outage, not a busy line or a limit): the phone number's
   * carrier forwards the call to the same fallback number (`overflow.afterMaxHold`), so a caller reaches
   * the customer's team or its voicemail, never silence. No availability figure is promised on the
   * self-serve plans (an Enterprise order form may set one). Our team works on an outage around the
   * clock on the plans with `outageSupport247` (lib/copy/plan-features.ts), and during support hours
   * on the others. Pages that say the agent answers "around the clock" say this through `{policy.outage}`.
   */
  outage: { calls: 'fallback-number' as const, uptimeTarget: null, targetOnlyInOrderForm: true, forwardedLine: 'fallback-must-differ' as const, reroutedBy: 'carrier' as const, forwardSetUp: 'with-us-at-rollout' as const },
  /**
   * Phone numbers, carrier charges for calls and the agent's text messages (SMS): passed through at our
   * telephony provider's cost, with no markup, on our monthly invoice, on every plan and on success-based
   * pricing. A customer who forwards its own line pays its own carrier for the forwarding, on its bill.
   * The deployment may state the prices of a number and of a carrier minute per number country
   * (`prices`, NEXT_PUBLIC_TELECOM_PRICES in lib/site.ts): a page states those of its own market's country
   * (US on English pages, PL on Polish pages). Whatever the site does not state (texts, other countries,
   * every price while none is configured) is quoted in writing before go-live (`quote`), never left open.
   * During the trial and on the Free plan they are on us (`trialAndFree`): "nothing is charged" there stays true.
   */
  telecomCharges: {
    billedBy: 'us-monthly-invoice' as const,
    price: 'at-cost' as const,
    markup: false,
    /** Read 17 (agency-pl-17, item 3): after a handover the minutes stop; the leg to the person costs its carrier charges alone, at cost. */
    transferredLeg: 'carrier-charges-only' as const,
    /** Read 18 (agency-pl-18, item 10): minutes run until the agent connects the caller (its briefing of your colleague included); then carrier charges for both legs. */
    transferMinutesUntil: 'connected' as const,
    forwardingBilledBy: 'customer-carrier' as const,
    trialAndFree: 'on-us' as const,
    quote: 'before-go-live' as const,
    prices: siteConfig.telecomPrices,
  },
  /**
   * Forwarding a line to the agent's number: any number the customer holds can be forwarded (an office line,
   * each agent's mobile); the customer's carrier bills the forwarding, during the trial too (`trialAndFree` covers
   * only our numbers and carrier charges); the fallback must be another number (`outage.forwardedLine`).
   * Nothing routes a forwarded call by the number it came from: no page says the agent knows whose mobile or
   * listing a call was meant for (`{forwardAnyNumber}`).
   * Decided in round 11 (agency-pl-10, item 2): a handover rings the transfer number set at setup for each person who
   * takes handovers (`handoverTo`), never the number the caller dialed. Round 12 (agency-pl-11, item 3): a transfer or
   * fallback number must not forward to the agent at all, not even when unanswered (`transferNumberForwards: 'never'`):
   * an unanswered handover would come back to the agent instead of the callback it promises. An agent whose cell
   * forwards to the agent (always or on no answer) gives another number, such as the office. The number a
   * confirmation gives a caller for that person is the same transfer number (`contactNumberSent`), so a buyer who calls
   * back reaches the person, not the agent again. Said once, in the /real-estate FAQ answer (`{forwardAnyNumber}`).
   */
  forwarding: {
    anyNumber: true,
    billedInTrial: 'customer-carrier' as const,
    routedByDialedNumber: false,
    handoverTo: 'transfer-number-per-person' as const,
    transferNumberForwards: 'never' as const,
    contactNumberSent: 'transfer-number' as const,
    /** Read 17 (agency-pl-17, item 1): an office whose every line forwards to the agent has no number to hand over to; without one the agent books callbacks instead. */
    noTransferNumber: 'callbacks-instead' as const,
    /** Read 18 (agency-pl-18, item 1): a forwarded cell's call that is not about a listing goes to the person the caller names, or becomes their callback. */
    otherCalls: 'person-named-or-callback' as const,
  },
  /**
   * Below `{pmsFrom}` (no PMS reached) the agent books nothing: it takes the guest's request and
   * details and emails them to the team, which confirms the booking; it never tells a caller a room is held.
   */
  bookingWithoutPms: 'request-to-team' as const,
  /** Read 18 (hotel-en-18, item 3): the agent takes no card; a booking keeps the PMS's unguaranteed status until the team or PMS guarantees it. */
  bookingGuarantee: 'pms-unguaranteed-until-team' as const,
  /**
   * Where the agent's knowledge of a business comes from when no system of it is connected (a Polish
   * agency's listings, a clinic's services): the knowledge base we load at setup from what the customer
   * gives us (an export file, its website, documents), which the customer updates in the dashboard.
   * Nothing refreshes it on its own: the agent knows a change once it is in the knowledge base, and it
   * reads a CRM or PMS only when that system is connected (lib/data/integrations.ts).
   */
  /**
   * Decided in round 11 (agency-pl-10, item 4): in the dashboard the customer edits, adds or removes one entry (a listing
   * sold or repriced) or uploads a new export file, which replaces the entries loaded from the last one (`updateWays`).
   * Said once, in the /real-estate FAQ answer (`{knowledgeSource}`).
   */
  knowledgeSource: { loadedAtSetup: true, updatedBy: 'customer-dashboard' as const, autoRefresh: false, updateWays: ['edit-entry', 'upload-export'] as const, exportFormats: ['CSV', 'XML'] as const },
  /**
   * Nothing connects to a transport or concierge system (lib/data/integrations.ts): an airport shuttle or a taxi the
   * caller asks for is a request the agent passes to the front desk, which confirms it; the agent never says it is booked.
   */
  transportRequests: 'to-front-desk' as const,
  /**
   * Real estate: a commission is paid when the deal closes, weeks or months after the call, so a
   * fee-back figure said to an agency says so (`{commissionLag}` beside `{roi}` / `{feeBackDays}`).
   */
  commissionPaidAt: 'deal-close' as const,
  /**
   * Success-based pricing (both success pages and the terms, `{policy.successTerms}`): the fees are quoted
   * per business and set, with what counts as an outcome and the term, in an order form signed before the
   * rollout. One mechanism takes anything off the invoice, the monthly report: the customer marks a no-show (guest or buyer)
   * or an outcome it disputes there, and it is not billed (`{successDisputes}`; the PMS reconciliation removes cancellations,
   * not no-shows). A showing the buyer cancels is never billed. An agency pays once per buyer: a buyer the agent qualifies
   * and books a showing for is billed the showing fee alone, never the lead fee too (`{successOnce}`).
   * The features the agent has on it are plan-features `successPricingPlan`'s.
   * The same rules for hotels and agencies: no minimum fee (a month without a billed outcome bills nothing,
   * `{successNoMinimum}`); no free trial (the trial is the monthly plans', `trial.plans`; `{successNoTrial}`);
   * a move to a monthly plan happens at the end of the term set in the order form (`{successSwitch}`).
   * Phone numbers and carrier charges are billed at cost on success pricing too (telecomCharges), so a headline says the
   * customer pays fees (a fee, „stawkę”) only for outcomes, never that it pays only for them (`successFeeOnly` in claims.ts).
   */
  successPricing: {
    fees: 'quoted-per-business' as const,
    termsIn: 'order-form' as const,
    disputes: 'monthly-report' as const,
    noShows: 'marked-in-monthly-report' as const,
    noShowsBilled: false,
    buyerCancellationsBilled: false,
    leadWithShowing: 'showing-fee-only' as const,
    minimumFee: false,
    freeTrial: false,
    switchToMonthly: 'end-of-term' as const,
    /** Read 17 (hotel-en-17, items 4 and 5): a hotel's fee is on room revenue before taxes, fees and extras; returning guests are not billed, as an agency's existing clients are not. */
    hotelBookingValue: 'room-revenue-before-taxes-and-extras' as const,
    returningGuestsBilled: false,
    /** Read 18: an agency's showing booked by its team after a handover is not billed; a lead the agent qualified before it is. */
    handedOver: 'lead-billed-showing-not' as const,
  },
  /**
   * Training: no model, ours or a provider's, is trained on a customer's conversations; the language
   * model's provider is contracted not to (trust page's subprocessor table). The demo line's
   * transcripts (not customers') are kept `demoTranscriptDays` to improve the demo.
   */
  training: { onCustomerConversations: false, demoTranscriptDays: 30, demoAudioStored: false },
  /**
   * How soon we answer what is not support, in business days: a contact-form message, a partnership
   * application, a request for the data processing agreement, and the written summary after a demo.
   */
  replyBusinessDays: { contact: 1, partnership: 2, dpa: 2, demoSummary: 1 },
  /**
   * Onboarding: on every plan an onboarding specialist from our team writes within
   * `firstContactBusinessDays` of sign-up and sets the agent up with the customer until it goes live
   * (the welcome flow promises it). After go-live, support is the plan's (lib/copy/plan-features.ts
   * `support`), and conversation reviews with our team are the plan's (`reviews`).
   */
  /**
   * Seats: no plan counts dashboard users or the calendars the agent books into (an agency's every agent, a
   * clinic's every practitioner). What a plan limits is minutes and calls at once (plan-features.ts); the pricing
   * comparison says "Unlimited" in its users-and-calendars row, and the success pricing intro's "no seats" holds.
   */
  seats: { dashboardUsers: 'unlimited' as const, calendars: 'unlimited' as const },
  onboarding: { specialistOnEveryPlan: true, firstContactBusinessDays: 1, until: 'go-live' as const },
  /**
   * The rollout's days (claims `rollout`) run from the day the customer signs up on a self-serve plan, or
   * signs the order form (Enterprise, success-based pricing): `{rolloutFrom}`. The trial's days do not start
   * then but at go-live (`trial.startsAt`, `{trialStart}`), so the rollout is never inside the trial.
   */
  rolloutStartsAt: 'sign-up-or-order' as const,
  /**
   * A connection through a partner's certified connector (lib/data/integrations.ts status `partner`): the
   * partner's fee is ours to pay, included in the plan; the customer is never billed for it (`{partnerFee}`).
   */
  partnerConnectorFee: 'included' as const,
  /**
   * What the agent quotes: only the rates and offers in the customer's connected systems and approved knowledge
   * base; it has no discounts of its own (`{quotesConfigured}`). That is how it is set up, not a guarantee: terms §12
   * says the same beside the liability clause, and no page says it "never invents" one.
   */
  quotes: { source: 'configured-rates-and-offers' as const, ownDiscounts: false },
  /** Who supports a partner connection when it breaks: our support, as for native and API connections, at no extra cost (`{partnerSupport}`). */
  partnerConnectorSupport: 'ours-included' as const,
  /**
   * The data processing agreement is part of the terms and applies from sign-up; a copy to sign is sent on
   * request within `replyBusinessDays.dpa` (`{dpaTerms}`).
   */
  dpa: { partOfTerms: true, signedCopyOnRequest: true },
  /**
   * Security standards and how far each one goes. Nothing is certified: ISO 27001 is followed,
   * SOC 2 controls are designed to its criteria and assessed by an independent auditor (report under
   * NDA), card details go to a PCI DSS-compliant payment provider, the GDPR is law we comply with,
   * HIPAA is a configuration on the plans that have it. Copy may not call any of them a certification
   * (`securityLiteralPatterns` in lib/copy/claims.ts).
   */
  security: [
    { id: 'iso27001', name: 'ISO 27001', status: 'followed' },
    { id: 'soc2', name: 'SOC 2', status: 'audited' },
    { id: 'pciDss', name: 'PCI DSS', status: 'provider' },
    { id: 'gdpr', name: 'GDPR', status: 'complied' },
    { id: 'hipaa', name: 'HIPAA', status: 'configuration' },
  ] as readonly { id: 'iso27001' | 'soc2' | 'pciDss' | 'gdpr' | 'hipaa'; name: string; status: SecurityStatus }[],
  /**
   * The SOC 2 auditor's report: offered to customers on any plan and to businesses evaluating us, on request,
   * once a non-disclosure agreement is signed (`{auditReport}`). Only SOC 2 is audited: ISO 27001 is followed.
   */
  auditReport: { standard: 'soc2' as const, plans: 'any' as const, onRequest: true, underNda: true },
  /** Where each data region is: its place name, per language. */
  regionPlaces: {
    eu: { en: 'the EU (Frankfurt)', pl: 'UE (Frankfurt)' },
    us: { en: 'the US (Virginia)', pl: 'USA (Wirginia)' },
  } as const,
  /** The website's own analytics (after consent only): PostHog's EU cloud. */
  siteAnalyticsRegion: 'eu' as const,
  /**
   * Minutes beyond a plan's allowance: billed at the per-minute rate (the estimator, lib/calculators/plan-estimate.ts,
   * prices them so on every plan, Free included) up to a monthly cap the customer sets. On Free nothing is charged
   * until the customer adds a payment method and sets that cap: until then the agent answers within Free's minutes.
   */
  overage: { billedPerMinute: true, monthlyCap: true, freeNeedsPaymentMethod: true },
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
  /**
   * A caller who starts reading out a card number (hotel read 14, item 3): the agent interrupts, and the digits are
   * masked in the transcript and in any recording (`{cardSpoken}`, on /trust).
   */
  cardSpoken: { agentInterrupts: true, maskedIn: ['transcript', 'recording'] as const },
  /**
   * The agent's answer speed, measured on the production platform: it picks up on the first ring when
   * one of the plan's lines is free (when all are busy, `overflow` applies), and its median reply
   * after the caller stops speaking. `{pickup}` says the condition.
   */
  /** Read 17 (hotel-en-17, item 11): a plan change any time; an upgrade starts at once (its minutes, the difference pro rata), a downgrade with the next billing month. */
  planChange: { upgrade: 'immediately-prorated' as const, upgradeMinutes: 'prorated-used-count' as const, downgrade: 'next-billing-month' as const },
  answerSpeed: { pickupRing: 1, medianReplyMs: 800, medianOver: 'target-checked-monthly' as const },
  /** Planned maintenance: announced by email this many business days ahead, run in the region's quietest hours; calls go to the fallback number meanwhile (hotel read 14, item 12). */
  maintenance: { noticeBusinessDays: 3, window: 'fewest-calls-in-region' as const, callsTo: 'fallback-number' as const, maxHours: 2, maxPerMonth: 2 },
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
/** The words the same first sentence uses to say the call is transcribed (`recording.transcriptNotice`), per spoken language. */
/** The same meaning in every language and true in every mode: the call is turned into text (not "stored": Full Privacy Mode keeps nothing). */
export const callNoticeWords = { en: 'this call is transcribed', pl: 'rozmowa jest zamieniana na tekst', es: 'esta llamada se transcribe' } as const;

/** Each language's name, and in Polish the adverb a sentence about speaking it needs („mówi po angielsku”). */
const languageNames: Record<string, { en: string; pl: string; plAdverb: string }> = {
  en: { en: 'English', pl: 'angielski', plAdverb: 'angielsku' },
  es: { en: 'Spanish', pl: 'hiszpański', plAdverb: 'hiszpańsku' },
  pl: { en: 'Polish', pl: 'polski', plAdverb: 'polsku' },
  de: { en: 'German', pl: 'niemiecki', plAdverb: 'niemiecku' },
  fr: { en: 'French', pl: 'francuski', plAdverb: 'francusku' },
  it: { en: 'Italian', pl: 'włoski', plAdverb: 'włosku' },
};

const join = (items: string[], and: string) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;

/** The live (or beta) languages as what the agent speaks: "English, Spanish…" / „po angielsku, hiszpańsku…”. */
function languagesSpoken(locale: Market, status: 'live' | 'beta' = 'live'): string {
  const live = policies.languages.filter((l) => l.status === status).map((l) => languageNames[l.code]!);
  return locale === 'pl' ? `po ${join(live.map((l) => l.plAdverb), 'i')}` : join(live.map((l) => l.en), 'and');
}

/** The live languages' names, one per item, capitalised as a label shows them ("Spanish", „Hiszpański”). */
export function liveLanguageNames(locale: Market): string[] {
  return policies.languages
    .filter((l) => l.status === 'live')
    .map((l) => languageNames[l.code]![locale])
    .map((name) => name.charAt(0).toLocaleUpperCase(locale) + name.slice(1));
}

function languages(status: 'live' | 'beta', locale: Market, conjunction?: string): string {
  return join(
    policies.languages.filter((l) => l.status === status).map((l) => languageNames[l.code]![locale]),
    conjunction ?? (locale === 'pl' ? 'i' : 'and'),
  );
}

function clockEn(hour: number): string {
  const h = hour % 12 === 0 ? 12 : hour % 12;
  return `${h} ${hour < 12 ? 'a.m.' : 'p.m.'}`;
}

/** "one business day" / „jednego dnia roboczego” (the genitive after „w ciągu”). */
function businessDays(days: number): { en: string; pl: string } {
  const words: Record<number, { en: string; pl: string }> = { 1: { en: 'one business day', pl: 'jednego dnia roboczego' }, 2: { en: 'two business days', pl: 'dwóch dni roboczych' } };
  return words[days] ?? { en: `${days} business days`, pl: `${days} dni roboczych` };
}

/** "0.8 s" / "0,8 s". */
function seconds(ms: number, locale: Market): string {
  const value = (ms / 1000).toLocaleString(locale === 'pl' ? 'pl-PL' : 'en-US', { maximumFractionDigits: 1 });
  return locale === 'pl' ? `${value} s` : `${value} seconds`;
}

/** A data region in Polish, in the locative after „w”: „w UE (we Frankfurcie)”. */
const regionLocativePl: Record<'eu' | 'us', string> = { eu: 'w UE (we Frankfurcie)', us: 'w USA (w Wirginii)' };

/** The data regions with the market's default first. */
function byDefaultFirst(market: Market) {
  const first = policies.dataRegions.defaultByMarket[market];
  return [first, ...policies.dataRegions.choices.filter((r) => r !== first)];
}

/** Each subprocessor's role, for the one sentence that says where each holds data (`{processorRegions}`). */
const processorRoles: Record<(typeof policies.subprocessors)[number]['id'], { en: string; pl: string; plural?: true }> = {
  hosting: { en: 'hosting and backups', pl: 'hosting z kopiami zapasowymi' },
  speech: { en: 'speech recognition', pl: 'rozpoznawanie mowy' },
  speechSynthesis: { en: 'speech synthesis', pl: 'synteza mowy' },
  languageModel: { en: 'the language model', pl: 'model językowy' },
  telephony: { en: 'telephony', pl: 'telefonia' },
  messaging: { en: 'email and SMS delivery', pl: 'wysyłka e-maili i SMS-ów' },
  messagingPlatform: { en: 'WhatsApp and Messenger', pl: 'WhatsApp i Messenger', plural: true },
};
const regionWords = {
  chosen: { en: 'in that region', pl: 'w wybranym regionie' },
  numberCountry: { en: 'in the phone number’s country', pl: 'w kraju numeru telefonu' },
  eu: { en: 'in the EU', pl: 'w UE' },
  platform: { en: 'on Meta’s servers', pl: 'na serwerach Meta' },
} as const;

/** Each region's verb, singular and plural: every group says its own (no gapped "telephony in …, email in …"). */
const regionVerbs: Record<keyof typeof regionWords, { en: [string, string]; pl: [string, string] }> = {
  chosen: { en: ['stays', 'stay'], pl: ['działa', 'działają'] },
  numberCountry: { en: ['runs', 'run'], pl: ['działa', 'działają'] },
  eu: { en: ['runs', 'run'], pl: ['odbywa się', 'odbywają się'] },
  platform: { en: ['runs', 'run'], pl: ['działa', 'działają'] },
};

/** "hosting and backups, speech recognition and the language model stay in the region you choose, telephony runs in …": subprocessors grouped by where they hold data, each group with its verb. */
function processorRegions(locale: Market): string {
  const groups = new Map<keyof typeof regionWords, { en: string; pl: string; plural?: true }[]>();
  for (const { id, region } of policies.subprocessors) groups.set(region, [...(groups.get(region) ?? []), processorRoles[id]]);
  const many = (roles: { plural?: true }[]) => roles.length > 1 || roles[0]?.plural === true;
  const parts = [...groups.entries()].map(
    ([region, roles]) => `${join(roles.map((role) => role[locale]), locale === 'pl' ? 'i' : 'and')} ${regionVerbs[region][locale][many(roles) ? 1 : 0]} ${regionWords[region][locale]}`,
  );
  if (parts.length <= 1) return parts.join('');
  const list = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')}${locale === 'pl' ? ', a ' : ', and '}${items[items.length - 1]}`);
  const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  // Polish: the chosen region's group is a sentence of its own, the rest a second one (one forty-word sentence read as a list).
  if (locale === 'pl') return `${parts[0]}. ${capital(list(parts.slice(1)))}`;
  // English in short sentences (voice.md, stacked clauses): the chosen region first, then one each, the last two joined.
  if (parts.length > 2) return [...parts.slice(0, -2), `${parts[parts.length - 2]}, and ${parts[parts.length - 1]}`].map((part, i) => (i === 0 ? part : capital(part))).join('. ');
  return list(parts);
}

/** The plans that get custom integrations (a card link is one): "Enterprise". */
const customPlans = (locale: Market) => planList(plansWith((f) => f.integrations === 'allCustom'), locale);

/**
 * The security standards as one phrase that fits after "with" / "z": each said as far as it goes
 * (`policies.security`), never as a certification.
 */
function securityStandards(): { en: string; pl: string } {
  const status = (id: string) => policies.security.find((s) => s.id === id)!.status;
  if (status('iso27001') !== 'followed' || status('soc2') !== 'audited' || status('pciDss') !== 'provider' || hasConnected('payments')) {
    throw new Error('policies.security changed: reword securityStandards() to match');
  }
  return {
    // No payment gateway is connected (lib/data/integrations.ts): the agent never takes a card number.
    // The auditor assesses the controls against SOC 2 only: ISO 27001 is followed, never said as audited.
    en: 'security controls that follow ISO 27001 and that an independent auditor assesses against the SOC 2 criteria. We process data in line with GDPR. The agent never takes card numbers',
    pl: `zabezpieczeniami opartymi na normie ISO 27001, które niezależny audytor ocenia według kryteriów SOC 2. Agent nie przyjmuje numerów kart; bramkę płatniczą zgodną z PCI DSS podłączamy na zamówienie w planie ${customPlans('pl')}. Dane przetwarzamy zgodnie z RODO`,
  };
}

/**
 * The telecom prices as a sentence per language (policies.telecomCharges): the configured figures for
 * the page's market's country (a US number on English pages, a Polish one on Polish pages) and the rest
 * quoted in writing before go-live; with no figures for that country, all of it quoted before go-live.
 */
export function telecomPrice(prices: readonly TelecomPrice[]): { en: string; pl: string } {
  const of = (locale: Market) => prices.find((p) => p.country === telecomMarkets[locale].country);
  const us = of('en');
  const pl = of('pl');
  return {
    en: us
      ? `A US number costs ${formatRate('en', us.monthlyFee, telecomMarkets.en.currency)} a month, and calls cost ${formatRate('en', us.perMinute, telecomMarkets.en.currency)} a minute in carrier charges; texts and other countries are quoted in writing before go-live.`
      : 'Before go-live, we send a written quote for numbers, carrier charges and texts in your country.',
    pl: pl
      ? `Polski numer kosztuje ${formatRate('pl', pl.monthlyFee, telecomMarkets.pl.currency)} miesięcznie, a opłata operatora za połączenia – ${formatRate('pl', pl.perMinute, telecomMarkets.pl.currency)} za minutę; ceny SMS-ów i numerów w innych krajach podajemy na piśmie przed uruchomieniem agenta.`
      : 'Ceny numeru, minut połączeń i SMS-ów dla Twojego kraju podajemy na piśmie przed uruchomieniem agenta.',
  };
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
  // `trialAtEnd` says what the move to Free takes away: one call at a time, no handover.
  if (concurrencyOf('free') !== 1 || planFeatures.free.handover || planFeatures.free.integrations !== 'calendar') throw new Error('Free plan changed: reword trialAtEnd to match');
  if (policies.trial.paymentMethodStartsBilling || policies.trial.paidPlanChosen !== 'trial-ends-billing-starts') throw new Error('policies.trial changed: reword trialPaidPlan');
  const t = policies.telecomCharges;
  if (t.billedBy !== 'us-monthly-invoice' || t.price !== 'at-cost' || t.markup || t.forwardingBilledBy !== 'customer-carrier' || t.trialAndFree !== 'on-us' || t.quote !== 'before-go-live') throw new Error('policies.telecomCharges changed: reword costLeavesOut, telecomCharges and telecomPrice');
  const price = telecomPrice(t.prices);
  // On the plans without a PMS connection the agent takes a request and emails it to the team (every plan emails).
  if (policies.bookingWithoutPms !== 'request-to-team' || plansWith((f) => !f.emailNotices).length > 0) throw new Error('reword bookingWithoutPms');
  if (policies.outage.reroutedBy !== 'carrier' || policies.outage.forwardSetUp !== 'with-us-at-rollout') throw new Error('policies.outage changed: reword outageForwarded');
  // Handover is on every paid plan (Pay-as-You-Go included), so copy says "every paid plan", not "Starter and above".
  const handoverPlans = plansWith((f) => f.handover);
  if (policies.trial.minutes !== 'plan-included' || policies.trial.atMinutesEnd !== 'fallback-number' || policies.trial.extraMinutesBilled) throw new Error('policies.trial changed: reword trialMinutes');
  // The comparison's users-and-calendars row says "Unlimited" on every plan (components/sections/PlanCards.tsx).
  if (policies.seats.dashboardUsers !== 'unlimited' || policies.seats.calendars !== 'unlimited') throw new Error('policies.seats changed: give the comparison row its limits');
  if (policies.forwarding.billedInTrial !== 'customer-carrier') throw new Error('policies.forwarding changed: reword trialMinutes and forwardAnyNumber');
  if (policies.forwarding.handoverTo !== 'transfer-number-per-person' || policies.forwarding.transferNumberForwards !== 'never' || policies.forwarding.contactNumberSent !== 'transfer-number') throw new Error('policies.forwarding changed: reword forwardAnyNumber');
  if (policies.knowledgeSource.updateWays.join() !== 'edit-entry,upload-export') throw new Error('policies.knowledgeSource changed: reword knowledgeSource');
  if (policies.forwarding.noTransferNumber !== 'callbacks-instead' || policies.forwarding.otherCalls !== 'person-named-or-callback') throw new Error('policies.forwarding changed: reword forwardAnyNumber');
  if (policies.telecomCharges.transferredLeg !== 'carrier-charges-only' || policies.telecomCharges.transferMinutesUntil !== 'connected') throw new Error('policies.telecomCharges changed: reword transferredLeg');
  if (policies.successPricing.hotelBookingValue !== 'room-revenue-before-taxes-and-extras' || policies.successPricing.returningGuestsBilled) throw new Error('policies.successPricing changed: reword hotelSuccessValue and hotelSuccessReturning');
  if (policies.successPricing.handedOver !== 'lead-billed-showing-not') throw new Error('policies.successPricing changed: reword agencyHandedOver');
  if (policies.bookingGuarantee !== 'pms-unguaranteed-until-team') throw new Error('policies.bookingGuarantee changed: reword bookingGuarantee');
  if (policies.forwarding.transferNumberForwards !== 'never' || policies.forwarding.noTransferNumber !== 'callbacks-instead') throw new Error('policies.forwarding changed: reword hotelHandoverNumber');
  if (policies.planChange.upgrade !== 'immediately-prorated' || policies.planChange.upgradeMinutes !== 'prorated-used-count' || policies.planChange.downgrade !== 'next-billing-month') throw new Error('policies.planChange changed: reword planChange');
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
      en: 'phone numbers and carrier charges for calls and texts (SMS), billed at cost, and sales tax where your state charges it',
      pl: 'kosztu numerów telefonów, opłat operatora za połączenia i SMS-y agenta (doliczamy je na fakturze po kosztach) ani podatku VAT',
    },
    /** Who bills phone numbers, carrier charges and SMS, and at what price (policies.telecomCharges): a whole sentence, for the terms. */
    telecomCharges: {
      en: `Phone numbers, carrier charges for calls and the agent’s text messages (SMS) are passed through at our telephony provider’s cost, with no markup, on our monthly invoice, on every paid plan and on success-based pricing; during the trial and on Free, they’re on us. ${price.en} If you forward your own line to us, your own carrier bills the forwarding.`,
      pl: `Numery telefonów, opłaty operatora za połączenia i SMS-y wysyłane przez agenta doliczamy do miesięcznej faktury po kosztach naszego dostawcy telefonii, bez marży, w każdym płatnym planie i przy rozliczeniu za efekty; w okresie próbnym i w planie Free pokrywamy je sami. ${price.pl} Jeśli przekierowujesz do nas własny numer, za przekierowanie płacisz swojemu operatorowi.`,
    },
    /**
     * What a number and a carrier minute cost in the page's market (policies.telecomCharges `prices` and `quote`):
     * a whole sentence, in the estimator's note on /pricing and inside `telecomCharges` (terms §5).
     */
    telecomPrice: price,
    /** What the agent does with a room request below the first plan that reaches a PMS (policies.bookingWithoutPms). */
    bookingWithoutPms: {
      en: 'on other plans, it emails them to your team to confirm',
      pl: 'w niższych planach wysyła je e-mailem zespołowi do potwierdzenia',
    },
    /** The plans with handover to a person, as the object of "on" / „w”: every paid plan today. */
    handoverPlans:
      handoverPlans.length === planOrder.length - 1 && !handoverPlans.includes('free')
        ? { en: 'every paid plan', pl: 'każdym płatnym planie' }
        : { en: planList(handoverPlans, 'en'), pl: `planach ${planList(handoverPlans, 'pl')}` },
    /** Adding a card or choosing a paid plan during the trial (policies.trial `paymentMethodStartsBilling`, `paidPlanChosen`). */
    trialPaymentMethod: {
      en: 'Adding a payment method during the trial charges nothing.',
      pl: 'Dodanie metody płatności w trakcie okresu próbnego niczego nie uruchamia.',
    },
    /** Choosing a paid plan during the trial (policies.trial `paidPlanChosen`): the terms and the pricing page say this one sentence. */
    trialPaidPlan: {
      en: 'Choosing a paid plan during the trial ends it, and billing starts that day.',
      pl: 'Jeśli wybierzesz płatny plan wcześniej, tego dnia kończy się okres próbny i zaczyna się naliczanie opłat.',
    },
    taxNote: { en: 'Prices exclude sales tax, which is added where your state charges it.', pl: `Ceny netto: doliczamy ${policies.vatRatePl}% VAT.` },
    dataRegions: {
      en: join(policies.dataRegions.choices.map((r) => `in ${policies.regionPlaces[r].en}`), 'or'),
      pl: join(policies.dataRegions.choices.map((r) => regionLocativePl[r]), 'albo'),
    },
    /** The same choice for the home GDPR tile, the market's default first and marked inside its brackets: "in the US (Virginia, our default for US customers) or in the EU (Frankfurt)". */
    dataRegionsDefault: {
      en: join(byDefaultFirst('en').map((r, i) => `in ${policies.regionPlaces[r].en}`.replace(/\)$/, i === 0 ? ', our default for US customers)' : ')')), 'or'),
      pl: join(byDefaultFirst('pl').map((r, i) => regionLocativePl[r].replace(/\)$/, i === 0 ? ', domyślnie dla klientów z UE)' : ')')), 'albo'),
    },
    analyticsRegion: { en: policies.regionPlaces[policies.siteAnalyticsRegion].en, pl: policies.regionPlaces[policies.siteAnalyticsRegion].pl },
    recordingDays: { en: String(policies.recording.recordingDays), pl: String(policies.recording.recordingDays) },
    transcriptDays: { en: String(policies.recording.transcriptDays), pl: String(policies.recording.transcriptDays) },
    exportDays: { en: String(policies.deletion.exportDays), pl: String(policies.deletion.exportDays) },
    securityStandards: securityStandards(),
    /** The website's own data (forms, demos): the security words that apply to it, without card payments or the auditor's scope. */
    siteSecurity: policies.security.find((s) => s.id === 'iso27001')!.status === 'followed'
      ? { en: 'encryption and security controls that follow ISO 27001, under the GDPR', pl: 'szyfrowaniem i zabezpieczeniami opartymi na ISO 27001, zgodnie z RODO' }
      : { en: '', pl: '' },
    securityNames: {
      en: join(policies.security.filter((s) => s.id !== 'hipaa').map((s) => s.name), 'and'),
      pl: join(policies.security.filter((s) => s.id !== 'hipaa').map((s) => (s.id === 'gdpr' ? 'RODO' : s.name)), 'i'),
    },
    processorRegions: {
      en: processorRegions('en'),
      pl: processorRegions('pl'),
    },
    recordingConsent: policies.recording.defaultOn
      ? { en: 'on unless you switch it off', pl: 'włączone, dopóki go nie wyłączysz' }
      : {
          en: 'off until you switch it on; when it’s on, the agent says that too',
          pl: 'wyłączone, dopóki go nie włączysz; wtedy agent już w pierwszym zdaniu uprzedza rozmówcę, że rozmowa jest nagrywana',
        },
    trialAtEnd:
      policies.trial.atEnd === 'free-plan'
        ? {
            en: `your account moves to the Free plan. The agent keeps answering within its minutes, ${concurrencyOf('free')} call at a time, without handover, CRM (including our webhook) or PMS connections`,
            pl: `konto przejdzie na plan Free: agent odbiera w ramach bezpłatnych minut tego planu, jedną rozmowę naraz, bez przekazywania rozmów zespołowi i bez połączenia z CRM (także przez webhook) ani z systemem PMS`,
          }
        : { en: '', pl: '' },
    /** What the trial's minutes are and what happens when they run out (policies.trial `minutes`, `atMinutesEnd`). */
    trialMinutes: {
      en: `The trial includes your plan’s features and monthly minutes, with our numbers and carrier charges on us; your carrier bills any forwarding of your own line. If you use the minutes up, calls go to your fallback number until the trial ends (chats keep working), and nothing is charged.`,
      pl: `Okres próbny obejmuje funkcje i miesięczne minuty wybranego planu, a numer telefonu i opłaty operatora pokrywamy my (przekierowanie własnego numeru rozlicza Twój operator). Gdy minuty się skończą, do końca okresu próbnego połączenia trafiają na Twój numer zapasowy (czaty działają dalej) i nic nam nie płacisz.`,
    },
    /** The email before the trial ends (policies.trial `endNoticeDays`): a whole sentence. */
    trialEndNotice: {
      en: `We email you ${policies.trial.endNoticeDays} days before the trial ends.`,
      pl: `Na ${policies.trial.endNoticeDays} dni przed końcem okresu próbnego wysyłamy Ci przypomnienie e-mailem.`,
    },
    /** Where the agent's knowledge comes from without a connected system (policies.knowledgeSource). */
    knowledgeSource: {
      en: `At setup, we load your listings export (${policies.knowledgeSource.exportFormats.join(' or ')}) or website into its knowledge base. It never refreshes itself: in the dashboard, edit or remove a listing, or upload a new export that replaces the last. Once your CRM is connected directly, the agent reads it too; our webhook sends leads but reads nothing back.`,
      pl: `bazy wiedzy, którą przy wdrożeniu wypełniamy z eksportu Twoich ofert (${policies.knowledgeSource.exportFormats.join(' lub ')}) albo ze strony. Sama się nie odświeża: w panelu zmieniasz lub usuwasz pojedynczą ofertę albo wgrywasz nowy eksport, który zastępuje poprzedni. Dane z CRM agent czyta tylko po podłączeniu bezpośrednim; webhook, np. do ASARI, jedynie wysyła zapytania`,
    },
    commissionLag: {
      en: 'commission comes at closing, often weeks or months later',
      pl: 'prowizja wpływa dopiero po transakcji, często po tygodniach lub miesiącach',
    },
    /** What the fallback needs for a line the customer forwards to us (policies.outage `forwardedLine`). */
    outageForwarded: {
      en: 'If you forward your own line, we set that up with you, and your carrier bills it, even in the trial. The fallback must be another number',
      pl: 'Własny numer przekierowujemy razem z Tobą; przekierowanie rozlicza Twój operator, także w okresie próbnym. Numer zapasowy musi być wtedy inny niż przekierowany',
    },
    subprocessorNoticeDays: { en: String(policies.subprocessorNoticeDays), pl: String(policies.subprocessorNoticeDays) },
    /**
     * The terms are one contract in two languages, and each market has its own team and hours (policies.supportHours):
     * each version names both markets' hours (agency read 14, item 3), keyed to the currency a customer is billed in.
     */
    supportHoursByMarket: {
      en: `Monday through Friday, our team in the US serves customers billed in dollars from ${clockEn(en.from)} to ${clockEn(en.to)} Eastern time, and our team in Poland serves those billed in Polish currency (PLN) from ${clockEn(pl.from)} to ${clockEn(pl.to)} Polish time.`,
      pl: `Od poniedziałku do piątku klientów rozliczanych w złotych obsługuje nasz zespół w Polsce, w godzinach ${pl.from}:00–${pl.to}:00 czasu polskiego, a rozliczanych w dolarach – nasz zespół w USA, w godzinach ${en.from}:00–${en.to}:00 czasu wschodnioamerykańskiego.`,
    },
    /** Planned maintenance (policies.maintenance): notice, when it runs, and where calls go meanwhile; said in the terms. */
    maintenance: {
      en: `We announce planned maintenance by email at least ${policies.maintenance.noticeBusinessDays} business days ahead and run it at most ${policies.maintenance.maxPerMonth === 2 ? 'twice' : `${policies.maintenance.maxPerMonth} times`} a month, for up to ${policies.maintenance.maxHours} hours, in the hours with the fewest calls in your data region; while it runs, calls go to your fallback number.`,
      pl: `Planowane prace serwisowe zapowiadamy e-mailem co najmniej ${policies.maintenance.noticeBusinessDays} dni robocze wcześniej i prowadzimy je najwyżej ${policies.maintenance.maxPerMonth === 2 ? 'dwa razy' : `${policies.maintenance.maxPerMonth} razy`} w miesiącu, do ${policies.maintenance.maxHours} godzin, w godzinach, w których w Twoim regionie danych jest najmniej połączeń; w tym czasie połączenia trafiają na Twój numer zapasowy.`,
    },
    supportHours: {
      en: `Monday through Friday, ${clockEn(en.from)} to ${clockEn(en.to)} Eastern time`,
      pl: `od poniedziałku do piątku, ${pl.from}:00–${pl.to}:00 czasu polskiego`,
    },
    languagesLive: { en: languages('live', 'en'), pl: languages('live', 'pl') },
    /** The same list with "or", for a question about one language ("Yes, if it's English, Spanish… or German"). */
    languagesLiveOr: { en: languages('live', 'en', 'or'), pl: languages('live', 'pl', 'albo') },
    languagesSpoken: { en: languagesSpoken('en'), pl: languagesSpoken('pl') },
    languagesBeta: { en: languages('beta', 'en'), pl: languages('beta', 'pl') },
    languagesBetaSpoken: { en: languagesSpoken('en', 'beta'), pl: languagesSpoken('pl', 'beta') },
    aiIntro: {
      en: `introduces itself as your ${aiGreetingWords.en} in its first sentence, which includes “${callNoticeWords.en}.”`,
      pl: `już w pierwszym zdaniu przedstawia się jako ${aiGreetingWords.pl} i mówi, że ${callNoticeWords.pl}`,
    },
    pickup: { en: 'on the first ring when a line is free', pl: 'przy pierwszym sygnale, o ile linia jest wolna' },
    /** When the trial's days start (policies.trial `startsAt`). */
    trialStart: policies.trial.startsAt === 'go-live'
      ? { en: 'counted from the day your agent answers its first live call', pl: 'liczonych od dnia, w którym agent odbierze pierwsze prawdziwe połączenie' }
      : { en: '', pl: '' },
    /** When the rollout's days start (policies.rolloutStartsAt). */
    rolloutFrom: policies.rolloutStartsAt === 'sign-up-or-order' ? { en: 'from sign-up or a signed contract', pl: 'od rejestracji lub podpisania umowy' } : { en: '', pl: '' },
    /** Who pays a partner connector (policies.partnerConnectorFee). */
    partnerFee: policies.partnerConnectorFee === 'included' ? { en: 'the partner’s fee is included in your plan', pl: 'opłata partnera jest w cenie planu' } : { en: '', pl: '' },
    /** The one way anything comes off a success-based invoice (policies.successPricing `disputes`, `noShows`): a whole sentence, without its full stop. */
    successDisputes: policies.successPricing.disputes === 'monthly-report' && policies.successPricing.noShows === 'marked-in-monthly-report'
      ? { en: 'Mark a no-show or an outcome you dispute in the monthly report, and it comes off the invoice', pl: 'Niestawienie się gościa lub klienta albo efekt, który kwestionujesz, zaznacz w miesięcznym raporcie, a zniknie z faktury' }
      : { en: '', pl: '' },
    /** The same rule on each success page, naming who fails to show up there: a guest, a buyer or renter. */
    successDisputesHotel: policies.successPricing.noShows === 'marked-in-monthly-report'
      ? { en: 'Mark a guest’s no-show or a booking you dispute in the monthly report, and it comes off the invoice', pl: 'Niestawienie się gościa albo rezerwację, którą kwestionujesz, zaznacz w miesięcznym raporcie, a zniknie z faktury' }
      : { en: '', pl: '' },
    successDisputesAgency: policies.successPricing.noShows === 'marked-in-monthly-report'
      ? { en: 'Mark a buyer’s or renter’s no-show or an outcome you dispute in the monthly report, and it comes off the invoice', pl: 'Niestawienie się kupującego lub najemcy albo efekt, który kwestionujesz, zaznacz w miesięcznym raporcie, a zniknie z faktury' }
      : { en: '', pl: '' },
    /** Success-based pricing's minimum and move to a monthly plan (policies.successPricing): one FAQ answer each, for hotels and agencies; its trial (none), a clause of `{policy.successTerms}`. */
    successNoMinimum: !policies.successPricing.minimumFee && policies.telecomCharges.price === 'at-cost'
      ? { en: 'No. A month with no billed outcome has no fee. Phone numbers and carrier charges are still billed at cost.', pl: 'Nie. Za miesiąc bez efektów płacisz tylko za numer i opłaty operatora, po kosztach.' }
      : { en: '', pl: '' },
    successNoTrial: !policies.successPricing.freeTrial
      ? {
          en: `has no free trial (only ${trialPlans.en} have one)`,
          pl: `nie ma okresu próbnego (mają go tylko plany ${trialPlans.pl})`,
        }
      : { en: '', pl: '' },
    successSwitch: policies.successPricing.switchToMonthly === 'end-of-term'
      ? { en: 'Yes, at the end of your contract’s term.', pl: 'Tak, po zakończeniu okresu określonego w umowie.' }
      : { en: '', pl: '' },
    /** Forwarding any number to the agent (policies.forwarding), with who bills it and the fallback rule: a whole answer. */
    forwardAnyNumber: policies.forwarding.anyNumber && policies.forwarding.billedInTrial === 'customer-carrier' && !policies.forwarding.routedByDialedNumber && policies.outage.forwardedLine === 'fallback-must-differ'
      ? {
          en: 'Yes; your carrier bills the forwarding, even in the trial. The AI agent can’t tell which was dialed, so it finds the listing from the conversation. Handovers ring the number you set for each sales agent, and confirmations give buyers that number. The fallback must be another number. Neither may forward to the AI agent, even on no answer, so an agent with one cell phone gives the office number for handovers. If that forwards too, give a line that doesn’t, such as a second one from your carrier; without one, the AI agent books callbacks instead of handing over. A caller not asking about a listing is handed to the person they name, or gets a callback from them (from the office if they name no one).',
          pl: 'Tak: każdy numer, także komórkę pośrednika, możesz przekierować na numer agenta. Agent nie wie, na czyją komórkę zadzwoniono, więc o ofertę pyta rozmówcę. Przekierowanie rozlicza Twój operator, także w okresie próbnym. Agent przekazuje rozmowy na numer podany dla każdego pośrednika i ten sam numer podaje kupującym w potwierdzeniach; jako zapasowy podaj inny, na przykład biura. Żaden z tych numerów nie może być przekierowany na numer agenta, nawet gdy nikt nie odbiera, więc pośrednik z jedną komórką podaje do przekazywania rozmów numer biura. Jeśli i ten jest przekierowany, podaj linię, która nie jest, np. drugi numer od operatora; bez niej agent zamiast przekazywać rozmowy umawia oddzwonienia. Rozmówcę, który nie dzwoni w sprawie oferty, agent łączy z osobą, o którą prosi, albo umawia jej oddzwonienie (z biura, gdy nikogo nie wskaże).',
        }
      : { en: '', pl: '' },
    /** An agency's buyer is billed once (policies.successPricing `leadWithShowing`): a whole sentence, without its full stop. */
    /** What happens when a caller reads out a card number anyway (policies.cardSpoken): a whole sentence. */
    cardSpoken: policies.cardSpoken.agentInterrupts && policies.cardSpoken.maskedIn.length === 2
      ? {
          en: 'If a caller starts reading out a card number, the agent stops them; the digits are masked in the transcript and any recording.',
          pl: 'Gdy rozmówca zaczyna podawać numer karty, agent mu przerywa; cyfry maskujemy w transkrypcji i w nagraniu, jeśli nagrywanie jest włączone.',
        }
      : { en: '', pl: '' },
    /** Changing plans (policies.planChange): a whole sentence, in the terms and the pricing FAQ. */
    planChange: {
      en: 'Change plans anytime: an upgrade starts at once, with its fee and included minutes pro rata for the rest of the billing month, less the unused part of your current fee (minutes already used count toward them); a downgrade starts with your next billing month.',
      pl: 'Plan zmienisz w każdej chwili: wyższy działa od razu, a jego opłatę i minuty w cenie liczymy proporcjonalnie do końca miesiąca rozliczeniowego, odliczając niewykorzystaną część obecnej opłaty (zużyte minuty się wliczają); niższy – od następnego miesiąca.',
    },
    /** After a handover (policies.telecomCharges `transferredLeg`): a whole sentence. */
    transferredLeg: {
      en: 'Briefing your colleague counts toward minutes; once they’re connected, the call costs only carrier charges, for both legs.',
      pl: 'Przekazanie sprawy współpracownikowi wlicza się do minut; po połączeniu rozmowa kosztuje tylko opłaty operatora za oba odcinki.',
    },
    /** Where a hotel's handovers ring (policies.forwarding): a whole sentence for /hotels (hotel-en-18, item 2). */
    hotelHandoverNumber: {
      en: 'Handovers ring a number that doesn’t forward to the agent, such as the duty manager’s cell; without one, the agent books callbacks instead.',
      pl: 'Rozmowy trafiają na numer, który nie jest przekierowany na agenta, np. komórkę kierownika zmiany; bez takiego numeru agent umawia oddzwonienia.',
    },
    /** A booking the agent makes takes no card (policies.bookingGuarantee; hotel-en-18, item 3): a whole sentence. */
    bookingGuarantee: {
      en: 'It takes no card: a booking stays unguaranteed in your PMS until your team or PMS guarantees it under your policy.',
      pl: 'Agent nie przyjmuje kart: rezerwacja pozostaje w systemie PMS niegwarantowana, dopóki zespół albo system PMS nie zagwarantuje jej według Twoich zasad.',
    },
    /** An agency's handed-over buyer (policies.successPricing `handedOver`; agency-pl-18, item 3): a list item. */
    agencyHandedOver: {
      en: 'Showings your team books after a handover (a lead the agent qualified first is billed as a lead)',
      pl: 'Prezentacje umówione przez Twój zespół po przekazaniu rozmowy (klienta, którego agent wcześniej zweryfikował, rozliczamy jako zweryfikowanego klienta)',
    },
    /** What a hotel's success fee is not charged on (policies.successPricing `hotelBookingValue`, `returningGuestsBilled`): two list items. */
    hotelSuccessValue: {
      en: 'Taxes, fees and extras such as parking or breakfast: the fee is a share of room revenue',
      pl: 'Podatki, opłaty i dodatki, np. parking czy śniadanie: stawka to udział w przychodzie z pokoju',
    },
    hotelSuccessReturning: {
      en: 'Returning guests, as your PMS or the monthly report shows',
      pl: 'Powracający goście, co widać w systemie PMS albo w raporcie miesięcznym',
    },
    successOnce: policies.successPricing.leadWithShowing === 'showing-fee-only'
      ? { en: 'A buyer both qualified and booked is billed once, as a showing', pl: 'Za klienta, którego agent zweryfikuje i umówi na prezentację, płacisz raz: za prezentację, bez opłaty za zweryfikowanego klienta' }
      : { en: '', pl: '' },
    /** How long recordings and transcripts are kept, and what the customer may change (policies.recording `retentionChange`), in a clause. */
    retentionShorten: policies.recording.retentionChange === 'shorten-only'
      ? {
          en: `you can shorten how long we keep them (by default, ${policies.recording.recordingDays} days for recordings and ${policies.recording.transcriptDays} for transcripts)`,
          pl: `możesz skrócić okres ich przechowywania (domyślnie ${policies.recording.recordingDays} dni dla nagrań i ${policies.recording.transcriptDays} dla transkrypcji)`,
        }
      : { en: '', pl: '' },
    /** Who can have the SOC 2 auditor's report, and how (policies.auditReport), as a clause after "we" / a conjunction. */
    auditReport: policies.auditReport.plans === 'any' && policies.auditReport.onRequest && policies.auditReport.underNda
      ? { en: 'share the SOC 2 report under NDA with customers and prospects', pl: 'po podpisaniu umowy o poufności udostępniamy raport z audytu SOC 2 klientom i firmom, które nas oceniają' }
      : { en: '', pl: '' },
    /** Where the subprocessors' company names are (policies.subprocessorNames), a phrase after "a signed copy" / „egzemplarz”. */
    processorNames: policies.subprocessorNames === 'in-dpa-copy'
      ? { en: 'naming each subprocessor', pl: 'z nazwami wszystkich dalszych podmiotów przetwarzających' }
      : { en: '', pl: '' },
    /** What the agent quotes (policies.quotes), after "It" / „Agent”. */
    quotesConfigured: policies.quotes.source === 'configured-rates-and-offers' && !policies.quotes.ownDiscounts
      ? { en: 'quotes only the rates and offers in your connected systems and approved knowledge base, with no discounts of its own', pl: 'podaje tylko ceny i oferty zapisane w podłączonych systemach i zatwierdzonej bazie wiedzy, bez własnych rabatów' }
      : { en: '', pl: '' },
    /** Who supports a partner connector (policies.partnerConnectorSupport), in a clause. */
    partnerSupport: policies.partnerConnectorSupport === 'ours-included' ? { en: 'our support covers it', pl: 'połączenie obejmuje nasze wsparcie' } : { en: '', pl: '' },
    /** Phone numbers and carrier charges, in a clause (policies.telecomCharges; the whole sentence is `telecomCharges`). */
    carrierCharges: policies.telecomCharges.price === 'at-cost'
      ? { en: 'phone numbers and carrier charges are billed at cost', pl: 'numery telefonów i opłaty operatora za połączenia rozliczamy po kosztach' }
      : { en: '', pl: '' },
    /** The data processing agreement (policies.dpa). */
    dpaTerms: policies.dpa.partOfTerms
      ? { en: 'It’s part of our terms from sign-up', pl: 'Umowa powierzenia jest częścią regulaminu i obowiązuje od rejestracji' }
      : { en: '', pl: '' },
    /** A whole sentence: every call is transcribed, and the first sentence says so. */
    transcriptNotice: {
      en: `Every call is transcribed, and the agent says so in its first sentence (“${callNoticeWords.en}”), whether recording is on or off.`,
      pl: `Każdą rozmowę agent zamienia na tekst i mówi o tym na początku („${callNoticeWords.pl}”), także gdy nagrywanie jest wyłączone.`,
    },
    maxHold: { en: `${policies.overflow.maxHoldSeconds} seconds`, pl: `${policies.overflow.maxHoldSeconds} sekund` },
    limitWarnPercent: { en: `${policies.atLimit.warnAtPercent}%`, pl: `${policies.atLimit.warnAtPercent}%` },
    onboardingFirstContact: policies.onboarding.firstContactBusinessDays === 1
      ? { en: 'one business day', pl: 'jednego dnia roboczego' }
      : { en: `${policies.onboarding.firstContactBusinessDays} business days`, pl: `${policies.onboarding.firstContactBusinessDays} dni roboczych` },
    keptAfterDeletion: policies.deletion.keptAfter === 'billing-records'
      ? {
          en: 'only the invoices and billing records that tax and accounting law require, never calls, recordings or transcripts',
          pl: 'Zostają tylko nasze faktury i dokumenty rozliczeniowe Twojego konta, których wymagają przepisy podatkowe i ustawa o rachunkowości – nigdy rozmowy, nagrania ani transkrypcje.',
        }
      : { en: '', pl: '' },
    training: policies.training.onCustomerConversations
      ? { en: '', pl: '' }
      : { en: 'Let any model, ours or anyone else’s, learn from your customers’ conversations', pl: 'Rozmowy Twoich klientów nie posłużą do trenowania żadnych modeli – ani naszych, ani cudzych' },
    contactReplyDays: businessDays(policies.replyBusinessDays.contact),
    partnerReplyDays: businessDays(policies.replyBusinessDays.partnership),
    dpaDays: businessDays(policies.replyBusinessDays.dpa),
    demoSummaryDays: businessDays(policies.replyBusinessDays.demoSummary),
    replyTime: { en: seconds(policies.answerSpeed.medianReplyMs, 'en'), pl: seconds(policies.answerSpeed.medianReplyMs, 'pl') },
  };
}
