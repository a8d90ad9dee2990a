/**
 * Sending a form to the lead service (POST JSON, `/api/leads` on the site's
 * own origin unless NEXT_PUBLIC_FORM_ENDPOINT names another), with a
 * time-out. Only a 201 counts as sent. When no lead service answers (404, 405,
 * no connection) the form falls back to showing the visitor the message to
 * send by e-mail, and keeps the draft.
 */
import { siteConfig } from '@/lib/site';
import { callbackErrorCodes, type ErrorCode } from './validation';

/** How long a submission may take before it counts as failed. */
export const SUBMIT_TIMEOUT_MS = 15_000;

/** The endpoint forms post to. */
export function formEndpoint(): string {
  return siteConfig.urls.formEndpoint;
}

export type SubmitResult =
  | { ok: true; id: string }
  /** The service checked the fields and named the problems (400). */
  | { ok: false; reason: 'invalid'; errors: Record<string, ErrorCode> }
  /** No lead service here (404, 405, no connection): show the e-mail fallback. */
  | { ok: false; reason: 'absent' }
  | { ok: false; reason: 'timeout' | 'server' | 'busy' };

const codes: readonly ErrorCode[] = ['required', 'tooLong', 'email', 'phone', 'mobile', 'plan', 'url', 'choice', ...callbackErrorCodes];

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
    if (response.status === 201) {
      const id = (body as { id?: unknown } | null)?.id;
      return { ok: true, id: typeof id === 'string' ? id : '' };
    }
    if (response.status === 400) {
      const errors = fieldErrors(body);
      if (errors) return { ok: false, reason: 'invalid', errors };
    }
    if (response.status === 404 || response.status === 405) return { ok: false, reason: 'absent' };
    if (response.status === 429) return { ok: false, reason: 'busy' };
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
