import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { siteConfig } from '@/lib/site';
import { CtaBand } from '@/components/sections/CtaBand';

/** Section 9: Get Started (analytics, then the dashboard sign-up) and book a demo. */
export async function FinalCta({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'cta' });
  const tCommon = await getTranslations({ locale, namespace: 'common' });
  const newTab = <span className="sr-only"> {tCommon('newTab')}</span>;
  return (
    <CtaBand id="final-cta" title={t('title')} text={t('subtitle')}>
      <a href={siteConfig.urls.dashboardSignup} target="_blank" rel="noopener noreferrer" data-track="cta_get_started" data-source="final_cta" className="btn btn-primary">
        {t('getStarted')}
        {newTab}
      </a>
      <a href={siteConfig.urls.scheduling} target="_blank" rel="noopener noreferrer" data-track="external_redirect" data-source="final_cta" className="btn btn-secondary">
        {t('bookDemo')}
        {newTab}
      </a>
    </CtaBand>
  );
}
