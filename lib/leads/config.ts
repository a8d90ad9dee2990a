/**
 * Configuration of the lead service, read from the environment on the server
 * only. Secrets (DATABASE_URL, SMTP_URL, LEADS_WEBHOOK_SECRET,
 * LEADS_CHALLENGE_SECRET, VOICE_CALLBACK_SECRET, VAPI_API_KEY, RETELL_API_KEY) live here and
 * never in lib/site.ts, whose values are baked into the browser bundles.
 * Public facts (the site's origin, the sales address) come from lib/site.ts.
 */
import { siteConfig } from '../site';

/**
 * Every variable this service reads, one line each: the source of .env.example
 * (`npm run env:example`, scripts/lib/settings.mjs reads this literal without
 * running the module). A new setting is one more line here; until it has one,
 * scripts/cli/env-example.test.ts fails naming it.
 */
export const envSettings = {
  title: 'Lead service (lib/leads/config.ts): read at run time by the server or the host\'s functions, never in a browser bundle',
  settings: {
    DATABASE_URL: 'postgres://user:password@host:5432/db: a PostgreSQL server (required on Vercel, Netlify and Cloudflare Pages); empty: the embedded PGlite in LEADS_DATA_DIR',
    LEADS_DATA_DIR: 'PGlite data folder, used without DATABASE_URL (default .data/leads)',
    SMTP_URL: 'smtp://user:password@smtp.example.com:587 (or smtps://…:465): e-mail notifications and the visitor\'s reply; empty: none',
    LEADS_NOTIFY_EMAIL: 'Who receives the notification e-mail (default NEXT_PUBLIC_SALES_EMAIL)',
    LEADS_MAIL_FROM: 'Sender of the e-mails (default "<site name> website <no-reply@<site domain>>")',
    LEADS_WEBHOOK_URL: 'Webhook that receives each lead as JSON (a CRM, chat or automation tool); empty: none',
    LEADS_WEBHOOK_SECRET: 'Secret of the webhook\'s X-Leads-Signature (HMAC-SHA256 of the body)',
    LEADS_ALLOWED_ORIGINS: 'Other origins that may post, comma-separated (a static site whose service runs elsewhere)',
    LEADS_TRUST_PROXY: '1: take the client address from X-Forwarded-For (only behind a proxy you run)',
    LEADS_RATE_LIMIT: 'Submissions per address per window (default 5; 0 switches the limit off)',
    LEADS_RATE_WINDOW_S: 'The rate limit\'s window in seconds (default 60)',
    LEADS_MIN_FILL_S: 'Minimum fill time in seconds, from the challenge\'s issue (default 3)',
    LEADS_CHALLENGE_SECRET: 'HMAC key of the proof-of-work challenges; empty: generated once and kept in the database',
    LEADS_CHALLENGE_TTL_S: 'How long a challenge can be solved and used, in seconds (default 1800)',
    LEADS_CHALLENGE_MAX_NUMBER: 'The challenge\'s search space (default 100000)',
    VOICE_CALLBACK_URL: '"Call me now": the voice platform\'s endpoint that places the call; empty: the team calls back',
    VOICE_CALLBACK_SECRET: 'Secret of the X-Leads-Signature on the voice platform\'s request',
    VOICE_CALLBACK_PROVIDER: '"Call me now": who places the call: webhook (the signed request to VOICE_CALLBACK_URL; the default when it is set), vapi or retell; empty without VOICE_CALLBACK_URL: a person calls back',
    VAPI_API_KEY: 'Vapi: the private API key (secret; server only)',
    VAPI_ASSISTANT_ID: 'Vapi: the assistant that makes the call',
    VAPI_PHONE_NUMBER_ID: 'Vapi: the id of the phone number it calls from (an imported number to call abroad)',
    VAPI_API_URL: 'Vapi: the API origin (default https://api.vapi.ai; tests point it at a local fake)',
    RETELL_API_KEY: 'Retell: the API key (secret; server only)',
    RETELL_AGENT_ID: 'Retell: the agent that makes the call (override_agent_id)',
    RETELL_FROM_NUMBER: 'Retell: the number it calls from, in E.164 (+14155550123)',
    RETELL_API_URL: 'Retell: the API origin (default https://api.retellai.com; tests point it at a local fake)',
    CALLBACK_PER_HOUR: 'Callback requests per address per hour (default 3)',
    LEADS_RETRY_DELAYS: 'Seconds before each retry of a failed notification (default 60,300,900,2400)',
    LEADS_POLL_S: 'How often the outbox looks for due notifications, in seconds (default 30)',
    LEADS_LEASE_S: 'How long a notification being sent is reserved, in seconds (default 120)',
    LEADS_RETENTION_DAYS: 'The retention the privacy page states (default 365); use it with npm run leads -- --purge-older-than',
    CRON_SECRET: 'Vercel and Cloudflare Pages: the secret the scheduler sends to the retry run (Authorization: Bearer …), 16+ random characters; without it the run refuses every caller',
  },
} as const;

