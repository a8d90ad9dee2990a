import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageCopy } from '@/lib/copy/copy';
import { siteConfig } from '@/lib/site';
import { formatMoney, formatNumber } from '@/lib/facts/format';
import { realEstateSuccessExample } from '@/lib/calculators/success';
import { SuccessPricingPage } from '@/components/page/SuccessPricingPage';

export const generateMetadata = pageMetadata('/real-estate-success-pricing');

export default async function RealEstateSuccessPricing({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const cfg = siteConfig.successPricing.realEstate;
  const feePerLead = locale === 'en' ? cfg.feePerQualifiedLeadUsd : cfg.feePerQualifiedLeadPln;
  const feePerViewing = locale === 'en' ? cfg.feePerViewingUsd : cfg.feePerViewingPln;
  const example = realEstateSuccessExample({
    qualifiedLeads: cfg.exampleLeadsPerMonth,
    bookedViewings: cfg.exampleViewingsPerMonth,
    feePerLead,
    feePerViewing,
  });
  const money = (value: number) => formatMoney(locale, value);
  const c = await pageCopy(locale, 'realEstateSuccessPage', {
    leads: formatNumber(locale, cfg.exampleLeadsPerMonth),
    viewings: formatNumber(locale, cfg.exampleViewingsPerMonth),
    leadFee: money(feePerLead),
    viewingFee: money(feePerViewing),
  });
  return (
    <SuccessPricingPage
      route="/real-estate-success-pricing"
      locale={locale}
      c={c}
      rows={[
        { label: c.rowLeads, value: money(example.leadFees) },
        { label: c.rowViewings, value: money(example.viewingFees) },
      ]}
      total={{ label: c.rowTotal, value: money(example.total) }}
    />
  );
}
