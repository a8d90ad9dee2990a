/**
 * Worked examples of success-based pricing (pure functions; the figures come
 * from siteConfig.successPricing).
 */

export interface HotelSuccessInput {
  bookingsPerMonth: number;
  bookingValue: number;
  /** Fee per confirmed direct booking, as a share of its value (0.05 = 5%). */
  feeShare: number;
  /** Commission a booking platform would have charged for the same bookings. */
  platformCommissionShare: number;
}

export function hotelSuccessExample(input: HotelSuccessInput) {
  const revenue = input.bookingsPerMonth * input.bookingValue;
  const fee = round2(revenue * input.feeShare);
  const platformCommission = round2(revenue * input.platformCommissionShare);
  return { revenue, fee, feePerBooking: round2(input.bookingValue * input.feeShare), platformCommission, saving: round2(platformCommission - fee) };
}

export interface RealEstateSuccessInput {
  qualifiedLeads: number;
  bookedViewings: number;
  feePerLead: number;
  feePerViewing: number;
}

export function realEstateSuccessExample(input: RealEstateSuccessInput) {
  const leadFees = round2(input.qualifiedLeads * input.feePerLead);
  const viewingFees = round2(input.bookedViewings * input.feePerViewing);
  return { leadFees, viewingFees, total: round2(leadFees + viewingFees) };
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
