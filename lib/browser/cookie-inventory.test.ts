/**
 * @jest-environment node
 */
import en from '@/messages/en.json';
import pl from '@/messages/pl.json';
import { createTranslator } from 'use-intl';
import { toSections } from '@/lib/copy/legal';
import { cookieCategories, storageInventory, storageInventoryFor, voiceDemoConfigured, voiceDemoCopy } from './cookie-inventory';
import { CONSENT_KEY } from './consent';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

describe('the cookie inventory', () => {
  const entries = cookieCategories.flatMap((c) => storageInventory[c]);

  it('names every key the site itself writes', () => {
    const names = entries.flatMap((e) => e.names);
    for (const key of [CONSENT_KEY, 'language', 'theme', 'formDraft:welcome', 'formDraft:contact', 'formDraft:partnership', 'formDraft:welcomeLead', 'ph_<projectKey>_posthog']) {
      expect(names).toContain(key);
    }
  });

  it('names every form draft key in lib/forms (agency read 14: the integration request’s draft was missing)', () => {
    const names = entries.flatMap((e) => e.names);
    const dir = join(__dirname, '..', 'forms');
    const keys = readdirSync(dir)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .flatMap((file) => [...readFileSync(join(dir, file), 'utf8').matchAll(/export const \w+_(?:DRAFT|LEAD)_KEY = '([^']+)'/g)].map((m) => m[1]!));
    expect(keys).toEqual(expect.arrayContaining(['formDraft:welcome', 'formDraft:integration']));
    expect(keys.filter((key) => !names.includes(key))).toEqual([]);
  });

  it('has a purpose and a duration for every entry in both languages', () => {
    for (const { id } of entries) {
      for (const messages of [en, pl]) {
        const text = (messages.cookiesPage.keys as Record<string, { purpose: string; duration: string }>)[id];
        expect([id, typeof text?.purpose, typeof text?.duration]).toEqual([id, 'string', 'string']);
      }
    }
  });
});

describe('the live voice demo in the banner, the preferences dialog and the cookie policy', () => {
  const names = { en: /voice/i, pl: /głosow/i } as const;
  const shown = (voiceDemo: boolean, locale: 'en' | 'pl') => {
    const messages = locale === 'en' ? en : pl;
    const copy = voiceDemoCopy(voiceDemo);
    const consent = createTranslator({ locale, messages, namespace: 'consent' });
    const policy = createTranslator({ locale, messages, namespace: 'cookiesPage' });
    const inventory = storageInventoryFor(voiceDemo);
    return {
      banner: consent(copy.bannerText),
      dialog: consent(`categories.functional.${copy.functionalDescription}`),
      policyCategory: policy(`categories.functional.${copy.policyFunctionalText}`),
      policySections: JSON.stringify(toSections(messages.cookiesPage.sections, copy.policyOmits)),
      policyInventory: cookieCategories.flatMap((c) => inventory[c]).map((entry) => `${entry.id}: ${policy(`keys.${entry.id}.purpose` as 'keys.consent.purpose')}`).join('\n'),
    };
  };

  it('is named everywhere when a voice agent is configured', () => {
    for (const locale of ['en', 'pl'] as const) {
      const text = shown(true, locale);
      for (const [where, value] of Object.entries(text)) expect([locale, where, names[locale].test(value)]).toEqual([locale, where, true]);
      expect(text.policyInventory).toContain('voiceAgent:');
    }
  });

  it('is named nowhere when none is configured, and the videos still are', () => {
    for (const locale of ['en', 'pl'] as const) {
      const text = shown(false, locale);
      for (const [where, value] of Object.entries(text)) expect([locale, where, names[locale].test(value)]).toEqual([locale, where, false]);
      expect(text.policyInventory).not.toContain('voiceAgent:');
      expect(text.policyInventory).toContain('youtube:');
      expect(text.banner).toMatch(locale === 'en' ? /video/ : /film/);
      expect(text.policySections).toMatch(/YouTube/);
    }
  });

  it('follows the address the hero frames: none (unset or the example) means no demo', () => {
    expect(voiceDemoConfigured({ voiceAgentFrame: '' })).toBe(false);
    expect(voiceDemoConfigured({ voiceAgentFrame: 'https://talk.vocalis.pl/embed/42' })).toBe(true);
  });
});
