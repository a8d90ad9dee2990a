/**
 * The one typed site configuration: every fact that differs per deployment
 * (phone number, external URLs, keys, prices) lives here, and environment
 * variables are read here and nowhere else. Copy that people read lives in
 * messages/*.json and is looked up by the ids used below.
 *
 * Defaults are deliberately fictional (555-01xx number, example.com hosts).
 * Every such example default goes through `example()`, so the build can name
 * the ones still in use (`placeholders()`, scripts/build/check-config.mjs).
 */

function env(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

function envNumber(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(parsed) ? parsed : fallback;
}

/** Example default -> the environment variable that replaces it. */
const exampleDefaults = new Map<string, string>();

/**
 * A setting whose default is only an example (a fictional number, an example.com
 * address, a sample video id): `env()` plus a mark, so that while the setting
 * still holds that value the build lists it with `envVar` (placeholders()).
 * `envVar` is the name read in `value` (Next.js inlines NEXT_PUBLIC_* only
 * when written out as process.env.NAME; lib/site.test.ts checks they match).
 */
function example(value: string | undefined, envVar: string, fallback: string): string {
  const known = exampleDefaults.get(fallback);
  if (known && known !== envVar) throw new Error(`lib/site.ts: example value ${fallback} is marked for both ${known} and ${envVar}`);
  exampleDefaults.set(fallback, envVar);
  return env(value, fallback);
}

/** True when a value is one of the configuration's example defaults (set or left as it is). */
export function isExample(value: string): boolean {
  return exampleDefaults.has(value);
}

/** An address the page may open: '' while it is an example value or not http(s). */
function liveUrl(url: string): string {
  if (isExample(url)) return '';
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? url : '';
  } catch {
    return '';
  }
}

/** Origin without a trailing slash, e.g. https://www.example.com */
const origin = example(process.env.NEXT_PUBLIC_SITE_URL, 'NEXT_PUBLIC_SITE_URL', 'https://www.example.com').replace(/\/+$/, '');
const voiceAgentUrl = example(process.env.NEXT_PUBLIC_VOICE_AGENT_URL, 'NEXT_PUBLIC_VOICE_AGENT_URL', 'https://agent.example.com/embed/demo');

export type PlanId = 'free' | 'starter' | 'growth' | 'scale' | 'enterprise' | 'payg';

export interface Plan {
  id: PlanId;
  /** Monthly price in USD (English pages); null = custom pricing. */
  usdMonthly: number | null;
  /** Monthly price in zł (Polish pages); configured, never converted at run time. */
  plnMonthly: number | null;
  /** Per-minute price (USD / zł) where the plan bills per minute. */
  usdPerMinute?: number;
  plnPerMinute?: number;
  /** Minutes included, where the plan has a fixed allowance. */
  includedMinutes?: number;
  /** Minimum monthly minutes for Enterprise. */
  minMinutes?: number;
  highlighted?: boolean;
}

const usdPerMinute = envNumber(process.env.NEXT_PUBLIC_PRICE_USD_PER_MINUTE, 0.29);
const plnPerMinute = envNumber(process.env.NEXT_PUBLIC_PRICE_PLN_PER_MINUTE, 1.19);

export const plans: readonly Plan[] = [
  { id: 'free', usdMonthly: 0, plnMonthly: 0, includedMinutes: 100, usdPerMinute, plnPerMinute },
  {
    id: 'starter',
    usdMonthly: envNumber(process.env.NEXT_PUBLIC_PRICE_USD_STARTER, 29),
    plnMonthly: envNumber(process.env.NEXT_PUBLIC_PRICE_PLN_STARTER, 119),
    includedMinutes: envNumber(process.env.NEXT_PUBLIC_MINUTES_STARTER, 150),
    usdPerMinute,
    plnPerMinute,
  },
  {
    id: 'growth',
    usdMonthly: envNumber(process.env.NEXT_PUBLIC_PRICE_USD_GROWTH, 149),
    plnMonthly: envNumber(process.env.NEXT_PUBLIC_PRICE_PLN_GROWTH, 599),
    includedMinutes: envNumber(process.env.NEXT_PUBLIC_MINUTES_GROWTH, 750),
    usdPerMinute,
    plnPerMinute,
    highlighted: true,
  },
  {
    id: 'scale',
    usdMonthly: envNumber(process.env.NEXT_PUBLIC_PRICE_USD_SCALE, 499),
    plnMonthly: envNumber(process.env.NEXT_PUBLIC_PRICE_PLN_SCALE, 1999),
    includedMinutes: envNumber(process.env.NEXT_PUBLIC_MINUTES_SCALE, 2500),
    usdPerMinute,
    plnPerMinute,
  },
  { id: 'enterprise', usdMonthly: null, plnMonthly: null, minMinutes: 50000 },
  { id: 'payg', usdMonthly: null, plnMonthly: null, usdPerMinute, plnPerMinute },
] as const;

