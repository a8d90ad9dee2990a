/**
 * @jest-environment node
 */
import { siteMessages } from './messages';
import { liveLanguageNames, policies, policyClaims, telecomPrice } from './policies';
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

describe('the telecom prices sentence (policies.telecomCharges `prices`, `quote`)', () => {
  /** The messages as a build with exactly this NEXT_PUBLIC_TELECOM_PRICES shows them. */
  function messagesWith(value: string): { en: ReturnType<typeof siteMessages>; pl: ReturnType<typeof siteMessages> } {
    const saved = process.env;
    process.env = { ...saved, NEXT_PUBLIC_TELECOM_PRICES: value };
    try {
      let load!: typeof siteMessages;
      jest.isolateModules(() => {
        load = jest.requireActual<typeof import('./messages')>('./messages').siteMessages;
      });
      return { en: load('en'), pl: load('pl') };
    } finally {
      process.env = saved;
    }
  }
  const plain = (text: string) => text.replace(/[\u00a0\u2060\u202f]/g, ' ');

  it('unset: every price is quoted in writing before go-live, in both languages', () => {
    expect(telecomPrice([])).toEqual({
      en: 'Before go-live, we send a written quote for numbers, carrier charges and texts in your country.',
      pl: 'Ceny numeru, minut połączeń i SMS-ów dla Twojego kraju podajemy na piśmie przed uruchomieniem agenta.',
    });
  });

  it('set: the page’s own country in its plan currency, formatted like the site’s prices, the rest quoted before go-live', () => {
    expect(telecomPrice([{ country: 'US', monthlyFee: 1.15, perMinute: 0.0085 }, { country: 'PL', monthlyFee: 4.9, perMinute: 0.04 }])).toEqual({
      en: 'A US number costs $1.15 a month, and calls cost $0.0085 a minute in carrier charges; texts and other countries are quoted in writing before go-live.',
      pl: 'Polski numer kosztuje 4,90\u00a0zł miesięcznie, a opłata operatora za połączenia – 0,04\u00a0zł za minutę; ceny SMS-ów i numerów w innych krajach podajemy na piśmie przed uruchomieniem agenta.',
    });
    // Only the US set: Polish pages keep the quote.
    expect(telecomPrice([{ country: 'US', monthlyFee: 2, perMinute: 0.01 }])).toEqual({ en: expect.stringContaining('$2 a month'), pl: telecomPrice([]).pl });
  });

  it('a configured build shows the figures in the estimator’s note on /pricing and in terms §5, never the open "depends on the country"', () => {
    const m = messagesWith('US:1.15:0.0085,PL:4.90:0.04');
    for (const text of [m.en.pricingPage.estimator.leavesOut, m.en.termsPage.sections.billing.body.p1]) {
      expect(plain(text)).toContain('A US number costs $1.15 a month, and calls cost $0.0085 a minute in carrier charges');
      expect(text).not.toMatch(/depends on the number/);
    }
    for (const text of [m.pl.pricingPage.estimator.leavesOut, m.pl.termsPage.sections.billing.body.p1]) {
      expect(plain(text)).toContain('Polski numer kosztuje 4,90 zł miesięcznie, a opłata operatora za połączenia – 0,04 zł za minutę');
      expect(text).not.toMatch(/zależy od kraju/);
    }
    // The default build (this runner) says the quote instead.
    expect(siteMessages('en').pricingPage.estimator.leavesOut).not.toContain('$1.15');
  });
});
