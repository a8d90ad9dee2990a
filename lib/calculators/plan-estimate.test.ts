/** @jest-environment node */
import { billableMinutes, estimate, estimateDefaults, peakConcurrency, planCost, type EstimatePlan } from './plan-estimate';
import { planFeatures } from '@/lib/copy/plan-features';
import { estimatePlans, planPriceVars } from './plan-prices';

// The default plans, written out by hand (lib/site.ts defaults, USD).
const usd: EstimatePlan[] = [
  { id: 'free', monthly: 0, included: 100, perMinute: 0.29 },
  { id: 'starter', monthly: 29, included: 150, perMinute: 0.29 },
  { id: 'growth', monthly: 149, included: 750, perMinute: 0.29 },
  { id: 'scale', monthly: 499, included: 2500, perMinute: 0.29 },
  { id: 'enterprise', monthly: null, minMinutes: 50000 },
  { id: 'payg', monthly: null, perMinute: 0.29 },
];
const costOf = (minutes: number) => Object.fromEntries(usd.map((plan) => [plan.id, planCost(plan, minutes).cost]));

describe('billable minutes', () => {
  it('takes chat conversations out and bills talk time per second (lib/copy/policies.ts)', () => {
    // 1,200 conversations, 20% on chat: 960 calls of 3 minutes.
    expect(billableMinutes(estimateDefaults)).toEqual({ voiceCalls: 960, billableMinutes: 2880 });
    // A 2.5-minute average is billed as 2 min 30 s a call, not rounded up to 3 minutes.
    expect(billableMinutes({ calls: 100, length: 2.5, chat: 0 })).toEqual({ voiceCalls: 100, billableMinutes: 250 });
    // Were the policy whole started minutes (60 s), the same calls would be 300 minutes.
    expect(billableMinutes({ calls: 100, length: 2.5, chat: 0 }, 60)).toEqual({ voiceCalls: 100, billableMinutes: 300 });
    expect(billableMinutes({ calls: 100, length: 4, chat: 100 })).toEqual({ voiceCalls: 0, billableMinutes: 0 });
  });
});

describe('plan cost', () => {
  it('is the fee inside the allowance, then each extra minute at the per-minute price', () => {
    expect(costOf(150)).toMatchObject({ free: 14.5, starter: 29, growth: 149, scale: 499, payg: 43.5, enterprise: null });
    // One minute over Starter's 150: 29 + 0.29.
    expect(costOf(151).starter).toBe(29.29);
    expect(planCost(usd[2]!, 750)).toMatchObject({ cost: 149, overageMinutes: 0, overageCost: 0 });
    expect(planCost(usd[2]!, 751)).toMatchObject({ cost: 149.29, overageMinutes: 1, overageCost: 0.29 });
  });

  it('the default hotel: 2,880 minutes', () => {
    // free 2,780 x 0.29 = 806.20; starter 29 + 2,730 x 0.29 = 820.70; growth 149 + 2,130 x 0.29 = 766.70;
    // scale 499 + 380 x 0.29 = 609.20; payg 2,880 x 0.29 = 835.20.
    expect(costOf(2880)).toEqual({ free: 806.2, starter: 820.7, growth: 766.7, scale: 609.2, enterprise: null, payg: 835.2 });
    expect(estimate(estimateDefaults, usd).cheapest).toBe('scale');
  });
});

describe('cheapest plan', () => {
  const cheapestAt = (minutes: number) => estimate({ calls: minutes, length: 1, chat: 0 }, usd).cheapest;
  it('changes where the costs cross', () => {
    // Free (0.29 x (m - 100)) stays below Growth's 149 up to 613 minutes: 0.29 x 513 = 148.77, 0.29 x 514 = 149.06.
    expect(cheapestAt(613)).toBe('free');
    expect(cheapestAt(614)).toBe('growth');
    // Growth (149 + 0.29 x (m - 750)) reaches Scale's 499 between 1,956 (498.74) and 1,957 (499.03).
    expect(cheapestAt(1956)).toBe('growth');
    expect(cheapestAt(1957)).toBe('scale');
  });

  it('offers Enterprise from 50,000 minutes, at a custom price that is never the "cheapest"', () => {
    const below = estimate({ calls: 49999, length: 1, chat: 0 }, usd);
    const at = estimate({ calls: 50000, length: 1, chat: 0 }, usd);
    expect(below.enterpriseEligible).toBe(false);
    expect(at.enterpriseEligible).toBe(true);
    expect(at.plans.find((p) => p.id === 'enterprise')).toMatchObject({ cost: null, available: true });
    expect(at.cheapest).toBe('scale');
    // Scale at 50,000 minutes: 499 + 47,500 x 0.29 = 14,274.
    expect(at.plans.find((p) => p.id === 'scale')!.cost).toBe(14274);
  });
});

describe('the busiest hour', () => {
  it('needs the hour’s load plus headroom, rounded up', () => {
    // 960 calls a month: 32 a day, 4.8 in the busiest hour (15%), 3 minutes each = 0.24 calls at once on average;
    // with headroom 0.24 + 2 × √0.24 = 1.22 → 2.
    expect(peakConcurrency(960, 3)).toBe(2);
    // 10,000 five-minute calls: 50 in the busiest hour, a load of 4.17; 4.17 + 2 × 2.04 = 8.25 → 9.
    expect(peakConcurrency(10000, 5)).toBe(9);
    expect(peakConcurrency(0, 3)).toBe(1);
  });

  it('rules out the plans it overwhelms, with the limits of the plan feature matrix', () => {
    const result = estimate({ calls: 10000, length: 5, chat: 0 }, estimatePlans('en'));
    expect(result.peakConcurrent).toBe(9);
    const over = result.plans.filter((plan) => plan.overConcurrency).map((plan) => plan.id);
    // Free answers 1, Starter 2, Pay-as-You-Go 5: too few. Growth answers 10.
    expect(over).toEqual(['free', 'starter', 'payg']);
    expect(planFeatures.growth.concurrentCalls).toBeGreaterThanOrEqual(9);
    expect(over).not.toContain(result.cheapest);
  });
});

describe('plans from lib/site.ts', () => {
  it('give the estimator the configured figures per currency', () => {
    const limits: Record<string, number> = { free: 1, starter: 2, growth: 10, scale: 50, payg: 5 };
    expect(estimatePlans('en')).toEqual(usd.map((plan) => (limits[plan.id] ? { ...plan, concurrentCalls: limits[plan.id] } : plan)));
    expect(estimatePlans('pl').find((p) => p.id === 'growth')).toEqual({ id: 'growth', monthly: 599, included: 750, perMinute: 1.19, concurrentCalls: 10 });
  });

  it('fill the copy placeholders, formatted per locale', () => {
    expect(planPriceVars('en')).toEqual({
      freeMinutes: '100',
      starterPrice: '$29',
      growthPrice: '$149',
      scalePrice: '$499',
      perMinutePrice: '$0.29',
      enterpriseMinutes: '50,000',
    });
    const pl = planPriceVars('pl');
    expect(pl.growthPrice.replace(/\s/g, ' ')).toBe('599 zł');
    expect(pl.perMinutePrice.replace(/\s/g, ' ')).toBe('1,19 zł');
    expect(pl.enterpriseMinutes.replace(/\s/g, ' ')).toBe('50 000');
  });
});
