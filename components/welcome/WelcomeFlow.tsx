'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type FormEvent, type MouseEvent } from 'react';
import type { Locale } from '@/i18n/routing';
import { siteConfig, type PlanId } from '@/lib/site';
import { trackConversion, trackExternalRedirect, trackSignupInitiated } from '@/lib/analytics/events';
import { checkMobile } from '@/lib/forms/phone';
import { phoneRegion, validateValues, type Values } from '@/lib/forms/validation';
import { parsePlan, parseStep, signupUrl, welcomeFields, welcomeRules, welcomeSteps, WELCOME_DRAFT_KEY, WELCOME_LEAD_KEY, type WelcomeField, type WelcomeStep } from '@/lib/forms/welcome';
import { readJson, removeStorage, writeStorage } from '@/lib/browser/storage';
import { useDraftForm } from '@/components/forms/useDraftForm';
import { useSubmission } from '@/components/forms/useSubmission';
import { ChoiceCards, FormFeedback, Honeypot, TextField } from '@/components/forms/fields';
import { fill, type FieldText, type FormText } from '@/components/forms/types';

export interface PlanOption {
  value: PlanId;
  label: string;
  detail: string;
  badge?: string;
  /** Monthly price in the page's currency, for the conversion event (null: custom or per minute). */
  monthly: number | null;
}

export interface WelcomeText {
  steps: Record<WelcomeStep, string>;
  /** "Step 1 of 3", "Step 2 of 3", "Step 3 of 3". */
  stepOf: string[];
  progressLabel: string;
  next: string;
  back: string;
  finish: string;
  signUp: string;
  newTab: string;
  welcome: { heading: string; body: string; listHeading: string; items: string[]; trialNote: string };
  contact: { intro: string; fields: Record<WelcomeField, FieldText> };
  benefits: { heading: string; intro: string; items: { title: string; text: string }[]; summaryHeading: string; edit: string; finishNote: string; signUpNote: string; planNone: string };
  /** `title` keeps a {firstName} placeholder. */
  success: { title: string; intro: string; items: string[]; home: string };
  /** E-mail subject with a {company} placeholder. */
  subject: string;
}

interface Props {
  locale: Locale;
  form: FormText;
  text: WelcomeText;
  plans: PlanOption[];
  homeHref: string;
}

const STEP_EVENT = 'welcomestep';

/** The lead stored at the contact step, and the details it was stored with. */
interface StoredLead {
  id: string;
  sig: string;
}
const isStoredLead = (v: unknown): v is StoredLead => typeof v === 'object' && v !== null && typeof (v as StoredLead).id === 'string' && typeof (v as StoredLead).sig === 'string';

function subscribeStep(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(STEP_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(STEP_EVENT, onChange);
  };
}
const readStep = () => parseStep(new URLSearchParams(window.location.search).get('step'));
const serverStep = (): WelcomeStep => 'welcome';

/** Moves to a step: the step lives in the URL (?step=contact), so back/forward and reload keep it. */
function goTo(step: WelcomeStep, replace = false) {
  const url = new URL(window.location.href);
  url.searchParams.set('step', step);
  if (replace) window.history.replaceState(window.history.state, '', url);
  else window.history.pushState(window.history.state, '', url);
  window.dispatchEvent(new Event(STEP_EVENT));
}

