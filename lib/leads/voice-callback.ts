/**
 * "Call me now" through the outbox: asks the voice platform (VOICE_CALLBACK_URL)
 * to place the call. The JSON body `{ id, number, locale, page, requestedAt }`
 * (the number in E.164) is signed like the lead webhook, with its own secret:
 * `X-Leads-Signature: sha256=<hex HMAC-SHA256 of the raw body with VOICE_CALLBACK_SECRET>`.
 * A failure is retried on the outbox's schedule; errors name the status only.
 */
import type { LeadsConfig } from './config';
import { postSigned } from './notify';
import type { Sender } from './outbox';
import type { Delivery } from './store';

export function callbackRequestBody(delivery: Delivery): string {
  const { lead } = delivery;
  return JSON.stringify({ id: lead.id, number: lead.fields.phone ?? '', locale: lead.locale, page: lead.page, requestedAt: lead.createdAt });
}

export function callbackSender(config: Pick<LeadsConfig, 'voiceCallbackUrl' | 'voiceCallbackSecret'>, fetchImpl: typeof fetch = fetch): Sender {
  return (delivery) =>
    postSigned(
      { url: config.voiceCallbackUrl, secret: config.voiceCallbackSecret, body: callbackRequestBody(delivery), leadId: delivery.lead.id, agent: 'leads-callback/1', who: 'voice platform' },
      fetchImpl,
    );
}
