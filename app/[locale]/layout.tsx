import type { ReactNode } from 'react';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isLocale, locales } from '@/i18n/routing';
import { fontVariables } from '@/lib/facts/fonts';
import { siteConfig } from '@/lib/site';
import { themeScript } from '@/lib/browser/theme';
import { SiteEffects } from '@/components/layout/SiteEffects';
import { searchLabels } from '@/components/search/SiteSearch';
import { SearchUpgrade } from '@/components/search/SearchUpgrade';
import { Consent } from '@/components/consent/Consent';
import '../globals.css';

export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    metadataBase: new URL(siteConfig.origin),
    title: { template: t('titleTemplate', { name: siteConfig.name }), default: siteConfig.name },
    description: t('defaultDescription', { name: siteConfig.name }),
    applicationName: siteConfig.name,
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0b1020' },
  ],
};

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'common' });

  return (
    <html lang={locale} className={fontVariables} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
      </head>
      <body className="flex min-h-screen flex-col bg-page text-fg">
        <a href="#main" className="sr-only z-50 rounded-lg bg-brand px-4 py-2 text-on-brand focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
          {t('skipToContent')}
        </a>
        <Consent locale={locale} />
        {/* The header, <main id="main"> and the footer: app/[locale]/(site)/layout.tsx (SiteFrame), or (focused)/ for the welcome flow. */}
        {children}
        <SearchUpgrade labels={{ [locale]: await searchLabels(locale) }} />
        <SiteEffects locale={locale} />
      </body>
    </html>
  );
}
