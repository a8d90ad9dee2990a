'use client';

import type { HTMLInputAutoCompleteAttribute, ReactNode, RefObject } from 'react';
import { MailFallbackNotice } from './MailFallbackNotice';
import type { MailFallback, SubmissionState } from './useSubmission';
import type { FieldBinding } from './useDraftForm';
import { fill, type FieldText, type FormText } from './types';

const inputClass =
  'mt-2 block w-full rounded-xl border bg-page px-4 py-3 text-base text-fg shadow-sm outline-none transition-colors placeholder:text-muted focus-visible:border-brand focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand motion-reduce:transition-none';

function borderFor(error: unknown) {
  return error ? 'border-red-600 dark:border-red-400' : 'border-field-edge';
}

interface Common {
  field: FieldBinding;
  text: FieldText;
  form: FormText;
  /** Prefix that makes ids unique on a page with several forms. */
  idPrefix: string;
  className?: string;
}

function Label({ htmlFor, id, text, form, required, as = 'label' }: { htmlFor?: string; id?: string; text: FieldText; form: FormText; required: boolean; as?: 'label' | 'legend' }) {
  const content = (
    <>
      {text.label}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-red-700 dark:text-red-400">
          *
        </span>
      ) : (
        <>
          {' '}
          <span className="font-normal text-muted">({form.optional})</span>
        </>
      )}
    </>
  );
  const className = 'block text-sm font-semibold text-fg';
  return as === 'legend' ? (
    <legend id={id} className={className}>
      {content}
    </legend>
  ) : (
    <label htmlFor={htmlFor} id={id} className={className}>
      {content}
    </label>
  );
}

/** The field's error, linked to it with aria-describedby and read when the field gets focus. */
export function FieldError({ id, field, form }: { id: string; field: Pick<FieldBinding, 'error' | 'maxLength'>; form: FormText }) {
  return (
    <p id={id} className="mt-2 text-sm font-medium text-red-700 empty:hidden dark:text-red-400">
      {field.error ? fill(form.errors[field.error], { max: field.maxLength }) : ''}
    </p>
  );
}

