import { checkPhone, loadAny, phoneProblem } from './phone-any';
import { MAX_LENGTH, type Rules } from './validation';

/** Contact page form, in form order. */
export const contactFields = ['name', 'businessEmail', 'phone', 'company', 'message'] as const;
export type ContactField = (typeof contactFields)[number];

export const contactRules: Rules<ContactField> = {
  name: { kind: 'text', required: true, maxLength: MAX_LENGTH.name },
  businessEmail: { kind: 'email', required: true, maxLength: MAX_LENGTH.email },
  phone: { kind: 'phone', required: false, maxLength: MAX_LENGTH.phone, check: checkPhone, load: loadAny, problem: phoneProblem },
  company: { kind: 'text', required: false, maxLength: MAX_LENGTH.company },
  message: { kind: 'text', required: true, maxLength: MAX_LENGTH.message },
};

export const CONTACT_DRAFT_KEY = 'formDraft:contact';
