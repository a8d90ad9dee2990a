import { RECOVERY_RATE } from './calculators/florida-roi';
import { siteConfig } from './site';

/**
 * The marketing figures (SPEC "Marketing claims"), in one place. Copy never
 * writes them: messages say `{conversionLift}`, `{rollout}`… and
 * `siteMessages()` (lib/messages.ts) fills them in when the messages load, so
 * changing a figure here changes every page, both languages.
 * `lib/claims.test.ts` fails when a message writes one of them literally.
 *
 * What each figure measures (say it where the figure appears):
 * - conversionLift: share of enquiries that become a booking or appointment,
 *   compared with before the agent (customers' own reports).
 * - workloadCut: front-desk time spent on routine calls and messages.
 * - routineShare: routine questions the agent answers without a person.
 * - directBookingsLift: hotels' direct (commission-free) bookings.
 * - concurrentCalls: simultaneous calls on the Scale plan (Starter 2,
 *   Growth 10, Enterprise more: `pricingPage.rows`).
 * - roi: revenue from recovered bookings in the first 30 days, compared with
 *   that month's subscription ("more than 3x the plan's cost").
 * - payback: months until the whole rollout (setup, integration, the team's
 *   time, the subscription) has paid for itself.
 * - rollout: days from the signed order to the agent answering live calls.
 */
export interface Claim {
  en: string;
  pl: string;
}

const same = (value: string): Claim => ({ en: value, pl: value });

export const claims = {
  conversionLift: same('35%'),
  workloadCut: same('60%'),
  routineShare: same('80%'),
  directBookingsLift: same('20–35%'),
  concurrentCalls: same('50'),
  integrationsCount: same('200'),
  integrations: same('200+'),
  roi: same('300%'),
  roiWindowDays: same('30'),
  payback: same('2–3'),
  rollout: same('7–14'),
  trialDays: same(String(siteConfig.trialDays)),
  moneyBackDays: same(String(siteConfig.moneyBackDays)),
  assessmentMinutes: same(String(siteConfig.assessmentMinutes)),
  callbackHours: same(String(siteConfig.callbackHours)),
  /** The Florida calculator's assumption (not a marketing claim, but one figure in one place). */
  recoveryRate: same(`${Math.round(RECOVERY_RATE * 100)}%`),
  /** Polish-only figures from the spec, each said once where it belongs. */
  plHotelRolloutDays: { en: '', pl: '7' },
  plAfterHoursShare: { en: '', pl: '76%' },
  plWeekendLoss: { en: '', pl: '80 000 zł' },
} as const satisfies Record<string, Claim>;

export type ClaimKey = keyof typeof claims;

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
  payback: /\b2\s?[–-]\s?3\s(?:months|miesi)|two to three months|dwóch do trzech miesięcy/,
  rollout: /7\s?[–-]\s?14|1\s?[–-]\s?2\s(?:weeks|tygodni)|(?:około|ok\.)\s7\sdni|about 7 days/,
  trialDays: /14[-\s](?:day|dni)/,
  moneyBackDays: /30[-\s](?:day money|dniow\p{L}* gwarancj)/u,
  assessmentMinutes: /30[-\s]minut/,
  plAfterHoursShare: /76\s?%/,
  plWeekendLoss: /80[\s\u00a0.,]?000/,
};
