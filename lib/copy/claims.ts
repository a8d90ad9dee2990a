import { RECOVERY_RATE, floridaRoi, floridaRoiDefaults } from '../calculators/florida-roi';
import { RECOVER_EXAMPLE_BOOKINGS, bookingValue, lostRevenue, lostRevenueDefaults } from '../calculators/lost-revenue';
import { formatMoney, planPrices } from '../facts/format';
import { plans, siteConfig, type PlanId } from '../site';
import { planFeatureClaims, planNames } from './plan-features';
import { policies, policyClaims } from './policies';
import { connectedNames, integrationCategories, integrations as directory, integrationsClaim, isConnected, webhookSends, type IntegrationCategory } from '../data/integrations';
import { sampleCallIds } from '../data/sample-calls';

/**
 * The marketing figures (SPEC "Marketing claims"), in one place. Copy never
 * writes them: messages say `{conversionLift}`, `{rollout}`… and
 * `siteMessages()` (lib/copy/messages.ts) fills them in when the messages load, so
 * changing a figure here changes every page, both languages.
 * `lib/copy/claims.test.ts` fails when a message writes one of them literally.
 *
 * What each figure measures (say it where the figure appears):
 * - conversionLift: share of enquiries that become a booking or appointment,
 *   compared with before the agent (our estimate for a typical deployment; see claimBasis).
 * - workloadCut: front-desk time spent on routine calls and messages.
 * - routineShare: routine questions the agent answers without a person.
 * - directBookingsLift: hotels' direct (commission-free) bookings.
 * - concurrentCalls: simultaneous calls on the Scale plan, from the plan
 *   feature matrix (lib/copy/plan-features.ts, which also gives
 *   `{concurrencyByPlan}` and the other plan facts).
 * - roi: revenue from recovered bookings in the first 30 days after go-live,
 *   compared with that month's plan fee ("more than 3x the fee"). There is no
 *   setup fee (lib/copy/policies.ts), but the plan fee is not the whole cost:
 *   minutes beyond the allowance (the pricing estimator adds them up) and what
 *   the estimator leaves out (`{costLeavesOut}`) come on top, so copy that
 *   speaks of earning the fee back says so.
 * - feeBackDays: derived from roi, the days of recovered bookings that earn a
 *   month's plan fee back (30 days ÷ 3 = 10). The one ROI story, said by
 *   `roiStory` in the messages and used wherever ROI is mentioned.
 * - popularPlan, popularFee, defaultBookingValue: the highlighted ("most
 *   popular") plan of lib/site.ts, its monthly fee, and the average booking the
 *   lost-revenue calculator starts from (lib/calculators/lost-revenue.ts), for
 *   the one sentence that compares a plan's fee with a booking.
 *   `lib/copy/economics.test.ts` checks the comparison still holds.
 * - rollout: days from sign-up or a signed order (`{rolloutFrom}`) to the agent answering live calls.
 * - otaCommission: what booking platforms (OTAs) charge a hotel per booking;
 *   the posts in content/blog say the same range.
 * - recoverHotelMonthly: the recover letter's worked example, a 150-room hotel
 *   losing five bookings a day (about 150 a month) at the lost-revenue
 *   calculator's default booking value; the letter's headline is this figure.
 * - connectedPms, connectedCrms: the systems of lib/data/integrations.ts
 *   connected today, by name, for copy that says which PMS or CRM works.
 * - sampleCallCount: how many sample calls /sample-calls shows.
 * - afterHoursShare, exampleHotelRooms, exampleHotelMonthlyLoss, exampleHotelYearlyLoss: the
 *   lost-revenue estimator's example hotel (lib/calculators/lost-revenue.ts `lostRevenueDefaults`, an
 *   independent hotel of about 60 rooms), the one source for the share of inquiries after hours and for
 *   what missed inquiries cost a year. Copy says them as our estimate for that example, never as a
 *   market fact; the after-hours post in content/blog uses the same inputs and totals.
 */
export interface Claim {
  en: string;
  pl: string;
}

const same = (value: string): Claim => ({ en: value, pl: value });

const plan = (id: PlanId) => plans.find((p) => p.id === id)!;
const usd = (amount: number) => `$${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
const pln = (amount: number) => `${amount.toLocaleString('pl-PL', { maximumFractionDigits: 2 }).replace(/\s/g, '\u00a0')}\u00a0zł`;
const count = (value: number): Claim => ({ en: value.toLocaleString('en-US'), pl: value.toLocaleString('pl-PL').replace(/\s/g, '\u00a0') });

/** The ROI claim: recovered revenue in the first ROI_WINDOW_DAYS after go-live, as a share of that month's fee. */
const ROI_PERCENT = 300;
const ROI_WINDOW_DAYS = 30;

/** The plan the pricing table marks "Most popular" (`highlighted` in lib/site.ts). */
export const popularPlan = plans.find((p) => p.highlighted)!;
/** A locale's money from an amount per locale: "$149" / "599 zł" (lib/facts/format.ts, as the estimator prints it). */
const money = (amount: (locale: 'en' | 'pl') => number): Claim => ({ en: formatMoney('en', amount('en')), pl: formatMoney('pl', amount('pl')) });

/** The lost-revenue estimator's default hotel (lib/calculators/lost-revenue.ts): about 60 rooms. */
export const EXAMPLE_HOTEL_ROOMS = 60;
/** What the estimator's default hotel loses, in a locale's currency. */
export const exampleHotelLoss = (locale: 'en' | 'pl') =>
  lostRevenue({ ...lostRevenueDefaults, value: bookingValue[locale === 'en' ? 'USD' : 'PLN'] });

/** The kinds of system in the integrations directory, as copy names them in a list. */
const categoryWords: Record<IntegrationCategory, { en: string; pl: string }> = {
  pms: { en: 'PMS', pl: 'PMS' },
  crs: { en: 'CRS', pl: 'CRS' },
  channelManager: { en: 'channel managers', pl: 'channel managery' },
  rms: { en: 'revenue management systems (RMS)', pl: 'systemy zarządzania przychodami (RMS)' },
  crm: { en: 'CRMs', pl: 'CRM' },
  listingPortal: { en: 'listing portals', pl: 'portale ogłoszeniowe' },
  calendar: { en: 'calendars', pl: 'kalendarze' },
  telephony: { en: 'phone systems', pl: 'centrale telefoniczne' },
  payments: { en: 'payment gateways', pl: 'systemy płatności' },
  channel: { en: 'messaging channels', pl: 'kanały wiadomości' },
};

/** The directory's kinds with at least one connected system (`connected: true`) or none yet (`false`), in its order. */
export function integrationKinds(connected: boolean): IntegrationCategory[] {
  return integrationCategories.filter((category) => directory.some((item) => item.category === category && isConnected(item)) === connected);
}

const kindList = (connected: boolean): Claim => {
  const words = integrationKinds(connected).map((category) => categoryWords[category]);
  const list = (items: string[], and: string) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`);
  return { en: list(words.map((w) => w.en), 'and'), pl: list(words.map((w) => w.pl), 'i') };
};

