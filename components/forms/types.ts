import type { ErrorCode } from '@/lib/forms/validation';

/** Shared, already translated form copy (built on the server by getFormText). */
export interface FormText {
  requiredNote: string;
  optional: string;
  /** `tooLong` keeps a literal {max} that the field fills in. */
  errors: Record<ErrorCode, string>;
  summary: string;
  sending: string;
  errorTitle: string;
  errorBody: string;
  retry: string;
  /** The e-mail fallback when no lead service answers ({email} placeholders). */
  fallbackTitle: string;
  fallbackBody: string;
  fallbackLabel: string;
  copy: string;
  copied: string;
  mailtoLink: string;
  /** Label of the hidden honeypot field (never shown). */
  honeypot: string;
  draftNote: string;
}

export interface FieldText {
  label: string;
  hint?: string;
}

/** Replaces {key} placeholders kept in server-translated strings. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
