import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { LocaleLink } from '@/i18n/navigation';
import { siteConfig } from '@/lib/site';
import { localeHref } from '@/lib/routes';
import { themes, nextTheme, type Theme } from '@/lib/theme';
import { LogoMark } from '@/components/ui/Logo';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { HeaderFrame } from './HeaderFrame';
import { MobileMenu } from './MobileMenu';
import { ThemeToggle } from './ThemeToggle';
import { SiteSearch } from '@/components/search/SiteSearch';

export async function Header({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'navigation' });
  const tTheme = await getTranslations({ locale, namespace: 'theme' });
  const tCommon = await getTranslations({ locale, namespace: 'common' });

  const nav = [
    { route: '/industries', href: localeHref(locale, '/industries'), label: t('industries') },
    { route: '/pricing', href: localeHref(locale, '/pricing'), label: t('pricing') },
  ];
  const themeLabels = Object.fromEntries(
    themes.map((theme: Theme) => [theme, tTheme('toggle', { current: tTheme(theme), next: tTheme(nextTheme(theme)) })]),
  ) as Record<Theme, string>;

  return (
    <HeaderFrame>
      <div className="container-page relative flex h-16 items-center justify-between gap-4">
        <LocaleLink locale={locale} route="/" className="flex items-center gap-2 rounded-lg font-bold text-fg" aria-label={t('home', { name: siteConfig.name })}>
          <LogoMark />
          <span className="text-lg tracking-tight">{siteConfig.name}</span>
        </LocaleLink>
        <nav aria-label={t('mainLabel')} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {nav.map((item) => (
              <li key={item.href}>
                <LocaleLink locale={locale} route={item.route} className="rounded-full px-3 py-2 text-sm font-medium text-fg hover:bg-surface hover:text-brand">
                  {item.label}
                </LocaleLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <SiteSearch locale={locale} />
          <ThemeToggle labels={themeLabels} />
          <div className="hidden items-center gap-2 md:flex">
            <ExternalLink href={siteConfig.urls.dashboardLogin} className="rounded-full px-3 py-2 text-sm font-medium text-fg hover:text-brand" data-testid="login">
              {t('logIn')}
            </ExternalLink>
            <ExternalLink href={siteConfig.urls.dashboardSignup} className="btn btn-secondary">
              {t('signUp')}
            </ExternalLink>
            <LocaleLink locale={locale} route="/welcome" className="btn btn-primary">
              {t('getStarted')}
            </LocaleLink>
          </div>
          <MobileMenu
            openLabel={t('menuOpen')}
            closeLabel={t('menuClose')}
            menuLabel={t('menuLabel')}
            newTabLabel={tCommon('newTab')}
            links={[
              ...nav.map(({ href, label }) => ({ href, label })),
              { href: siteConfig.urls.dashboardLogin, label: t('logIn'), external: true },
              { href: siteConfig.urls.dashboardSignup, label: t('signUp'), external: true },
              { href: localeHref(locale, '/welcome'), label: t('tryForFree'), primary: true },
            ]}
          />
        </div>
      </div>
    </HeaderFrame>
  );
}
