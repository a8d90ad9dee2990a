import { MAX_LENGTH, type Rules } from './validation';

export const partnerTypes = ['agency', 'reseller', 'technology', 'consultant', 'other'] as const;
export type PartnerType = (typeof partnerTypes)[number];

/** Partnership page form, in form order. */
export const partnershipFields = ['name', 'company', 'email', 'website', 'partnerType', 'message'] as const;
export type PartnershipField = (typeof partnershipFields)[number];

export const partnershipRules: Rules<PartnershipField> = {
  name: { kind: 'text', required: true, maxLength: MAX_LENGTH.name },
  company: { kind: 'text', required: true, maxLength: MAX_LENGTH.company },
  email: { kind: 'email', required: true, maxLength: MAX_LENGTH.email },
  website: { kind: 'url', required: false, maxLength: MAX_LENGTH.url },
  partnerType: { kind: 'choice', required: true, maxLength: MAX_LENGTH.choice, options: partnerTypes },
  message: { kind: 'text', required: true, maxLength: MAX_LENGTH.message },
};

export const PARTNERSHIP_DRAFT_KEY = 'formDraft:partnership';
