import type { Locale } from '@/i18n/routing';

/** When each legal document last changed (ISO dates); update with the text. */
export const legalUpdated = {
  privacy: '2026-11-28',
  cookies: '2026-11-28',
  terms: '2026-11-28',
} as const;

/**
 * The text each date above is for: the first 16 hex digits of a SHA-256 of the document's sections in both
 * languages as the site shows them (siteMessages, the register's placeholders filled in). lib/copy/legal.test.ts
 * fails when a document's text changes while its hash, and so its date, stays (hotel-en-10, item 1: terms
 * §4 and §5 changed under an old date). Change the text, then set the date to the day it changed and the hash the test prints.
 */
export const legalTextHash: Record<keyof typeof legalUpdated, string> = {
  privacy: 'dd0bf0742f6605ca',
  cookies: '8728d6065b6e3847',
  terms: 'e127d2aee17bfee1',
};

export type LegalDocument = keyof typeof legalUpdated;

/** "November 20, 2026" (US order) / "20 listopada 2026", formatted at build time. */
export function formatLegalDate(locale: Locale, iso: string): string {
  return new Intl.DateTimeFormat(locale === 'pl' ? 'pl-PL' : 'en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}

export interface LegalSection {
  title: string;
  body?: string[];
  items?: string[];
  after?: string[];
}

/** Replaces {placeholders} in raw message text (legal texts are read with t.raw, not ICU). */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

/** Narrows raw messages to sections; anything malformed is dropped rather than rendered. */
export function toSections(raw: unknown, omit: readonly string[] = []): [string, LegalSection][] {
  if (typeof raw !== 'object' || raw === null) return [];
  // Lists are stored as objects ({ "p1": "…", "p2": "…" }) so messages stay a tree of strings;
  // `omit` leaves out entries by path ("embeds.items.voiceDemo").
  const strings = (v: unknown, path: string): string[] | undefined => {
    if (typeof v !== 'object' || v === null) return undefined;
    const list = Object.entries(v as Record<string, unknown>).flatMap(([key, x]) => (typeof x === 'string' && !omit.includes(`${path}.${key}`) ? [x] : []));
    return list.length > 0 ? list : undefined;
  };
  return Object.entries(raw as Record<string, unknown>).flatMap(([id, value]) => {
    if (typeof value !== 'object' || value === null) return [];
    const s = value as Record<string, unknown>;
    if (typeof s.title !== 'string') return [];
    return [[id, { title: s.title, body: strings(s.body, `${id}.body`), items: strings(s.items, `${id}.items`), after: strings(s.after, `${id}.after`) }]];
  });
}
