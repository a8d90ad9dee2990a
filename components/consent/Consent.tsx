import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { siteConfig } from '@/lib/site';
import { localeHref } from '@/lib/facts/routes';
import { consentCategories } from '@/lib/browser/consent';
import { voiceDemoConfigured, voiceDemoCopy } from '@/lib/browser/cookie-inventory';
import { ConsentRoot } from './ConsentRoot';
import type { ConsentStrings } from './types';

/** Server part of the consent runtime: translates the banner, dialog and toasts and passes plain strings. */
export async function Consent({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'consent' });
  const tToast = await getTranslations({ locale, namespace: 'toast' });
  // The live voice demo is named only when a voice agent is configured.
  const voice = voiceDemoCopy(voiceDemoConfigured());
  const categories = Object.fromEntries(
    (['necessary', ...consentCategories] as const).map((category) => [
      category,
      {
        name: t(`categories.${category}.name`),
        description: category === 'functional' ? t(`categories.functional.${voice.functionalDescription}`) : t(`categories.${category}.description`),
      },
    ]),
  ) as ConsentStrings['categories'];

  const strings: ConsentStrings = {
    bannerLabel: t('bannerLabel'),
    title: t('title'),
    necessary: t('necessary'),
    text: t(voice.bannerText),
    policy: t('policy'),
    acceptAll: t('acceptAll'),
    decline: t('decline'),
    customize: t('customize'),
    dialogTitle: t('dialogTitle'),
    dialogText: t('dialogText'),
    alwaysOn: t('alwaysOn'),
    save: t('save'),
    cancel: t('cancel'),
    categories,
  };
  const { posthogKey, posthogHost, vercel, sampleRate, adsConversionId, testBuild } = siteConfig.analytics;

  return (
    <ConsentRoot
      strings={strings}
      toasts={{ dismiss: tToast('dismiss'), accepted: tToast('accepted'), declined: tToast('declined'), saved: tToast('saved') }}
      cookiesHref={localeHref(locale, '/cookies')}
      analytics={{ posthogKey, posthogHost, vercel, sampleRate, adsConversionId, testBuild }}
    />
  );
}
