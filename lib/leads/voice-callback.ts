/**
 * "Call me now" through the outbox (`callback` delivery): asks whoever places
 * calls (VOICE_CALLBACK_PROVIDER, lib/leads/config.ts) to call the visitor now.
 *
 * - `webhook`: POST VOICE_CALLBACK_URL with `{ id, number, locale, page, requestedAt }`
 *   (the number in E.164), signed like the lead webhook with its own secret:
 *   `X-Leads-Signature: sha256=<hex HMAC-SHA256 of the raw body with VOICE_CALLBACK_SECRET>`.
 * - `vapi`: Vapi's Create Call, `POST {VAPI_API_URL}/call`
 *   (https://docs.vapi.ai/api-reference/calls/create, https://docs.vapi.ai/calls/outbound-calling):
 *   `assistantId`, `phoneNumberId`, `customer: { number }`, and `assistantOverrides`
 *   with the call's variables in `variableValues`
 *   (https://docs.vapi.ai/assistants/dynamic-variables) and the lead's reference in
 *   `metadata`. Vapi's create-call body has no top-level `metadata` (and refuses
 *   properties it does not know with a 400), so the metadata travels in
 *   `assistantOverrides.metadata` (https://docs.vapi.ai/assistants/assistant-overrides).
 * - `retell`: Retell's Create Phone Call, `POST {RETELL_API_URL}/v2/create-phone-call`
 *   (https://docs.retellai.com/api-references/create-phone-call): `from_number`,
 *   `to_number`, `override_agent_id`, `metadata`, and the call's variables in
 *   `retell_llm_dynamic_variables` (strings only; https://docs.retellai.com/build/dynamic-variables).
 *
 * Both providers take `Authorization: Bearer <key>` and `Content-Type: application/json`.
 * The variables are the same for both, so one prompt serves either: `locale` (`en`, `pl`),
 * `language` (`English`, `Polish`: the language the agent greets and speaks in) and
 * `lead_id`. The number goes only where the provider dials it, never into a variable.
 *
 * One request per outbox attempt, nothing retried inside. Neither provider documents an
 * idempotency key: a second identical request places a second call. So a provider's
 * sender is `once`: a failure the provider answered (a status other than 504) is retried
 * on the outbox's schedule, but no answer (a timeout, the connection lost mid-request,
 * a gateway's 504) throws `Unconfirmed`, and the outbox marks the delivery for attention
 * instead of calling again. Errors name the provider and the status only (never the
 * number or the provider's answer).
 */
import type { LeadsConfig, VoiceCallbackSetup, VoiceProvider } from './config';
import { postSigned } from './notify';
import { Unconfirmed, type Sender } from './outbox';
import type { Delivery } from './store';

/** How long a provider has to answer before the attempt counts as unconfirmed (well inside a function's time limit and the default lease). */
export const PROVIDER_TIMEOUT_MS = 10_000;

const LANGUAGES: Record<string, string> = { en: 'English', pl: 'Polish' };

/** The webhook provider's JSON. */
export function callbackRequestBody(delivery: Delivery): string {
  const { lead } = delivery;
  return JSON.stringify({ id: lead.id, number: lead.fields.phone ?? '', locale: lead.locale, page: lead.page, requestedAt: lead.createdAt });
}

/** The call's variables, the same names for both providers (the prompt uses {{language}}, {{locale}}, {{lead_id}}). */
export function callVariables(delivery: Delivery): Record<string, string> {
  const { lead } = delivery;
  return { locale: lead.locale, language: LANGUAGES[lead.locale] ?? lead.locale, lead_id: lead.id };
}

/** What the provider keeps with the call, to find it by the lead (not used to run the call). */
function callMetadata(delivery: Delivery): Record<string, string> {
  const { lead } = delivery;
  return { lead_id: lead.id, locale: lead.locale, page: lead.page ?? '', requested_at: lead.createdAt };
}

export interface ProviderRequest {
  url: string;
  body: Record<string, unknown>;
}

