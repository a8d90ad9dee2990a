import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { LoadingLabelsProvider } from '@/components/ui/LoadingFallback';

export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = (await params) as { locale: Locale };
  const t = await getTranslations({ locale, namespace: 'loading' });
  return <LoadingLabelsProvider labels={{ label: t('label'), loading: t('loading'), slow: t('slow') }}>{children}</LoadingLabelsProvider>;
}