export interface LeadsConfig {
  /** PGlite data folder (used when no DATABASE_URL). */
  dataDir: string;
  /** postgres://… for a PostgreSQL server; empty: embedded PGlite. */
  databaseUrl: string;
  smtpUrl: string;
  /** Who receives the notification e-mail. */
  notifyEmail: string;
  mailFrom: string;
  webhookUrl: string;
  webhookSecret: string;
  /** Origins besides the site's own that may post (CORS). */
  allowedOrigins: string[];
  siteOrigin: string;
  /** Take the client address from X-Forwarded-For (behind a proxy you run). */
  trustProxy: boolean;
  rateLimit: { max: number; windowMs: number };
  /** A submission sooner than this after the form appeared counts as a bot. */
  minFillMs: number;
  maxBodyBytes: number;
  /** Delay before each retry of a failed notification; after the last one the delivery needs attention. */
  retryDelaysMs: number[];
  retentionDays: number;
  /** How often the outbox looks for due notifications. */
  pollMs: number;
  /** How long a notification being sent is reserved (a crash mid-send retries after it). */
  leaseMs: number;
  /** HMAC key of the proof-of-work challenges; empty: generated once and kept in the database. */
  challengeSecret: string;
  /** How long a challenge may be solved and sent. */
  challengeTtlMs: number;
  /** The challenge's search space (about half of it is hashed on average). */
  challengeMaxNumber: number;
  /** VOICE_CALLBACK_PROVIDER: who places the "Call me now" call: `webhook`, `vapi` or `retell` (empty: `webhook` when VOICE_CALLBACK_URL is set, else a person calls back). */
  voiceCallbackProvider: string;
  /** VOICE_CALLBACK_URL: the `webhook` provider's endpoint, which places the call. */
  voiceCallbackUrl: string;
  /** VOICE_CALLBACK_SECRET: the key of the `webhook` provider's request signature. */
  voiceCallbackSecret: string;
  /** VAPI_API_KEY: Vapi's private API key (secret), sent as `Authorization: Bearer`. */
  vapiApiKey: string;
  /** VAPI_ASSISTANT_ID: the Vapi assistant that makes the call. */
  vapiAssistantId: string;
  /** VAPI_PHONE_NUMBER_ID: the id of the Vapi phone number the call comes from. */
  vapiPhoneNumberId: string;
  /** VAPI_API_URL: Vapi's API origin (default https://api.vapi.ai; a local fake in tests). */
  vapiApiUrl: string;
  /** RETELL_API_KEY: Retell's API key (secret), sent as `Authorization: Bearer`. */
  retellApiKey: string;
  /** RETELL_AGENT_ID: the Retell agent that makes the call. */
  retellAgentId: string;
  /** RETELL_FROM_NUMBER: the Retell number the call comes from, in E.164 (+14155550123). */
  retellFromNumber: string;
  /** RETELL_API_URL: Retell's API origin (default https://api.retellai.com; a local fake in tests). */
  retellApiUrl: string;
  /** Callback requests per address per hour. */
  callbackPerHour: number;
}

