import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { siteConfig } from '@/lib/site';
import { localeHref } from '@/lib/facts/routes';
import { themes, nextTheme, type Theme } from '@/lib/browser/theme';
import { LogoMark } from '@/components/ui/Logo';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { HeaderFrame } from './HeaderFrame';
import { MobileMenu } from './MobileMenu';
import { MobileMenuLinks } from './MobileMenuLinks';
import { SolutionsMenu, type SolutionLink } from './SolutionsMenu';
import { ThemeToggle } from './ThemeToggle';
import { SiteSearch } from '@/components/search/SiteSearch';

/** The theme button's name for each current theme ("Theme: Light. Switch to Dark"). */
export async function themeToggleLabels(locale: Locale) {
  const tTheme = await getTranslations({ locale, namespace: 'theme' });
  return Object.fromEntries(
    themes.map((theme: Theme) => [theme, tTheme('toggle', { current: tTheme(theme), next: tTheme(nextTheme(theme)) })]),
  ) as Record<Theme, string>;
}

export async function Header({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'navigation' });
  const tCommon = await getTranslations({ locale, namespace: 'common' });
  const tMenu = await getTranslations({ locale, namespace: 'siteMenu' });

  const solutions: SolutionLink[] = [
    { route: '/hotels', label: tMenu('hotels'), note: tMenu('hotelsNote') },
    { route: '/real-estate', label: tMenu('realEstate'), note: tMenu('realEstateNote') },
    { route: '/industries', label: tMenu('otherIndustries'), note: tMenu('otherIndustriesNote') },
    { route: '/sample-calls', label: tMenu('sampleCalls'), note: tMenu('sampleCallsNote') },
  ];
  const nav = [
    { route: '/integrations', href: localeHref(locale, '/integrations'), label: tMenu('integrations') },
    { route: '/pricing', href: localeHref(locale, '/pricing'), label: t('pricing') },
    { route: '/trust', href: localeHref(locale, '/trust'), label: tMenu('trust') },
  ];
  const themeLabels = await themeToggleLabels(locale);

  return (
    <HeaderFrame>
      <div className="container-page relative flex h-16 items-center justify-between gap-4">
        <LocaleLink locale={locale} route="/" className="flex items-center gap-2 rounded-lg font-bold text-fg" aria-label={t('home', { name: siteConfig.name })}>
          <LogoMark />
          <span className="text-lg tracking-tight">{siteConfig.name}</span>
        </LocaleLink>
        {/* From 1024 px the main links and the trial action are in the bar; log in and sign up
            join them from 1280 px and stay in the menu until then. */}
        <nav aria-label={t('mainLabel')} className="hidden lg:block">
          <ul className="flex items-center gap-0.5 xl:gap-1">
            <li>
              <SolutionsMenu locale={locale} label={tMenu('solutions')} links={solutions} />
            </li>
            {nav.map((item) => (
              <li key={item.href}>
                <LocaleLink locale={locale} route={item.route} className="whitespace-nowrap rounded-full px-2.5 py-2 text-sm font-medium text-fg hover:bg-surface hover:text-brand xl:px-3">
                  {item.label}
                </LocaleLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <SiteSearch locale={locale} />
          <ThemeToggle labels={themeLabels} />
          <div className="hidden items-center gap-2 xl:flex">
            <ExternalLink href={siteConfig.urls.dashboardLogin} className="rounded-full px-3 py-2 text-sm font-medium text-fg hover:text-brand" data-testid="login">
              {t('logIn')}
            </ExternalLink>
            <ExternalLink href={siteConfig.urls.dashboardSignup} className="btn btn-secondary">
              {t('signUp')}
            </ExternalLink>
          </div>
          <LocaleLink locale={locale} route="/welcome" className="btn btn-primary hidden whitespace-nowrap lg:inline-flex">
            {t('getStarted')}
          </LocaleLink>
          <MobileMenu openLabel={t('menuOpen')} closeLabel={t('menuClose')}>
            <MobileMenuLinks
              label={t('menuLabel')}
              newTabLabel={tCommon('newTab')}
              group={{ label: tMenu('solutions'), links: solutions.map(({ route, label }) => ({ href: localeHref(locale, route), label })) }}
              links={[
                ...nav.map(({ href, label }) => ({ href, label })),
                { href: siteConfig.urls.dashboardLogin, label: t('logIn'), external: true },
                { href: siteConfig.urls.dashboardSignup, label: t('signUp'), external: true },
                { href: localeHref(locale, '/welcome'), label: t('tryForFree'), primary: true },
              ]}
            />
          </MobileMenu>
        </div>
      </div>
    </HeaderFrame>
  );
}