export const planIds = plans.map((p) => p.id) as readonly PlanId[];

/**
 * The number countries whose telecom prices a page can state, each in the plan currency of the
 * pages that show it: US numbers in USD on English pages, Polish numbers in zł on Polish pages.
 */
export const telecomMarkets = { en: { country: 'US', currency: 'USD' }, pl: { country: 'PL', currency: 'PLN' } } as const;
export type TelecomCountry = (typeof telecomMarkets)[keyof typeof telecomMarkets]['country'];

/** What a phone number in one country costs a month, and the carrier's charge per minute of calls (policies.telecomCharges). */
export interface TelecomPrice {
  country: TelecomCountry;
  monthlyFee: number;
  perMinute: number;
}

const telecomFormat = 'COUNTRY:MONTHLY_FEE:PER_MINUTE, comma-separated, with COUNTRY US (in USD, shown on English pages) or PL (in zł, shown on Polish pages), each once, and positive amounts with at most 2 decimals for the fee and 4 for the minute, e.g. "US:1.15:0.0085,PL:4.90:0.04"';

/**
 * NEXT_PUBLIC_TELECOM_PRICES, e.g. "US:1.15:0.0085,PL:4.90:0.04": per number country, the monthly
 * fee of a phone number and the carrier's charge per minute, in that country's plan currency
 * (`telecomMarkets`). Unset or empty: none (pages say the prices are quoted in writing before go-live).
 * Anything else throws one sentence, which stops the build.
 */
export function parseTelecomPrices(value: string | undefined): readonly TelecomPrice[] {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) return [];
  const countries: readonly string[] = Object.values(telecomMarkets).map((m) => m.country);
  const prices: TelecomPrice[] = [];
  for (const entry of trimmed.split(',').map((e) => e.trim())) {
    const match = /^([A-Z]{2}):(\d+(?:\.\d{1,2})?):(\d+(?:\.\d{1,4})?)$/.exec(entry);
    const fee = Number(match?.[2]);
    const perMinute = Number(match?.[3]);
    if (!match || !countries.includes(match[1]!) || prices.some((p) => p.country === match[1]) || !(fee > 0) || !(perMinute > 0)) {
      throw new Error(`NEXT_PUBLIC_TELECOM_PRICES: "${entry}" in "${trimmed}" is not valid: write ${telecomFormat}.`);
    }
    prices.push({ country: match[1] as TelecomCountry, monthlyFee: fee, perMinute });
  }
  return prices;
}

