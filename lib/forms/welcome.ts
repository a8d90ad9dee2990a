import { planIds, type PlanId } from '@/lib/site';
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

/**
 * The dashboard sign-up address with the visitor's details as query
 * parameters (empty values left out).
 */
export function signupUrl(base: string, values: Record<WelcomeField, string>, extra: Record<string, string> = {}): string {
  const url = new URL(base);
  for (const field of welcomeFields) {
    const value = values[field]?.trim();
    if (value) url.searchParams.set(field, value);
  }
  for (const [key, value] of Object.entries(extra)) url.searchParams.set(key, value);
  return url.toString();
}