/** Vapi's Create Call request (https://docs.vapi.ai/api-reference/calls/create). */
export function vapiRequest(config: Pick<LeadsConfig, 'vapiApiUrl' | 'vapiAssistantId' | 'vapiPhoneNumberId'>, delivery: Delivery): ProviderRequest {
  return {
    url: `${config.vapiApiUrl}/call`,
    body: {
      assistantId: config.vapiAssistantId,
      phoneNumberId: config.vapiPhoneNumberId,
      customer: { number: delivery.lead.fields.phone ?? '' },
      assistantOverrides: { variableValues: callVariables(delivery), metadata: callMetadata(delivery) },
    },
  };
}

/** Retell's Create Phone Call request (https://docs.retellai.com/api-references/create-phone-call). */
export function retellRequest(config: Pick<LeadsConfig, 'retellApiUrl' | 'retellAgentId' | 'retellFromNumber'>, delivery: Delivery): ProviderRequest {
  return {
    url: `${config.retellApiUrl}/v2/create-phone-call`,
    body: {
      from_number: config.retellFromNumber,
      to_number: delivery.lead.fields.phone ?? '',
      override_agent_id: config.retellAgentId,
      metadata: callMetadata(delivery),
      retell_llm_dynamic_variables: callVariables(delivery),
    },
  };
}

/** Connection errors that prove the request never left (nothing can have been placed): safe to retry. */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH']);

function errorCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  const code = cause?.code ?? (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** One POST to a provider's API; see the header for what counts as failed and what as unconfirmed. */
export async function postToProvider(
  { url, key, body, who, timeoutMs = PROVIDER_TIMEOUT_MS }: { url: string; key: string; body: Record<string, unknown>; who: string; timeoutMs?: number },
  fetchImpl: typeof fetch,
): Promise<void> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const code = errorCode(error);
    if (code && NOT_SENT.has(code)) throw new Error(`${who} not reached (${code})`);
    const name = (error as { name?: unknown } | null)?.name;
    throw new Unconfirmed(name === 'TimeoutError' || name === 'AbortError' ? `no answer from ${who} within ${Math.round(timeoutMs / 1000)} s` : `connection to ${who} lost`);
  }
  await response.body?.cancel().catch(() => undefined);
  // A gateway that gave up waiting for the provider: the call may have been placed behind it.
  if (response.status === 504) throw new Unconfirmed(`${who} answered 504`);
  if (!response.ok) throw new Error(`${who} answered ${response.status}`);
}

function once(send: (delivery: Delivery) => Promise<void>): Sender {
  return Object.assign(send, { once: true });
}

export function vapiSender(config: LeadsConfig, fetchImpl: typeof fetch = fetch, timeoutMs?: number): Sender {
  return once(async (delivery) => {
    const { url, body } = vapiRequest(config, delivery);
    await postToProvider({ url, key: config.vapiApiKey, body, who: 'Vapi', timeoutMs }, fetchImpl);
  });
}

export function retellSender(config: LeadsConfig, fetchImpl: typeof fetch = fetch, timeoutMs?: number): Sender {
  return once(async (delivery) => {
    const { url, body } = retellRequest(config, delivery);
    await postToProvider({ url, key: config.retellApiKey, body, who: 'Retell', timeoutMs }, fetchImpl);
  });
}

/** The webhook provider (its receiver deduplicates by X-Leads-Id, so it retries like the lead webhook). */
export function callbackSender(config: Pick<LeadsConfig, 'voiceCallbackUrl' | 'voiceCallbackSecret'>, fetchImpl: typeof fetch = fetch): Sender {
  return (delivery) =>
    postSigned(
      { url: config.voiceCallbackUrl, secret: config.voiceCallbackSecret, body: callbackRequestBody(delivery), leadId: delivery.lead.id, agent: 'leads-callback/1', who: 'voice platform' },
      fetchImpl,
    );
}

/** The sender of the configured provider, or null when nobody places calls (a person calls back). */
export function providerSender(setup: VoiceCallbackSetup, config: LeadsConfig, fetchImpl: typeof fetch = fetch): Sender | null {
  const senders: Record<VoiceProvider, () => Sender> = {
    webhook: () => callbackSender(config, fetchImpl),
    vapi: () => vapiSender(config, fetchImpl),
    retell: () => retellSender(config, fetchImpl),
  };
  return setup.provider ? senders[setup.provider]() : null;
}

/** What the 201 tells the browser: the agent calls only when a provider is configured and complete. */
export function callbackPromise(setup: VoiceCallbackSetup): 'agent' | 'team' {
  return setup.provider ? 'agent' : 'team';
}