/** The sign-up flow: Welcome → Contact → Benefits, then Finish or Sign Up. */
export function WelcomeFlow({ locale, form, text, plans, homeHref }: Props) {
  const region = phoneRegion(locale);
  const step = useSyncExternalStore(subscribeStep, readStep, serverStep);
  const index = welcomeSteps.indexOf(step);
  const { values, hasErrors, validate, showErrors, register, clear, store } = useDraftForm({
    draftKey: WELCOME_DRAFT_KEY,
    fields: welcomeFields,
    rules: welcomeRules,
    region,
  });
  const [sentName, setSentName] = useState('');
  const [finished, setFinished] = useState(false);
  // Read once on the client (the benefits step, which uses it, is never rendered on the server).
  const [lead, setLead] = useState<StoredLead | null>(() => readJson(WELCOME_LEAD_KEY, isStoredLead, 'session'));
  const finishing = useRef(false);
  const sentSig = useRef('');
  const onSent = useCallback(
    (id: string) => {
      const stored = { id, sig: sentSig.current };
      setLead(stored);
      writeStorage(WELCOME_LEAD_KEY, JSON.stringify(stored), 'session');
      if (finishing.current) {
        clear();
        removeStorage(WELCOME_LEAD_KEY, 'session');
        setFinished(true);
      } else goTo('benefits');
    },
    [clear],
  );
  const { state, fallback, send, trapRef, reset } = useSubmission({ onSent, onInvalid: showErrors });
  const heading = useRef<HTMLHeadingElement>(null);
  const successHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<WelcomeStep | null>(null);
  const pendingCheck = useRef(false);

  // Arriving: a plan chosen on /pricing (?plan=growth) is selected, then dropped
  // from the address so a reload keeps later choices; the last step needs valid details.
  useEffect(() => {
    const url = new URL(window.location.href);
    const plan = parsePlan(url.searchParams.get('plan'));
    if (url.searchParams.has('plan')) {
      if (plan) store.set({ ...store.get(), plan });
      url.searchParams.delete('plan');
      window.history.replaceState(window.history.state, '', url);
    }
    if (readStep() === 'benefits' && Object.keys(validateValues(welcomeRules, store.get(), region)).length > 0) goTo('contact', true);
  }, [store, region]);

  // After a step change: focus the new step's heading (screen readers hear where they are),
  // or, when the details turned out incomplete, the first invalid field.
  useEffect(() => {
    if (shownStep.current !== null && shownStep.current !== step) {
      if (step === 'contact' && pendingCheck.current) validate();
      else heading.current?.focus();
    }
    pendingCheck.current = false;
    shownStep.current = step;
  }, [step, validate]);

  useEffect(() => {
    if (finished) successHeading.current?.focus();
  }, [finished]);

  // No lead service on this host: the contact step moves on, and Finish offers the message to send by e-mail.
  useEffect(() => {
    if (state === 'fallback' && !finishing.current) {
      reset();
      goTo('benefits');
    }
  }, [state, reset]);

  /** Normalised details: the phone in international (E.164) form. */
  const details = (): Values<WelcomeField> => ({ ...values, phone: checkMobile(values.phone, region) ?? values.phone.trim() });

  /** On the last step: true when every detail is valid, else back to the contact step with the first problem focused. */
  const ready = () => {
    if (Object.keys(validateValues(welcomeRules, values, region)).length === 0) return true;
    pendingCheck.current = true;
    goTo('contact');
    return false;
  };

  /** Stores the lead (unless these exact details already are); the sales team hears of every attempt. */
  const storeLead = (final: boolean) => {
    const data = details();
    const sig = JSON.stringify(data);
    finishing.current = final;
    setSentName(data.firstName.trim());
    if (lead?.sig === sig) {
      onSent(lead.id);
      return;
    }
    sentSig.current = sig;
    void send({
      payload: { form: 'welcome', locale, ...data },
      mail: { subject: fill(text.subject, { company: data.companyName.trim() }), lines: welcomeFields.map((f) => `${text.contact.fields[f].label}: ${f === 'plan' ? (plans.find((p) => p.value === data.plan)?.label ?? data.plan) : data[f].trim()}`) },
    });
  };

  const onContactSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    if (state !== 'sending' && validate()) storeLead(false);
  };

  const finish = () => {
    if (state === 'sending' || !ready()) return;
    storeLead(true);
  };

  // Plan, language and the lead's id: no names, e-mail or phone in the address.
  const signUpHref = signupUrl(siteConfig.urls.dashboardSignup, { plan: values.plan, lang: locale, lead: lead?.sig === JSON.stringify(details()) ? lead.id : undefined });
  const onSignUp = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!ready()) {
      event.preventDefault();
      return;
    }
    const plan = plans.find((p) => p.value === values.plan);
    trackSignupInitiated();
    trackConversion('Signup', 'Sign Up', `welcome_${values.plan}`, plan?.monthly ?? 0);
    // The destination is reported without the query: no personal details in analytics.
    trackExternalRedirect(siteConfig.urls.dashboardSignup, 'welcome');
  };

  if (finished) {
    return (
      <section className="rounded-3xl border border-line bg-surface p-6 md:p-10" aria-labelledby="welcome-success">
        <h2 id="welcome-success" ref={successHeading} tabIndex={-1} className="text-2xl font-bold text-fg outline-none md:text-3xl">
          {fill(text.success.title, { firstName: sentName })}
        </h2>
        <p className="mt-3 text-muted">{text.success.intro}</p>
        <ol className="mt-6 space-y-3">
          {text.success.items.map((item, i) => (
            <li key={item} className="flex gap-3">
              <span aria-hidden="true" className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-bold text-on-brand">
                {i + 1}
              </span>
              <span className="pt-0.5 text-fg">{item}</span>
            </li>
          ))}
        </ol>
        <a href={homeHref} className="btn btn-secondary mt-8">
          {text.success.home}
        </a>
      </section>
    );
  }

  const plan = plans.find((p) => p.value === values.plan);

  return (
    <div className="rounded-3xl border border-line bg-surface p-4 sm:p-8 md:p-10">
      <nav aria-label={text.progressLabel}>
        <ol className="grid grid-cols-3 gap-2">
          {welcomeSteps.map((s, i) => (
            <li key={s} aria-current={s === step ? 'step' : undefined} className="flex min-w-0 flex-col items-center gap-1 text-center sm:flex-row sm:gap-2 sm:text-left">
              <span
                aria-hidden="true"
                className={`flex h-8 w-8 shrink-0 sm:h-9 sm:w-9 items-center justify-center rounded-full text-sm font-bold ${
                  i < index ? 'bg-accent text-white dark:text-page' : i === index ? 'bg-brand text-on-brand' : 'border border-line bg-page text-muted'
                }`}
              >
                {i < index ? '✓' : i + 1}
              </span>
              <span className={`text-sm ${i === index ? 'font-semibold text-fg' : 'text-muted'}`}>{text.steps[s]}</span>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-3 hidden h-1.5 overflow-hidden rounded-full bg-surface-strong sm:block" aria-hidden="true">
        <div className="h-full rounded-full bg-brand transition-[width] motion-reduce:transition-none" style={{ width: `${((index + 1) / welcomeSteps.length) * 100}%` }} />
      </div>

      <p className="mt-5 text-sm font-semibold uppercase tracking-wide text-brand sm:mt-8">{text.stepOf[index]}</p>
      <h2 ref={heading} tabIndex={-1} className="mt-1 text-xl font-bold text-fg outline-none sm:text-2xl md:text-3xl">
        {step === 'welcome' ? text.welcome.heading : step === 'contact' ? text.steps.contact : text.benefits.heading}
      </h2>

      {step === 'welcome' ? (
        <div className="mt-3 sm:mt-4">
          <p className="text-muted">{text.welcome.body}</p>
          {/* The way on first, then how it works: on a phone the first screen holds the step and its action. */}
          <div className="mt-5 sm:mt-6">
            <button type="button" className="btn btn-primary" onClick={() => goTo('contact')}>
              {text.next}
            </button>
          </div>
          <h3 className="mt-8 font-semibold text-fg">{text.welcome.listHeading}</h3>
          <ol className="mt-3 space-y-3">
            {text.welcome.items.map((item, i) => (
              <li key={item} className="flex gap-3">
                <span aria-hidden="true" className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-soft text-sm font-bold text-brand">
                  {i + 1}
                </span>
                <span className="pt-0.5 text-fg">{item}</span>
              </li>
            ))}
          </ol>
          <p className="mt-6 rounded-xl bg-brand-soft p-4 text-sm text-fg">{text.welcome.trialNote}</p>
        </div>
      ) : null}

      {step === 'contact' ? (
        <form noValidate onSubmit={onContactSubmit} className="relative mt-3 space-y-5 sm:mt-4" aria-describedby="welcome-form-note">
          <p className="text-muted">{text.contact.intro}</p>
          <p id="welcome-form-note" className="text-sm text-muted">
            {form.requiredNote} {form.draftNote}
          </p>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField idPrefix="welcome" field={register('firstName')} text={text.contact.fields.firstName} form={form} autoComplete="given-name" />
            <TextField idPrefix="welcome" field={register('lastName')} text={text.contact.fields.lastName} form={form} autoComplete="family-name" />
            <TextField idPrefix="welcome" field={register('companyName')} text={text.contact.fields.companyName} form={form} autoComplete="organization" />
            <TextField idPrefix="welcome" field={register('jobTitle')} text={text.contact.fields.jobTitle} form={form} autoComplete="organization-title" />
            <TextField idPrefix="welcome" field={register('businessEmail')} text={text.contact.fields.businessEmail} form={form} type="email" inputMode="email" autoComplete="email" />
            <TextField idPrefix="welcome" field={register('phone')} text={text.contact.fields.phone} form={form} type="tel" inputMode="tel" autoComplete="tel" />
          </div>
          <ChoiceCards idPrefix="welcome" field={register('plan')} text={text.contact.fields.plan} form={form} options={plans} />
          <Honeypot trapRef={trapRef} label={form.honeypot} />
          <FormFeedback form={form} state={state === 'error' ? 'error' : 'idle'} invalid={hasErrors} fallback={null} onRetry={() => onContactSubmit()} email={siteConfig.email.sales} />
          <div className="flex flex-wrap justify-between gap-3">
            <button type="button" className="btn btn-secondary" onClick={() => goTo('welcome')}>
              {text.back}
            </button>
            <button type="submit" className="btn btn-primary disabled:cursor-wait disabled:opacity-70" disabled={state === 'sending'}>
              {state === 'sending' ? form.sending : text.next}
            </button>
          </div>
        </form>
      ) : null}

      {step === 'benefits' ? (
        <div className="mt-4">
          <p className="text-muted">{text.benefits.intro}</p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {text.benefits.items.map((item) => (
              <li key={item.title} className="rounded-2xl border border-line bg-page p-5">
                <h3 className="font-semibold text-fg">{item.title}</h3>
                <p className="mt-1 text-sm text-muted">{item.text}</p>
              </li>
            ))}
          </ul>

          <section aria-labelledby="welcome-summary" className="mt-8 rounded-2xl border border-line bg-page p-5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id="welcome-summary" className="font-semibold text-fg">
                {text.benefits.summaryHeading}
              </h3>
              <button type="button" className="inline-flex min-h-11 items-center text-sm font-semibold text-brand underline underline-offset-4" onClick={() => goTo('contact')}>
                {text.benefits.edit}
              </button>
            </div>
            <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
              {welcomeFields.map((f) => (
                <div key={f} className="min-w-0">
                  <dt className="text-muted">{text.contact.fields[f].label}</dt>
                  <dd className="break-words font-medium text-fg">{f === 'plan' ? (plan ? `${plan.label} – ${plan.detail}` : text.benefits.planNone) : values[f] || '—'}</dd>
                </div>
              ))}
            </dl>
          </section>

          <div className="mt-6">
            <FormFeedback form={form} state={state} invalid={false} fallback={fallback} onRetry={finish} email={siteConfig.email.sales} />
          </div>
          <div className="mt-6 grid gap-4 md:grid-cols-2">
            <div>
              <button type="button" className="btn btn-primary w-full disabled:cursor-wait disabled:opacity-70" onClick={finish} disabled={state === 'sending'}>
                {state === 'sending' ? form.sending : text.finish}
              </button>
              <p className="mt-2 text-sm text-muted">{text.benefits.finishNote}</p>
            </div>
            <div>
              <a href={signUpHref} target="_blank" rel="noopener noreferrer" onClick={onSignUp} className="btn btn-secondary w-full">
                {text.signUp}
                <span className="sr-only"> {text.newTab}</span>
              </a>
              <p className="mt-2 text-sm text-muted">{text.benefits.signUpNote}</p>
            </div>
          </div>
          <div className="mt-8">
            <button type="button" className="btn btn-secondary" onClick={() => goTo('contact')}>
              {text.back}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
