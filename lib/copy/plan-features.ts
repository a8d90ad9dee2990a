/**
 * The plan feature matrix: what each plan includes, in one typed place. The
 * pricing table, the plan cards, the estimator's concurrency check, the FAQ,
 * the terms and every page that names a plan feature read it (through the
 * placeholders of `planFeatureClaims`, filled in by `siteMessages()`), so a
 * plan can never be described two ways. Labels live in
 * `pricingPage.matrix` (messages); `lib/copy/claims.test.ts` fails when copy writes
 * one of these facts literally.
 */
import type { PlanId } from '../site';

/**
 * The channels the agent answers on: `chat` is the website chat, `email` is replying to the emails
 * guests send (an inbox the agent answers), `messenger` is Facebook Messenger (through a Meta partner).
 * Sending confirmations, reminders and the team's alerts by email is not a channel: every plan has it
 * (`emailNotices`); by text, only where `sms` is a channel.
 */
export type Channel = 'voice' | 'chat' | 'whatsapp' | 'messenger' | 'email' | 'sms';
export type IntegrationTier = 'calendar' | 'calendarCrm' | 'all' | 'allCustom';
export type SupportTier = 'community' | 'email' | 'emailChat' | 'priority' | 'dedicated';
/** Reviews of the agent's conversations with our team after go-live: none (the customer reads them in the dashboard), monthly or weekly. */
export type ReviewCadence = 'none' | 'monthly' | 'weekly';

/** How a customer reaches support on each tier: the matrix's labels (`pricingPage.matrix.support`) name the same channels. */
export const supportChannels: Record<SupportTier, readonly ('community' | 'email' | 'chat' | 'manager')[]> = {
  community: ['community'],
  email: ['email'],
  emailChat: ['email', 'chat'],
  priority: ['email', 'chat'],
  dedicated: ['email', 'chat', 'manager'],
};

export interface PlanFeatures {
  channels: readonly Channel[];
  /** Confirmations, reminders and urgent alerts to the customer's team sent by email (texts only with the `sms` channel). */
  emailNotices: boolean;
  /** Conversation reviews with our team after go-live (during the rollout the onboarding specialist reviews them on every plan, lib/copy/policies.ts `onboarding`). */
  reviews: ReviewCadence;
  /** Calls the plan's agent answers at the same time; `null` = agreed per contract (Enterprise, from `concurrentCallsFrom`). */
  concurrentCalls: number | null;
  /** Enterprise: at least this many at once. */
  concurrentCallsFrom?: number;
  integrations: IntegrationTier;
  /** Handover to a person with the conversation's context. */
  handover: boolean;
  /** All live languages (lib/copy/policies.ts `languages`) on every plan; beta languages from this plan on. */
  betaLanguages: boolean;
  /** HIPAA configuration (business associate agreement) for health data. */
  hipaa: boolean;
  /** Full Privacy Mode: no recordings or transcripts kept. */
  privacyMode: boolean;
  support: SupportTier;
  /** First reply to a support request, in business hours of the market's support hours; `null` = best effort (community). */
  supportResponseHours: number | null;
  /** Outages answered around the clock. */
  outageSupport247: boolean;
}

const allChannels: readonly Channel[] = ['voice', 'chat', 'whatsapp', 'messenger', 'email', 'sms'];

