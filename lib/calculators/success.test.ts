/**
 * @jest-environment node
 */
import { hotelSuccessExample, realEstateSuccessExample } from './success';

describe('hotel success-pricing example', () => {
  it('charges 5% of 120 bookings × $380 = $2,280, against $7,752 of 17% platform commission', () => {
    // 120 × 380 = 45,600; × 0.05 = 2,280; × 0.17 = 7,752; saving 5,472
    expect(hotelSuccessExample({ bookingsPerMonth: 120, bookingValue: 380, feeShare: 0.05, platformCommissionShare: 0.17 })).toEqual({
      revenue: 45600,
      fee: 2280,
      feePerBooking: 19,
      platformCommission: 7752,
      saving: 5472,
    });
  });

  it('works in zł: 120 × 1,500 zł at 5% = 9,000 zł', () => {
    expect(hotelSuccessExample({ bookingsPerMonth: 120, bookingValue: 1500, feeShare: 0.05, platformCommissionShare: 0.17 }).fee).toBe(9000);
  });
});

describe('real-estate success-pricing example', () => {
  it('charges 200 leads × $15 + 60 viewings × $35 = $5,100', () => {
    expect(realEstateSuccessExample({ qualifiedLeads: 200, bookedViewings: 60, feePerLead: 15, feePerViewing: 35 })).toEqual({
      leadFees: 3000,
      viewingFees: 2100,
      total: 5100,
    });
  });

  it('charges nothing when there are no outcomes', () => {
    expect(realEstateSuccessExample({ qualifiedLeads: 0, bookedViewings: 0, feePerLead: 60, feePerViewing: 140 }).total).toBe(0);
  });
});
