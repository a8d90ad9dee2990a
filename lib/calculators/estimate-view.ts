/**
 * What the pricing estimator's results panel says for a volume: every figure
 * formatted and every sentence filled. Pure, and shared: the server computes
 * the panel for the default volume (EstimatorSection) and the browser reuses
 * it until the visitor changes an input, so hydrating the page builds no
 * Intl.NumberFormat (the first one in a page loads the language's number data,
 * tens of milliseconds of main thread on a phone).
 */
import { formatMoney, formatNumber } from '@/lib/facts/format';
import { estimate, PEAK_HOUR_SHARE, type EstimateInput, type EstimatePlan } from './plan-estimate';

/** The sentences of the results panel, with {placeholders}. */
export interface EstimateLabels {
  minutes: string;
  minutesDetail: string;
  overage: string;
  withinAllowance: string;
  custom: string;
  enterpriseFrom: string;
  enterpriseEligible: string;
  cheapestLine: string;
  choose: string;
  /** "{count} calls at once" under each plan. */
  concurrency: string;
  /** The busiest hour's need, with the assumption behind it. */
  peak: string;
  /** Under a plan whose limit the busiest hour exceeds. */
  overConcurrency: string;
  /** When no plan with a price can carry the busiest hour. */
  noPlanFits: string;
  planNames: Record<string, string>;
}

export interface EstimateRow {
  id: string;
  name: string;
  /** Overage, "within the allowance" or Enterprise's threshold; '' when there is nothing to add. */
  detail: string;
  cost: string;
  cheapest: boolean;
  /** The plan's concurrent-call limit, as a phrase. */
  limit: string;
  /** A warning when the busiest hour needs more calls at once than the plan answers; '' otherwise. */
  warning: string;
}

export interface EstimateView {
  minutes: string;
  minutesDetail: string;
  /** "Your busiest hour needs about 3 calls at once…" */
  peak: string;
  /** "Cheapest: Growth at $149 a month"; null when no plan has a known cost. */
  cheapestLine: string | null;
  rows: EstimateRow[];
  /** The link into /welcome with the cheapest plan. */
  choose: { plan: string; label: string } | null;
}

export type EstimateLocale = 'en' | 'pl';

const fill = (text: string, vars: Record<string, string>) => text.replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m);

/** "$0.29", "$149", "1 200" as the estimator writes them (cents only where there are any). */
export function estimateFormat(locale: EstimateLocale, currency: 'USD' | 'PLN') {
  return {
    money: (value: number) => formatMoney(locale, value, currency),
    number: (value: number) => formatNumber(locale, value, 1),
  };
}

export function estimateView(
  input: EstimateInput,
  plans: readonly EstimatePlan[],
  labels: EstimateLabels,
  format: ReturnType<typeof estimateFormat>,
): EstimateView {
  const result = estimate(input, plans);
  const { money, number } = format;
  const name = (id: string) => labels.planNames[id] ?? id;
  const cheapest = result.plans.find((plan) => plan.id === result.cheapest);
  const rows = result.plans.map((cost): EstimateRow => {
    const plan = plans.find((p) => p.id === cost.id);
    const detail =
      cost.cost === null
        ? result.enterpriseEligible
          ? labels.enterpriseEligible
          : fill(labels.enterpriseFrom, { minutes: number(plan?.minMinutes ?? 0) })
        : plan?.included === undefined
          ? ''
          : cost.overageMinutes > 0
            ? fill(labels.overage, { minutes: number(cost.overageMinutes), cost: money(cost.overageCost) })
            : labels.withinAllowance;
    const limit = plan?.concurrentCalls;
    return {
      id: cost.id,
      name: name(cost.id),
      detail,
      cost: cost.cost === null ? labels.custom : money(cost.cost),
      cheapest: cost.id === result.cheapest,
      limit: limit === undefined ? '' : fill(labels.concurrency, { count: number(limit) }),
      warning: cost.overConcurrency ? fill(labels.overConcurrency, { plan: name(cost.id), need: number(result.peakConcurrent), limit: number(limit ?? 0) }) : '',
    };
  });
  return {
    minutes: fill(labels.minutes, { minutes: number(result.billableMinutes) }),
    minutesDetail: fill(labels.minutesDetail, { calls: number(result.voiceCalls), length: number(input.length) }),
    peak: fill(labels.peak, { need: number(result.peakConcurrent), share: `${Math.round(PEAK_HOUR_SHARE * 100)}%` }),
    cheapestLine:
      cheapest && cheapest.cost !== null
        ? fill(labels.cheapestLine, { plan: name(cheapest.id), cost: money(cheapest.cost) })
        : fill(labels.noPlanFits, { need: number(result.peakConcurrent) }),
    rows,
    choose: cheapest ? { plan: cheapest.id, label: fill(labels.choose, { plan: name(cheapest.id) }) } : null,
  };
}
