import { demoPhone, siteConfig } from './site';

const us = { e164: '+15550100199', display: '+1 (555) 010-0199' };

describe('demoPhone', () => {
  it('uses the Polish number on Polish pages when it is configured', () => {
    const config = { phone: us, phonePl: { e164: '+48221234567', display: '+48 22 123 45 67' } };
    expect(demoPhone('pl', config)).toEqual({ e164: '+48221234567', display: '+48 22 123 45 67' });
    expect(demoPhone('en', config)).toEqual(us);
  });

  it('falls back to the main number when no Polish number is set', () => {
    expect(demoPhone('pl', { phone: us, phonePl: { e164: '', display: '' } })).toEqual(us);
  });

  it('reads the default configuration (no Polish number unless NEXT_PUBLIC_DEMO_PHONE_PL is set)', () => {
    expect(demoPhone('en')).toEqual(siteConfig.phone);
    expect(demoPhone('pl')).toEqual(process.env.NEXT_PUBLIC_DEMO_PHONE_PL ? siteConfig.phonePl : siteConfig.phone);
  });
});