export const siteConfig = {
  name: env(process.env.NEXT_PUBLIC_SITE_NAME, 'Vocalis'),
  origin,
  /** Demo number shown on the site and dialled by the slide-to-call control. */
  phone: {
    display: example(process.env.NEXT_PUBLIC_DEMO_PHONE_DISPLAY, 'NEXT_PUBLIC_DEMO_PHONE_DISPLAY', '+1 (555) 010-0199'),
    /** E.164 form used in tel: links. */
    e164: example(process.env.NEXT_PUBLIC_DEMO_PHONE, 'NEXT_PUBLIC_DEMO_PHONE', '+15550100199'),
  },
  /**
   * Polish demo number, used on Polish pages when set (empty = Polish pages show
   * `phone`). The display form falls back to the E.164 form.
   */
  phonePl: {
    e164: env(process.env.NEXT_PUBLIC_DEMO_PHONE_PL, ''),
    display: env(process.env.NEXT_PUBLIC_DEMO_PHONE_PL_DISPLAY, env(process.env.NEXT_PUBLIC_DEMO_PHONE_PL, '')),
  },
  email: {
    contact: example(process.env.NEXT_PUBLIC_CONTACT_EMAIL, 'NEXT_PUBLIC_CONTACT_EMAIL', 'hello@example.com'),
    sales: example(process.env.NEXT_PUBLIC_SALES_EMAIL, 'NEXT_PUBLIC_SALES_EMAIL', 'sales@example.com'),
    privacy: example(process.env.NEXT_PUBLIC_PRIVACY_EMAIL, 'NEXT_PUBLIC_PRIVACY_EMAIL', 'privacy@example.com'),
    careers: example(process.env.NEXT_PUBLIC_CAREERS_EMAIL, 'NEXT_PUBLIC_CAREERS_EMAIL', 'careers@example.com'),
  },
  urls: {
    dashboardLogin: example(process.env.NEXT_PUBLIC_DASHBOARD_LOGIN_URL, 'NEXT_PUBLIC_DASHBOARD_LOGIN_URL', 'https://app.example.com/login'),
    dashboardSignup: example(process.env.NEXT_PUBLIC_DASHBOARD_SIGNUP_URL, 'NEXT_PUBLIC_DASHBOARD_SIGNUP_URL', 'https://app.example.com/signup'),
    /** The embeddable voice agent's address as configured (the example until NEXT_PUBLIC_VOICE_AGENT_URL is set). */
    voiceAgent: voiceAgentUrl,
    /**
     * The address the landing page frames: '' while the URL is unset, still the
     * example or not http(s). Then no frame is rendered and nothing is requested
     * from that host; the hero offers "Call me now" and the sample calls instead.
     */
    voiceAgentFrame: liveUrl(voiceAgentUrl),
    scheduling: example(process.env.NEXT_PUBLIC_SCHEDULING_URL, 'NEXT_PUBLIC_SCHEDULING_URL', 'https://schedule.example.com/demo'),
    /**
     * Where forms post leads: the lead service on the site's own origin (npm start,
     * server mode), or an absolute URL for a static site whose service runs elsewhere.
     */
    formEndpoint: env(process.env.NEXT_PUBLIC_FORM_ENDPOINT, '/api/leads'),
  },
  videos: {
    /** Video ids, embedded from the privacy-enhanced host after a click. */
    productTour: example(process.env.NEXT_PUBLIC_VIDEO_ID_TOUR, 'NEXT_PUBLIC_VIDEO_ID_TOUR', 'aqz-KE-bpKQ'),
    hotelDemo: example(process.env.NEXT_PUBLIC_VIDEO_ID_HOTEL, 'NEXT_PUBLIC_VIDEO_ID_HOTEL', 'ScMzIvxBSi4'),
    embedHost: env(process.env.NEXT_PUBLIC_VIDEO_EMBED_HOST, 'https://www.youtube-nocookie.com'),
  },
  social: {
    github: example(process.env.NEXT_PUBLIC_SOCIAL_GITHUB, 'NEXT_PUBLIC_SOCIAL_GITHUB', 'https://github.com/example'),
    discord: example(process.env.NEXT_PUBLIC_SOCIAL_DISCORD, 'NEXT_PUBLIC_SOCIAL_DISCORD', 'https://discord.gg/example'),
    linkedin: example(process.env.NEXT_PUBLIC_SOCIAL_LINKEDIN, 'NEXT_PUBLIC_SOCIAL_LINKEDIN', 'https://www.linkedin.com/company/example'),
  },
  analytics: {
    /** PostHog project key; analytics stay off while it is empty. */
    posthogKey: env(process.env.NEXT_PUBLIC_POSTHOG_KEY, ''),
    posthogHost: env(process.env.NEXT_PUBLIC_POSTHOG_HOST, 'https://eu.i.posthog.com'),
    /** Google Ads conversion id (AW-...), used in the ad-conversion event; off while empty. */
    adsConversionId: env(process.env.NEXT_PUBLIC_ADS_CONVERSION_ID, ''),
    /** Set to "1" on Vercel to enable Web Analytics and Speed Insights (after consent). */
    vercel: env(process.env.NEXT_PUBLIC_VERCEL_ANALYTICS, process.env.VERCEL ? '1' : '') === '1',
    /** Share of page loads that report web vitals and resource errors. */
    sampleRate: envNumber(process.env.NEXT_PUBLIC_ANALYTICS_SAMPLE_RATE, 0.1),
    /**
     * The browser tests' build (`npm run build:test`: NEXT_PUBLIC_SITE_BUILD=test and a test
     * PostHog key) lets PostHog count the headless browser. A production build never does,
     * and no page script can change it at run time.
     */
    testBuild: process.env.NEXT_PUBLIC_SITE_BUILD === 'test',
  },
  /** Success-based pricing inputs (see README, "Configuration"). */
  successPricing: {
    hotel: {
      /** Fee per confirmed direct booking, as a share of the booking value. */
      feeShare: envNumber(process.env.NEXT_PUBLIC_HOTEL_SUCCESS_FEE_SHARE, 0.05),
      exampleBookingsPerMonth: 120,
      exampleBookingValueUsd: 380,
      exampleBookingValuePln: 1500,
      /** Commission a booking platform typically charges, for the comparison in the worked example. */
      platformCommissionShare: envNumber(process.env.NEXT_PUBLIC_HOTEL_PLATFORM_COMMISSION_SHARE, 0.17),
    },
    realEstate: {
      /** Fee per qualified lead and per booked viewing. */
      feePerQualifiedLeadUsd: envNumber(process.env.NEXT_PUBLIC_RE_FEE_LEAD_USD, 15),
      feePerQualifiedLeadPln: envNumber(process.env.NEXT_PUBLIC_RE_FEE_LEAD_PLN, 60),
      feePerViewingUsd: envNumber(process.env.NEXT_PUBLIC_RE_FEE_VIEWING_USD, 35),
      feePerViewingPln: envNumber(process.env.NEXT_PUBLIC_RE_FEE_VIEWING_PLN, 140),
      exampleLeadsPerMonth: 200,
      exampleViewingsPerMonth: 60,
    },
  },
  blog: {
    /** Show posts marked `draft: true`: on in `npm run dev`, off in builds unless set to "1". */
    showDrafts: env(process.env.NEXT_PUBLIC_BLOG_SHOW_DRAFTS, process.env.NODE_ENV === 'development' ? '1' : '0') === '1',
    /** Folder holding en/ and pl/ posts, and the public/ folder their images are checked in (tests point these at a copy). */
    contentDir: env(process.env.BLOG_CONTENT_DIR, ''),
    publicDir: env(process.env.BLOG_PUBLIC_DIR, ''),
  },
  /** The editors' CMS at /admin/ (lib/cms/, README "In the browser"). */
  cms: {
    /** GitHub repository the team's editors publish to, as owner/name. */
    githubRepo: example(process.env.CMS_GITHUB_REPO, 'CMS_GITHUB_REPO', 'example/vocalis-site'),
    /** Branch posts are merged into. */
    branch: env(process.env.CMS_BRANCH, 'main'),
    /** Origin of an OAuth helper for the GitHub login; empty: this site's own /api/cms/ when GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET are set, else Netlify's (lib/cms/config.ts). */
    authBaseUrl: env(process.env.CMS_AUTH_BASE_URL, ''),
    /** Path of the OAuth helper's start endpoint on that origin. */
    authEndpoint: env(process.env.CMS_AUTH_ENDPOINT, 'auth'),
    /** Port of `decap-server`, the local backend of `npm run cms`. */
    localBackendPort: envNumber(process.env.CMS_LOCAL_PORT, 8081),
  },
  /** "Call me now" (components/callback/): the countries whose numbers the agent calls (ISO codes, CALLBACK_COUNTRIES). */
  callbackCountries: env(process.env.CALLBACK_COUNTRIES, 'US,PL')
    .split(/[\s,]+/)
    .map((c) => c.toUpperCase())
    .filter((c) => /^[A-Z]{2}$/.test(c)),
  /** Business hours within which the team calls back when no voice platform places the call (the `{callbackHours}` claim). */
  callbackHours: 4,
  /** Business days within which sales answers a form (the `{replyDays}` claim, in the visitor's e-mail). */
  replyBusinessDays: 1,
  /**
   * Who the company is: the legal entity, its registered office and numbers
   * (for a Polish company, KRS, NIP, REGON and share capital, which Polish law
   * requires on its website), an optional US entity, and the data controller's
   * contact (`email.privacy`). Shown in the footer, on /contact, /about, as the
   * controller in the privacy policy, the contracting party in the terms and in
   * the Organization structured data (lib/facts/company.ts).
   *
   * Every default is an EXAMPLE (an "Example" name, "Przykładowa" street, zeros
   * for the numbers): set the variables before publishing.
   */
  company: {
    legalName: example(process.env.NEXT_PUBLIC_COMPANY_LEGAL_NAME, 'NEXT_PUBLIC_COMPANY_LEGAL_NAME', 'Vocalis Example sp. z o.o.'),
    street: example(process.env.NEXT_PUBLIC_COMPANY_STREET, 'NEXT_PUBLIC_COMPANY_STREET', 'ul. Przykładowa 1'),
    postalCode: example(process.env.NEXT_PUBLIC_COMPANY_POSTAL_CODE, 'NEXT_PUBLIC_COMPANY_POSTAL_CODE', '00-001'),
    /** The city in Polish (the registered form); `cityEn` for English pages. */
    city: env(process.env.NEXT_PUBLIC_COMPANY_CITY, 'Warszawa'),
    cityEn: env(process.env.NEXT_PUBLIC_COMPANY_CITY_EN, env(process.env.NEXT_PUBLIC_COMPANY_CITY, 'Warsaw')),
    /** ISO 3166-1 alpha-2. */
    country: env(process.env.NEXT_PUBLIC_COMPANY_COUNTRY, 'PL'),
    krs: example(process.env.NEXT_PUBLIC_COMPANY_KRS, 'NEXT_PUBLIC_COMPANY_KRS', '0000000000'),
    nip: example(process.env.NEXT_PUBLIC_COMPANY_NIP, 'NEXT_PUBLIC_COMPANY_NIP', '000-000-00-00'),
    regon: example(process.env.NEXT_PUBLIC_COMPANY_REGON, 'NEXT_PUBLIC_COMPANY_REGON', '000000000'),
    /** Share capital in zł, paid in full. */
    shareCapitalPln: envNumber(process.env.NEXT_PUBLIC_COMPANY_SHARE_CAPITAL_PLN, 5000),
    /** The registry court, in Polish as registered. */
    registryCourt: env(
      process.env.NEXT_PUBLIC_COMPANY_REGISTRY_COURT,
      'Sąd Rejonowy dla m.st. Warszawy w Warszawie, XIII Wydział Gospodarczy Krajowego Rejestru Sądowego',
    ),
    /** The registry court as English pages name it (a translation; the Polish name above is the registered one). */
    registryCourtEn: env(
      process.env.NEXT_PUBLIC_COMPANY_REGISTRY_COURT_EN,
      'District Court for the Capital City of Warsaw, 13th Commercial Division of the National Court Register',
    ),
    /** A US entity, if there is one (empty: none, and nothing about it is shown). */
    us: {
      legalName: env(process.env.NEXT_PUBLIC_COMPANY_US_LEGAL_NAME, ''),
      /** State of incorporation, e.g. Delaware. */
      state: env(process.env.NEXT_PUBLIC_COMPANY_US_STATE, ''),
      /** The state's file number. */
      fileNumber: env(process.env.NEXT_PUBLIC_COMPANY_US_FILE_NUMBER, ''),
    },
    /**
     * When the chapters of the company's story happened (/our-story and the timeline on /about;
     * `storyDates()` in lib/facts/company.ts): the problem, the first agent and beyond hotels,
     * in that order, comma-separated, each YYYY or YYYY-MM ("Today" needs no date).
     * The default is an EXAMPLE: while it is left, the timelines name each chapter's stage and
     * show no year, so no invented date reaches a page.
     */
    milestones: example(process.env.NEXT_PUBLIC_COMPANY_MILESTONES, 'NEXT_PUBLIC_COMPANY_MILESTONES', '2021-03,2021-10,2023-05'),
  },
  /**
   * Phone-number and carrier prices per number country (NEXT_PUBLIC_TELECOM_PRICES, `parseTelecomPrices`):
   * COUNTRY:MONTHLY_FEE:PER_MINUTE, comma-separated, e.g. US:1.15:0.0085,PL:4.90:0.04 (US in USD on English
   * pages, PL in zł on Polish pages), stated in the estimator's note on /pricing and in the terms; none by default,
   * and then the pages say they are quoted in writing before go-live (policies.telecomCharges.quote).
   */
  telecomPrices: parseTelecomPrices(process.env.NEXT_PUBLIC_TELECOM_PRICES),
  trialDays: 14,
  moneyBackDays: 30,
  assessmentMinutes: 30,
} as const;

