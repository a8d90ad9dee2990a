'use client';

import { useId } from 'react';
import { estimate, estimateFields, type EstimatePlan } from '@/lib/calculators/plan-estimate';
import { validateAll } from '@/lib/calculators/validate';
import { useQueryInputs } from '@/components/calculators/useQueryInputs';
import { NumberField, fieldErrorText, type NumberFieldCopy, type NumberFieldErrors } from '@/components/calculators/NumberField';

type FieldKey = (typeof estimateFields)[number]['key'];

export interface EstimatorLabels {
  title: string;
  intro: string;
  fields: Record<FieldKey, NumberFieldCopy>;
  resultsTitle: string;
  minutes: string;
  minutesDetail: string;
  planHeader: string;
  costHeader: string;
  overage: string;
  withinAllowance: string;
  custom: string;
  enterpriseFrom: string;
  enterpriseEligible: string;
  cheapest: string;
  cheapestLine: string;
  choose: string;
  vat: string;
  planNames: Record<string, string>;
  fixErrors: string;
  errors: NumberFieldErrors;
}

interface Props {
  locale: 'en' | 'pl';
  currency: 'USD' | 'PLN';
  plans: EstimatePlan[];
  defaults: Record<string, string>;
  labels: EstimatorLabels;
}

/** Slider ranges; the number inputs accept the full range of estimateFields. */
const sliders: Record<FieldKey, { min: number; max: number; step: number }> = {
  calls: { min: 50, max: 10000, step: 50 },
  length: { min: 0.5, max: 15, step: 0.5 },
  chat: { min: 0, max: 100, step: 5 },
};

const intlLocale = { en: 'en-US', pl: 'pl-PL' } as const;

const fill = (text: string, vars: Record<string, string>) => text.replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m);

/**
 * "What would I pay?": billable minutes for the visitor's volume and every
 * plan's monthly cost, the cheapest highlighted and linked into /welcome.
 * The inputs live in the query string (?calls=…&length=…&chat=…); the server
 * HTML shows the default volume, so the page works without JavaScript.
 */
export function PlanEstimator({ locale, currency, plans, defaults, labels }: Props) {
  const { raw, update, form } = useQueryInputs(estimateFields, defaults);
  const uid = useId();
  const tag = intlLocale[locale];
  const money = (value: number) =>
    new Intl.NumberFormat(tag, { style: 'currency', currency, minimumFractionDigits: Number.isInteger(value) ? 0 : 2, maximumFractionDigits: 2 }).format(value);
  const number = (value: number) => new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }).format(value);

  const { values, errors, valid } = validateAll(estimateFields, raw);
  const result = valid ? estimate({ calls: values.calls!, length: values.length!, chat: values.chat! }, plans) : null;
  const cheapest = result?.plans.find((plan) => plan.id === result.cheapest);
  const planName = (id: string) => labels.planNames[id] ?? id;

  return (
    <div className="grid gap-8 rounded-3xl border border-line bg-page p-6 shadow-sm md:p-10 lg:grid-cols-2">
      <form ref={form} noValidate onSubmit={(event) => event.preventDefault()} aria-labelledby="estimator-title">
        <h2 id="estimator-title" className="text-2xl font-bold tracking-tight text-fg md:text-3xl">
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
                inputClassName="w-28"
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
                    className="h-11 min-w-40 flex-1 accent-[var(--color-brand)]"
                  />
                }
              />
            );
          })}
        </div>
      </form>
      <section aria-labelledby={`${uid}-results`} className="rounded-2xl bg-brand-soft p-6">
        <h3 id={`${uid}-results`} className="text-lg font-semibold text-fg">
          {labels.resultsTitle}
        </h3>
        {result ? (
          <>
            <div aria-live="polite" className="mt-4 rounded-xl bg-page p-4">
              <p data-testid="estimator-minutes" className="text-xl font-bold tracking-tight text-fg md:text-2xl">
                {fill(labels.minutes, { minutes: number(result.billableMinutes) })}
              </p>
              <p className="text-sm text-muted">{fill(labels.minutesDetail, { calls: number(result.voiceCalls), length: number(Math.ceil(values.length!)) })}</p>
              {cheapest && cheapest.cost !== null ? (
                <p data-testid="estimator-cheapest" className="mt-3 font-semibold text-fg">
                  {fill(labels.cheapestLine, { plan: planName(cheapest.id), cost: money(cheapest.cost) })}
                </p>
              ) : null}
            </div>
            <table className="mt-4 w-full text-left text-sm">
              <thead>
                <tr className="text-muted">
                  <th scope="col" className="py-2 font-medium">
                    {labels.planHeader}
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    {labels.costHeader}
                  </th>
                </tr>
              </thead>
              <tbody>
                {result.plans.map((plan) => {
                  const isCheapest = plan.id === result.cheapest;
                  const detail =
                    plan.cost === null
                      ? result.enterpriseEligible
                        ? labels.enterpriseEligible
                        : fill(labels.enterpriseFrom, { minutes: number(plans.find((p) => p.id === plan.id)?.minMinutes ?? 0) })
                      : plan.overageMinutes > 0 && plans.find((p) => p.id === plan.id)?.included !== undefined
                        ? fill(labels.overage, { minutes: number(plan.overageMinutes), cost: money(plan.overageCost) })
                        : plans.find((p) => p.id === plan.id)?.included !== undefined
                          ? labels.withinAllowance
                          : '';
                  return (
                    <tr key={plan.id} data-testid={`estimator-plan-${plan.id}`} data-cheapest={isCheapest || undefined} className={`border-t border-line ${isCheapest ? 'bg-page font-semibold' : ''}`}>
                      <th scope="row" className="py-2 pl-2 pr-2 font-medium text-fg">
                        {planName(plan.id)}
                        {isCheapest ? <span className="ml-2 rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-on-brand">{labels.cheapest}</span> : null}
                        {detail ? <span className="block text-xs font-normal text-muted">{detail}</span> : null}
                      </th>
                      <td className="py-2 pr-2 text-right tabular-nums text-fg">{plan.cost === null ? labels.custom : money(plan.cost)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            {cheapest ? (
              <a
                href={`/${locale}/welcome/?plan=${cheapest.id}`}
                data-testid="estimator-choose"
                className="btn btn-primary mt-5"
              >
                {fill(labels.choose, { plan: planName(cheapest.id) })}
              </a>
            ) : null}
            <p className="mt-3 text-xs text-muted">{labels.vat}</p>
          </>
        ) : (
          <p className="mt-4 font-medium text-fg" role="status">
            {labels.fixErrors}
          </p>
        )}
      </section>
    </div>
  );
}