function describedBy(id: string, text: FieldText, field: Pick<FieldBinding, 'error'>) {
  return [text.hint ? `${id}-hint` : '', field.error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

interface TextFieldProps extends Common {
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete: HTMLInputAutoCompleteAttribute;
  inputMode?: 'text' | 'email' | 'tel' | 'url';
  multiline?: boolean;
  rows?: number;
}

export function TextField({ field: binding, text, form, idPrefix, className = '', type = 'text', autoComplete, inputMode, multiline, rows = 5 }: TextFieldProps) {
  const { inputRef, ...field } = binding;
  const id = `${idPrefix}-${field.name}`;
  const shared = {
    id,
    name: field.name,
    value: field.value,
    autoComplete,
    'aria-required': field.required || undefined,
    'aria-invalid': field.error ? true : undefined,
    'aria-describedby': describedBy(id, text, field),
    // A little slack over the limit so the length message can be shown instead of silently cutting text.
    maxLength: field.maxLength + 20,
    className: `${inputClass} ${borderFor(field.error)}`,
  };
  return (
    <div className={className}>
      <Label htmlFor={id} text={text} form={form} required={field.required} />
      {multiline ? (
        <textarea {...shared} rows={rows} ref={inputRef} onChange={(e) => field.onChange(e.target.value)} />
      ) : (
        <input {...shared} type={type} inputMode={inputMode} ref={inputRef} onChange={(e) => field.onChange(e.target.value)} />
      )}
      {/* The hint under the input, so the inputs of one row line up whether or not a field has one. */}
      {text.hint ? (
        <p id={`${id}-hint`} className="mt-2 text-sm text-muted">
          {text.hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} field={field} form={form} />
    </div>
  );
}

interface SelectFieldProps extends Common {
  options: readonly { value: string; label: string }[];
  placeholder: string;
}

export function SelectField({ field: binding, text, form, idPrefix, className = '', options, placeholder }: SelectFieldProps) {
  const { inputRef, ...field } = binding;
  const id = `${idPrefix}-${field.name}`;
  return (
    <div className={className}>
      <Label htmlFor={id} text={text} form={form} required={field.required} />
      <select
        id={id}
        name={field.name}
        value={field.value}
        ref={inputRef}
        aria-required={field.required || undefined}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy(id, text, field)}
        onChange={(e) => field.onChange(e.target.value)}
        className={`${inputClass} ${borderFor(field.error)} min-h-12`}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} field={field} form={form} />
    </div>
  );
}

interface ChoiceCardsProps extends Common {
  options: readonly { value: string; label: string; detail: string; badge?: string }[];
}

/** A radio group shown as cards (the plan picker). */
export function ChoiceCards({ field: binding, text, form, idPrefix, className = '', options }: ChoiceCardsProps) {
  const { inputRef, ...field } = binding;
  const id = `${idPrefix}-${field.name}`;
  const checkedIndex = options.findIndex((o) => o.value === field.value);
  return (
    <fieldset className={className} aria-describedby={describedBy(id, text, field)}>
      <Label as="legend" id={`${id}-legend`} text={text} form={form} required={field.required} />
      {text.hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {text.hint}
        </p>
      ) : null}
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option, index) => {
          const checked = option.value === field.value;
          return (
            <label
              key={option.value}
              className={`relative flex min-h-11 cursor-pointer items-start gap-3 rounded-2xl border p-4 transition-colors has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand motion-reduce:transition-none ${
                checked ? 'border-brand bg-brand-soft' : `${field.error ? 'border-red-600 dark:border-red-400' : 'border-line'} bg-page hover:border-brand`
              }`}
            >
              <input
                type="radio"
                name={field.name}
                value={option.value}
                checked={checked}
                // The checked option (or the first) takes focus when the group is invalid.
                ref={index === (checkedIndex === -1 ? 0 : checkedIndex) ? inputRef : undefined}
                aria-describedby={field.error ? `${id}-error` : undefined}
                onChange={() => field.onChange(option.value)}
                className="mt-1 h-4 w-4 shrink-0 accent-[var(--brand)] focus-visible:outline-none"
              />
              <span className="min-w-0">
                <span className="flex flex-wrap items-center gap-2 font-semibold text-fg">
                  {option.label}
                  {option.badge ? <span className="rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-on-brand">{option.badge}</span> : null}
                </span>
                <span className="mt-1 block text-sm text-muted">{option.detail}</span>
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={`${id}-error`} field={field} form={form} />
    </fieldset>
  );
}

interface FeedbackProps {
  form: FormText;
  state: SubmissionState;
  /** Announced when a submit found invalid fields. */
  invalid: boolean;
  fallback: MailFallback | null;
  onRetry: () => void;
  email: string;
}

/**
 * Everything a form says about sending: the live region that announces
 * problems, the error with "Try again", and, when no lead service answers,
 * the message to send by e-mail (with a copy button and an e-mail link).
 */
export function FormFeedback({ form, state, invalid, fallback, onRetry, email }: FeedbackProps) {
  return (
    <>
      <div role="status" aria-live="polite" className="sr-only">
        {state === 'sending' ? form.sending : ''}
      </div>
      <div role="alert" className="empty:hidden">
        {invalid && state !== 'error' ? <p className="rounded-xl border border-red-600/40 bg-red-50 p-4 text-sm font-medium text-red-800 dark:bg-red-950/40 dark:text-red-200">{form.summary}</p> : null}
        {state === 'error' ? (
          <div className="rounded-xl border border-red-600/40 bg-red-50 p-4 text-red-900 dark:bg-red-950/40 dark:text-red-100">
            <p className="font-semibold">{form.errorTitle}</p>
            <p className="mt-1 text-sm">{form.errorBody}</p>
            <button type="button" className="btn btn-primary mt-3" onClick={onRetry}>
              {form.retry}
            </button>
          </div>
        ) : null}
        {state === 'fallback' && fallback ? <MailFallbackNotice form={form} fallback={fallback} email={email} /> : null}
      </div>
    </>
  );
}

/** A hidden field people never see or reach; bots that fill every input give themselves away. */
export function Honeypot({ trapRef, label }: { trapRef: RefObject<HTMLInputElement | null>; label: string }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input ref={trapRef} type="text" name="contact_me_by_fax_only" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

export function SubmitButton({ sending, label, sendingLabel, children }: { sending: boolean; label: string; sendingLabel: string; children?: ReactNode }) {
  return (
    <button type="submit" className="btn btn-primary disabled:cursor-wait disabled:opacity-70" disabled={sending} aria-disabled={sending || undefined}>
      {sending ? (
        <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none" />
      ) : null}
      {sending ? sendingLabel : label}
      {children}
    </button>
  );
}
