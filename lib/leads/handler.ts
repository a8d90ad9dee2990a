/**
 * POST /api/leads as one framework-free function, Web `Request` in and
 * `Response` out, mounted by `npm start`'s server (lib/leads/node.ts) and by
 * server mode (app/api/leads/route.server.ts).
 *
 * 201 { id } once stored · 400 { errors } with the forms' error codes ·
 * 403 foreign origin · 405 other methods · 413 over 32 KB · 415 not JSON ·
 * 429 with Retry-After · 500 { error } and never a stack trace.
 */
import { contactFields, contactRules } from '@/lib/forms/contact';
import { partnershipFields, partnershipRules } from '@/lib/forms/partnership';
import { welcomeFields, welcomeRules } from '@/lib/forms/welcome';
import { integrationFields, integrationRules } from '@/lib/forms/integration';
import { phoneRegion, validateValues, type ErrorCode, type FieldRule, type Rules } from '@/lib/forms/validation';
import type { LeadsConfig } from './config';
import type { createRateLimiter } from './rate-limit';
import { spamReason } from './spam';
import type { Channel, LeadStore, NewLead } from './store';

export const leadForms = {
  contact: { fields: contactFields, rules: contactRules as Rules<string> },
  partnership: { fields: partnershipFields, rules: partnershipRules as Rules<string> },
  welcome: { fields: welcomeFields, rules: welcomeRules as Rules<string> },
  integration: { fields: integrationFields, rules: integrationRules as Rules<string> },
} as const;
export type LeadForm = keyof typeof leadForms;

/** Every known field, in a stable order (CSV columns). */
export const allLeadFields = [...new Set(Object.values(leadForms).flatMap((f) => f.fields as readonly string[]))];

export interface HandlerDeps {
  store: Pick<LeadStore, 'insertLead'>;
  config: Pick<LeadsConfig, 'allowedOrigins' | 'siteOrigin' | 'rateLimit' | 'minFillMs' | 'maxBodyBytes'>;
  limiter: ReturnType<typeof createRateLimiter>;
  /** Channels a new lead is queued for. */
  channels: readonly Channel[];
  /** Called after a lead (not spam) is stored: wakes the outbox. */
  onStored?: () => void;
  log?: (message: string) => void;
}

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
        headers: { ...cors, 'Access-Control-Allow-Methods': 'POST, OPTIONS', 'Access-Control-Allow-Headers': 'Content-Type, Accept', 'Access-Control-Max-Age': '600', 'Cache-Control': 'no-store' },
      });
    }
    if (request.method !== 'POST') return json(405, { error: 'method' }, { ...cors, Allow: 'POST, OPTIONS' });

    const type = (request.headers.get('content-type') ?? '').split(';', 1)[0]?.trim().toLowerCase();
    if (type !== 'application/json') return json(415, { error: 'contentType' }, cors);

    const limit = limiter.take(clientAddress);
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
    const errors = validateValues(rules, values, region);
    if (Object.keys(errors).length > 0) return json(400, { errors }, cors);

    const clean: Record<string, string> = {};
    for (const field of fields) {
      const rule: FieldRule | undefined = rules[field];
      const value = (values[field] ?? '').trim();
      if (!rule || value === '') continue;
      clean[field] = rule.kind === 'phone' ? (rule.check(value, region) ?? value) : value;
    }

    const lead: NewLead = { form: data.form, locale: data.locale, page: pagePath(data.page), fields: clean, spamReason: spamReason(data, config.minFillMs) };
    try {
      const id = await store.insertLead(lead, deps.channels);
      if (!lead.spamReason) deps.onStored?.();
      // A bot gets the very answer a person gets.
      return json(201, { id }, cors);
    } catch (error) {
      // The error's kind only: database messages can quote the values.
      log(`lead not stored (${error instanceof Error ? error.name : 'error'}${(error as { code?: string }).code ? ` ${(error as { code?: string }).code}` : ''})`);
      return json(500, { error: 'server' }, cors);
    }
  };
}
