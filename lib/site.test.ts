import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoPhone, parseTelecomPrices, siteConfig } from './site';

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

/** lib/site.ts evaluated afresh with exactly these variables (none of the runner's own). */
function siteWith(vars: Record<string, string> = {}): typeof import('./site') {
  const saved = process.env;
  process.env = { NODE_ENV: 'test', ...vars } as NodeJS.ProcessEnv;
  try {
    let site!: typeof import('./site');
    jest.isolateModules(() => {
      site = jest.requireActual<typeof import('./site')>('./site');
    });
    return site;
  } finally {
    process.env = saved;
  }
}

/** Every string leaf of the configuration, by path. */
function leaves(node: unknown, path = ''): Array<[string, string]> {
  if (typeof node === 'string') return [[path, node]];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
}

describe('placeholders', () => {
  it('names every example value of the default configuration with the variable that sets it', () => {
    const site = siteWith();
    const found = Object.fromEntries(site.placeholders(site.siteConfig).map((p) => [p.path, p.envVar]));
    expect(found).toEqual({
      origin: 'NEXT_PUBLIC_SITE_URL',
      'phone.display': 'NEXT_PUBLIC_DEMO_PHONE_DISPLAY',
      'phone.e164': 'NEXT_PUBLIC_DEMO_PHONE',
      'email.contact': 'NEXT_PUBLIC_CONTACT_EMAIL',
      'email.sales': 'NEXT_PUBLIC_SALES_EMAIL',
      'email.privacy': 'NEXT_PUBLIC_PRIVACY_EMAIL',
      'email.careers': 'NEXT_PUBLIC_CAREERS_EMAIL',
      'urls.dashboardLogin': 'NEXT_PUBLIC_DASHBOARD_LOGIN_URL',
      'urls.dashboardSignup': 'NEXT_PUBLIC_DASHBOARD_SIGNUP_URL',
      'urls.voiceAgent': 'NEXT_PUBLIC_VOICE_AGENT_URL',
      'urls.scheduling': 'NEXT_PUBLIC_SCHEDULING_URL',
      'videos.productTour': 'NEXT_PUBLIC_VIDEO_ID_TOUR',
      'videos.hotelDemo': 'NEXT_PUBLIC_VIDEO_ID_HOTEL',
      'social.github': 'NEXT_PUBLIC_SOCIAL_GITHUB',
      'social.discord': 'NEXT_PUBLIC_SOCIAL_DISCORD',
      'social.linkedin': 'NEXT_PUBLIC_SOCIAL_LINKEDIN',
      'cms.githubRepo': 'CMS_GITHUB_REPO',
      'company.krs': 'NEXT_PUBLIC_COMPANY_KRS',
      'company.legalName': 'NEXT_PUBLIC_COMPANY_LEGAL_NAME',
      'company.nip': 'NEXT_PUBLIC_COMPANY_NIP',
      'company.postalCode': 'NEXT_PUBLIC_COMPANY_POSTAL_CODE',
      'company.regon': 'NEXT_PUBLIC_COMPANY_REGON',
      'company.street': 'NEXT_PUBLIC_COMPANY_STREET',
      'company.milestones': 'NEXT_PUBLIC_COMPANY_MILESTONES',
    });
    expect(site.placeholders(site.siteConfig).find((p) => p.path === 'phone.display')?.value).toBe('+1 (555) 010-0199');
  });

  it('lists every value that looks like an example, so a new one cannot be left unmarked', () => {
    const site = siteWith();
    const listed = new Set(site.placeholders(site.siteConfig).map((p) => p.path));
    const looksLikeExample = /example|\b555\b|\(555\)|^\+1555/i;
    const suspicious = leaves(site.siteConfig).filter(([, value]) => looksLikeExample.test(value));
    // All but the two sample video ids, which no pattern can tell from real ones.
    expect(suspicious.length).toBeGreaterThanOrEqual(15);
    expect(suspicious.filter(([path]) => !listed.has(path))).toEqual([]);
  });

  it('drops a value once its variable is set, and keeps it when the variable repeats the example', () => {
    const site = siteWith({
      NEXT_PUBLIC_SALES_EMAIL: 'sales@vocalis.pl',
      NEXT_PUBLIC_DEMO_PHONE: '+48221234567',
      NEXT_PUBLIC_SCHEDULING_URL: 'https://schedule.example.com/demo',
    });
    const paths = site.placeholders(site.siteConfig).map((p) => p.path);
    expect(paths).not.toContain('email.sales');
    expect(paths).not.toContain('phone.e164');
    expect(paths).toContain('phone.display');
    expect(paths).toContain('urls.scheduling');
  });

  it('lists nothing when every variable is set', () => {
    const site = siteWith();
    const all = Object.fromEntries(site.placeholders(site.siteConfig).map((p, i) => [p.envVar, p.envVar.includes('EMAIL') ? `team${i}@vocalis.pl` : `https://vocalis${i}.pl/x`]));
    const configured = siteWith(all);
    expect(configured.placeholders(configured.siteConfig)).toEqual([]);
  });

  it('reads any object, so a new block of the configuration is covered by the same marks', () => {
    const site = siteWith();
    expect(site.placeholders({ company: { office: { email: 'hello@example.com' } }, other: 'hello@vocalis.pl' })).toEqual([
      { path: 'company.office.email', value: 'hello@example.com', envVar: 'NEXT_PUBLIC_CONTACT_EMAIL' },
    ]);
  });

  it('marks each example with the variable its value is read from (Next.js inlines process.env.NAME only when written out)', () => {
    const source = readFileSync(join(__dirname, 'site.ts'), 'utf8');
    const calls = [...source.matchAll(/example\(\s*process\.env\.(\w+),\s*'(\w+)'/g)];
    expect(calls.length).toBeGreaterThanOrEqual(17);
    expect(calls.filter(([, read, named]) => read !== named).map(([call]) => call)).toEqual([]);
  });
});

describe('the voice-agent frame address', () => {
  it('is empty (no frame) while the URL is unset or the example, and the URL once it is set', () => {
    expect(siteWith().siteConfig.urls.voiceAgentFrame).toBe('');
    expect(siteWith({ NEXT_PUBLIC_VOICE_AGENT_URL: '   ' }).siteConfig.urls.voiceAgentFrame).toBe('');
    expect(siteWith({ NEXT_PUBLIC_VOICE_AGENT_URL: 'https://agent.example.com/embed/demo' }).siteConfig.urls.voiceAgentFrame).toBe('');
    expect(siteWith({ NEXT_PUBLIC_VOICE_AGENT_URL: 'https://talk.vocalis.pl/embed/42' }).siteConfig.urls.voiceAgentFrame).toBe('https://talk.vocalis.pl/embed/42');
  });

  it('is empty for an address a frame must not open', () => {
    for (const value of ['javascript:alert(1)', 'data:text/html,hi', 'not a url', '//agent.vocalis.pl']) {
      expect(siteWith({ NEXT_PUBLIC_VOICE_AGENT_URL: value }).siteConfig.urls.voiceAgentFrame).toBe('');
    }
  });
});

describe('the telecom price list (NEXT_PUBLIC_TELECOM_PRICES)', () => {
  it('is empty while unset or blank: no figure is invented', () => {
    expect(siteWith().siteConfig.telecomPrices).toEqual([]);
    expect(siteWith({ NEXT_PUBLIC_TELECOM_PRICES: '  ' }).siteConfig.telecomPrices).toEqual([]);
  });

  it('reads country, monthly number fee and per-minute carrier charge, US and PL each at most once', () => {
    expect(siteWith({ NEXT_PUBLIC_TELECOM_PRICES: 'US:1.15:0.0085, PL:4.90:0.04' }).siteConfig.telecomPrices).toEqual([
      { country: 'US', monthlyFee: 1.15, perMinute: 0.0085 },
      { country: 'PL', monthlyFee: 4.9, perMinute: 0.04 },
    ]);
    expect(parseTelecomPrices('PL:5:0.05')).toEqual([{ country: 'PL', monthlyFee: 5, perMinute: 0.05 }]);
  });

  it('refuses a malformed value with one sentence naming the variable, the entry and the format, which stops the build', () => {
    const malformed = ['US:1.15', 'US:1,15:0.0085', 'us:1.15:0.0085', 'GB:1:0.01', 'US:1.15:0.0085,US:1.20:0.009', 'US:0:0.01', 'US:1.15:0', 'US:1.155:0.0085', 'US:1.15:0.00851', 'US:$1.15:0.0085', 'US:1.15:0.0085,', 'US:-1:0.01'];
    for (const value of malformed) {
      expect(() => parseTelecomPrices(value)).toThrow(/^NEXT_PUBLIC_TELECOM_PRICES: "[^"]*" in "[^"]*" is not valid: write COUNTRY:MONTHLY_FEE:PER_MINUTE, .*e\.g\. "US:1\.15:0\.0085,PL:4\.90:0\.04"\.$/);
      expect(() => siteWith({ NEXT_PUBLIC_TELECOM_PRICES: value })).toThrow(/NEXT_PUBLIC_TELECOM_PRICES/);
    }
    expect(() => parseTelecomPrices('GB:1:0.01')).toThrow(/"GB:1:0\.01"/);
  });
});
