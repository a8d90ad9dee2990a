import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { locales, type Locale } from '@/i18n/routing';
import { siteConfig } from '@/lib/site';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { LogoMark } from '@/components/ui/Logo';
import { CookieSettingsButton } from '@/components/consent/CookieSettingsButton';
import { themeToggleLabels } from './Header';
import { LanguageSwitcher } from './LanguageSwitcher';
import { ThemeToggle } from './ThemeToggle';
import { ParsedBeforePaint } from '@/components/ui/HeroParsed';

/**
 * A task's own frame (the welcome flow): the logo, a way back to the site, the theme, then the
 * task; below it only the language, the legal links and cookie settings. No menus or
 * marketing footer between the visitor and the form.
 */
export async function FocusedFrame({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'navigation' });
  const tFooter = await getTranslations({ locale, namespace: 'footer' });
  const tLang = await getTranslations({ locale, namespace: 'language' });
  const tConsent = await getTranslations({ locale, namespace: 'consent' });
  const names = Object.fromEntries(locales.map((l) => [l, tLang(l)])) as Record<Locale, string>;
  const titles = Object.fromEntries(locales.map((l) => [l, tLang('switchTo', { language: names[l] })])) as Record<Locale, string>;
  const small = 'inline-flex min-h-6 items-center py-1.5 text-sm text-muted hover:text-brand';

  return (
    <>
      <header className="border-b border-line">
        <div className="container-page flex h-16 items-center justify-between gap-3">
          <LocaleLink locale={locale} route="/" className="flex items-center gap-2 rounded-lg font-bold text-fg" aria-label={t('home', { name: siteConfig.name })}>
            <LogoMark />
            <span className="text-lg tracking-tight">{siteConfig.name}</span>
          </LocaleLink>
          <div className="flex items-center gap-1 sm:gap-2">
            <ThemeToggle labels={await themeToggleLabels(locale)} />
            <LocaleLink locale={locale} route="/" className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-fg hover:text-brand" data-testid="focused-back">
              <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4">
                <path d="M16 10H5m4-4-4 4 4 4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              {t('backToSite')}
            </LocaleLink>
          </div>
        </div>
      </header>
      <ParsedBeforePaint id="header-parsed" />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <footer className="border-t border-line bg-surface" data-testid="site-footer">
        <div className="container-page flex flex-col gap-3 py-5 md:flex-row md:items-center md:justify-between">
          <LanguageSwitcher current={locale} label={tLang('label')} names={names} titles={titles} />
          <ul className="flex flex-wrap items-center gap-x-5" aria-label={tFooter('legal')}>
            <li>
              <LocaleLink locale={locale} route="/terms" className={small}>
                {tFooter('terms')}
              </LocaleLink>
            </li>
            <li>
              <LocaleLink locale={locale} route="/privacy" className={small}>
                {tFooter('privacy')}
              </LocaleLink>
            </li>
            <li>
              <CookieSettingsButton label={tConsent('settings')} className={`${small} text-left`} />
            </li>
          </ul>
          <p className="text-sm text-muted">{tFooter('copyright', { year: new Date().getFullYear(), name: siteConfig.name })}</p>
        </div>
      </footer>
    </>
  );
}
