/**
 * POST /api/leads (and GET /api/leads: a proof-of-work challenge) as one framework-free function, Web `Request` in and
 * `Response` out, mounted by `npm start`'s server (lib/leads/node.ts) and by
 * server mode (app/api/leads/route.server.ts).
 *
 * 201 { id } once stored · 400 { errors } with the forms' error codes ·
 * 403 foreign origin · 405 other methods · 413 over 32 KB · 415 not JSON ·
 * 429 with Retry-After · 500 { error } and never a stack trace.
 */
// Relative imports: every host's bundler must resolve them (Vercel's does not read tsconfig paths).
import { callbackFields, callbackNumberProblem, callbackRules } from '../forms/callback';
import { contactFields, contactRules } from '../forms/contact';
import { partnershipFields, partnershipRules } from '../forms/partnership';
import { welcomeFields, welcomeRules } from '../forms/welcome';
import { integrationFields, integrationRules } from '../forms/integration';
import { phoneRegion, validateValues, type ErrorCode, type FieldRule, type Rules } from '../forms/validation';
import { PROOF_FIELD, type Challenges } from './challenge';
import type { LeadsConfig } from './config';
import type { RateLimiter } from './rate-limit';
import { measuredSpamReason } from './spam';
import type { Channel, LeadStore, NewLead } from './store';

export const leadForms = {
  contact: { fields: contactFields, rules: contactRules as Rules<string> },
  partnership: { fields: partnershipFields, rules: partnershipRules as Rules<string> },
  welcome: { fields: welcomeFields, rules: welcomeRules as Rules<string> },
  callback: { fields: callbackFields, rules: callbackRules as Rules<string> },
  integration: { fields: integrationFields, rules: integrationRules as Rules<string> },
} as const;
export type LeadForm = keyof typeof leadForms;

/** Every known field, in a stable order (CSV columns). */
export const allLeadFields = [...new Set(Object.values(leadForms).flatMap((f) => f.fields as readonly string[]))];

export interface HandlerDeps {
  store: Pick<LeadStore, 'insertLead'>;
  config: Pick<LeadsConfig, 'allowedOrigins' | 'siteOrigin' | 'rateLimit' | 'minFillMs' | 'maxBodyBytes'>;
  limiter: RateLimiter;
  /** Channels a new lead is queued for. */
  channels: readonly Channel[];
  /** Called after a lead (not spam) is stored: wakes the outbox. */
  onStored?: () => void;
  /** Issues and checks the proof of work (lib/leads/challenge.ts); the fill time is measured from its issue time. */
  challenges: Pick<Challenges, 'issue' | 'verify'>;
  /** Checks and channels of a person's lead beyond the defaults (lib/leads/extras.ts: callback limits, the visitor's reply). */
  admit?: Admit;
  now?: () => number;
  log?: (message: string) => void;
}

/** What `admit` decides for a person's lead before it is stored. */
export type Admission =
  | { ok: true; channels: Channel[]; answer?: Record<string, string>; release?: () => Promise<void> }
  | { ok: false; status: number; body: Record<string, unknown>; headers?: Record<string, string> };
export type Admit = (lead: NewLead, clientAddress: string) => Promise<Admission>;

const isForm = (value: unknown): value is LeadForm => typeof value === 'string' && Object.hasOwn(leadForms, value);

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...headers },
  });
}

class TooLarge extends Error {}

// C0 controls but tab and line breaks, and DEL.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** The body as text, refusing more than `limit` bytes whatever Content-Length claims. */
async function readCapped(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw new TooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new TooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
}

/** The page a form was on: a same-site path, or null. */
function pagePath(value: unknown): string | null {
  return typeof value === 'string' && /^\/[\w\-./%]{0,199}$/.test(value) && !value.startsWith('//') ? value : null;
}

