/**
 * "What would I pay?" on /pricing: billable minutes for a call volume and the
 * monthly cost of every plan for them. Pure functions; the plan figures come
 * from lib/site.ts (passed in, so this module stays free of configuration).
 */
import type { FieldSpec } from './validate';
import { billing } from '@/lib/copy/billing';

export interface EstimateInput {
  /** Conversations a month (calls and chats together). */
  calls: number;
  /** Average call length in minutes (talk time). */
  length: number;
  /** Share of conversations handled by chat, in percent (0-100): chats use no call minutes. */
  chat: number;
}

/** A plan as the estimator sees it, in one currency. */
export interface EstimatePlan {
  id: string;
  /** Monthly fee; null = custom (Enterprise) or none (Pay-as-You-Go, see perMinute). */
  monthly: number | null;
  /** Minutes included in the fee. */
  included?: number;
  /** Price of each minute beyond the allowance (or of every minute without one). */
  perMinute?: number;
  /** Enterprise: available from this many minutes a month, at a custom price. */
  minMinutes?: number;
  /** Calls the plan answers at the same time (lib/copy/plan-features.ts). */
  concurrentCalls?: number;
}

export interface PlanCost {
  id: string;
  /** Monthly cost in the plan's currency; null = custom price (Enterprise). */
  cost: number | null;
  /** Minutes billed beyond the allowance. */
  overageMinutes: number;
  overageCost: number;
  /** Enterprise below its threshold is not offered. */
  available: boolean;
  /** The busiest hour needs more calls at once than the plan answers. */
  overConcurrency: boolean;
}

export interface Estimate {
  voiceCalls: number;
  billableMinutes: number;
  plans: PlanCost[];
  /** Plan with the lowest known cost (the first of equals, in plan order). */
  cheapest: string | null;
  /** The volume reaches the Enterprise threshold. */
  enterpriseEligible: boolean;
  /** Calls at once the busiest hour needs (see `peakConcurrency`). */
  peakConcurrent: number;
}

/**
 * The busiest hour: hotels and agencies get about this share of a day's calls
 * in their busiest hour (check-in rush, Monday morning).
 */
export const PEAK_HOUR_SHARE = 0.15;

/**
 * Calls at once the busiest hour needs: the hour's average load in calls
 * (calls × minutes ÷ 60) plus headroom of twice its square root, so callers
 * rarely wait (the square-root staffing rule), rounded up; at least 1.
 */
export function peakConcurrency(voiceCalls: number, length: number): number {
  const perHour = (voiceCalls / 30) * PEAK_HOUR_SHARE;
  const load = (perHour * length) / 60;
  return Math.max(1, Math.ceil(load + 2 * Math.sqrt(load)));
}

export const estimateFields = [
  { key: 'calls', min: 1, max: 200000, integer: true },
  { key: 'length', min: 0.5, max: 60, integer: false },
  { key: 'chat', min: 0, max: 100, integer: true },
] as const satisfies readonly FieldSpec[];

/** A mid-size hotel: about 40 conversations a day, three-minute calls, a fifth of them on chat. */
export const estimateDefaults: EstimateInput = { calls: 1200, length: 3, chat: 20 };

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * Billable minutes: calls (the conversations not handled by chat, whole calls)
 * times the average talk time, each call counted in the billing increment of
 * lib/copy/billing.ts (per second: a call of 2 min 10 s is 2.17 minutes). Chats
 * use no minutes.
 */
export function billableMinutes(
  { calls, length, chat }: EstimateInput,
  incrementSeconds: number = billing.incrementSeconds,
): { voiceCalls: number; billableMinutes: number } {
  const voiceCalls = Math.round(calls * (billing.chatUsesMinutes ? 1 : 1 - chat / 100));
  const perCallSeconds = Math.ceil((length * 60) / incrementSeconds - 1e-9) * incrementSeconds;
  return { voiceCalls, billableMinutes: Math.round(((voiceCalls * perCallSeconds) / 60) * 100) / 100 };
}

/** The monthly cost of one plan for a number of billable minutes. */
export function planCost(plan: EstimatePlan, minutes: number, peak = 0): PlanCost {
  const overConcurrency = plan.concurrentCalls !== undefined && peak > plan.concurrentCalls;
  if (plan.minMinutes !== undefined) {
    return { id: plan.id, cost: null, overageMinutes: 0, overageCost: 0, available: minutes >= plan.minMinutes, overConcurrency };
  }
  const included = plan.included ?? 0;
  const overageMinutes = Math.round(Math.max(0, minutes - included) * 100) / 100;
  const overageCost = cents(overageMinutes * (plan.perMinute ?? 0));
  return { id: plan.id, cost: cents((plan.monthly ?? 0) + overageCost), overageMinutes, overageCost, available: true, overConcurrency };
}

export function estimate(input: EstimateInput, plans: readonly EstimatePlan[]): Estimate {
  const { voiceCalls, billableMinutes: minutes } = billableMinutes(input);
  const peak = peakConcurrency(voiceCalls, input.length);
  const costs = plans.map((plan) => planCost(plan, minutes, peak));
  // The lowest cost among the plans that can answer the busiest hour.
  let cheapest: PlanCost | null = null;
  for (const cost of costs) {
    if (cost.cost !== null && cost.available && !cost.overConcurrency && (cheapest === null || cost.cost < cheapest.cost!)) cheapest = cost;
  }
  const enterprise = costs.find((cost) => plans.find((plan) => plan.id === cost.id)?.minMinutes !== undefined);
  return {
    voiceCalls,
    billableMinutes: minutes,
    plans: costs,
    cheapest: cheapest?.id ?? null,
    enterpriseEligible: enterprise?.available ?? false,
    peakConcurrent: peak,
  };
}
