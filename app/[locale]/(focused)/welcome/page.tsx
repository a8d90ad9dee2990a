import { PageJsonLd } from '@/components/seo/PageJsonLd';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { plans, siteConfig } from '@/lib/site';
import { formatMoney, formatNumber, planPrices } from '@/lib/facts/format';
import { localeHref } from '@/lib/facts/routes';
import { welcomeFields, welcomeSteps, type WelcomeField } from '@/lib/forms/welcome';
import { getFormText } from '@/components/forms/formText';
import type { FieldText } from '@/components/forms/types';
import { WelcomeFlow, type PlanOption } from '@/components/welcome/WelcomeFlow';
import { ExternalLink } from '@/components/ui/ExternalLink';

export const generateMetadata = pageMetadata('/welcome');

type Props = { params: Promise<{ locale: string }> };

const benefitKeys = ['answers', 'bookings', 'languages', 'security'] as const;

export default async function WelcomePage({ params }: Props) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const page = await getTranslations({ locale, namespace: 'pages.welcome' });
  const t = await getTranslations({ locale, namespace: 'welcome' });
  const tPhone = await getTranslations({ locale, namespace: 'phoneStep' });
  const tValue = await getTranslations({ locale, namespace: 'valueProp' });
  const tCommon = await getTranslations({ locale, namespace: 'common' });
  const name = siteConfig.name;
  const days = { trialDays: siteConfig.trialDays, moneyBackDays: siteConfig.moneyBackDays };

  const planOptions: PlanOption[] = plans.map((plan) => {
    const { monthly, perMinute } = planPrices(plan, locale);
    let detail: string;
    if (plan.id === 'free') detail = t('price.free', { minutes: formatNumber(locale, plan.includedMinutes ?? 0), price: formatMoney(locale, perMinute ?? 0) });
    else if (plan.id === 'enterprise') detail = t('price.enterprise', { minutes: formatNumber(locale, plan.minMinutes ?? 0) });
    else if (plan.id === 'payg') detail = t('price.perMinute', { price: formatMoney(locale, perMinute ?? 0) });
    else detail = t('price.monthly', { price: formatMoney(locale, monthly ?? 0) });
    return { value: plan.id, label: t(`plans.${plan.id}`), detail, badge: plan.highlighted ? t('popular') : undefined, monthly };
  });

  const fields = Object.fromEntries(
    welcomeFields.map((f) => [
      f,
      f === 'phone' ? { label: tPhone('label'), hint: tPhone('hint') } : { label: t(`fields.${f}`) },
    ]),
  ) as Record<WelcomeField, FieldText>;

  return (
    // The wizard first: the heading, then the step and its action on the first screen at 390 and
    // 1440 px; what the trial includes and the dashboard route beside it (below it on a phone).
    <div className="container-page py-6 md:py-10 lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:grid-rows-[auto_1fr] lg:gap-x-12 xl:gap-x-16">
      <PageJsonLd locale={locale} route="/welcome" />
      <h1 className="text-3xl font-bold tracking-tight text-fg md:text-4xl lg:col-start-1 lg:row-start-1 lg:mt-6 xl:text-5xl">{page('heading')}</h1>
      <div className="mt-5 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0">
        <noscript>
          <div className="mb-6 rounded-2xl border border-line bg-surface p-5 text-fg">
            <p>{t('noscript', { email: siteConfig.email.sales })}</p>
            <p className="mt-3">
              <a className="btn btn-primary" href={siteConfig.urls.dashboardSignup} target="_blank" rel="noopener noreferrer">
                {t('signUp')}
                <span className="sr-only"> {tCommon('newTab')}</span>
              </a>
            </p>
          </div>
        </noscript>
        <WelcomeFlow
          locale={locale}
          form={await getFormText(locale)}
          plans={planOptions}
          homeHref={localeHref(locale, '/')}
          text={{
            steps: { welcome: t('stepWelcome'), contact: t('stepContact'), benefits: t('stepBenefits') },
            stepOf: welcomeSteps.map((_, i) => t('stepOf', { current: i + 1, total: welcomeSteps.length })),
            progressLabel: t('progressLabel'),
            next: t('next'),
            back: t('back'),
            finish: t('finish'),
            signUp: t('signUp'),
            newTab: tCommon('newTab'),
            welcome: {
              heading: t('title', { name }),
              body: t('subtitle'),
              listHeading: t('listHeading'),
              items: [t('list.contact'), t('list.plan'), t('list.launch')],
              trialNote: t('trialNote', days),
            },
            contact: { intro: t('contactIntro'), fields },
            benefits: {
              heading: tValue('title'),
              intro: tValue('subtitle'),
              items: benefitKeys.map((k) => ({ title: tValue(`items.${k}.title`), text: tValue(`items.${k}.text`) })),
              summaryHeading: t('summaryHeading'),
              edit: t('edit'),
              finishNote: t('finishNote'),
              signUpNote: t('signUpNote'),
              planNone: t('planNone'),
            },
            success: {
              title: t('success.title', { firstName: '{firstName}' }),
              intro: t('success.intro'),
              items: [t('success.items.email'), t('success.items.call', { minutes: siteConfig.assessmentMinutes }), t('success.items.launch', days)],
              home: t('success.home'),
            },
            subject: t('subject', { company: '{company}' }),
          }}
        />
      </div>
      <div className="mt-8 lg:col-start-1 lg:row-start-2 lg:mt-5">
        <p className="leading-7 text-muted md:text-lg md:leading-8">{page('intro', { name })}</p>
        <p className="mt-6 text-sm text-muted">
          {t('preferDashboard')}{' '}
          <ExternalLink href={siteConfig.urls.dashboardSignup} className="font-semibold text-brand underline underline-offset-4">
            {t('dashboardLink')}
          </ExternalLink>
        </p>
      </div>
    </div>
  );
}