export const planFeatures: Record<PlanId, PlanFeatures> = {
  free: {
    channels: ['voice', 'chat'],
    emailNotices: true,
    reviews: 'none',
    concurrentCalls: 1,
    integrations: 'calendar',
    handover: false,
    betaLanguages: false,
    hipaa: false,
    privacyMode: false,
    support: 'community',
    supportResponseHours: null,
    outageSupport247: false,
  },
  starter: {
    channels: ['voice', 'chat'],
    emailNotices: true,
    reviews: 'none',
    concurrentCalls: 2,
    integrations: 'calendarCrm',
    handover: true,
    betaLanguages: false,
    hipaa: false,
    privacyMode: false,
    support: 'email',
    supportResponseHours: 24,
    outageSupport247: false,
  },
  growth: {
    channels: ['voice', 'chat', 'whatsapp', 'messenger', 'email'],
    emailNotices: true,
    reviews: 'monthly',
    concurrentCalls: 10,
    integrations: 'all',
    handover: true,
    betaLanguages: true,
    hipaa: false,
    privacyMode: false,
    support: 'emailChat',
    supportResponseHours: 8,
    outageSupport247: false,
  },
  scale: {
    channels: allChannels,
    emailNotices: true,
    reviews: 'weekly',
    concurrentCalls: 50,
    integrations: 'all',
    handover: true,
    betaLanguages: true,
    hipaa: false,
    privacyMode: true,
    support: 'priority',
    supportResponseHours: 4,
    outageSupport247: true,
  },
  enterprise: {
    channels: allChannels,
    emailNotices: true,
    reviews: 'weekly',
    concurrentCalls: null,
    concurrentCallsFrom: 50,
    integrations: 'allCustom',
    handover: true,
    betaLanguages: true,
    hipaa: true,
    privacyMode: true,
    support: 'dedicated',
    supportResponseHours: 1,
    outageSupport247: true,
  },
  payg: {
    channels: ['voice', 'chat'],
    emailNotices: true,
    reviews: 'none',
    concurrentCalls: 5,
    integrations: 'calendarCrm',
    handover: true,
    betaLanguages: false,
    hipaa: false,
    privacyMode: false,
    support: 'email',
    supportResponseHours: 24,
    outageSupport247: false,
  },
};

/** The order plans are listed in everywhere (lib/site.ts `plans`). */
export const planOrder: readonly PlanId[] = ['free', 'starter', 'growth', 'scale', 'enterprise', 'payg'];

/**
 * Success-based pricing (/hotel-success-pricing/, /real-estate-success-pricing/): the agent has this
 * plan's features, with no minutes counted and no monthly fee; only the outcomes each page lists are billed.
 */
export const successPricingPlan: PlanId = 'growth';

/** Plan names are the same in both languages (Polish glossary). */
export const planNames: Record<PlanId, string> = {
  free: 'Free',
  starter: 'Starter',
  growth: 'Growth',
  scale: 'Scale',
  enterprise: 'Enterprise',
  payg: 'Pay-as-You-Go',
};

/** Calls a plan answers at once (Enterprise: its contractual minimum). */
export function concurrencyOf(id: PlanId): number {
  const f = planFeatures[id];
  return f.concurrentCalls ?? f.concurrentCallsFrom ?? 0;
}

/** Plans (in list order, Pay-as-You-Go left out of "from" phrases) that have a feature. */
export function plansWith(test: (features: PlanFeatures) => boolean): PlanId[] {
  return planOrder.filter((id) => test(planFeatures[id]));
}

const join = (items: string[], and: string) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;

/** "Scale and Enterprise" / "Scale i Enterprise". */
export function planList(ids: readonly PlanId[], locale: 'en' | 'pl'): string {
  return join(
    ids.map((id) => planNames[id]),
    locale === 'pl' ? 'i' : 'and',
  );
}

/** The monthly plans, cheapest first, and the first of them with a feature: "Growth" in "from Growth up". */
function firstTier(test: (features: PlanFeatures) => boolean): string {
  const id = (['free', 'starter', 'growth', 'scale', 'enterprise'] as const).find((plan) => test(planFeatures[plan]));
  return id ? planNames[id] : planNames.enterprise;
}

/** "on Starter and Growth" / "w planach Starter i Growth": where a grouped feature applies. */
function onPlans(ids: readonly PlanId[], locale: 'en' | 'pl'): string {
  return locale === 'en' ? `on ${planList(ids, 'en')}` : `w ${ids.length > 1 ? 'planach' : 'planie'} ${planList(ids, 'pl')}`;
}

