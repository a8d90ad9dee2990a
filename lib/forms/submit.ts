/**
 * Sending a form to the lead service (POST JSON, `/api/leads` on the site's
 * own origin unless NEXT_PUBLIC_FORM_ENDPOINT names another), with a
 * time-out. Only a 201 counts as sent. When no lead service answers (404, 405,
 * no connection) or the one there has no database to store into (503
 * `{ error: 'storage' }`, a serverless host without DATABASE_URL), the form
 * falls back to showing the visitor the message to send by e-mail, and keeps
 * the draft.
 *
 * `submitLead` is the one path every form sends through: it adds the proof of
 * work (lib/forms/proof.ts), waits out the service's minimum fill time
 * (measured by the service from the challenge's issue), and sends again once
 * with a fresh solution when the service refused one as expired or used.
 */
import { siteConfig } from '@/lib/site';
import { takeProof } from './proof';
import { callbackErrorCodes, phoneErrorCodes, type ErrorCode } from './validation';

/** How long a submission may take before it counts as failed. */
export const SUBMIT_TIMEOUT_MS = 15_000;

/** The endpoint forms post to. */
export function formEndpoint(): string {
  return siteConfig.urls.formEndpoint;
}

export type SubmitResult =
  /** `answer`: what the service adds for the visitor (callback: 'agent' | 'team'). */
  | { ok: true; id: string; answer?: Record<string, string> }
  /** The service refused the proof of work twice (this browser cannot solve): the e-mail fallback. */
  | { ok: false; reason: 'proof' }
  /** "Call me now": too many requests from this address this hour (429 callbackLimit). */
  | { ok: false; reason: 'limit' }
  /** The service checked the fields and named the problems (400). */
  | { ok: false; reason: 'invalid'; errors: Record<string, ErrorCode> }
  /** No lead service here (404, 405, no connection): show the e-mail fallback. */
  | { ok: false; reason: 'absent' }
  | { ok: false; reason: 'timeout' | 'server' | 'busy' };

const codes: readonly ErrorCode[] = ['required', 'tooLong', 'email', 'phone', 'mobile', 'plan', 'url', 'choice', ...phoneErrorCodes, ...callbackErrorCodes];

function fieldErrors(body: unknown): Record<string, ErrorCode> | null {
  if (typeof body !== 'object' || body === null) return null;
  const errors = (body as { errors?: unknown }).errors;
  if (typeof errors !== 'object' || errors === null) return null;
  const out: Record<string, ErrorCode> = {};
  for (const [field, code] of Object.entries(errors)) if (codes.includes(code as ErrorCode)) out[field] = code as ErrorCode;
  return Object.keys(out).length ? out : null;
}

export async function postJson(endpoint: string, payload: unknown, timeoutMs = SUBMIT_TIMEOUT_MS, fetchImpl: typeof fetch = fetch): Promise<SubmitResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    const body: unknown = await response.json().catch(() => null);
    const error = (body as { error?: unknown } | null)?.error;
    if (response.status === 201) {
      const { id, callback } = (body ?? {}) as { id?: unknown; callback?: unknown };
      return { ok: true, id: typeof id === 'string' ? id : '', ...(callback === 'agent' || callback === 'team' ? { answer: { callback } } : {}) };
    }
    if (response.status === 400) {
      const errors = fieldErrors(body);
      if (errors) return { ok: false, reason: 'invalid', errors };
      if (error === 'proof') return { ok: false, reason: 'proof' };
    }
    if (response.status === 404 || response.status === 405) return { ok: false, reason: 'absent' };
    if (response.status === 503 && (body as { error?: unknown } | null)?.error === 'storage') return { ok: false, reason: 'absent' };
    if (response.status === 429) return { ok: false, reason: error === 'callbackLimit' ? 'limit' : 'busy' };
    return { ok: false, reason: 'server' };
  } catch {
    return controller.signal.aborted ? { ok: false, reason: 'timeout' } : { ok: false, reason: 'absent' };
  } finally {
    clearTimeout(timer);
  }
}

/** A mailto: address with subject and body (each line "Label: value"). */
export function mailtoHref(to: string, subject: string, lines: readonly string[]): string {
  const body = lines.join('\r\n');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Margin over the service's minimum fill time (clocks and the request's own travel). */
const FILL_MARGIN_MS = 250;

/**
 * Sends a lead with its proof of work (see the top of this file). `payload`
 * is the form's own values plus `form`, `locale`, `page` and `_hp`.
 */
export async function submitLead(
  payload: Record<string, unknown>,
  { endpoint = formEndpoint(), wait = sleep, now = () => performance.now(), fetchImpl }: { endpoint?: string; wait?: (ms: number) => Promise<void>; now?: () => number; fetchImpl?: typeof fetch } = {},
): Promise<SubmitResult> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const proof = await takeProof(endpoint);
    if (!proof.ok && proof.reason === 'absent') return { ok: false, reason: 'absent' };
    if (proof.ok) {
      const left = proof.receivedAt + proof.waitMs + FILL_MARGIN_MS - now();
      if (left > 0) await wait(left);
    }
    const result = await postJson(endpoint, { ...payload, _proof: proof.ok ? proof.value : '' }, SUBMIT_TIMEOUT_MS, fetchImpl ?? fetch);
    if (result.ok || result.reason !== 'proof' || !proof.ok) return result;
  }
  return { ok: false, reason: 'proof' };
}
