import { planIds, type PlanId } from '../site';
import { checkMobile, loadMobile } from './phone';
import { MAX_LENGTH, type Rules } from './validation';

/** Contact-step fields of the welcome flow (spec 3, "Contact form"), in form order. */
export const welcomeFields = ['firstName', 'lastName', 'companyName', 'businessEmail', 'phone', 'jobTitle', 'plan'] as const;
export type WelcomeField = (typeof welcomeFields)[number];

export const welcomeRules: Rules<WelcomeField> = {
  firstName: { kind: 'text', required: true, maxLength: MAX_LENGTH.name },
  lastName: { kind: 'text', required: true, maxLength: MAX_LENGTH.name },
  companyName: { kind: 'text', required: true, maxLength: MAX_LENGTH.company },
  businessEmail: { kind: 'email', required: true, maxLength: MAX_LENGTH.email },
  phone: { kind: 'phone', required: true, maxLength: MAX_LENGTH.phone, check: checkMobile, load: loadMobile, mobile: true },
  jobTitle: { kind: 'text', required: false, maxLength: MAX_LENGTH.jobTitle },
  plan: { kind: 'choice', required: true, maxLength: MAX_LENGTH.choice, options: planIds, code: 'plan' },
};

export const WELCOME_DRAFT_KEY = 'formDraft:welcome';

export const welcomeSteps = ['welcome', 'contact', 'benefits'] as const;
export type WelcomeStep = (typeof welcomeSteps)[number];

export function parseStep(value: string | null | undefined): WelcomeStep {
  return (welcomeSteps as readonly string[]).includes(value ?? '') ? (value as WelcomeStep) : 'welcome';
}

export function parsePlan(value: string | null | undefined): PlanId | null {
  return (planIds as readonly string[]).includes(value ?? '') ? (value as PlanId) : null;
}

export const WELCOME_LEAD_KEY = 'formDraft:welcomeLead';

/**
 * The dashboard sign-up address: the plan, the language and the stored
 * lead's id only. Names, e-mail and phone never travel in a URL (they end up
 * in server logs, history and referrers); the dashboard can fetch the rest
 * from the lead service by id if it needs it.
 */
export function signupUrl(base: string, params: { plan?: string; lang: string; lead?: string }): string {
  const url = new URL(base);
  if (params.plan) url.searchParams.set('plan', params.plan);
  url.searchParams.set('lang', params.lang);
  if (params.lead) url.searchParams.set('lead', params.lead);
  return url.toString();
}
