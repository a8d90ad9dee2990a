import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { LegalPage } from '@/components/legal/LegalPage';

export const generateMetadata = pageMetadata('/privacy');

export default async function PrivacyPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  return <LegalPage locale={locale} document="privacy" namespace="privacyPage" />;
}