export const claims = {
  conversionLift: same('35%'),
  /** What `{conversionLift}` measures, said in these words beside every stat that shows it (one meaning on every page). */
  conversionLiftMeans: { en: 'more inquiries become bookings or appointments', pl: 'więcej zapytań kończy się rezerwacją lub umówionym terminem' },
  /** The same meaning narrowed to a hotel's outcome, for pages written to hotels only (the /recover letter): a prefix of `conversionLiftMeans`. */
  conversionLiftBookings: { en: 'more inquiries become bookings', pl: 'więcej zapytań kończy się rezerwacją' },
  workloadCut: same('60%'),
  routineShare: same('80%'),
  directBookingsLift: same('20–35%'),
  /** Counted from the directory (lib/data/integrations.ts): "40+" while it lists 41 to 50 systems. */
  integrationsCount: same(String(integrationsClaim().count)),
  integrations: same(integrationsClaim().label),
  /** The kinds of system "every connected integration" covers, and the kinds with nothing connected yet (on request), from the directory. */
  connectedKinds: kindList(true),
  onRequestKinds: kindList(false),
  roi: same(`${ROI_PERCENT}%`),
  roiWindowDays: same(String(ROI_WINDOW_DAYS)),
  /**
   * What a fee-back figure leaves out, said beside every `{roi}` or `{feeBackDays}` outside the ROI story
   * (which says `{costLeavesOut}` in full): the estimate counts the plan fee alone.
   */
  feeCaveat: { en: 'extra minutes and at-cost carrier charges not included', pl: 'bez minut ponad limit i opłat operatora, które doliczamy po kosztach' },
  feeBackDays: same(String(Math.ceil(ROI_WINDOW_DAYS / (ROI_PERCENT / 100)))),
  /**
   * An agency's fee-back figure, never the hotel's `feeBackDays`: the days of recovered commission that pay a month's plan
   * fee in the Florida ROI calculator's example brokerage (its defaults), rounded up as the calculator prints it. The
   * calculator and every agency page say the same figure.
   */
  agencyFeeBackDays: same(String(Math.ceil(floridaRoi(floridaRoiDefaults).paybackDays))),
  rollout: same('7–14'),
  otaCommission: same('15–20%'),
  trialDays: same(String(siteConfig.trialDays)),
  moneyBackDays: same(String(siteConfig.moneyBackDays)),
  assessmentMinutes: same(String(siteConfig.assessmentMinutes)),
  callbackHours: same(String(siteConfig.callbackHours)),
  /** The Florida calculator's assumption (not a marketing claim, but one figure in one place). */
  recoveryRate: same(`${Math.round(RECOVERY_RATE * 100)}%`),
  /** Plan prices and allowances (lib/site.ts `plans`), for copy that names them outside the pricing table. */
  freeMinutes: count(plan('free').includedMinutes ?? 0),
  enterpriseMinMinutes: count(plan('enterprise').minMinutes ?? 0),
  starterPrice: { en: usd(plan('starter').usdMonthly ?? 0), pl: pln(plan('starter').plnMonthly ?? 0) },
  perMinutePrice: { en: usd(plan('payg').usdPerMinute ?? 0), pl: pln(plan('payg').plnPerMinute ?? 0) },
  /** The Florida calculator works in dollars on both languages' pages. */
  growthUsd: same(String(plan('growth').usdMonthly ?? 0)),
  scaleUsd: same(String(plan('scale').usdMonthly ?? 0)),
  /** The most popular plan's monthly fee and the lost-revenue calculator's default booking value, per locale's currency. */
  popularPlan: same(planNames[popularPlan.id]),
  popularFee: money((locale) => planPrices(popularPlan, locale).monthly ?? 0),
  defaultBookingValue: money((locale) => bookingValue[locale === 'en' ? 'USD' : 'PLN']),
  recoverHotelMonthly: money((locale) => RECOVER_EXAMPLE_BOOKINGS * bookingValue[locale === 'en' ? 'USD' : 'PLN']),
  connectedPms: { en: connectedNames('pms', 'en'), pl: connectedNames('pms', 'pl') },
  connectedCrms: { en: connectedNames('crm', 'en'), pl: connectedNames('crm', 'pl') },
  /** What our CRM webhook sends, and how (lib/data/integrations.ts `webhook`): never that a CRM's side accepts it. */
  webhookSends: { en: webhookSends.en, pl: webhookSends.pl },
  sampleCallCount: same(String(sampleCallIds.length)),
  /** Polish-only figures from the spec, each said once where it belongs. */
  plHotelRolloutDays: { en: '', pl: '7' },
  /**
   * The estimator's example hotel: the share of inquiries after hours and what the missed ones cost.
   * The spec's Polish „76%” and „80 000 zł a weekend” had no basis the register could show; these
   * replace them, computed from the same defaults the calculator starts from.
   */
  afterHoursShare: same(`${lostRevenueDefaults.afterHours}%`),
  exampleHotelRooms: same(String(EXAMPLE_HOTEL_ROOMS)),
  exampleHotelMonthlyLoss: money((locale) => exampleHotelLoss(locale).lostMonthly),
  exampleHotelYearlyLoss: money((locale) => exampleHotelLoss(locale).lostYearly),
  /** Policies (lib/copy/policies.ts) and plan features (lib/copy/plan-features.ts), said through the same placeholders. */
  ...policyClaims(),
  ...planFeatureClaims(),
} as const satisfies Record<string, Claim>;

export type ClaimKey = keyof typeof claims;

/**
 * What each marketing figure rests on. `customer`: a named customer's own report (none today);
 * `model`: our estimate for a typical deployment, from the calculators' model and the illustrative
 * composite case studies (lib/data/case-studies.ts); `benchmark`: a published industry range;
 * `illustrative`: an example scenario. Copy says a figure as what it is: "our customers report…"
 * beside a figure that no named customer reports fails the claims test (`customerReportWording`).
 */
export type ClaimBasis = 'customer' | 'model' | 'benchmark' | 'illustrative';