/** The plans grouped by a feature's value, in plan order (plans without it left out). */
function groupPlans<T>(value: (features: PlanFeatures) => T | null): Map<T, PlanId[]> {
  const groups = new Map<T, PlanId[]>();
  for (const id of planOrder) {
    const key = value(planFeatures[id]);
    if (key !== null) groups.set(key, [...(groups.get(key) ?? []), id]);
  }
  return groups;
}

/** "a; b; and c": per-plan groups joined with semicolons, since a group's own words may hold commas. */
function groupList(parts: readonly string[], locale: 'en' | 'pl'): string {
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join('; ')}${locale === 'en' ? '; and ' : '; '}${parts[parts.length - 1]}`;
}

/** First-reply times per plan, fastest first, plans with the same time together. */
function responseTimes(locale: 'en' | 'pl'): string {
  const parts = [...groupPlans((f) => f.supportResponseHours).entries()]
    .sort(([a], [b]) => a - b)
    .map(([hours, ids], index) => {
      const unit = index > 0 ? '' : locale === 'en' ? (hours === 1 ? ' business hour' : ' business hours') : hours === 1 ? ' godziny roboczej' : ' godzin roboczych';
      return `${hours}${unit} ${onPlans(ids, locale)}`;
    });
  return join(parts, locale === 'pl' ? 'i' : 'and');
}

const supportWords: Record<SupportTier, { en: string; pl: string }> = {
  community: { en: 'community support', pl: 'wsparcie społeczności' },
  email: { en: 'email', pl: 'e-mail' },
  emailChat: { en: 'email and chat', pl: 'e-mail i czat' },
  priority: { en: 'priority email and chat', pl: 'priorytetowy e-mail i czat' },
  dedicated: { en: 'a dedicated account manager, email and chat', pl: 'opiekun klienta, e-mail i czat' },
};

const integrationWords: Record<IntegrationTier, { en: string; pl: string }> = {
  calendar: { en: 'your phone system and a calendar', pl: 'centrala telefoniczna i kalendarz' },
  calendarCrm: { en: 'your phone system, a calendar and a CRM', pl: 'centrala telefoniczna, kalendarz i CRM' },
  all: { en: 'every connected system', pl: 'wszystkie podłączone systemy' },
  allCustom: { en: 'every connected system plus custom integrations', pl: 'wszystkie podłączone systemy oraz integracje na zamówienie' },
};

/** "a calendar on Free; a calendar and a CRM on Starter and Pay-as-You-Go; …": what each plan's integrations cover. */
function integrationsByPlan(locale: 'en' | 'pl'): string {
  return groupList([...groupPlans((f) => f.integrations).entries()].map(([tier, ids]) => `${integrationWords[tier][locale]} ${onPlans(ids, locale)}`), locale);
}

/** Polish channels in the accusative, the object of „agent obsługuje”. */
const channelObjects: Record<Channel, string> = {
  voice: 'telefony',
  chat: 'czat na stronie',
  whatsapp: 'WhatsAppa',
  messenger: 'Messengera',
  email: 'e-maile',
  sms: 'SMS-y',
};

const channelWords: Record<Channel, { en: string; pl: string }> = {
  voice: { en: 'calls', pl: 'telefony' },
  chat: { en: 'website chat', pl: 'czat na stronie' },
  whatsapp: { en: 'WhatsApp', pl: 'WhatsApp' },
  messenger: { en: 'Facebook Messenger', pl: 'Facebook Messenger' },
  email: { en: 'replies to emails', pl: 'odpowiedzi na e-maile' },
  sms: { en: 'texts (SMS)', pl: 'SMS-y' },
};

/** "calls and website chat on every plan. Growth and above add WhatsApp, Facebook Messenger and replies to emails, and Scale and Enterprise add texts (SMS)". */
function channelsByPlan(locale: 'en' | 'pl'): string {
  const and = locale === 'pl' ? 'i' : 'and';
  const every = planOrder.every((id) => planFeatures[id].channels.includes('voice')) ? (['voice', 'chat'] as Channel[]).filter((c) => planOrder.every((id) => planFeatures[id].channels.includes(c))) : [];
  const rest = (['whatsapp', 'messenger', 'email', 'sms'] as Channel[]).filter((c) => !every.includes(c));
  const groups = new Map<string, Channel[]>();
  for (const channel of rest) {
    const ids = plansWith((f) => f.channels.includes(channel)).filter((id) => id !== 'payg');
    const key = ids.length > 2 ? `from:${firstTier((f) => f.channels.includes(channel))}` : `on:${planList(ids, locale)}`;
    groups.set(key, [...(groups.get(key) ?? []), channel]);
  }
  const words = (channels: readonly Channel[]) => join(channels.map((c) => (locale === 'pl' ? channelObjects[c] : channelWords[c].en)), and);
  const parts = [locale === 'pl' ? `W każdym planie agent obsługuje ${words(every)}` : `${words(every)} on every plan`];
  for (const [key, channels] of groups) {
    const [kind, plansText] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
    const where = kind === 'from' ? (locale === 'pl' ? `od planu ${plansText}` : `on ${plansText} and above`) : locale === 'pl' ? `w planach ${plansText}` : `on ${plansText}`;
    const adds = kind === 'from' ? `${plansText} and above add` : `${plansText} add`;
    parts.push(locale === 'pl' ? `${where} także ${words(channels)}` : `${adds} ${words(channels)}`);
  }
  // Polish, a sentence of its own: „W każdym planie agent obsługuje telefony i czat na stronie, od planu Growth także WhatsAppa…, a w planach Scale i Enterprise – SMS-y”.
  if (locale === 'pl') return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')}, a ${parts[parts.length - 1]!.replace(' także ', ' – ')}`;
  // English, a clause and then a sentence: "calls and website chat on every plan. Growth and above add WhatsApp…, and Scale and Enterprise add texts (SMS)".
  const [first, ...more] = parts;
  return more.length === 0 ? first! : `${first}. ${more.length === 1 ? more[0] : `${more.slice(0, -1).join(', ')}, and ${more[more.length - 1]}`}`;
}

