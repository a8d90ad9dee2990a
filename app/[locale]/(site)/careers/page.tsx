import { PageJsonLd } from '@/components/seo/PageJsonLd';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/site';
import { openRoles } from '@/lib/facts/careers';
import { mailtoHref } from '@/lib/forms/submit';
import { CompanyIntro } from '@/components/company/CompanyIntro';
import { pageEyebrow } from '@/components/page/PageParts';
import { OpenRoles } from '@/components/company/OpenRoles';

export const generateMetadata = pageMetadata('/careers');

const whyKeys = ['impact', 'flexible', 'growth', 'team'] as const;
const processKeys = ['s1', 's2', 's3'] as const;

export default async function CareersPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const page = await getTranslations({ locale, namespace: 'pages.careers' });
  const t = await getTranslations({ locale, namespace: 'careersPage' });
  const name = siteConfig.name;
  const to = siteConfig.email.careers;

  const roles = openRoles.map((id) => {
    const title = t(`roles.${id}.title`);
    return {
      id,
      title,
      location: t(`roles.${id}.location`),
      summary: t(`roles.${id}.summary`),
      applyHref: mailtoHref(to, t('applySubject', { role: title }), []).replace(/&body=$/, ''),
    };
  });

  return (
    <>
      <PageJsonLd locale={locale} route="/careers" />
      <CompanyIntro eyebrow={await pageEyebrow(locale, '/careers')} heading={page('heading')} intro={page('intro', { name })}>
        <a href="#open-roles" className="btn btn-primary">
          {page('cta')}
        </a>
      </CompanyIntro>

      <section className="container-page py-12" aria-labelledby="why-title">
        <h2 id="why-title" className="text-3xl font-bold tracking-tight text-fg">
          {t('whyTitle')}
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {whyKeys.map((key) => (
            <li key={key} className="rounded-2xl border border-line bg-surface p-6">
              <h3 className="font-semibold text-fg">{t(`why.${key}.title`)}</h3>
              <p className="mt-2 text-sm text-muted">{t(`why.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="open-roles" className="container-page scroll-mt-24 py-12" aria-labelledby="open-roles-title">
        <div className="max-w-4xl">
          <h2 id="open-roles-title" className="text-3xl font-bold tracking-tight text-fg">
            {t('openTitle')}
          </h2>
          <div className="mt-2">
            <OpenRoles
              roles={roles}
              labels={{
                count: t('rolesCount', { count: roles.length }),
                location: t('location'),
                apply: t('apply'),
                openTitle: t('openApplicationTitle'),
                openText: t('openApplication'),
                openCta: t('openApplicationCta'),
                openHref: mailtoHref(to, t('openApplicationSubject'), []).replace(/&body=$/, ''),
              }}
            />
          </div>
        </div>
      </section>

      <section className="container-page py-12" aria-labelledby="process-title">
        <div className="max-w-4xl">
          <h2 id="process-title" className="text-3xl font-bold tracking-tight text-fg">
            {t('processTitle')}
          </h2>
          <ol className="mt-6 space-y-4">
            {processKeys.map((key, i) => (
              <li key={key} className="flex gap-4">
                <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-on-brand">
                  {i + 1}
                </span>
                <span className="pt-1.5 text-fg">{t(`process.${key}`)}</span>
              </li>
            ))}
          </ol>
          <p className="mt-8 text-sm text-muted">
            {t('privacyNote')}{' '}
            <LocaleLink locale={locale} route="/privacy" className="font-semibold text-brand underline underline-offset-4">
              {t('privacyLink')}
            </LocaleLink>
          </p>
        </div>
      </section>
    </>
  );
}
