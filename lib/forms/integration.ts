import { MAX_LENGTH, type Rules } from './validation';

/**
 * "Request this integration" on /integrations, offered when a search finds
 * nothing: the system the visitor typed (prefilled) and, optionally, an
 * address to hear back at. Sent through the lead service like every form.
 */
export const integrationFields = ['system', 'email'] as const;
export type IntegrationField = (typeof integrationFields)[number];

export const integrationRules: Rules<IntegrationField> = {
  system: { kind: 'text', required: true, maxLength: MAX_LENGTH.company },
  email: { kind: 'email', required: false, maxLength: MAX_LENGTH.email },
};

export const INTEGRATION_DRAFT_KEY = 'formDraft:integration';
