'use client';

import { useCallback, useEffect, type FormEvent } from 'react';
import type { Locale } from '@/i18n/routing';
import { siteConfig } from '@/lib/site';
import { integrationFields, integrationRules, INTEGRATION_DRAFT_KEY, type IntegrationField } from '@/lib/forms/integration';
import { phoneRegion } from '@/lib/forms/validation';
import { useDraftForm } from '@/components/forms/useDraftForm';
import { useSubmission } from '@/components/forms/useSubmission';
import { FormFeedback, Honeypot, SubmitButton, TextField } from '@/components/forms/fields';
import { fill, type FieldText, type FormText } from '@/components/forms/types';

export interface RequestIntegrationText {
  title: string;
  intro: string;
  fields: Record<IntegrationField, FieldText>;
  submit: string;
  successTitle: string;
  successBody: string;
  /** E-mail subject with a {system} placeholder (the e-mail fallback). */
  subject: string;
}

interface Props {
  locale: Locale;
  /** What the visitor searched for: the system field follows it. */
  query: string;
  form: FormText;
  text: RequestIntegrationText;
}

/**
 * "Request this integration", shown when a directory search finds nothing:
 * the system field prefilled with the search, an optional e-mail, sent to the
 * lead service as the `integration` form with the shared drafts, spam signals
 * and e-mail fallback of every other form.
 */
export function RequestIntegrationForm({ locale, query, form, text }: Props) {
  const { values, hasErrors, validate, showErrors, register, setValue, clear } = useDraftForm({
    draftKey: INTEGRATION_DRAFT_KEY,
    fields: integrationFields,
    rules: integrationRules,
    region: phoneRegion(locale),
  });
  const onSent = useCallback(() => clear(), [clear]);
  const { state, fallback, send, trapRef } = useSubmission({ onSent, onInvalid: showErrors });

  // The field follows what is typed in the search.
  useEffect(() => {
    if (query.trim()) setValue('system', query.trim());
  }, [query, setValue]);

  const submit = () => {
    if (!validate()) return;
    const data = { system: values.system.trim(), email: values.email.trim() };
    void send({
      payload: { form: 'integration', locale, ...data },
      mail: { subject: fill(text.subject, { system: data.system }), lines: integrationFields.map((f) => `${text.fields[f].label}: ${data[f]}`) },
    });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  if (state === 'sent') {
    return (
      <div role="status" data-testid="integration-request-sent" className="rounded-2xl border border-line bg-page p-6">
        <h3 className="text-xl font-bold text-fg">{text.successTitle}</h3>
        <p className="mt-2 text-muted">{text.successBody}</p>
      </div>
    );
  }

  return (
    <section aria-labelledby="integration-request-title" className="rounded-2xl border border-line bg-page p-6">
      <h3 id="integration-request-title" className="text-xl font-bold text-fg">
        {text.title}
      </h3>
      <p className="mt-2 text-muted">{text.intro}</p>
      <form noValidate onSubmit={onSubmit} className="relative mt-5 space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField idPrefix="integration" field={register('system')} text={text.fields.system} form={form} autoComplete="off" />
          <TextField idPrefix="integration" field={register('email')} text={text.fields.email} form={form} type="email" inputMode="email" autoComplete="email" />
        </div>
        <Honeypot trapRef={trapRef} label={form.honeypot} />
        <FormFeedback form={form} state={state} invalid={hasErrors} fallback={fallback} onRetry={submit} email={siteConfig.email.sales} />
        <SubmitButton sending={state === 'sending'} label={text.submit} sendingLabel={form.sending} />
      </form>
    </section>
  );
}