export const claimBasis: Partial<Record<ClaimKey, { basis: ClaimBasis; source: string }>> = {
  conversionLift: { basis: 'model', source: 'our estimate for a typical deployment; illustrated by the composite case studies' },
  workloadCut: { basis: 'model', source: 'our estimate of front-desk time on routine calls and messages; composite case studies' },
  routineShare: { basis: 'model', source: 'our estimate of routine questions answered without a person; composite case studies' },
  directBookingsLift: { basis: 'model', source: 'our estimate for hotels; composite hotel case study' },
  roi: { basis: 'model', source: 'the ROI story: recovered bookings in the first 30 days against the plan fee' },
  feeBackDays: { basis: 'model', source: 'derived from roi: the window divided by the multiple (lib/copy/economics.test.ts)' },
  agencyFeeBackDays: { basis: 'model', source: 'the Florida ROI calculator’s example brokerage (its defaults): plan fee ÷ recovered commission a day' },
  recoveryRate: { basis: 'model', source: 'the Florida calculator’s assumption' },
  otaCommission: { basis: 'benchmark', source: 'booking platforms’ published commission ranges' },
  afterHoursShare: { basis: 'model', source: 'the lost-revenue estimator’s default for an independent hotel of about 60 rooms' },
  exampleHotelMonthlyLoss: { basis: 'model', source: 'the lost-revenue estimator’s defaults: inquiries × after-hours share × unanswered × conversion × booking value' },
  exampleHotelYearlyLoss: { basis: 'model', source: 'the lost-revenue estimator’s defaults, a month’s loss × 12' },
  recoverHotelMonthly: { basis: 'illustrative', source: 'the recover letter’s worked example: 150 lost bookings a month at the calculator’s default booking value' },
};

/** Wording that presents a figure as what customers report, see or measure (EN and PL). */
export const customerReportWording =
  /\b(?:our |most )?customers (?:typically |usually |often )?(?:report|see|measure|get|earn)\b|results our customers|\b(?:hotels|businesses) using (?:it|our agents)\b|\bnasi klienci\b|\bklienci (?:najczęściej |zwykle |często )?(?:notują|zgłaszają|mówią|widzą|osiągają|odnotowują|odrabiają)|wynik\p{L}* naszych klientów|hotele(?: korzystające|, które z niego korzystają)|większość firm\b[^.]*odzyskuje/iu;

/** The figures of a message presented as customer reports although no named customer reports them. */
export function figuresAsCustomerReports(text: string): string[] {
  if (!customerReportWording.test(text)) return [];
  return Object.entries(claimBasis)
    .filter(([key, entry]) => entry!.basis !== 'customer' && text.includes(`{${key}}`))
    .map(([key]) => key);
}

/** The figures of one language, as message placeholder values. */
export function claimValues(locale: 'en' | 'pl'): Record<ClaimKey, string> {
  return Object.fromEntries(Object.entries(claims).map(([key, claim]) => [key, claim[locale]])) as Record<ClaimKey, string>;
}

/**
 * How each figure looks when written literally in copy (the unit test's
 * patterns). A message that matches one should use the placeholder instead.
 */
export const literalPatterns: Record<string, RegExp> = {
  conversionLift: /(?<![\d–-])35\s?%/,
  workloadCut: /(?<![\d–-])60\s?%/,
  routineShare: /(?<![\d–-])80\s?%/,
  directBookingsLift: /20\s?[–-]\s?35/,
  concurrentCalls: /(?<![\d,.$])50(?![\d,.\u00a0 ]*\d)(?!\s?(?:minut|minutes))/,
  integrations: /200\s?\+|(?:ponad|over|more than)\s200\b/,
  roi: /300\s?%/,
  otaCommission: /15\s?[–-]\s?(?:18|20|25)\s?%/,
  payback: /\b2\s?[–-]\s?3\s(?:months|miesi)|two to three months|dwóch do trzech miesięcy/,
  rollout: /7\s?[–-]\s?14|1\s?[–-]\s?2\s(?:weeks|tygodni)|(?:około|ok\.)\s7\sdni|about 7 days/,
  trialDays: /14[-\s](?:day|dni)/,
  moneyBackDays: /30[-\s](?:day money|dniow\p{L}* gwarancj)/u,
  assessmentMinutes: /30[-\s]minut/,
  /** The spec's Polish figures the estimator replaced (claims `afterHoursShare`, `exampleHotelYearlyLoss`): never written again. */
  specAfterHoursShare: /76\s?%/,
  freeMinutes: /(?<![\d,.])100\s(?:minutes|minut)/,
  enterpriseMinMinutes: /50[,\s\u00a0]000\+?\s?(?:minutes|minut)/,
  starterPrice: /\$29(?![\d.])|(?<![\d,])119\s?zł/,
  perMinutePrice: /\$0\.29|1,19\s?zł/,
  planUsd: /\$(?:149|499)(?![\d.])|(?<![\d,])(?:149|499)\s?USD/,
  specWeekendLoss: /80[\s\u00a0.,]?000/,
  exampleHotelLoss: /\$?1[23]0[,.]?(?:000|960)\b|403[\s\u00a0]?200|500[\s\u00a0]000\s?zł/,
};

/**
 * How a policy (lib/copy/policies.ts) or a plan feature (lib/copy/plan-features.ts)
 * looks when copy states it itself instead of saying `{policy.<key>}` or a
 * placeholder. The unit test runs them over every message but the `policy`
 * namespace, where each policy is worded once per language.
 */
