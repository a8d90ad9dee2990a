/**
 * @jest-environment node
 */
import en from '@/messages/en.json';
import pl from '@/messages/pl.json';
import { cookieCategories, storageInventory } from './cookie-inventory';
import { CONSENT_KEY } from './consent';

describe('the cookie inventory', () => {
  const entries = cookieCategories.flatMap((c) => storageInventory[c]);

  it('names every key the site itself writes', () => {
    const names = entries.flatMap((e) => e.names);
    for (const key of [CONSENT_KEY, 'language', 'theme', 'formDraft:welcome', 'formDraft:contact', 'formDraft:partnership', 'formDraft:welcomeLead', 'ph_<projectKey>_posthog']) {
      expect(names).toContain(key);
    }
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
