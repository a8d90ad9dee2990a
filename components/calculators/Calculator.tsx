'use client';

import { useId } from 'react';
import { calculators, type CalculatorDefinition, type CalculatorId } from '@/lib/calculators';
import { formatResults, type UnitLabels } from '@/lib/calculators/format';
import { validateAll } from '@/lib/calculators/validate';
import { NumberField, fieldErrorText, type NumberFieldCopy, type NumberFieldErrors } from './NumberField';
import { useQueryInputs } from './useQueryInputs';

export interface CalculatorLabels {
  title: string;
  intro: string;
  /** Each field's label, hint, unit and its own message for each limit ({limit}). */
  fields: Record<string, NumberFieldCopy>;
  resultsTitle: string;
  outputs: Record<string, string>;
  fixErrors: string;
  errors: NumberFieldErrors;
  units: UnitLabels;
}

interface Props {
  id: CalculatorId;
  locale: 'en' | 'pl';
  currency: 'USD' | 'PLN';
  defaults: Record<string, string>;
  labels: CalculatorLabels;
  /** The results for the defaults as the server printed them (formatResults): hydration reuses them. */
  initial: Record<string, string>;
}

/**
 * A calculator form: the visitor's inputs, validated with translated messages,
 * the result formatted for the locale, and the state kept in the URL query so
 * a result can be shared. The method is explained next to it in server HTML.
 */
export function Calculator({ id, locale, currency, defaults, labels, initial }: Props) {
  const definition: CalculatorDefinition = calculators[id];
  const { raw, update, form, atDefaults } = useQueryInputs(definition.fields, defaults);
  const uid = useId();

  const { values, errors, valid } = validateAll(definition.fields, raw);
  const result = atDefaults ? initial : valid ? formatResults(locale, currency, definition.outputs, definition.compute(values), labels.units) : null;

  return (
    <div className="grid gap-8 rounded-3xl border border-line bg-page p-6 shadow-sm md:p-10 lg:grid-cols-2">
      <form ref={form} noValidate onSubmit={(event) => event.preventDefault()} aria-labelledby={`${uid}-title`}>
        <h2 id={`${uid}-title`} className="text-2xl font-bold tracking-tight text-fg">
          {labels.title}
        </h2>
        <p className="mt-2 text-muted">{labels.intro}</p>
        <div className="mt-6 space-y-5">
          {definition.fields.map((field) => {
            const copy = labels.fields[field.key]!;
            const error = errors[field.key];
            const inputId = `${uid}-${field.key}`;
            return (
              <NumberField
                key={field.key}
                id={inputId}
                name={field.key}
                integer={field.integer}
                copy={copy}
                value={raw[field.key] ?? ''}
                error={error ? fieldErrorText(copy, labels.errors, error, locale) : undefined}
                onChange={(value) => update(field.key, value)}
                inputClassName="w-full max-w-48"
              />
            );
          })}
        </div>
      </form>
      <section aria-labelledby={`${uid}-results`} aria-live="polite" className="rounded-2xl bg-brand-soft p-6">
        <h3 id={`${uid}-results`} className="text-lg font-semibold text-fg">
          {labels.resultsTitle}
        </h3>
        {result ? (
          <dl className="mt-4 space-y-4">
            {definition.outputs.map((output) => (
              <div key={output.key} className={output.key === definition.headline ? 'rounded-xl bg-page p-4' : ''}>
                <dt className="text-sm text-muted">{labels.outputs[output.key]}</dt>
                <dd
                  data-testid={`result-${output.key}`}
                  className={output.key === definition.headline ? 'text-4xl font-bold tracking-tight text-brand' : 'text-2xl font-semibold text-fg'}
                >
                  {result[output.key]}
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="mt-4 font-medium text-fg" role="status">
            {labels.fixErrors}
          </p>
        )}
      </section>
    </div>
  );
}
