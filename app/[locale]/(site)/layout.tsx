import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { SiteFrame } from '@/components/layout/SiteFrame';

export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = (await params) as { locale: Locale };
  return <SiteFrame locale={locale}>{children}</SiteFrame>;
}