type Cadence = Exclude<ReviewCadence, 'none'>;

/** The plans of each review cadence, each group after its words: "monthly on Growth and weekly on Scale and Enterprise" (two cadences at most). */
function byCadence(words: Record<Cadence, Record<'en' | 'pl', string>>, order: readonly Cadence[], locale: 'en' | 'pl'): string {
  return order
    .map((cadence) => [cadence, plansWith((f) => f.reviews === cadence)] as const)
    .filter(([, ids]) => ids.length > 0)
    .map(([cadence, ids]) => `${words[cadence][locale]} ${onPlans(ids, locale)}`)
    .join(locale === 'pl' ? ', a ' : ' and ');
}

/** "monthly on Growth and weekly on Scale and Enterprise": the plans whose conversations our team reviews with the customer after go-live. */
function reviewsByPlan(locale: 'en' | 'pl'): string {
  return byCadence({ monthly: { en: 'monthly', pl: 'co miesiąc' }, weekly: { en: 'weekly', pl: 'co tydzień' } }, ['monthly', 'weekly'], locale);
}

/** "after a week on Scale and Enterprise and after a month on Growth": when the first review with our team comes, per plan (`reviews`). */
function firstReviewByPlan(locale: 'en' | 'pl'): string {
  return byCadence({ weekly: { en: 'after a week', pl: 'po tygodniu' }, monthly: { en: 'after a month', pl: 'po miesiącu' } }, ['weekly', 'monthly'], locale);
}

