import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { FocusedFrame } from '@/components/layout/FocusedFrame';

/** The welcome flow: the same addresses (/en/welcome/), in a frame of its own without the site's menus. */
export default async function FocusedLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = (await params) as { locale: Locale };
  return <FocusedFrame locale={locale}>{children}</FocusedFrame>;
}
