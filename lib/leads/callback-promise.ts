/**
 * What "Call me now" promises on the page, decided when the page is built from the
 * same settings the lead service reads (lib/leads/config.ts): `agent` when a voice
 * platform places the call (Vapi, Retell or the signed webhook, complete and valid),
 * `team` when a person calls back within `{callbackHours}` business hours. The
 * service's answer (`callback` in its 201) says the same for the same settings;
 * on a host whose build and functions see different settings, the answer wins.
 * Server-only: it reads the environment and is never sent to the browser.
 */
import { leadsConfig, voiceCallbackSetup } from './config';

export type CallbackPromise = 'agent' | 'team';

export function callbackPromise(env: Record<string, string | undefined> = process.env): CallbackPromise {
  return voiceCallbackSetup(leadsConfig(env)).provider ? 'agent' : 'team';
}