/**
 * How each support tier reaches a customer, in Polish: one map for every Polish sentence that says it
 * (`{supportByPlan}`: „w planie Growth odpowiadamy e-mailem i na czacie”; `{successPricingFeatures}`:
 * „W sprawach wsparcia odpowiadamy e-mailem i na czacie”).
 */
export const supportPl: Record<SupportTier, string> = {
  community: 'pomaga społeczność użytkowników',
  email: 'odpowiadamy e-mailem',
  emailChat: 'odpowiadamy e-mailem i na czacie',
  priority: 'odpowiadamy priorytetowo, e-mailem i na czacie',
  dedicated: 'masz opiekuna klienta, a odpowiadamy e-mailem i na czacie',
};

/** What the agent has on success-based pricing, from `successPricingPlan`'s features. */
function successPricingFeatures(locale: 'en' | 'pl'): string {
  const f = planFeatures[successPricingPlan];
  if (locale === 'pl') {
    // „prowadzi do 10 rozmów jednocześnie, obsługuje telefony, czat… i korzysta z… Wsparcie dostajesz e-mailem i na czacie”.
    const integrationsPl: Record<IntegrationTier, string> = {
      calendar: 'korzysta z centrali telefonicznej i kalendarza',
      calendarCrm: 'korzysta z centrali telefonicznej, kalendarza i CRM',
      all: 'korzysta ze wszystkich podłączonych systemów',
      allCustom: 'korzysta ze wszystkich podłączonych systemów i integracji na zamówienie',
    };
    const doing = [
      `prowadzi do ${concurrencyOf(successPricingPlan)} rozmów jednocześnie`,
      `obsługuje ${join(f.channels.map((c) => channelObjects[c]), 'i')}`,
      integrationsPl[f.integrations],
      f.handover ? 'przekazuje rozmowy Twojemu zespołowi' : null,
    ].filter(Boolean) as string[];
    return `${join(doing, 'i')}. W sprawach wsparcia ${supportPl[f.support]}`;
  }
  // "the agent handles up to 10 calls at once, answers calls, website chat… and email, works with every connected system and hands conversations to your team. Support is by email and chat".
  const calls = `handles up to ${concurrencyOf(successPricingPlan)} calls at once`;
  const channels = `answers ${join(f.channels.map((c) => (c === 'email' ? 'email' : channelWords[c].en)), 'and')}`;
  const integrations = `works with ${integrationWords[f.integrations].en}`;
  const handover = f.handover ? 'hands conversations to your team' : null;
  const support = f.support === 'community' ? 'Support comes from the user community' : `Support is by ${supportWords[f.support].en}`;
  return `the agent ${join([calls, channels, integrations, handover].filter(Boolean) as string[], 'and')}. ${support}`;
}

/** "community support on Free, email on Starter and Pay-as-You-Go, …": support channels grouped by plan, in list order. */
function supportByPlan(locale: 'en' | 'pl'): string {
  if (locale === 'pl') {
    // A sentence of its own: „W planie Free pomaga społeczność użytkowników; w planach Starter i Pay-as-You-Go odpowiadamy e-mailem; w planie Growth – e-mailem i na czacie; …”.
    let answered = false;
    const parts = [...groupPlans((f) => f.support).entries()].map(([tier, ids]) => {
      const words = answered && supportPl[tier].startsWith('odpowiadamy ') ? supportPl[tier].replace('odpowiadamy ', '– ') : supportPl[tier];
      answered ||= supportPl[tier].startsWith('odpowiadamy ');
      return `${onPlans(ids, 'pl')} ${words}`;
    });
    const sentence = parts.join('; ');
    return sentence.charAt(0).toUpperCase() + sentence.slice(1);
  }
  // Semicolons between plans: a tier's own words may hold commas ("a dedicated account manager, email and chat").
  return groupList([...groupPlans((f) => f.support).entries()].map(([tier, ids]) => `${supportWords[tier][locale]} ${onPlans(ids, locale)}`), locale);
}

