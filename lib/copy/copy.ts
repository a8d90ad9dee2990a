import { getMessages } from 'next-intl/server';
import type en from '@/messages/en.json';
import type { Locale } from '@/i18n/routing';
import { demoPhone, siteConfig } from '../site';

export type Messages = typeof en;
type Vars = Record<string, string | number>;

/** Replaces `{key}` placeholders in every string of a message tree. */
export function fillPlaceholders<T>(value: T, vars: Vars): T {
  if (typeof value === 'string') {
    return value.replace(/\{(\w+)\}/g, (match, key: string) => (key in vars ? String(vars[key]) : match)) as T;
  }
  if (Array.isArray(value)) return value.map((item) => fillPlaceholders(item, vars)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillPlaceholders(v, vars)])) as T;
  }
  return value;
}

/**
 * A whole message namespace as plain data (lists of features, steps, FAQ
 * entries...), typed from messages/en.json (both locales share the key tree),
 * with the site-wide placeholders filled in.
 */
export async function pageCopy<K extends keyof Messages>(locale: Locale, namespace: K, vars: Vars = {}): Promise<Messages[K]> {
  const messages = (await getMessages({ locale })) as unknown as Messages;
  return fillPlaceholders(messages[namespace], {
    name: siteConfig.name,
    phone: demoPhone(locale).display,
    email: siteConfig.email.sales,
    trialDays: siteConfig.trialDays,
    moneyBackDays: siteConfig.moneyBackDays,
    ...vars,
  });
}
