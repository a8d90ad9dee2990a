import en from '../../messages/en.json';
import pl from '../../messages/pl.json';
import { claimValues, type ClaimKey } from './claims';
import { companyValues } from '../facts/company';
import { typesetMessages } from './typography';

export type Messages = typeof en;
type Locale = 'en' | 'pl';

/** Fills the claim placeholders (`{conversionLift}`…) of a message tree; other placeholders stay for ICU. */
function fillClaims<T>(value: T, claims: Record<string, string>): T {
  if (typeof value === 'string') {
    return value.replace(/\{(\w+)\}/g, (match, key: string) => (key in claims ? claims[key]! : match)) as T;
  }
  if (Array.isArray(value)) return value.map((item) => fillClaims(item, claims)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillClaims(v, claims)])) as T;
  }
  return value;
}

/**
 * Fills `{policy.<key>}` with the sentence of the `policy` namespace: each
 * policy (the trial, the guarantee, the ROI story…) is worded once per language
 * and said the same way wherever it appears.
 */
function fillPolicies<T>(value: T, policy: Record<string, string>): T {
  if (typeof value === 'string') {
    return value.replace(/\{policy\.(\w+)\}/g, (match, key: string) => policy[key] ?? match) as T;
  }
  if (Array.isArray(value)) return value.map((item) => fillPolicies(item, policy)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillPolicies(v, policy)])) as T;
  }
  return value;
}

const cache = new Map<Locale, Messages>();

/**
 * The messages of a language as the site shows them: the marketing figures
 * from lib/copy/claims.ts filled in and, in Polish, the typography applied
 * (lib/copy/typography.ts). Used by the next-intl request config, the not-found
 * page and the tests, so all of them see the same text.
 */
export function siteMessages(locale: Locale): Messages {
  let messages = cache.get(locale);
  if (!messages) {
    const source = (locale === 'pl' ? pl : en) as Messages;
    const values: Record<ClaimKey | string, string> = { ...claimValues(locale), ...companyValues(locale) };
    const filled = fillClaims(source, values);
    // A policy may be built from others ({policy.outage} from {policy.outageCover} and {policy.outageHours}): one level.
    const policy = fillPolicies(filled.policy as Record<string, string>, filled.policy as Record<string, string>);
    messages = typesetMessages(fillPolicies(filled, policy), locale);
    cache.set(locale, messages);
  }
  return messages;
}