/**
 * Plan facts as message placeholders (both languages), merged into the claims
 * by lib/copy/claims.ts: `{concurrentCalls}` (the Scale plan's figure, as before),
 * `{concurrencyByPlan}`, `{whatsappFrom}`, `{handoverFrom}`,
 * `{privacyModePlans}`, `{hipaaPlans}`, `{customIntegrationPlans}` (the plans that get custom
 * integrations, built for systems on request or not listed), `{integrationsByPlan}` (what each
 * plan's integrations cover), `{supportByPlan}` and `{supportChatPlans}` (how each plan reaches support).
 */
export function planFeatureClaims(): Record<string, { en: string; pl: string }> {
  const byPlan = (locale: 'en' | 'pl') => {
    if (locale === 'pl') {
      // „w planie Free agent prowadzi 1 rozmowę naraz, w Starter – 2, w Pay-as-You-Go – 5, w Growth – 10, w Scale – 50, a w Enterprise – 50 i więcej”.
      const ids = (['free', 'starter', 'growth', 'payg', 'scale'] as const).slice().sort((a, b) => concurrencyOf(a) - concurrencyOf(b));
      const noun = (n: number) => (n === 1 ? 'rozmowę' : [2, 3, 4].includes(n % 10) && ![12, 13, 14].includes(n % 100) ? 'rozmowy' : 'rozmów');
      const [first, ...rest] = ids;
      return [
        `w planie ${planNames[first!]} agent prowadzi ${concurrencyOf(first!)} ${noun(concurrencyOf(first!))} naraz`,
        ...rest.map((id) => `w ${planNames[id]} – ${concurrencyOf(id)}`),
      ].join(', ') + `, a w Enterprise – ${concurrencyOf('enterprise')} i więcej`;
    }
    // "Free handles 1 call at a time, Starter 2, Pay-as-You-Go 5, …, Scale 50 and Enterprise 50 or more", smallest first.
    const ids = (['free', 'starter', 'growth', 'payg', 'scale'] as const).slice().sort((a, b) => concurrencyOf(a) - concurrencyOf(b));
    const [first, ...rest] = ids;
    const parts = [`${planNames[first!]} handles ${concurrencyOf(first!)} ${concurrencyOf(first!) === 1 ? 'call' : 'calls'} at a time`, ...rest.map((id) => `${planNames[id]} ${concurrencyOf(id)}`)];
    return join([...parts, `Enterprise ${concurrencyOf('enterprise')} or more`], 'and');
  };
  const both = (value: string) => ({ en: value, pl: value });
  return {
    concurrentCalls: both(String(concurrencyOf('scale'))),
    concurrencyByPlan: { en: byPlan('en'), pl: byPlan('pl') },
    whatsappFrom: both(firstTier((f) => f.channels.includes('whatsapp'))),
    handoverFrom: both(firstTier((f) => f.handover)),
    betaLanguagesFrom: both(firstTier((f) => f.betaLanguages)),
    smsPlans: { en: planList(plansWith((f) => f.channels.includes('sms')), 'en'), pl: planList(plansWith((f) => f.channels.includes('sms')), 'pl') },
    privacyModePlans: { en: planList(plansWith((f) => f.privacyMode), 'en'), pl: planList(plansWith((f) => f.privacyMode), 'pl') },
    hipaaPlans: { en: planList(plansWith((f) => f.hipaa), 'en'), pl: planList(plansWith((f) => f.hipaa), 'pl') },
    customIntegrationPlans: { en: planList(plansWith((f) => f.integrations === 'allCustom'), 'en'), pl: planList(plansWith((f) => f.integrations === 'allCustom'), 'pl') },
    responseTimes: { en: responseTimes('en'), pl: responseTimes('pl') },
    supportByPlan: { en: supportByPlan('en'), pl: supportByPlan('pl') },
    integrationsByPlan: { en: integrationsByPlan('en'), pl: integrationsByPlan('pl') },
    supportChatPlans: { en: planList(plansWith((f) => supportChannels[f.support].includes('chat')), 'en'), pl: planList(plansWith((f) => supportChannels[f.support].includes('chat')), 'pl') },
    channelsByPlan: { en: channelsByPlan('en'), pl: channelsByPlan('pl') },
    emailNoticePlans: plansWith((f) => f.emailNotices).length === planOrder.length ? { en: 'every plan', pl: 'każdym planie' } : { en: planList(plansWith((f) => f.emailNotices), 'en'), pl: `planach ${planList(plansWith((f) => f.emailNotices), 'pl')}` },
    emailInboxFrom: both(firstTier((f) => f.channels.includes('email'))),
    reviewsByPlan: { en: reviewsByPlan('en'), pl: reviewsByPlan('pl') },
    firstReviewByPlan: { en: firstReviewByPlan('en'), pl: firstReviewByPlan('pl') },
    successPricingPlan: both(planNames[successPricingPlan]),
    successPricingFeatures: { en: successPricingFeatures('en'), pl: successPricingFeatures('pl') },
    /** The first monthly plan whose integrations reach a PMS (every connected system): hotel booking during the call starts here. */
    pmsFrom: both(firstTier((f) => f.integrations === 'all' || f.integrations === 'allCustom')),
    /** The first plan whose integrations reach a CRM, our webhook included (a CRM not connected directly takes leads through it if it accepts a webhook). */
    crmFrom: both(firstTier((f) => f.integrations !== 'calendar')),
    /** Where CRMs connect, Pay-as-You-Go included (hotel-en-19, item 11: "Starter and above" left it out): every paid plan today. */
    crmPlans: (() => {
      const crm = plansWith((f) => f.integrations !== 'calendar');
      const paid = planOrder.filter((id) => id !== 'free');
      if (crm.join() !== paid.join()) return { en: planList(crm, 'en'), pl: `planach ${planList(crm, 'pl')}` };
      return { en: 'every paid plan', pl: 'każdym płatnym planie' };
    })(),
    outageSupportPlans: { en: planList(plansWith((f) => f.outageSupport247), 'en'), pl: planList(plansWith((f) => f.outageSupport247), 'pl') },
    /** What the estimator's "Lowest" leaves out (agency-pl-17, item 12): it compares cost alone, so it names the plans without handover and without a PMS. */
    lowestCostOnly: (() => {
      const noHandover = plansWith((f) => !f.handover);
      const noPms = plansWith((f) => f.integrations !== 'all' && f.integrations !== 'allCustom');
      // A plan without handover today is also the one without a CRM (calendar only): said together.
      if (noHandover.join() !== plansWith((f) => f.integrations === 'calendar').join()) throw new Error('plan features changed: reword lowestCostOnly');
      return {
        en: `“Lowest” compares cost alone: ${onPlans(noHandover, 'en')}, the agent can’t hand conversations to your team or reach a CRM, and ${onPlans(noPms, 'en')}, it reaches no PMS.`,
        pl: `„Najtaniej” porównuje tylko koszt: ${onPlans(noHandover, 'pl')} agent nie przekazuje rozmów zespołowi ani nie łączy się z CRM, a ${onPlans(noPms, 'pl')} – z systemem PMS.`,
      };
    })(),
    /** Success pricing has its plan's outage cover (hotel-en-17 item 10, agency-pl-17 item 5): a whole sentence for its FAQ. */
    successOutage: planFeatures[successPricingPlan].outageSupport247
      ? { en: 'We work on outages around the clock.', pl: 'Awarie usuwamy przez całą dobę.' }
      : {
          en: `As on ${planNames[successPricingPlan]}, we work on outages in support hours, not around the clock.`,
          pl: `Jak w planie ${planNames[successPricingPlan]}, awarie usuwamy w godzinach wsparcia, a nie przez całą dobę.`,
        },
  };
}
