import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { Header } from './Header';
import { Footer } from './Footer';
import { ParsedBeforePaint } from '@/components/ui/HeroParsed';

/** Every page but the welcome flow: the site's header, the page, the full footer. */
export function SiteFrame({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <>
      <Header locale={locale} />
      {/* No first paint of a half-parsed header (its links would slide as its buttons arrive). */}
      <ParsedBeforePaint id="header-parsed" />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
        {children}
      </main>
      <Footer locale={locale} />
    </>
  );
}
