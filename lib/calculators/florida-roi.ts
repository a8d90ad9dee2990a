import type { FieldSpec } from './validate';

/**
 * Florida real-estate ROI calculator: leads lost to unanswered calls, the
 * commission behind them, what an agent could recover, how many days of
 * recovered commission pay for a month of the agent, and the return as a
 * multiple of its cost. All amounts in USD (Florida commissions).
 */
export const floridaRoiFields = [
  { key: 'leads', min: 0, max: 100_000, integer: true, unit: 'count' },
  { key: 'missed', min: 0, max: 100, unit: 'percent' },
  { key: 'close', min: 0, max: 100, unit: 'percent' },
  { key: 'commission', min: 0, max: 1_000_000, unit: 'money' },
  { key: 'cost', min: 1, max: 100_000, unit: 'money' },
] as const satisfies readonly FieldSpec[];

/** Share of the missed leads counted as recovered once every call is answered (conservative: 80%). */
export const RECOVERY_RATE = 0.8;

/** Days in the month the payback is counted against. */
export const DAYS_PER_MONTH = 30;

export interface FloridaRoiInput {
  /** Buyer, seller and rental inquiries per month. */
  leads: number;
  /** Percentage unanswered or answered too late. */
  missed: number;
  /** Percentage of leads that end in a closed deal. */
  close: number;
  /** Average commission per closed deal, USD. */
  commission: number;
  /** Monthly cost of the AI agent, USD. */
  cost: number;
}

export function floridaRoi(input: FloridaRoiInput) {
  const missedLeads = input.leads * (input.missed / 100);
  const lostDeals = missedLeads * (input.close / 100);
  const lostRevenue = lostDeals * input.commission;
  const recovered = lostRevenue * RECOVERY_RATE;
  const net = recovered - input.cost;
  const roi = net / input.cost;
  /** Recovered commission as a multiple of the agent's monthly cost. */
  const returnMultiple = recovered / input.cost;
  /** Days of recovered commission that pay for one month of the agent (Infinity when nothing is recovered). */
  const paybackDays = recovered > 0 ? input.cost / (recovered / DAYS_PER_MONTH) : Number.POSITIVE_INFINITY;
  const dealsPerYear = lostDeals * RECOVERY_RATE * 12;
  const recoveredPerDay = recovered / DAYS_PER_MONTH;
  return { missedLeads, lostDeals, lostRevenue, recovered, recoveredPerDay, net, roi, returnMultiple, paybackDays, dealsPerYear };
}

/**
 * A mid-sized Florida brokerage: 200 buyer, seller and rental inquiries a
 * month, a quarter of them missed or answered late, 2% lead-to-close (typical
 * for inbound leads), $9,000 for the brokerage's side of a deal (about 2.5% of
 * a $360,000 home), and the Scale plan at $499 for a team taking many calls
 * at once. Chosen so that every step of the worked example is a whole number
 * (50 missed leads, 1 lost deal, $9,000 lost, $7,200 recovered, $240 a day):
 * the example prints exactly what it multiplies.
 */
export const floridaRoiDefaults = { leads: 200, missed: 25, close: 2, commission: 9000, cost: 499 } as const;
