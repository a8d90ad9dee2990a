import type { FieldSpec } from './validate';

/**
 * Lost-revenue calculator (hotels): booking enquiries that arrive outside
 * working hours and go unanswered, and the bookings and revenue behind them.
 */
export const lostRevenueFields = [
  { key: 'enquiries', min: 0, max: 100_000, integer: true },
  { key: 'afterHours', min: 0, max: 100 },
  { key: 'missed', min: 0, max: 100 },
  { key: 'conversion', min: 0, max: 100 },
  { key: 'value', min: 0, max: 1_000_000 },
] as const satisfies readonly FieldSpec[];

export interface LostRevenueInput {
  /** Booking enquiries per month (calls, chats, messages). */
  enquiries: number;
  /** Percentage arriving outside working hours. */
  afterHours: number;
  /** Percentage of those that get no answer (or one too late). */
  missed: number;
  /** Percentage of answered enquiries that become a booking. */
  conversion: number;
  /** Average booking value. */
  value: number;
}

export function lostRevenue(input: LostRevenueInput) {
  const missedEnquiries = input.enquiries * (input.afterHours / 100) * (input.missed / 100);
  const lostBookings = missedEnquiries * (input.conversion / 100);
  const lostMonthly = lostBookings * input.value;
  return { missedEnquiries, lostBookings, lostMonthly, lostYearly: lostMonthly * 12 };
}

/** Default inputs; the after-hours share is the 76% the spec quotes. */
export const lostRevenueDefaults = { enquiries: 600, afterHours: 76, missed: 60, conversion: 25 } as const;
