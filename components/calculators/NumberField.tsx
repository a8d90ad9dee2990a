import type { ReactNode } from 'react';
import type { FieldError } from '@/lib/calculators/validate';
import { formatNumber } from '@/lib/facts/format';

/** Copy of one numeric field: label, hint, unit and its own message for each limit. */
export interface NumberFieldCopy {
  label: string;
  hint: string;
  suffix: string;
  min: string;
  max: string;
}

export type NumberFieldErrors = { required: string; notNumber: string; notInteger: string };

/** The translated message for a field's validation error ({limit} formatted for the locale). */
export function fieldErrorText(copy: NumberFieldCopy, errors: NumberFieldErrors, error: FieldError, locale: 'en' | 'pl'): string {
  if (error.code === 'min' || error.code === 'max') return copy[error.code].replace('{limit}', formatNumber(locale, error.limit, 3));
  return errors[error.code];
}

interface Props {
  id: string;
  name: string;
  integer?: boolean;
  copy: NumberFieldCopy;
  value: string;
  /** The message shown under the field, when it is invalid. */
  error?: string;
  onChange: (value: string) => void;
  /** Width of the text input. */
  inputClassName: string;
  /** A control shown before the text input (the estimator's slider); it is labelled by `${id}-label`. */
  before?: ReactNode;
}

/**
 * One numeric input of a calculator or the estimator: label, hint, the text
 * input with its unit, and the error message wired with aria-describedby.
 */
export function NumberField({ id, name, integer, copy, value, error, onChange, inputClassName, before }: Props) {
  const input = (
    <>
      <input
        id={id}
        name={name}
        type="text"
        inputMode={integer ? 'numeric' : 'decimal'}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className={`min-h-11 ${inputClassName} rounded-xl border bg-page px-3 py-2 text-fg ${error ? 'border-red-700 dark:border-red-400' : 'border-field-edge'}`}
      />
      <span className="text-muted">{copy.suffix}</span>
    </>
  );
  return (
    <div>
      <label id={`${id}-label`} htmlFor={id} className="block font-semibold text-fg">
        {copy.label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {copy.hint}
      </p>
      {before ? (
        // One grid for every field: the control, the input and a unit column of fixed widths, so
        // the sliders of a form end at the same x whatever their units say ("a month", "%").
        <div className="mt-2 grid grid-cols-[minmax(0,1fr)_auto_5.75rem] items-center gap-x-2 sm:grid-cols-[minmax(0,1fr)_auto_6rem] sm:gap-x-3">
          <div className="grid">{before}</div>
          {input}
        </div>
      ) : (
        <div className="mt-2 flex items-center gap-2">{input}</div>
      )}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
