import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pages } from '@/lib/pages';
import type { RoutePath } from '@/lib/routes';
import { CtaLink } from '@/components/ui/CtaLink';
import { siteConfig } from '@/lib/site';
import { PageJsonLd } from '@/components/seo/PageJsonLd';

type Props = { params: Promise<{ locale: string }> };

/**
 * A page's heading, introduction and main call to action, from `pages.<key>` messages,
 * with the page's structured data (breadcrumbs; Product/Offer on /pricing).
 */
export async function PageIntro({ route, locale }: { route: RoutePath; locale: Locale }) {
  const { key, cta } = pages[route];
  const t = await getTranslations({ locale, namespace: `pages.${key}` });
  return (
    <section className="container-page py-16 md:py-24">
      <PageJsonLd locale={locale} route={route} />
      <div className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight text-fg md:text-5xl">{t('heading', { name: siteConfig.name })}</h1>
        <p className="mt-6 text-lg leading-8 text-muted">{t('intro', { name: siteConfig.name })}</p>
        <div className="mt-10">
          <CtaLink target={cta} locale={locale}>
            {t('cta', { name: siteConfig.name })}
          </CtaLink>
        </div>
      </div>
    </section>
  );
}

/** Page component for a route that shows its introduction (later issues replace these with full pages). */
export function createShellPage(route: RoutePath) {
  return async function ShellPage({ params }: Props) {
    const { locale } = (await params) as { locale: Locale };
    setRequestLocale(locale);
    return <PageIntro route={route} locale={locale} />;
  };
}