export type SiteConfig = typeof siteConfig;

/** The demo number for a page's language: the Polish number on Polish pages when one is configured. */
export function demoPhone(locale: string, config: Pick<SiteConfig, 'phone' | 'phonePl'> = siteConfig): { display: string; e164: string } {
  return locale === 'pl' && config.phonePl.e164 ? config.phonePl : config.phone;
}

export interface Placeholder {
  /** Where the value sits in the configuration, e.g. "email.sales". */
  path: string;
  value: string;
  /** The environment variable that sets it. */
  envVar: string;
}

/**
 * Every setting of `config` that still holds an example value, with the variable
 * that sets it: printed by the build and by `npm start`, fatal with STRICT_CONFIG=1
 * (scripts/build/check-config.mjs). Derived from the `example()` marks above, so a new
 * example default is listed as soon as it is written with `example()`.
 */
export function placeholders(config: object = siteConfig): Placeholder[] {
  const found: Placeholder[] = [];
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') {
      const envVar = exampleDefaults.get(node);
      if (envVar) found.push({ path, value: node, envVar });
    } else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) walk(child, path ? `${path}.${key}` : key);
    }
  };
  walk(config, '');
  return found;
}

/** Absolute URL on the configured origin. */
export function absoluteUrl(path: string): string {
  return `${siteConfig.origin}${path.startsWith('/') ? path : `/${path}`}`;
}