type Env = Record<string, string | undefined>;

function text(value: string | undefined, fallback = ''): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

function positive(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

/** Where each provider's API answers unless VAPI_API_URL / RETELL_API_URL say otherwise. */
export const DEFAULT_VAPI_API_URL = 'https://api.vapi.ai';
export const DEFAULT_RETELL_API_URL = 'https://api.retellai.com';

/** 1 min, 5 min, 15 min, 40 min: five attempts over about an hour. */
export const DEFAULT_RETRY_DELAYS_S = [60, 300, 900, 2400];

export function leadsConfig(env: Env = process.env): LeadsConfig {
  const delays = text(env.LEADS_RETRY_DELAYS)
    .split(',')
    .filter((s) => s.trim() !== '')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isFinite(n) && n >= 0);
  return {
    dataDir: text(env.LEADS_DATA_DIR, '.data/leads'),
    databaseUrl: text(env.DATABASE_URL),
    smtpUrl: text(env.SMTP_URL),
    notifyEmail: text(env.LEADS_NOTIFY_EMAIL, siteConfig.email.sales),
    mailFrom: text(env.LEADS_MAIL_FROM, `${siteConfig.name} website <no-reply@${new URL(siteConfig.origin).hostname.replace(/^www\./, '')}>`),
    webhookUrl: text(env.LEADS_WEBHOOK_URL),
    webhookSecret: text(env.LEADS_WEBHOOK_SECRET),
    allowedOrigins: text(env.LEADS_ALLOWED_ORIGINS)
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((o) => o.replace(/\/+$/, '')),
    siteOrigin: siteConfig.origin,
    trustProxy: text(env.LEADS_TRUST_PROXY) === '1',
    rateLimit: { max: positive(env.LEADS_RATE_LIMIT, 5), windowMs: positive(env.LEADS_RATE_WINDOW_S, 60) * 1000 },
    minFillMs: positive(env.LEADS_MIN_FILL_S, 3) * 1000,
    maxBodyBytes: 32 * 1024,
    retryDelaysMs: (delays.length ? delays : DEFAULT_RETRY_DELAYS_S).map((s) => s * 1000),
    retentionDays: positive(env.LEADS_RETENTION_DAYS, 365),
    pollMs: positive(env.LEADS_POLL_S, 30) * 1000,
    leaseMs: positive(env.LEADS_LEASE_S, 120) * 1000,
    challengeSecret: text(env.LEADS_CHALLENGE_SECRET),
    challengeTtlMs: positive(env.LEADS_CHALLENGE_TTL_S, 1800) * 1000,
    challengeMaxNumber: Math.max(1000, positive(env.LEADS_CHALLENGE_MAX_NUMBER, 100_000)),
    voiceCallbackProvider: text(env.VOICE_CALLBACK_PROVIDER).toLowerCase(),
    voiceCallbackUrl: text(env.VOICE_CALLBACK_URL),
    voiceCallbackSecret: text(env.VOICE_CALLBACK_SECRET),
    vapiApiKey: text(env.VAPI_API_KEY),
    vapiAssistantId: text(env.VAPI_ASSISTANT_ID),
    vapiPhoneNumberId: text(env.VAPI_PHONE_NUMBER_ID),
    vapiApiUrl: text(env.VAPI_API_URL, DEFAULT_VAPI_API_URL).replace(/\/+$/, ''),
    retellApiKey: text(env.RETELL_API_KEY),
    retellAgentId: text(env.RETELL_AGENT_ID),
    retellFromNumber: text(env.RETELL_FROM_NUMBER),
    retellApiUrl: text(env.RETELL_API_URL, DEFAULT_RETELL_API_URL).replace(/\/+$/, ''),
    callbackPerHour: positive(env.CALLBACK_PER_HOUR, 3),
  };
}

export type VoiceProvider = 'webhook' | 'vapi' | 'retell';

