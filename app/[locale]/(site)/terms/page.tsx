import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { LegalPage } from '@/components/legal/LegalPage';

export const generateMetadata = pageMetadata('/terms');

export default async function TermsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  return <LegalPage locale={locale} document="terms" namespace="termsPage" />;
}
