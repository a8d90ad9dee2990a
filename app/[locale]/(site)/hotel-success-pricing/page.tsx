import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageCopy } from '@/lib/copy/copy';
import { siteConfig } from '@/lib/site';
import { formatMoney, formatNumber, formatPercent } from '@/lib/facts/format';
import { hotelSuccessExample } from '@/lib/calculators/success';
import { SuccessPricingPage } from '@/components/page/SuccessPricingPage';

export const generateMetadata = pageMetadata('/hotel-success-pricing');

export default async function HotelSuccessPricing({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const cfg = siteConfig.successPricing.hotel;
  const bookingValue = locale === 'en' ? cfg.exampleBookingValueUsd : cfg.exampleBookingValuePln;
  const example = hotelSuccessExample({
    bookingsPerMonth: cfg.exampleBookingsPerMonth,
    bookingValue,
    feeShare: cfg.feeShare,
    platformCommissionShare: cfg.platformCommissionShare,
  });
  const money = (value: number) => formatMoney(locale, value);
  const c = await pageCopy(locale, 'hotelSuccessPage', {
    bookings: formatNumber(locale, cfg.exampleBookingsPerMonth),
    value: money(bookingValue),
    share: formatPercent(locale, cfg.feeShare),
    commission: formatPercent(locale, cfg.platformCommissionShare),
  });
  return (
    <SuccessPricingPage
      route="/hotel-success-pricing"
      locale={locale}
      c={c}
      rows={[
        { label: c.rowRevenue, value: money(example.revenue) },
        { label: c.rowFeeShare, value: money(example.feePerBooking) },
        { label: c.rowPlatform, value: money(example.platformCommission) },
        { label: c.rowSaving, value: money(example.saving) },
      ]}
      total={{ label: c.rowTotal, value: money(example.fee) }}
    />
  );
}