export function createLeadHandler(deps: HandlerDeps) {
  const { config, limiter, store } = deps;
  const log = deps.log ?? (() => undefined);

  /** CORS: the site's own origin (or a same-host request) and LEADS_ALLOWED_ORIGINS. */
  function originAllowed(origin: string | null, host: string | null): boolean {
    if (!origin) return true;
    if (origin === config.siteOrigin || config.allowedOrigins.includes(origin)) return true;
    try {
      return host !== null && new URL(origin).host === host;
    } catch {
      return false;
    }
  }

  return async function handleLeadRequest(request: Request, clientAddress: string): Promise<Response> {
    const origin = request.headers.get('origin');
    if (!originAllowed(origin, request.headers.get('host'))) return json(403, { error: 'origin' }, { Vary: 'Origin' });
    const cors: Record<string, string> = origin ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {};

    if (request.method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: { ...cors, 'Access-Control-Allow-Methods': 'GET, POST, OPTIONS', 'Access-Control-Allow-Headers': 'Content-Type, Accept', 'Access-Control-Max-Age': '600', 'Cache-Control': 'no-store' },
      });
    }
    if (request.method === 'GET') {
      try {
        // minFillMs: how long after the issue the service counts a submission as a person's (the form waits that long).
        return json(200, { ...(await deps.challenges.issue()), minFillMs: config.minFillMs }, cors);
      } catch (error) {
        log(`challenge not issued (${error instanceof Error ? error.name : 'error'})`);
        return json(500, { error: 'server' }, cors);
      }
    }
    if (request.method !== 'POST') return json(405, { error: 'method' }, { ...cors, Allow: 'GET, POST, OPTIONS' });

    const type = (request.headers.get('content-type') ?? '').split(';', 1)[0]?.trim().toLowerCase();
    if (type !== 'application/json') return json(415, { error: 'contentType' }, cors);

    const limit = await limiter.take(clientAddress);
    if (!limit.ok) return json(429, { error: 'rateLimit' }, { ...cors, 'Retry-After': String(limit.retryAfterS) });

    let raw: string;
    try {
      raw = await readCapped(request, config.maxBodyBytes);
    } catch (error) {
      if (error instanceof TooLarge) return json(413, { error: 'tooLarge' }, cors);
      return json(400, { error: 'body' }, cors);
    }
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return json(400, { error: 'json' }, cors);
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return json(400, { error: 'json' }, cors);
    const data = body as Record<string, unknown>;

    if (!isForm(data.form)) return json(400, { errors: { form: 'choice' satisfies ErrorCode } }, cors);
    if (data.locale !== 'en' && data.locale !== 'pl') return json(400, { errors: { locale: 'choice' satisfies ErrorCode } }, cors);
    const { fields, rules } = leadForms[data.form];
    const region = phoneRegion(data.locale);

    // Only the form's own fields, only strings (anything else counts as missing), without
    // control characters: NUL cannot be stored in PostgreSQL text, and none belongs in a lead.
    const values: Record<string, string> = {};
    for (const field of fields) values[field] = typeof data[field] === 'string' ? (data[field] as string).replace(CONTROL, '') : '';
    // The browser loads phone metadata lazily; the server needs it before checking.
    await Promise.all(Object.values(rules).map((rule) => (rule.kind === 'phone' ? rule.load() : undefined)));
    const errors: Partial<Record<string, ErrorCode>> = validateValues(rules, values, region);
    if (data.form === 'callback' && !errors.phone) {
      const problem = callbackNumberProblem(values.phone ?? '', region);
      if (problem) errors.phone = problem;
    }
    if (Object.keys(errors).length > 0) return json(400, { errors }, cors);

    // A submission without a valid, fresh, unused solution is refused and never stored:
    // a person's browser fetches a new challenge and sends again (lib/forms/submit.ts);
    // one that cannot solve gets the e-mail fallback with the draft kept.
    let proof: Awaited<ReturnType<Challenges['verify']>>;
    try {
      proof = await deps.challenges.verify(data[PROOF_FIELD]);
    } catch (error) {
      log(`proof not checked (${error instanceof Error ? error.name : 'error'})`);
      return json(500, { error: 'server' }, cors);
    }
    if (!proof.ok) return json(400, { error: 'proof', reason: proof.reason }, cors);

    const clean: Record<string, string> = {};
    for (const field of fields) {
      const rule: FieldRule | undefined = rules[field];
      const value = (values[field] ?? '').trim();
      if (!rule || value === '') continue;
      clean[field] = rule.kind === 'phone' ? (rule.check(value, region) ?? value) : value;
    }

    const spam = measuredSpamReason(data, proof.issuedAt, (deps.now ?? Date.now)(), config.minFillMs);
    const lead: NewLead = { form: data.form, locale: data.locale, page: pagePath(data.page), fields: clean, spamReason: spam };
    let admission: Admission = { ok: true, channels: [] };
    try {
      if (!spam && deps.admit) admission = await deps.admit(lead, clientAddress);
    } catch (error) {
      log(`lead not admitted (${error instanceof Error ? error.name : 'error'})`);
      return json(500, { error: 'server' }, cors);
    }
    if (!admission.ok) return json(admission.status, admission.body, { ...cors, ...admission.headers });
    try {
      const id = await store.insertLead(lead, [...deps.channels, ...admission.channels]);
      if (!lead.spamReason) deps.onStored?.();
      // A bot gets the very answer a person gets.
      return json(201, { id, ...admission.answer }, cors);
    } catch (error) {
      await admission.release?.().catch(() => undefined);
      // The error's kind only: database messages can quote the values.
      log(`lead not stored (${error instanceof Error ? error.name : 'error'}${(error as { code?: string }).code ? ` ${(error as { code?: string }).code}` : ''})`);
      return json(500, { error: 'server' }, cors);
    }
  };
}
