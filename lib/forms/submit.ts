/**
 * Sending a form: POST JSON to the configured endpoint with a time-out, or,
 * when no endpoint is configured, open the visitor's e-mail client with the
 * message written out.
 */
import { siteConfig } from '@/lib/site';

/** How long a submission may take before it counts as failed. */
export const SUBMIT_TIMEOUT_MS = 15_000;

declare global {
  interface Window {
    /**
     * Test hook: an endpoint set before the page loads (Playwright's
     * addInitScript) replaces NEXT_PUBLIC_FORM_ENDPOINT for that page only.
     */
    __FORM_ENDPOINT__?: string;
  }
}

/** The endpoint forms post to, or '' for the e-mail fallback. */
export function formEndpoint(): string {
  if (typeof window !== 'undefined' && typeof window.__FORM_ENDPOINT__ === 'string') return window.__FORM_ENDPOINT__.trim();
  return siteConfig.urls.formEndpoint;
}

export type SubmitResult = { ok: true } | { ok: false; reason: 'timeout' | 'network' | 'server' };

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
    return response.ok ? { ok: true } : { ok: false, reason: 'server' };
  } catch {
    return { ok: false, reason: controller.signal.aborted ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}

/** A mailto: address with subject and body (each line "Label: value"). */
export function mailtoHref(to: string, subject: string, lines: readonly string[]): string {
  const body = lines.join('\r\n');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
