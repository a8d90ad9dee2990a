/**
 * The plans of lib/site.ts in one locale's currency: for the estimator, and
 * as message placeholders so copy never writes a price itself.
 */
import type { Locale } from '@/i18n/routing';
import { formatMoney, formatNumber, planPrices } from '@/lib/facts/format';
import { plans, type Plan } from '@/lib/site';
import { planFeatures } from '@/lib/copy/plan-features';
import type { EstimatePlan } from './plan-estimate';

export function estimatePlans(locale: Locale, list: readonly Plan[] = plans): EstimatePlan[] {
  return list.map((plan) => {
    const { monthly, perMinute } = planPrices(plan, locale);
    return {
      id: plan.id,
      monthly,
      ...(plan.includedMinutes !== undefined ? { included: plan.includedMinutes } : {}),
      ...(perMinute !== null ? { perMinute } : {}),
      ...(plan.minMinutes !== undefined ? { minMinutes: plan.minMinutes } : {}),
      ...(planFeatures[plan.id].concurrentCalls !== null ? { concurrentCalls: planFeatures[plan.id].concurrentCalls! } : {}),
    };
  });
}

const byId = (id: Plan['id'], list: readonly Plan[]) => list.find((plan) => plan.id === id)!;

/**
 * Placeholders for copy that names prices: {freeMinutes}, {starterPrice},
 * {growthPrice}, {scalePrice}, {perMinutePrice}, {enterpriseMinutes}, formatted per locale.
 */
export interface PlanPriceVars {
  freeMinutes: string;
  starterPrice: string;
  growthPrice: string;
  scalePrice: string;
  perMinutePrice: string;
  enterpriseMinutes: string;
}

export function planPriceVars(locale: Locale, list: readonly Plan[] = plans): PlanPriceVars {
  const monthly = (id: Plan['id']) => formatMoney(locale, planPrices(byId(id, list), locale).monthly ?? 0);
  return {
    freeMinutes: formatNumber(locale, byId('free', list).includedMinutes ?? 0),
    starterPrice: monthly('starter'),
    growthPrice: monthly('growth'),
    scalePrice: monthly('scale'),
    perMinutePrice: formatMoney(locale, planPrices(byId('payg', list), locale).perMinute ?? 0),
    enterpriseMinutes: formatNumber(locale, byId('enterprise', list).minMinutes ?? 0),
  };
}
