import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { LegalPage } from '@/components/legal/LegalPage';
import { CookieInventory } from '@/components/legal/CookieInventory';
import { CookieSettingsButton } from '@/components/consent/CookieSettingsButton';
import { voiceDemoConfigured, voiceDemoCopy } from '@/lib/browser/cookie-inventory';

export const generateMetadata = pageMetadata('/cookies');

export default async function CookiesPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'cookiesPage' });
  return (
    <LegalPage
      locale={locale}
      document="cookies"
      namespace="cookiesPage"
      omit={voiceDemoCopy(voiceDemoConfigured()).policyOmits}
      extras={{
        list: <CookieInventory locale={locale} />,
        manage: (
          <div className="not-prose mt-6">
            <CookieSettingsButton label={t('settingsButton')} />
          </div>
        ),
      }}
    />
  );
}
