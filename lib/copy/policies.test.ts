/**
 * @jest-environment node
 */
import { siteMessages } from './messages';
import { liveLanguageNames, policies, policyClaims } from './policies';
import { typesetMessages } from './typography';

describe('the trust page’s subprocessors come from lib/copy/policies.ts', () => {
  it.each(['en', 'pl'] as const)('%s: every subprocessor has a name, a purpose and a location, and the chosen region is the one stated everywhere else', (locale) => {
    const trust = siteMessages(locale).trustPage;
    for (const { id, region } of policies.subprocessors) {
      expect(trust.subprocessors[id].name).not.toBe('');
      expect(trust.subprocessors[id].purpose).not.toBe('');
      expect(trust.subprocessorRegions[region]).not.toBe('');
    }
    expect(trust.subprocessorRegions.chosen).toContain(typesetMessages(policyClaims().dataRegions![locale], locale));
    expect(trust.subprocessorsIntro).toContain(`${policies.subprocessorNoticeDays}`);
    // No stray row: the messages name exactly the listed subprocessors.
    expect(Object.keys(trust.subprocessors).sort()).toEqual(policies.subprocessors.map((s) => s.id).sort());
  });
});

describe('the hero’s language labels come from policies.languages', () => {
  it('names each live language once, capitalised, in the page’s language; a beta one is left out', () => {
    expect(liveLanguageNames('en')).toEqual(['English', 'Spanish', 'Polish', 'German']);
    expect(liveLanguageNames('pl')).toEqual(['Angielski', 'Hiszpański', 'Polski', 'Niemiecki']);
    const beta = policies.languages.filter((l) => l.status === 'beta');
    expect(beta.length).toBeGreaterThan(0);
    expect(liveLanguageNames('en')).toHaveLength(policies.languages.length - beta.length);
  });
});
