import { getTranslations } from 'next-intl/server';
import { locales, type Locale } from '@/i18n/routing';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { demoPhone, siteConfig } from '@/lib/site';
import type { RoutePath } from '@/lib/facts/routes';
import { LogoMark } from '@/components/ui/Logo';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { LanguageSwitcher } from './LanguageSwitcher';
import { CookieSettingsButton } from '@/components/consent/CookieSettingsButton';
import { CompanyLine } from '@/components/company/CompanyDetails';
import { pageCopy } from '@/lib/copy/copy';

type FooterKey =
  | 'industries'
  | 'pricing'
  | 'blog'
  | 'welcome'
  | 'caseStudy'
  | 'ourStory'
  | 'about'
  | 'careers'
  | 'trust'
  | 'terms'
  | 'privacy'
  | 'cookies';
/** Links whose labels live in the `footerLinks` namespace. */
type ExtraKey = 'sampleCalls' | 'integrations' | 'partnership' | 'contact';
type FooterLink = [FooterKey, RoutePath] | [`more.${ExtraKey}`, RoutePath];

const columns: { heading: 'product' | 'company' | 'legal'; links: FooterLink[] }[] = [
  {
    heading: 'product',
    links: [
      ['industries', '/industries'],
      ['more.sampleCalls', '/sample-calls'],
      ['more.integrations', '/integrations'],
      ['pricing', '/pricing'],
      ['blog', '/blog-md'],
      ['welcome', '/welcome'],
    ],
  },
  {
    heading: 'company',
    links: [
      ['caseStudy', '/case-study'],
      ['ourStory', '/our-story'],
      ['about', '/about'],
      ['careers', '/careers'],
      ['more.partnership', '/partnership'],
      ['more.contact', '/contact'],
    ],
  },
  {
    heading: 'legal',
    links: [
      ['trust', '/trust'],
      ['terms', '/terms'],
      ['privacy', '/privacy'],
      ['cookies', '/cookies'],
    ],
  },
];

const socials = [
  { key: 'github', href: siteConfig.social.github, icon: 'M12 2a10 10 0 0 0-3.2 19.5c.5.1.7-.2.7-.5v-1.7c-2.8.6-3.4-1.3-3.4-1.3-.4-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.5 2.3 1.1 2.9.8.1-.6.3-1.1.6-1.3-2.2-.3-4.6-1.1-4.6-5a3.9 3.9 0 0 1 1-2.7 3.6 3.6 0 0 1 .1-2.7s.8-.3 2.8 1a9.6 9.6 0 0 1 5 0c1.9-1.3 2.8-1 2.8-1 .5 1.4.2 2.4.1 2.7a3.9 3.9 0 0 1 1 2.7c0 3.9-2.4 4.7-4.6 5 .4.3.7.9.7 1.9V21c0 .3.2.6.7.5A10 10 0 0 0 12 2z' },
  { key: 'discord', href: siteConfig.social.discord, icon: 'M19.5 5.3A16.5 16.5 0 0 0 15.4 4l-.5 1a15 15 0 0 0-5.8 0l-.5-1a16.4 16.4 0 0 0-4.1 1.3A17 17 0 0 0 1.6 17a16.6 16.6 0 0 0 5 2.5l1.1-1.7-1.7-.8.4-.3a11.8 11.8 0 0 0 11.2 0l.4.3-1.7.8 1.1 1.7a16.6 16.6 0 0 0 5-2.5 17 17 0 0 0-2.9-11.7zM8.7 14.6c-1 0-1.8-.9-1.8-2s.8-2 1.8-2 1.8.9 1.8 2-.8 2-1.8 2zm6.6 0c-1 0-1.8-.9-1.8-2s.8-2 1.8-2 1.8.9 1.8 2-.8 2-1.8 2z' },
  { key: 'linkedin', href: siteConfig.social.linkedin, icon: 'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3zM9.5 9.75h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V21h-4z' },
] as const;

export async function Footer({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'footer' });
  const tLang = await getTranslations({ locale, namespace: 'language' });
  const tConsent = await getTranslations({ locale, namespace: 'consent' });
  const tMore = await getTranslations({ locale, namespace: 'footerLinks' });
  const company = await pageCopy(locale, 'company');
  const label = (key: FooterLink[0]) => (key.startsWith('more.') ? tMore(key.slice(5) as ExtraKey) : t(key as FooterKey));
  const year = new Date().getFullYear();
  const phone = demoPhone(locale);
  const names = Object.fromEntries(locales.map((l) => [l, tLang(l)])) as Record<Locale, string>;
  const titles = Object.fromEntries(locales.map((l) => [l, tLang('switchTo', { language: names[l] })])) as Record<Locale, string>;

  return (
    <footer id="site-footer" className="below-fold mt-24 border-t border-line bg-surface" data-testid="site-footer">
      {/* Two columns on a phone (the company block across both), four from 768 px. */}
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-6 py-8 md:grid-cols-[1.4fr_repeat(3,1fr)] md:gap-10 md:py-14">
        <div className="col-span-2 space-y-3 md:col-span-1 md:space-y-4">
          <LocaleLink locale={locale} route="/" className="inline-flex items-center gap-2 font-bold text-fg">
            <LogoMark />
            <span className="text-lg">{siteConfig.name}</span>
          </LocaleLink>
          <p className="max-w-xs text-sm text-muted">{t('tagline')}</p>
          <a href={`tel:${phone.e164}`} className="inline-block text-sm font-semibold text-brand underline-offset-4 hover:underline">
            {t('demoLine', { phone: phone.display })}
          </a>
        </div>
        {columns.map((column) => (
          // On a phone the legal links run across both columns, one line after another.
          <div key={column.heading} className={column.heading === 'legal' ? 'col-span-2 md:col-span-1' : undefined}>
            <h2 className="text-sm font-semibold text-fg">{t(column.heading)}</h2>
            <ul className={`mt-3 md:mt-4 md:block md:space-y-1 ${column.heading === 'legal' ? 'flex flex-wrap gap-x-5' : 'space-y-0.5'}`}>
              {column.links.map(([key, route]) => (
                <li key={key}>
                  <LocaleLink locale={locale} route={route} className="inline-flex min-h-6 py-1 text-sm text-muted hover:text-brand md:py-1.5">
                    {label(key)}
                  </LocaleLink>
                </li>
              ))}
              {column.heading === 'legal' ? (
                <li>
                  <CookieSettingsButton label={tConsent('settings')} className="inline-flex min-h-6 py-1 text-left text-sm text-muted hover:text-brand md:py-1.5" />
                </li>
              ) : null}
            </ul>
          </div>
        ))}
      </div>
      <div className="container-page flex flex-col gap-3 border-t border-line py-5 md:flex-row md:items-center md:justify-between md:gap-6 md:py-8">
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <LanguageSwitcher current={locale} label={tLang('label')} names={names} titles={titles} />
          <ul className="flex items-center gap-2" aria-label={t('social')}>
            {socials.map((social) => (
              <li key={social.key}>
                <ExternalLink
                  href={social.href}
                  className="inline-flex h-11 w-11 items-center justify-center rounded-full text-muted hover:bg-page hover:text-brand"
                  aria-label={t(social.key, { name: siteConfig.name })}
                >
                  <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor" aria-hidden="true">
                    <path d={social.icon} />
                  </svg>
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
        <p className="text-sm text-muted">{t('copyright', { year, name: siteConfig.name })}</p>
      </div>
      <div className="container-page border-t border-line py-3 md:py-5">
        <CompanyLine locale={locale} copy={company} />
      </div>
    </footer>
  );
}