/**
 * Who places the "Call me now" call, decided once from the configuration:
 * `provider` only when every value it needs is there and well formed; otherwise
 * null, and `missing` and `invalid` name what is wrong (a person calls back then,
 * and the page promises exactly that).
 */
export interface VoiceCallbackSetup {
  provider: VoiceProvider | null;
  /** What VOICE_CALLBACK_PROVIDER asked for (or implied: `webhook` with a URL). */
  requested: VoiceProvider | null;
  /** The variables missing for the requested provider, in the README's order. */
  missing: string[];
  /** Values present but unusable (an unknown provider, a URL or number that cannot be right). */
  invalid: string[];
}

const PROVIDER_NAMES: Record<VoiceProvider, string> = { webhook: 'the voice platform at VOICE_CALLBACK_URL', vapi: 'Vapi', retell: 'Retell' };

function httpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export function voiceCallbackSetup(config: LeadsConfig): VoiceCallbackSetup {
  const asked = config.voiceCallbackProvider;
  if (asked && asked !== 'webhook' && asked !== 'vapi' && asked !== 'retell') {
    return { provider: null, requested: null, missing: [], invalid: [`VOICE_CALLBACK_PROVIDER=${asked.slice(0, 40)} (webhook, vapi or retell)`] };
  }
  const requested: VoiceProvider | null = (asked as VoiceProvider) || (config.voiceCallbackUrl ? 'webhook' : null);
  if (!requested) return { provider: null, requested: null, missing: [], invalid: [] };
  const missing: string[] = [];
  const invalid: string[] = [];
  const need = (name: string, value: string) => void (value ? undefined : missing.push(name));
  if (requested === 'webhook') {
    need('VOICE_CALLBACK_URL', config.voiceCallbackUrl);
    if (config.voiceCallbackUrl && !httpUrl(config.voiceCallbackUrl)) invalid.push('VOICE_CALLBACK_URL (not an http(s) URL)');
  } else if (requested === 'vapi') {
    need('VAPI_API_KEY', config.vapiApiKey);
    need('VAPI_ASSISTANT_ID', config.vapiAssistantId);
    need('VAPI_PHONE_NUMBER_ID', config.vapiPhoneNumberId);
    if (!httpUrl(config.vapiApiUrl)) invalid.push('VAPI_API_URL (not an http(s) URL)');
  } else {
    need('RETELL_API_KEY', config.retellApiKey);
    need('RETELL_AGENT_ID', config.retellAgentId);
    need('RETELL_FROM_NUMBER', config.retellFromNumber);
    if (config.retellFromNumber && !/^\+[1-9]\d{6,14}$/.test(config.retellFromNumber)) invalid.push('RETELL_FROM_NUMBER (not an E.164 number such as +14155550123)');
    if (!httpUrl(config.retellApiUrl)) invalid.push('RETELL_API_URL (not an http(s) URL)');
  }
  return { provider: missing.length || invalid.length ? null : requested, requested, missing, invalid };
}

/**
 * The start-up line about "Call me now" (every host prints it once; no secret, URL or number in it):
 * who places the call, or why nobody does and that a person calls back instead.
 */
export function voiceCallbackSentence(setup: VoiceCallbackSetup): string {
  if (setup.provider) return `"Call me now": ${PROVIDER_NAMES[setup.provider]} places the call; the page says the agent is calling.`;
  if (!setup.requested && !setup.invalid.length) return '"Call me now": no voice platform configured (VOICE_CALLBACK_PROVIDER): a person calls back, and the page says so.';
  const what = [setup.missing.length ? `lacks ${setup.missing.join(', ')}` : '', setup.invalid.length ? `has an unusable ${setup.invalid.join(', ')}` : ''].filter(Boolean).join(' and ');
  const who = setup.requested ? `VOICE_CALLBACK_PROVIDER=${setup.requested}` : 'the voice configuration';
  return `"Call me now": ${who} ${what}: no agent calls; a person calls back instead, and the page says so.`;
}
