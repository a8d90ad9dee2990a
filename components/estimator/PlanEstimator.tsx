'use client';

import { useId, type ReactNode } from 'react';
import { estimateFields, type EstimatePlan } from '@/lib/calculators/plan-estimate';
import { estimateFormat, estimateView, type EstimateLabels, type EstimateView } from '@/lib/calculators/estimate-view';
import { validateAll } from '@/lib/calculators/validate';
import { useQueryInputs } from '@/components/calculators/useQueryInputs';
import { NumberField, fieldErrorText, type NumberFieldCopy, type NumberFieldErrors } from '@/components/calculators/NumberField';

type FieldKey = (typeof estimateFields)[number]['key'];

export interface EstimatorLabels extends EstimateLabels {
  title: string;
  intro: string;
  fields: Record<FieldKey, NumberFieldCopy>;
  resultsTitle: string;
  planHeader: string;
  costHeader: string;
  cheapest: string;
  leavesOut: string;
  fixErrors: string;
  errors: NumberFieldErrors;
}

interface Props {
  locale: 'en' | 'pl';
  currency: 'USD' | 'PLN';
  plans: EstimatePlan[];
  defaults: Record<string, string>;
  labels: EstimatorLabels;
  /** The results panel for the default volume, computed on the server (estimateView). */
  initial: EstimateView;
  /** Server HTML under the estimate's summary (how a minute is counted). */
  children?: ReactNode;
}

/** Slider ranges; the number inputs accept the full range of estimateFields. */
const sliders: Record<FieldKey, { min: number; max: number; step: number }> = {
  calls: { min: 50, max: 10000, step: 50 },
  length: { min: 0.5, max: 15, step: 0.5 },
  chat: { min: 0, max: 100, step: 5 },
};

/**
 * "What would I pay?": billable minutes for the visitor's volume and every
 * plan's monthly cost, the cheapest highlighted and linked into /welcome.
 * The inputs live in the query string (?calls=…&length=…&chat=…); the server
 * HTML shows the default volume, so the page works without JavaScript, and
 * hydration reuses the server's panel for it (`initial`) until an input changes.
 */
export function PlanEstimator({ locale, currency, plans, defaults, labels, initial, children }: Props) {
  const { raw, update, form, atDefaults } = useQueryInputs(estimateFields, defaults);
  const uid = useId();

  const { values, errors, valid } = validateAll(estimateFields, raw);
  const view = atDefaults
    ? initial
    : valid
      ? estimateView({ calls: values.calls!, length: values.length!, chat: values.chat! }, plans, labels, estimateFormat(locale, currency))
      : null;

  return (
    <div className="grid gap-8 sm:rounded-3xl sm:border sm:border-line sm:bg-page sm:p-6 sm:shadow-sm md:p-10 lg:grid-cols-2">
      <div>
        <form ref={form} noValidate onSubmit={(event) => event.preventDefault()} aria-labelledby="estimator-title">
        <h2 id="estimator-title" className="text-2xl font-bold tracking-tight text-balance text-fg md:text-3xl">
          {labels.title}
        </h2>
        <p className="mt-2 text-muted">{labels.intro}</p>
        <div className="mt-6 space-y-6">
          {estimateFields.map((field) => {
            const copy = labels.fields[field.key];
            const error = errors[field.key];
            const inputId = `${uid}-${field.key}`;
            const slider = sliders[field.key];
            const numeric = values[field.key];
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
                inputClassName="w-20 sm:w-28"
                before={
                  <input
                    type="range"
                    aria-labelledby={`${inputId}-label`}
                    aria-describedby={`${inputId}-hint`}
                    min={slider.min}
                    max={slider.max}
                    step={slider.step}
                    value={Math.min(slider.max, Math.max(slider.min, numeric ?? slider.min))}
                    onChange={(event) => update(field.key, event.target.value)}
                    data-testid={`estimator-slider-${field.key}`}
                    className="h-11 w-full accent-[var(--color-brand)]"
                  />
                }
              />
            );
          })}
        </div>
      </form>
        {/* The estimate's summary under the inputs, the plans' table beside them: the two columns weigh the same. */}
        <section aria-labelledby={`${uid}-results`} className="mt-8 rounded-2xl bg-brand-soft p-4 sm:p-6">
          <h3 id={`${uid}-results`} className="text-lg font-semibold text-fg">
            {labels.resultsTitle}
          </h3>
          {view ? (
            <div aria-live="polite" className="mt-3">
              <p data-testid="estimator-minutes" className="text-xl font-bold tracking-tight text-fg md:text-2xl">
                {view.minutes}
              </p>
              <p className="text-sm text-muted">{view.minutesDetail}</p>
              <p data-testid="estimator-peak" className="mt-2 text-sm text-muted">
                {view.peak}
              </p>
              {view.cheapestLine ? (
                <p data-testid="estimator-cheapest" className="mt-3 font-semibold text-fg">
                  {view.cheapestLine}
                </p>
              ) : null}
            </div>
          ) : (
            <p className="mt-3 font-medium text-fg" role="status">
              {labels.fixErrors}
            </p>
          )}
        </section>
        {children}
      </div>
      {view ? (
        <div className="lg:self-start">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{labels.resultsTitle}</caption>
            <thead>
              <tr className="text-muted">
                <th scope="col" className="py-2 pl-2 font-medium">
                  {labels.planHeader}
                </th>
                <th scope="col" className="py-2 pr-2 text-right font-medium">
                  {labels.costHeader}
                </th>
              </tr>
            </thead>
            <tbody>
              {view.rows.map((row) => (
                <tr key={row.id} data-testid={`estimator-plan-${row.id}`} data-cheapest={row.cheapest || undefined} className={`border-t border-line ${row.cheapest ? 'bg-brand-soft font-semibold' : ''}`}>
                  <th scope="row" className="py-2.5 pl-2 pr-2 font-medium text-fg">
                    {row.name}
                    {row.cheapest ? <span className="ml-2 rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-on-brand">{labels.cheapest}</span> : null}
                    {row.limit ? <span className="block text-xs font-normal text-muted">{row.limit}</span> : null}
                    {row.detail ? <span className="block text-xs font-normal text-muted">{row.detail}</span> : null}
                    {row.warning ? (
                      <span data-testid="estimator-concurrency-warning" className="mt-1 flex gap-1 text-xs font-semibold text-red-700 dark:text-red-300">
                        <span aria-hidden="true">⚠</span>
                        {row.warning}
                      </span>
                    ) : null}
                  </th>
                  <td className="py-2.5 pr-2 text-right tabular-nums text-fg">{row.cost}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {view.choose ? (
            <a href={`/${locale}/welcome/?plan=${view.choose.plan}`} data-testid="estimator-choose" className="btn btn-primary mt-5">
              {view.choose.label}
            </a>
          ) : null}
          <p data-testid="estimator-leaves-out" className="mt-3 text-xs text-muted">
            {labels.leavesOut}
          </p>
        </div>
      ) : null}
    </div>
  );
}
