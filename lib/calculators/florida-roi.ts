import type { FieldSpec } from './validate';

/**
 * Florida real-estate ROI calculator: leads lost to unanswered calls, the
 * commission behind them, what an agent could recover and the return on its
 * monthly cost. All amounts in USD (Florida commissions).
 */
export const floridaRoiFields = [
  { key: 'leads', min: 0, max: 100_000, integer: true },
  { key: 'missed', min: 0, max: 100 },
  { key: 'close', min: 0, max: 100 },
  { key: 'commission', min: 0, max: 1_000_000 },
  { key: 'cost', min: 1, max: 100_000 },
] as const satisfies readonly FieldSpec[];

/** Share of the missed leads counted as recovered once every call is answered (conservative: 80%). */
export const RECOVERY_RATE = 0.8;

export interface FloridaRoiInput {
  /** Buyer, seller and rental enquiries per month. */
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
  return { missedLeads, lostDeals, lostRevenue, recovered, net, roi };
}

export const floridaRoiDefaults = { leads: 400, missed: 30, close: 3, commission: 9000, cost: 149 } as const;
