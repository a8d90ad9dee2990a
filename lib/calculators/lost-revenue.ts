import type { FieldSpec } from './validate';

/**
 * Lost-revenue calculator (hotels): booking inquiries that arrive outside
 * working hours and go unanswered, and the bookings and revenue behind them.
 */
export const lostRevenueFields = [
  { key: 'enquiries', min: 0, max: 100_000, integer: true, unit: 'count' },
  { key: 'afterHours', min: 0, max: 100, unit: 'percent' },
  { key: 'missed', min: 0, max: 100, unit: 'percent' },
  { key: 'conversion', min: 0, max: 100, unit: 'percent' },
  { key: 'value', min: 0, max: 1_000_000, unit: 'money' },
] as const satisfies readonly FieldSpec[];

export interface LostRevenueInput {
  /** Booking inquiries per month (calls, chats, messages). */
  enquiries: number;
  /** Percentage arriving outside working hours. */
  afterHours: number;
  /** Percentage of those that get no answer (or one too late). */
  missed: number;
  /** Percentage of answered inquiries that become a booking. */
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

/**
 * Default inputs: an independent hotel of about 60 rooms. 400 booking
 * inquiries a month, 40% of them when the front desk is closed or busy, half
 * of those never answered, 30% of answered inquiries booked. The booking value
 * (2.3 nights at the room rate) is per currency: `calculatorDefaults`.
 */
export const lostRevenueDefaults = { enquiries: 400, afterHours: 40, missed: 50, conversion: 30 } as const;

/** Average booking value: $420 on English pages, 1,400 zł on Polish pages. */
export const bookingValue = { USD: 420, PLN: 1400 } as const;
/** The recover letter's worked example (lib/copy/claims.ts `recoverHotelMonthly`): a 150-room hotel losing five bookings a day, about 150 a month, at `bookingValue`. */
export const RECOVER_EXAMPLE_BOOKINGS = 150;
