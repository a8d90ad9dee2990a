import type { Locale } from '@/i18n/routing';
import { currencyOf } from '@/lib/facts/format';
import { estimateDefaults } from '@/lib/calculators/plan-estimate';
import { estimatePlans, planPriceVars } from '@/lib/calculators/plan-prices';
import { fillPlaceholders, pageCopy } from '@/lib/copy/copy';
import { Section } from '@/components/sections/SectionHeading';
import { estimateFormat, estimateView } from '@/lib/calculators/estimate-view';
import { PlanEstimator, type EstimatorLabels } from './PlanEstimator';

const fill = (text: string, vars: Record<string, string>) => fillPlaceholders(text, vars);

/**
 * "What would I pay?" below the plan cards: the interactive estimator and, in
 * server HTML that works without JavaScript, the estimate for the default
 * volume and how it is worked out. Every figure comes from lib/site.ts.
 */
export async function EstimatorSection({ locale }: { locale: Locale }) {
  const page = await pageCopy(locale, 'pricingPage');
  const common = await pageCopy(locale, 'calculators');
  const c = page.estimator;
  const plans = estimatePlans(locale);
  const prices = planPriceVars(locale);
  const planNames = Object.fromEntries(Object.entries(page.plans).map(([id, plan]) => [id, plan.name]));

  const labels: EstimatorLabels = {
    title: c.title,
    intro: c.intro,
    fields: c.fields,
    resultsTitle: c.resultsTitle,
    minutes: c.minutes,
    minutesDetail: c.minutesDetail,
    planHeader: c.planHeader,
    costHeader: c.costHeader,
    overage: c.overage,
    withinAllowance: c.withinAllowance,
    custom: c.custom,
    enterpriseFrom: c.enterpriseFrom,
    enterpriseEligible: c.enterpriseEligible,
    cheapest: c.cheapest,
    cheapestLine: c.cheapestLine,
    choose: c.choose,
    concurrency: c.concurrency,
    peak: c.peak,
    overConcurrency: c.overConcurrency,
    noPlanFits: c.noPlanFits,
    leavesOut: c.leavesOut,
    planNames,
    fixErrors: common.fixErrors,
    errors: common.errors,
  };

  // How the estimate is worked out, under a disclosure below its summary (the figures themselves are the result above).
  const method = (
    <details className="group mt-4 rounded-2xl border border-line" data-testid="estimator-method">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-5 py-3 [&::-webkit-details-marker]:hidden">
        <h3 className="font-semibold text-fg">{c.methodTitle}</h3>
        <svg viewBox="0 0 20 20" aria-hidden="true" className="h-5 w-5 shrink-0 text-muted transition-transform group-open:rotate-180 motion-reduce:transition-none">
          <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </summary>
      <div className="px-5 pb-5 text-sm leading-6 text-muted">
        <ul className="list-disc space-y-2 pl-5">
          {c.method.map((point) => (
            <li key={point}>{fill(point, prices as unknown as Record<string, string>)}</li>
          ))}
        </ul>
      </div>
    </details>
  );

  return (
    <Section id="estimator">
      <PlanEstimator
        locale={locale}
        currency={currencyOf[locale]}
        plans={plans}
        defaults={Object.fromEntries(Object.entries(estimateDefaults).map(([k, v]) => [k, String(v)]))}
        labels={labels}
        initial={estimateView(estimateDefaults, plans, labels, estimateFormat(locale, currencyOf[locale]))}
      >
        {method}
      </PlanEstimator>
    </Section>
  );
}