export const policyLiteralPatterns: Record<string, RegExp> = {
  billingIncrement: /per second|co do sekundy|rounded up to a whole minute|whole minutes|pełnych minut|zaokrąglając w górę/i,
  chatMinutes: /use no (?:call )?minutes|nie zużywają minut/i,
  trialScope: /every (?:paid )?plan (?:starts|begins|comes with)|każdy (?:płatny )?plan (?:zaczyna|rozpoczyna)/i,
  trialEnd: /agent pauses|agent zostaje wstrzymany/i,
  guaranteeRefund: /refund the payment in full|full refund|zwrócimy całą płatność|zwrot całej/i,
  setupFee: /setup included|razem z konfiguracją/i,
  tax: /sales tax|\bVAT\b/,
  dataRegion: /processed in the EU|EU or US hosting|Przetwarzanie danych w UE/i,
  supportHours: /Central European Time|\d\s?a\.m\. to \d+\s?[ap]\.m\. (?:Eastern|Central)|9:00–17:00/,
  answerSpeed: /in seconds|within (?:three|3) rings|on the first ring|w kilka sekund|w ciągu kilku sekund|przy pierwszym sygnale|od pierwszego sygnału/i,
  languageList: /\b(?:German|French|Italian)\b|niemiecku|francusku|włosku|niemiecki|francuski|włoski/i,
  concurrencyPerPlan: /\b\d+ (?:calls|conversations) (?:at once|at the same time)|\b\d+ (?:rozmowy|rozmów) jednocześnie|per agent\b|na jednego agenta/i,
  aiDisclosure: /virtual (?:assistant|front desk)|wirtualn\p{L}* asystent|pretend\p{L}* to be a (?:person|human) (?:when|if)|(?:when|if) asked (?:whether|if) (?:it is|it's) (?:an )?AI|gdy (?:rozmówca|ktoś|gość) (?:o to )?zapyta/iu,
  payback: /\{payback\}|pays for itself in \d|zwraca się w \d/i,
  recording:
    /recorded only when|recording is (?:off|on)\b|(?:recordings?|transcripts?) (?:are |is )?kept for \d|(?:every|all) calls? (?:is |are )?recorded|recorded by default|nagrywane tylko|(?:nagrania|transkrypcje) przechowujemy przez \d|nagrywanie (?:rozmów )?jest (?:domyślnie )?(?:włączone|wyłączone)|wszystkie rozmowy są nagrywane/i,
  deletion: /(?:export|delete)\w* (?:your |all |the )?(?:data|it) (?:for|within) \d+ days|przez \d+ dni możesz wyeksportować|usuwamy (?:Twoje |wszystkie )?dane w ciągu \d+ dni/i,
  overflow: /no queue|never (?:wait|queue)|without (?:a )?queue|hold message|bez kolejki|nikt nie czeka|komunikat\p{L}* o oczekiwaniu|without (?:anyone )?waiting|never puts? (?:a |the )?(?:guest|caller)s? on hold|bez czekania|nigdy nie każe[^.]{0,20}czekać/iu,
  /** The hold queue's limit (policies.overflow `maxHoldSeconds`) and what follows it, or a hold with no limit. */
  maxHold: /(?:hold|wait)\w*[^.]{0,30}(?:up to|at most|no (?:more|longer) than|longer than) \d+ (?:seconds|minutes)|czeka\p{L}*[^.]{0,30}(?:do|najwyżej|maksymalnie|dłużej niż) \d+ (?:sekund|minut)|however long|as long as it takes|bez limitu czasu/iu,
  /** What callers hear at Free's limit or a paid plan's cap (policies.atLimit): the fallback number, never "voicemail" or "keeps answering". */
  atLimit: /fallback number|numer\p{L}* zapasow|(?:minutes|cap|limit)[^.]{0,40}(?:run out|used up|reached)[^.]{0,60}(?:voicemail|busy signal|disconnect)|poczt\p{L}* głosow\p{L}*[^.]{0,40}(?:po wyczerpaniu|gdy skończą się minuty)/iu,
  /** Every call is transcribed and the first sentence says so (policies.recording `transcriptNotice`): never "not transcribed" or kept "without telling". */
  transcriptNotice: /this call is transcribed|rozmowa jest zamieniana na tekst|(?:calls?|conversations?) (?:are|is) (?:never|not) transcribed|transcri\w+[^.]{0,40}without (?:telling|notifying)|(?:rozmowy|rozmowa) nie (?:są|jest) transkrybowan|bez informowania rozmówcy/i,
  /** What stays after deletion (policies.deletion `keptAfter`): named, never "unless the law requires". */
  keptAfterDeletion: /unless the law requires|chyba że przepisy wymagają/i,
  /** The integrations each plan covers: the phone system is on every plan (plan-features `integrationsByPlan`). */
  integrationTier: /a calendar on Free|kalendarz w planie Free|calendar only|tylko kalendarz/i,
  overage: /extra minutes are billed|dodatkowe minuty rozliczamy|keeps answering\b(?! within)|nadal odbiera/i,
  trialAtEnd: /(?:moves?|switch(?:es)?|turns?) (?:in)?to (?:the )?Free plan|przejdzie na plan Free|przechodzi na plan Free/i,
  /** The trial's minutes (policies.trial `minutes`): said through `{trialMinutes}`, never as a number of their own. */
  trialMinutes: /(?:\btrial|okres\p{L}* próbn\p{L}*)[^.]{0,60}?\d[\d,\u00a0 ]*(?:minutes|minut)/iu,
  /** Adding a payment method during the trial charges nothing (policies.trial `paymentMethodStartsBilling`): said through `{trialPaymentMethod}`. */
  trialCharge: /charged until you add a payment method|pobieramy, dopóki nie dodasz metody płatności|billing starts when you add a (?:card|payment method)/iu,
  /** Phone numbers, carrier charges and SMS are passed through at cost (policies.telecomCharges): never "included" or "free". */
  telecomCharges: /phone numbers? (?:are|is) (?:free|included)|carrier charges (?:are )?included|numer\p{L}* telefon\p{L}* (?:jest|są) (?:w cenie|bezpłatn|darmow)|opłaty operatora (?:są )?w cenie/iu,
  regionPlace: /Frankfurt|Virginia|Wirgini/,
  securityStandards: /ISO 27001[^.;]{0,80}SOC 2|SOC 2[^.;]{0,80}ISO 27001/,
  /** What callers hear when our platform is down, and any availability figure: said once, in `{policy.outage}`. */
  outage: /\b(?:our|the agent’s|the) platform[^.]{0,40}(?:is down|goes down|unreachable|outage)|awari\p{L}* (?:naszej |samej )?platformy|\buptime\b|\bSLA\b|dostępnoś\p{L}* na poziomie/iu,
  /** Reply times outside the product (contact, partnership, DPA, demo summary): `{contactReplyDays}`, `{partnerReplyDays}`, `{dpaDays}`, `{demoSummaryDays}` (policies.replyBusinessDays). */
  replyDays: /within (?:one|two|three|\d+) business days?|w ciągu (?:jednego|dwóch|trzech|\d+) dn\p{L}* robocz/iu,
  /** Training (policies.training): said through `{training}`, never half ("someone else’s models", „cudzych modeli”). */
  training: /cudzych modeli|someone else’s models|third-party models/iu,
};

/** Words that make a standard sound certified or fully met: copy may say them only of a standard whose status is `certified`. */
export const certificationWording = /certif|certyfik|accredit|akredyt|\bmeets?\b|spełnia\p{L}*|(?:ISO 27001|SOC 2)[- ](?:compliant|certified)|zgodn\p{L}* z (?:ISO|SOC)|SOC 2 Type/iu;

const standardNames: Record<(typeof policies.security)[number]['id'], RegExp> = {
  iso27001: /ISO 27001/,
  soc2: /SOC 2/,
  pciDss: /PCI DSS/,
  gdpr: /GDPR|RODO/,
  hipaa: /HIPAA/,
};

/** The standards (lib/copy/policies.ts `security`) a text calls certified, or fully met, in the sentence that names them, although they are not. */
export function overstatedStandards(text: string): string[] {
  return text
    .split(/(?<=[.;!?])\s+/)
    .flatMap((sentence) =>
      certificationWording.test(sentence)
        ? policies.security.filter(({ id, status }) => status !== 'certified' && standardNames[id].test(sentence)).map(({ id }) => id)
        : [],
    );
}

/** How copy names each kind of system in the integrations directory. */
const kindPatterns: Record<IntegrationCategory, RegExp> = {
  pms: /\bPMS\b/,
  crs: /\bCRS\b/,
  channelManager: /channel manager|menedżer\p{L}* kanałów/iu,
  rms: /\bRMS\b|revenue management|zarządzania przychodami/i,
  crm: /\bCRMs?\b/,
  listingPortal: /listing portal|portal\p{L}* ogłoszeniow/iu,
  calendar: /calendar|kalendar/i,
  telephony: /phone system|central\p{L}* telefoniczn/iu,
  payments: /payment (?:system|gateway)|system\p{L}* płatności/iu,
  channel: /messaging channel|kanał\p{L}* wiadomości/iu,
};

/**
 * The kinds of system with nothing connected yet (lib/data/integrations.ts) that a text about
 * integrations names as if they were connected, without saying "on request" or "not connected".
 */
export function unconnectedKindsClaimed(text: string): IntegrationCategory[] {
  if (!/integrat|connect|podłącz|integracj/i.test(text)) return [];
  if (/on request|not (?:yet )?connected|\{onRequestKinds\}|na zamówienie|niepodłącz|nie są jeszcze podłączon|bez bezpośredniego połączenia/i.test(text)) return [];
  return integrationKinds(false).filter((kind) => kindPatterns[kind].test(text));
}

/**
 * A plan feature named without its plan: copy that mentions HIPAA or Full
 * Privacy Mode must say which plans have it (`{hipaaPlans}`, `{privacyModePlans}`).
 */
export const planFeatureMentions: { feature: RegExp; plans: RegExp }[] = [
  { feature: /HIPAA/, plans: /\{hipaaPlans\}|Enterprise/ },
  { feature: /Full Privacy Mode|trybie? pełnej prywatności/i, plans: /\{privacyModePlans\}|Scale/ },
  { feature: /WhatsApp/, plans: /\{whatsappFrom\}|Growth/ },
  { feature: /support chat|chat support|czat\p{L}* (?:pomocy|wsparcia)|wsparci\p{L}* (?:przez )?czat/iu, plans: /\{supportChatPlans\}|\{supportByPlan\}/ },
];

/**
 * Promises the register cannot back, whatever the wording (issue 35): copy that
 * matches one is wrong, not merely worded differently. The unit test runs them
 * over every message and post.
 * - anySystem: "any PMS", "all integrations", „popularne systemy CRM”: only the
 *   systems lib/data/integrations.ts marks connected work today.
 * - anyLanguage: the agent speaks the languages of lib/copy/policies.ts, not "any".
 * - guaranteeCondition: the money-back guarantee has no condition but its window
 *   (policies.guarantee.condition), never "if it doesn't pay for itself / bring results".
 * - rolloutStart: the rollout's days run from sign-up or a signed order (claims `rollout`,
 *   policies `rolloutStartsAt`, `{rolloutFrom}`), not from a kickoff or a first call.
 * - noCommission: the agent's bookings carry no OTA commission, but success pricing
 *   has its own fee, so "no commission" alone is false.
 * - sampleCallCount: the number of sample calls is `{sampleCallCount}`, never written.
 * - trialLimit: the trial's minutes are its plan's included ones (policies.trial `minutes`), said
 *   through `{trialMinutes}`: no page names another "usage limit".
 */
export const unbackedPromisePatterns: Record<string, RegExp> = {
  anySystem: /\b(?:any|every) (?:PMS|CRM|booking system)\b|(?:works with|connects (?:to|with)) (?:all|any|every)\b|popularn\p{L}* system\p{L}* CRM|każd\p{L}* (?:system\p{L}* )?(?:PMS|CRM)\b|dowoln\p{L}* (?:system\p{L}* )?(?:PMS|CRM)\b/iu,
  anyLanguage: /\b(?:in )?any language\b|every language they speak|w każdym języku|w dowolnym języku|we własnym języku|w swoim języku|w ich języku|w językach Twoich klientów|in their own language|(?:answers|Answers|message|night|day) in (?:the )?(?:guest|caller)[’']s language|(?:wiadomość|nocy|Odpowiedzi) w języku (?:gościa|rozmówcy)|(?:speaks|in) your (?:guests|customers|clients)[’']? languages?|języku Twoich klientów|językiem Twoich (?:klientów|gości)|w językach Twoich (?:gości|klientów)|answers? (?:guests|callers|buyers) in their language|in (?:the guest|the caller|your customers)[’']s? own language/iu,
  guaranteeCondition: /doesn[’']t pay for itself|does not win you more|not convinced after|nie przyniesie więcej|nie widzisz efektów|się nie sprawdzi/i,
  rolloutStart: /(?:days?|dni)\s+from (?:the )?kickoff|from (?:the )?kickoff to (?:live|go-live|your agent|a live)|first call with us|od pierwszej rozmowy do|od startu do|od rozpoczęcia wdrożenia/i,
  noCommission: /\b(?:charges no|without|no) commission\b|nie pobiera prowizji|bez prowizji(?!\s+(?:dla\s+)?portal)/i,
  sampleCallCount: /\b(?:five|six|seven|eight|nine|ten) sample calls|(?:pięć|sześć|siedem|osiem|dziewięć|dziesięć) przykładowych rozmów/i,
  trialLimit: /usage limit|limit(?:em)? wykorzystania/i,
  /** Confirmations, reminders and alerts by email are on every plan (plan-features `emailNotices`): never "from Growth". */
  emailNoticesFrom: /(?:confirmation|reminder|alert)s?[^.]{0,40}by email[^.]{0,20}(?:from|on) (?:the )?(?:Growth|Scale)\b|(?:potwierdzeni|przypomnieni|powiadomieni)\p{L}*[^.]{0,40}e-mailem[^.]{0,20}od planu (?:Growth|Scale)/iu,
  /** Success-based pricing has `{successPricingPlan}`'s features (plan-features `successPricingPlan`), never another plan's or "everything". */
  successPricingPlan: /success[- ]based pricing[^.]{0,80}(?:Starter|Scale|Enterprise|every feature|all features|unlimited calls)|rozliczeni\p{L}* za efekty[^.]{0,80}(?:Starter|Scale|Enterprise|wszystkie funkcje|bez limitu rozmów)/iu,
  /** Hosting, speech and the model run in the chosen region, but telephony and email/SMS do not (policies.subprocessors): never "your data stays in". */
  dataStays: /your data stays (?:in|\{dataRegions\})|Twoje dane (?:zostają|pozostają) w\b/iu,
  /** The platform can fail (policies.outage: calls then go to the fallback number): never "always answers" or "every call answered" as a fact. */
  alwaysAnswers: /odbierają zawsze|\balways answers?\b|never goes down|\b100\s?% uptime|Każdy telefon odebrany|Win every booking|ever hears a voicemail again|no customer call goes to voicemail/iu,
  /**
   * "Every call" holds only when a line is free and within the plan's minutes (policies.overflow, atLimit):
   * a headline, the footer or a meta description never promises it; a sentence may, with `{pickup}`.
   */
  everyCall: /answer\p{L}* every call(?![^.]*\{pickup\})|answer\p{L}* every (?:customer|buyer|lead|guest|inquiry|one)\b|(?:obsłuż\p{L}*|odpowiad\p{L}*) każde\p{L}* (?:klient|kupując)|every call (?:and|,) (?:message|chat)|every call (?:is )?answered|odbiera\p{L}* każdy telefon(?![^.]*\{pickup\})|na każdy telefon|każdy telefon (?:i|jest odebrany)|każdy telefon, czat/iu,
  /** Voice-demo audio is not stored (policies.training `demoAudioStored`): nobody listens to the demo line's calls later. */
  demoAudio: /listen\p{L}* to calls on our (?:own )?demo|słuchamy rozmów z naszej linii/iu,
  /** The sample calls are written examples (the businesses and callers invented), not recordings said to be "real". */
  sampleCallsReal: /hands over is real|agent naprawdę tak odpowiada/iu,
  /** The Polish call notice means "turned into text", as the English does: never "stored", which Full Privacy Mode makes untrue. */
  storedNotice: /treść rozmowy jest zapisywana|zapisujemy jako tekst|this call is (?:stored|saved)/iu,
  /** No payment gateway is connected (lib/data/integrations.ts): no page says card payments run today. */
  cardPaymentsLive: /card payments through|płatności kartą obsługuje|link the agent sends|z linku od agenta|payment gateway does\b|robi to bramka/iu,
  /** Portal enquiries are not connected (lib/data/integrations.ts `listingPortal`): a headline never promises "every enquiry". */
  everyEnquiry: /every (?:guest |property )?inquiry into|każde zapytanie o nieruchomość/iu,
  /** Success-based fees are quoted per business in the order form (policies.successPricing), never "fixed". */
  fixedSuccessFee: /fixed (?:fee|amount) (?:per|for each)|stał\p{L}* (?:opłat|kwot)\p{L}* za każd/iu,
  /** A pilot is Enterprise's (policies.trial): other pages offer the free trial. */
  pilotOffer: /\bpilot\b(?![^.]*Enterprise)|pilotaż\p{L}*(?![^.]*Enterprise)/iu,
  /** The agent works from the words (speech to text, then the language model): it does not read tone of voice. */
  toneOfVoice: /\band tone\b|\bi tonie\b|ton\p{L}* głosu/iu,
  /** No customer base is claimed (claimBasis has no `customer`): "most businesses start with", „żadnego ryzyka”. */
  unbackedCustomerBase: /most businesses start with|większość firm zaczyna|żadnego ryzyka|\bno risk\b|risk-free|most popular|najczęściej wybierany|najpopularniejsz|one we work through with every customer|przechodzimy z każdym klientem/iu,
  /** The agent speaks the register's languages, so it never offers "another language". */
  anotherLanguage: /or another language|(?:albo|lub) w innym języku/iu,
  /** The trial's clock (policies.trial `startsAt`) is said through `{trialStart}`, never in other words. */
  trialClockLiteral: /count(?:ed|s)? from (?:the day )?your agent|liczon\p{L}* od (?:dnia|pierwszego)|liczymy od (?:dnia|pierwszego)/iu,
  /** The data processing agreement is part of the terms from sign-up (policies.dpa): a signed copy is on request, not the agreement itself. */
  dpaSignedOnly: /sign it with every customer|podpisujemy z każdym klientem/iu,
  /** Retention can be shortened, never lengthened (policies.recording `retentionChange`, `{retentionShorten}`): never "choose … how long". */
  retentionChoice: /choose[^.]{0,60}\bhow long\b|(?:zdecydować|wybrać|wybierasz|decydujesz)[^.]{0,40}jak długo/iu,
  /** What the agent quotes is how it is set up (policies.quotes, `{quotesConfigured}`), which terms §12 does not guarantee: never "never invents". */
  neverInvents: /never invents?|nigdy nie wymyśla/iu,
  /** The ROI calculator's defaults are an example's assumptions (editable inputs), its recovery share an assumption: never "average" or „uznajemy”. */
  calculatorAverage: /(?:average|midsize|typical) (?:agency|brokerage)[^.]{0,30}(?:Scale|plan)|średni\p{L}* biur\p{L}*|Za odzyskane uznajemy/iu,
  /** A break, like an outage or a busy line, sends calls to the fallback number (policies `overflow`, `outage`): no line "never takes a break". */
  neverABreak: /never takes a break|nigdy nie robi przerwy/iu,
  /** The story began with one hotel; agencies came later (the timeline): no lead says hotels and agencies started it. */
  storyOrigin: /Hotels and agencies lost|Hotele i biura nieruchomości traciły/iu,
  /** The ROI calculator counts the plan fee alone (claims `feeCaveat`): its formulas never call it "cost". */
  planFeeAsCost: /÷ monthly cost|monthly cost ÷|÷ koszt miesięczny|koszt miesięczny ÷|krotność kosztu/iu,
  /** "No caller reaches voicemail" holds only within the plan's minutes (policies.atLimit): said with its condition. */
  voicemailAbsolute: /no (?:caller|booking|call)\b[^.]{0,40}(?:reaches|goes to|hears) (?:a )?voicemail(?![^.]{0,60}minutes)|(?<!minut[^.]{0,40})żadn\p{L}* (?:rozmówca|rezerwacja|telefon)[^.]{0,10} nie trafia na pocztę głosową(?![^.]{0,60}minut)/iu,
  /** Full Privacy Mode is a switch on `{privacyModePlans}` (plan-features `privacyMode`): never "on Scale, calls are never stored" as if automatic. */
  privacyModeAutomatic: /\bOn (?:\{privacyModePlans\}|Scale and Enterprise), calls are|\bW planach (?:\{privacyModePlans\}|Scale i Enterprise) rozmowy (?:są|nie)/iu,
  /** Nothing connects to a restaurant's table book (lib/data/integrations.ts): the agent answers about tables, never books them. */
  tableBooking: /\bbooks? (?:a )?tables?\b|rezerwuje stolik|rezerwacj\p{L}* stolik/iu,
  /** No uptime is promised on self-serve plans (policies.outage): a heading promises answering day and night, never a desk that "never closes". */
  neverCloses: /never closes|nigdy nie (?:zamyka|zamknięt)/iu,
  /** "Every call" without its condition, even beside `{pickup}`: the agent answers on the first ring when a line is free. */
  answersEveryCall: /\banswers every call\b/iu,
  /** Some call centers work inside the PMS: a call center "rarely" sees live availability, never "can't". */
  callCenterBlind: /call cent(?:er|re) (?:can[’']t|cannot|never) see|Call center nie widzi/iu,
  /** Success-based pricing moves to a monthly plan at the end of the contract's term (policies.successPricing `switchToMonthly`). */
  successSwitchAnytime: /once your volume is predictable|^Yes, (?:at )?any ?time\b|^Tak, w każdej chwili/iu,
  /** The agent answers from connected systems and the approved knowledge base: never "your systems" as if any system were connected. */
  yourSystemsUnqualified: /\b(?:connect(?:s|ed)? (?:them to )?|answers from |checks |not in |straight into )your systems\b|(?:Podłączamy|łączymy|sprawdza) Twoje systemy(?! z listy)|\bi Twoje systemy\.|danych z Twoich systemów|nie ma w Twoich systemach|bezpośrednio w Twoich systemach|integracja z Twoimi systemami/iu,
  /** Nothing routes a forwarded call by the number it came from (policies.forwarding `routedByDialedNumber`). */
  perAgentRouting: /recogni[sz]es whose (?:listing|mobile|number)|rozpoznaje, czyja to (?:oferta|komórka)|routes? (?:each|the) call to the right agent/iu,
  /** Changing a hotel booking or offering an upgrade needs the PMS, from `{pmsFrom}`: said with the plan in the same sentence. */
  pmsChangeUnqualified: /(?<!\{pmsFrom\}[^.]*)(?:changes it within your rules|offers (?:available )?upgrades|offers them on every call|zmienia ją zgodnie z Twoimi zasadami|proponuje (?:też )?(?:pokój wyższej kategorii|lepszy pokój)|proponuje je w każdej rozmowie)(?![^.]*\{pmsFrom\})/iu,
  /** The trial's phone charges are ours (policies.telecomCharges `trialAndFree`): never "includes … phone charges", read as billed. */
  trialChargesAmbiguous: /includes[^.]*phone charges(?! on us)|obejmuje[^.]*opłaty telefoniczne/iu,
  /**
   * Success-based pricing bills phone numbers and carrier charges at cost too (policies.telecomCharges, `{successNoMinimum}`):
   * a headline, lead, meta or worked example says the customer pays fees only for outcomes, never that it pays only for them.
   */
  successFeeOnly: /\bpay only\b|\bpay us this month\b|no bookings means no fees|What is never charged|nothing for calls that|\bpłać tylko\b|płacisz tylko (?:za efekty|niewielki)|płacić (?:tylko|wyłącznie) za|nie płacisz nic|Za co nigdy nie płacisz|Płacisz nam w tym miesiącu/iu,
  /** Nothing connects to a transport or concierge system (policies.transportRequests): a shuttle or taxi is a request the front desk confirms, never booked by the agent. */
  /** Pay-as-You-Go has no plan fee, but its phone number is billed monthly at cost (policies.telecomCharges): never "no monthly fee". */
  noMonthlyFee: /no monthly fee|bez opłaty miesięcznej/iu,
  /** No gateway is connected; on `{customIntegrationPlans}` we connect one on request (integrations.ts): a payment link is never "built" by us. */
  gatewayBuilt: /payment links? (?:is |are )?built|budujemy (?:bramk|link\p{L}* do płatności)/iu,
  /** How the knowledge base is updated (policies.knowledgeSource `updateWays`): said as its two ways, never a vague "keep it current in the dashboard". */
  knowledgeUpdateVague: /keep it current in the dashboard|oferty aktualizujesz w panelu/iu,
  transportBooked: /\bbook (?:the room and )?(?:the |a )?(?:airport )?(?:shuttle|taxi)\b|shuttle can be there|(?:zarezerwować|zarezerwuję|rezerwuję) (?:pokój i )?(?:transfer|taksówkę)|Kierowca może na nich czekać/iu,
};

/**
 * A capability that needs a system of a category the directory connects none of
 * (lib/data/integrations.ts): a message that promises it must say it is built on
 * request. The test checks each category still has no connected system, so the
 * rule drops out when one is connected.
 */
/**
 * A PMS or CRM the agent writes to is a connected one: a message that says "in your PMS",
 * „do CRM” must say "connected" / „podłączony” or name the list (`{connectedPms}`…).
 */
export const yourSystem = /\b(?:in|into|to|through) your (?:PMS|CRM)\b|\bw (?:Twoim )?systemie (?:PMS|CRM)\b|\bw CRM\b|\bdo (?:Twojego )?(?:systemu )?CRM\b/;
export const connectedQualifier = /connected|podłączon|\{connected(?:Pms|Crms)\}|\{integrations(?:Count)?\}|\{customIntegrationPlans\}|na zamówienie|on request/i;

export const onRequestQualifier = /on request|na życzenie|na zamówienie|not connected|niepodłączon|nie są jeszcze podłączone|\{customIntegrationPlans\}/i;
export const needsUnconnected: { category: 'payments' | 'listingPortal'; promise: RegExp }[] = [
  { category: 'payments', promise: /card[- ]guarantee|guarantee the room with a card|secures the card|gwarancj\p{L}*(?: rezerwacji)? kart\p{L}*|zabezpiecza rezerwację kartą|payment (?:gateway|provider)|bramk\p{L}* płatności|operatora płatności/iu },
  { category: 'listingPortal', promise: /portal (?:inquir|lead)|inquiries from (?:your )?listings|zapytani\p{L}* z portal\p{L}*|Otodom|\bOLX\b|Gratka|Morizon/iu },
];

/**
 * Plan-bound features promised without their plan: a message matching `promise`
 * must say `plans`. Handover to a person is not on Free (`{handoverFrom}`); texts
 * go out only on `{smsPlans}`.
 */
export const planBoundPromises: { name: string; promise: RegExp; plans: RegExp }[] = [
  { name: 'handover', promise: /(?:ask for|reach|talk to|speak to) a (?:person|human)|person can take over|transfers the caller|hand over to your team|a handover to your team|łączy klienta z właściwą osobą|przekazywanie rozmów zespołowi|przekazuje rozmowę Twojemu zespołowi|rozmow\p{L}* z pracownikiem|może (?:w każdej chwili )?przejąć człowiek|przejąć człowiek/iu, plans: /\{handoverFrom\}|\{handoverPlans\}/ },
  /** The onboarding specialist is every plan's, until go-live, first writing within `{onboardingFirstContact}` (policies.onboarding). */
  { name: 'onboarding', promise: /onboarding specialist|rollout manager|named (?:rollout |success |account )?manager|opiekun\p{L}* wdrożenia/iu, plans: /\{onboardingFirstContact\}|\{policy\.onboarding\}/ },
  /** Conversation reviews with our team are per plan (plan-features `reviews`). */
  { name: 'reviews', promise: /(?:every|each) week we review|weekly (?:review|report)|review (?:real )?conversations|co tydzień przeglądamy|cotygodniow\p{L}* (?:raport|przegląd)|przeglądamy (?:prawdziwe )?rozmowy|tunes? (?:the|your) agent|dopracowujemy|stays with every customer|zostaje z każdym klientem|first results review|pierwsze podsumowanie wyników|a week with the report|tygodniowo na raport/iu, plans: /\{(?:first)?[rR]eviewsByPlan\}|\{policy\.onboarding\}/ },
  /** Answering guests' emails (the `email` channel), WhatsApp and Messenger are from `{whatsappFrom}`; sending confirmations by email is every plan's. */
  { name: 'messagingChannels', promise: /WhatsApp(?:,| and| i) (?:Messenger|e-?mail)|answers? (?:guests’ |their )?emails|odpowiada\p{L}* na e-maile|Messenger/iu, plans: /\{whatsappFrom\}|\{emailInboxFrom\}|\{channelsByPlan\}/ },
  /** Booking into a PMS during the call: the PMS is reached from `{pmsFrom}` (plan-features `integrations: 'all'`). */
  { name: 'pmsBooking', promise: /(?:connected|your) PMS|PMS we’ve connected|podłączon\p{L}* system\p{L}* PMS|Twoim systemie PMS/iu, plans: /\{pmsFrom\}|\{successPricingPlan\}|\{policy\.successPricing\}/ },
  /** Below `{pmsFrom}` a room request goes to the team by email (policies.bookingWithoutPms): "takes bookings 24/7" says so. */
  { name: 'bookingRequests', promise: /takes (?:booking requests|bookings|reservations)\b[^.]*(?:24\/7|around the clock)|przyjmuje rezerwacje[^.]*całą dobę/iu, plans: /\{bookingWithoutPms\}/ },
  { name: 'sms', promise: /\bSMS\b|SMS-\p{L}*|\bby text\b|text message|\ba text\b/iu, plans: /\{smsPlans\}|Scale/ },
];

/**
 * A fee-back figure (`{roi}`, `{feeBackDays}`) said without what it leaves out: the ROI story says
 * `{costLeavesOut}`, every other message `{feeCaveat}` (claims `roi`).
 */
export function feeBackWithoutCaveat(text: string): boolean {
  return /\{(?:roi|feeBackDays|agencyFeeBackDays)\}/.test(text) && !/\{feeCaveat\}|\{costLeavesOut\}|\{policy\.roiStory\}/.test(text);
}

/**
 * A fee-back figure said to an agency: a commission is paid when the deal closes (policies
 * `commissionPaidAt`), so beside `{roi}` or `{feeBackDays}` an agency page says `{commissionLag}`
 * (the ROI story says it too), never a fee-back window its commission timing contradicts.
 */
export function agencyFeeBackWithoutTiming(text: string): boolean {
  return /\{(?:roi|feeBackDays|agencyFeeBackDays)\}/.test(text) && !/\{commissionLag\}|\{policy\.roiStory\}/.test(text);
}
/**
 * The hotel's fee-back figure (`{feeBackDays}`, derived from `roi`) said to an agency: agency pages say
 * `{agencyFeeBackDays}`, the ROI calculator's own example, instead.
 */
export function hotelFeeBackOnAgencyPage(path: string, text: string): boolean {
  return agencyPaths.test(path) && /\{feeBackDays\}/.test(text);
}
/** The messages written for agencies (real estate pages and their calculator). */
export const agencyPaths = /^(?:realEstate\w*|floridaRoiPage|pages\.(?:realEstate\w*|floridaRoiCalculator))\./;

/**
 * The ROI figure is a hotel's (bookings pay at once); an agency's commission comes when the deal closes.
 * Outside agency pages, a `{roi}` or `{feeBackDays}` says whose it is (a hotel, bookings) or says `{commissionLag}`.
 */
export function feeBackForEveryone(text: string): boolean {
  return /\{(?:roi|feeBackDays)\}/.test(text) && !/hotel|\bbookings?\b|rezerwacj|\{commissionLag\}|\{policy\.roiStory\}/iu.test(text);
}

/**
 * The rollout's clock (policies.rolloutStartsAt), the one rule for it: wherever copy says it runs from a signed order
 * („od podpisania umowy”), it says `{rolloutFrom}` (or online sign-up) too, never the signed order alone.
 */
export const rolloutFromSigning = /signed (?:order|contract)|of signing|from signing|podpisani\p{L}* umowy(?! o poufności| powierzenia)/iu;
export const rolloutFromQualifier = /\{rolloutFrom\}|online sign-up|sign-up or (?:a )?signed (?:order|contract)|rejestracj/iu;

/**
 * The Polish agency CRMs the directory has on request (ASARI, EstiCRM…): a message that names one
 * gives the one answer, `{policy.crmPath}` (our webhook from `{crmFrom}`, a direct connection on
 * `{customIntegrationPlans}`), never "Enterprise only".
 */
export const agencyCrmNames = /\bASARI\b|\bEstiCRM\b|Galactica|\bIMO\b/;
export const crmPathQualifier = /\{policy\.crmPath\}|\{crmFrom\}|\{crmPlans\}/;

/**
 * `{conversionLift}` said outside a stat (whose label is `{conversionLiftMeans}`, checked on its own): the sentence says
 * what it measures in the register's one wording, never "higher conversion" (hotel-en-10, item 3).
 */
export function liftWithoutMeaning(text: string): boolean {
  return text.includes('{conversionLift}') && text.trim() !== '{conversionLift}' && !text.includes('{conversionLiftMeans}');
}

/** A stat whose value is a model figure (claimBasis `model`) says so in its label or its section's title. */
export const estimateWording = /estimate|szacun|szacuj/i;

/**
 * A sentence that leaves the price of a number or of carrier minutes open ("The price depends on
 * the number’s country", „Cena zależy od kraju numeru”) without the answer, `{telecomPrice}`: the
 * configured figures or the written quote before go-live (policies.telecomCharges `prices`, `quote`).
 */
export const telecomPriceOpen = /price\p{L}* (?:depends?|var(?:y|ies)) (?:on|by) (?:the |your )?(?:phone )?number(?:’s|'s)? country|cen\p{L}* (?:zależ\p{L}*|różn\p{L}*) (?:od|w zależności od) kraju/iu;
export function telecomPriceUnanswered(text: string): boolean {
  return telecomPriceOpen.test(text) && !text.includes('{telecomPrice}') && !/in writing before go-live|na piśmie przed uruchomieniem/.test(text);
}
