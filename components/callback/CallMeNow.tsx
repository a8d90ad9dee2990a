import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { demoPhone, siteConfig } from '@/lib/site';
import { callbackErrorCodes } from '@/lib/forms/validation';
import { callbackPromise } from '@/lib/leads/callback-promise';
import { callbackCountryNames } from '@/lib/copy/countries';
import { CallMeNowLoader } from './CallMeNowLoader';
import styles from './callback.module.css';

const inputClass =
  'mt-2 block w-full rounded-xl border border-field-edge bg-page px-4 py-3 text-base text-fg shadow-sm outline-none focus-visible:border-brand focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand aria-[invalid=true]:border-red-600 dark:aria-[invalid=true]:border-red-400';
const errorClass = 'mt-2 text-sm font-medium text-red-700 empty:hidden dark:text-red-400';
const done = 'rounded-xl border border-emerald-600/40 bg-emerald-50 p-4 font-semibold text-emerald-900 outline-none dark:bg-emerald-950/40 dark:text-emerald-100';

interface Props {
  locale: Locale;
  id?: string;
  className?: string;
  /**
   * A panel over the page (the landing page's phone opens it with `popovertarget`,
   * no script needed) instead of a card in the flow: a sheet from the bottom on a
   * phone, a centred panel on a wider screen, closed by its button, Escape or a
   * press outside.
   */
  popover?: boolean;
}

/**
 * "Call me now": one number, one consent, one button (lib/forms/callback.ts,
 * lib/leads/extras.ts). Plain server-rendered HTML: its code
 * (./enhance.ts) loads when the visitor first focuses or types in it. The
 * inputs have no `name`, so a submission before the code arrives never puts
 * the number in a URL. Without JavaScript: the demo number and the e-mail.
 */
export async function CallMeNow({ locale, id = 'call-me-now', className = '', popover = false }: Props) {
  const t = await getTranslations({ locale, namespace: 'callback' });
  // Who calls, as this build's settings decide (lib/leads/callback-promise.ts): said before the visitor types.
  const mode = `modes.${callbackPromise()}` as const;
  const tForms = await getTranslations({ locale, namespace: 'forms' });
  const phone = demoPhone(locale);
  const email = siteConfig.email.sales;
  const countries = callbackCountryNames(locale, siteConfig.callbackCountries);
  const tel = <a href={`tel:${phone.e164}`} className="font-semibold text-brand underline underline-offset-4">{phone.display}</a>;
  const mail = <a href={`mailto:${email}`} className="font-semibold text-brand underline underline-offset-4">{email}</a>;
  const rich = (key: 'fallback' | 'noscript') => t.rich(key, { phone: () => tel, email: () => mail });
  const text = {
    sending: t('sending'),
    error: t('error'),
    limit: t('limit'),
    errors: {
      required: t(`${mode}.phoneRequired`),
      phone: t('errors.phone'),
      fictional: tForms('errors.fictional'),
      ...Object.fromEntries(callbackErrorCodes.map((code) => [code, t(`errors.${code}`, { countries, phone: phone.display })])),
      consent: t(`${mode}.consentError`),
    },
  };
  const f = `${id}-form`;
  const title = <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-fg">{t(`${mode}.title`)}</h2>;
  const content = (
    <>
      <p className="mt-3 text-muted">{t(`${mode}.intro`)}</p>
      <form id={f} data-callback-form={locale} data-text={JSON.stringify(text)} noValidate className="relative mt-6">
        <div data-fields className="space-y-5">
          <div>
            <label htmlFor={`${f}-phone`} className="block text-sm font-semibold text-fg">{t('phoneLabel')}</label>
            <p id={`${f}-phone-hint`} className="mt-1 text-sm text-muted">{t('phoneHint')}</p>
            <input id={`${f}-phone`} type="tel" autoComplete="tel" inputMode="tel" maxLength={32} required aria-describedby={`${f}-phone-hint ${f}-phone-error`} className={inputClass} />
            <p id={`${f}-phone-error`} className={errorClass} />
          </div>
          <div>
            <div className="flex items-start gap-3">
              <input id={`${f}-consent`} type="checkbox" required aria-describedby={`${f}-consent-error`} className="mt-0.5 h-5 w-5 shrink-0 accent-[var(--brand)]" />
              <label htmlFor={`${f}-consent`} className="text-sm text-fg">{t(`${mode}.consent`)}</label>
            </div>
            <p id={`${f}-consent-error`} className={errorClass} />
          </div>
          <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] h-px w-px overflow-hidden">
            <input data-trap type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>
          <button type="submit" className="btn btn-primary w-full sm:w-auto">{t(`${mode}.submit`)}</button>
        </div>
        <div role="status" aria-live="polite" className="mt-4 empty:hidden">
          <p data-message className="text-sm font-medium text-fg empty:hidden" />
          <p data-outcome="agent" tabIndex={-1} hidden className={done}>{t('agentCalling')}</p>
          <p data-outcome="team" tabIndex={-1} hidden className={done}>{t('teamCalling')}</p>
          <p data-outcome="fallback" tabIndex={-1} hidden className="rounded-xl border border-line bg-page p-4 text-sm text-fg">{rich('fallback')}</p>
        </div>
      </form>
      <noscript>
        <p className="mt-4 rounded-xl border border-line bg-page p-4 text-sm text-fg">{rich('noscript')}</p>
      </noscript>
      <CallMeNowLoader formId={f} popoverId={popover ? id : undefined} />
    </>
  );
  if (popover) {
    return (
      <div id={id} popover="auto" role="dialog" aria-labelledby={`${id}-title`} className={`${styles.sheet} ${className}`}>
        <div className="flex items-start justify-between gap-4">
          {title}
          <button type="button" popoverTarget={id} popoverTargetAction="hide" className="-mr-2 -mt-1 grid h-11 w-11 shrink-0 place-items-center rounded-full text-muted hover:bg-surface hover:text-fg">
            <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5">
              <path fill="currentColor" d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7l-1.4-1.4L9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z" />
            </svg>
            <span className="sr-only">{t('close')}</span>
          </button>
        </div>
        {content}
      </div>
    );
  }
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`scroll-mt-24 ${className}`}>
      <div className="mx-auto max-w-xl rounded-3xl border border-line bg-surface p-6 shadow-sm sm:p-8">
        {title}
        {content}
      </div>
    </section>
  );
}