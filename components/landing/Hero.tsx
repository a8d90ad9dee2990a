import { getTranslations } from 'next-intl/server';
import { callbackPromise } from '@/lib/leads/callback-promise';
import type { Locale } from '@/i18n/routing';
import { demoPhone, siteConfig } from '@/lib/site';
import { LocaleLink } from '@/components/ui/LocaleLink';
import { HydrateLater } from '@/components/ui/HydrateLater';
import { CallMeNow } from '@/components/callback/CallMeNow';
import { CallSlider } from './CallSlider';
import { VoiceAgentFrame } from './VoiceAgentFrame';
import { LiveCall } from './LiveCall';
import { Eyebrow } from '@/components/ui/Eyebrow';
import { liveLanguageNames } from '@/lib/copy/policies';
import { HeroParsed } from '@/components/ui/HeroParsed';

/**
 * Section 1: the promise, the one primary action (the header's: the guided sign-up at
 * /welcome) and the one secondary (a demo), and beside them the phone, a figure (the product
 * shown, not told): a sample call in progress, the live agent when one is configured,
 * "Call me now" and slide-to-call.
 */
export async function Hero({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'hero' });
  const tc = await getTranslations({ locale, namespace: 'callback' });
  // Who calls back, as this build's settings decide: the button says what the form's button says.
  const promise = callbackPromise();
  const tCommon = await getTranslations({ locale, namespace: 'common' });
  const { name, urls } = siteConfig;
  const phone = demoPhone(locale);
  const telHref = `tel:${phone.e164}`;
  const newTab = <span className="sr-only"> {tCommon('newTab')}</span>;
  const agent = Boolean(urls.voiceAgentFrame);

  // At the foot of the phone whatever the agent does; the form opens over the page (no script needed).
  const callback = (
    <button
      type="button"
      popoverTarget="call-me-now"
      className={agent ? 'btn w-full border border-white/40 text-white hover:bg-white/10' : 'btn w-full bg-white text-[#312e81] shadow-lg hover:bg-indigo-50'}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5">
        <path fill="currentColor" d={PHONE_ICON} />
      </svg>
      {tc(`modes.${promise}.submit`)}
    </button>
  );

  // In the call's place when the live agent did not answer.
  const offer = (
    <LocaleLink locale={locale} route="/sample-calls" className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-white underline underline-offset-4">
      {t('readSampleCalls')}
    </LocaleLink>
  );

  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_10%,var(--brand-soft),transparent_70%)]" />
      <div className="container-page relative grid items-center gap-12 py-12 md:py-16 lg:grid-cols-[1.15fr_0.85fr]">
        <div>
          <Eyebrow>{t('eyebrow')}</Eyebrow>
          <h1 id="hero-title" className="text-4xl font-bold tracking-tight text-fg sm:text-5xl lg:text-6xl">
            {t('title')}
          </h1>
          <p data-hero-lead="" className="mt-6 max-w-2xl text-lg leading-8 text-muted">{t('subtitle', { name })}</p>
          <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
            <p id="hero-languages" className="text-muted">{t('languages')}</p>
            <ul aria-labelledby="hero-languages" className="flex flex-wrap gap-2">
              {liveLanguageNames(locale).map((language) => (
                <li key={language} className="rounded-full border border-line px-2.5 py-0.5 font-medium text-fg">
                  {language}
                </li>
              ))}
            </ul>
          </div>
          <div data-testid="hero-actions" className="mt-8 flex flex-wrap gap-3">
            <LocaleLink locale={locale} route="/welcome" data-track="hero_signup_click" data-source="hero" className="btn btn-primary">
              {t('startTrial')}
            </LocaleLink>
            <a href={urls.scheduling} target="_blank" rel="noopener noreferrer" data-track="hero_schedule_click" data-source="hero" className="btn btn-secondary">
              {t('bookDemo')}
              {newTab}
            </a>
          </div>
        </div>

        {/* Hydrated in a pass of its own: the page's first hydration task stays short. */}
        <HydrateLater>
          <div data-testid="hero-phone" className="mx-auto w-full max-w-[20rem]">
            <figure aria-label={t('mockupLabel', { name })} className="relative rounded-[2.75rem] border-[10px] border-[#1e1b4b] bg-[#1e1b4b] shadow-2xl shadow-indigo-900/30">
              <span aria-hidden="true" className="absolute left-1/2 top-2 z-10 h-5 w-24 -translate-x-1/2 rounded-full bg-[#1e1b4b]" />
              <div className={agent ? 'h-[35rem]' : 'h-[29rem]'}>
                <VoiceAgentFrame
                  src={urls.voiceAgentFrame}
                  title={t('voiceTitle')}
                  hint={t('voiceHint')}
                  startLabel={t('startTalking')}
                  consentNote={t('voiceConsentNote')}
                  loadingLabel={t('voiceLoading')}
                  unavailableLabel={t('voiceUnavailable')}
                  poster={<LiveCall locale={locale} />}
                  offer={offer}
                  callback={callback}
                />
              </div>
              <div className="px-2 pb-3 pt-3">
                <CallSlider
                  telHref={telHref}
                  label={t('slideLabel', { phone: phone.display })}
                  prompt={t('slideToCall')}
                  help={t('sliderHelp')}
                  valueTemplate={t('sliderValue', { percent: '{percent}' })}
                />
              </div>
            </figure>
            <p className="mt-4 text-center">
              <a href={telHref} data-track="hero_call_click" data-source="hero" className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold text-brand underline-offset-4 hover:underline">
                <svg viewBox="0 0 24 24" aria-hidden="true" className="h-4 w-4">
                  <path fill="currentColor" d={PHONE_ICON} />
                </svg>
                {t('callNumber', { phone: phone.display })}
              </a>
            </p>
          </div>
        </HydrateLater>
      </div>
      <HeroParsed />
      {/* The call-back form: a panel over the page, opened by the phone's button (or #call-me-now). */}
      <HydrateLater>
        <CallMeNow locale={locale} popover />
      </HydrateLater>
    </section>
  );
}

const PHONE_ICON =
  'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z';
