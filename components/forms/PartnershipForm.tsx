'use client';

import { useCallback, type FormEvent } from 'react';
import type { Locale } from '@/i18n/routing';
import { siteConfig } from '@/lib/site';
import { partnershipFields, partnershipRules, PARTNERSHIP_DRAFT_KEY, partnerTypes, type PartnershipField, type PartnerType } from '@/lib/forms/partnership';
import { phoneRegion } from '@/lib/forms/validation';
import { useDraftForm } from './useDraftForm';
import { useSubmission } from './useSubmission';
import { FormFeedback, Honeypot, SelectField, SubmitButton, TextField } from './fields';
import { fill, type FieldText, type FormText } from './types';

export interface PartnershipFormText {
  fields: Record<PartnershipField, FieldText>;
  partnerTypes: Record<PartnerType, string>;
  choose: string;
  submit: string;
  successTitle: string;
  successBody: string;
  /** E-mail subject with a {company} placeholder. */
  subject: string;
}

interface Props {
  locale: Locale;
  form: FormText;
  text: PartnershipFormText;
}

/** Partnership application: name, company, e-mail, website, partner type, message. */
export function PartnershipForm({ locale, form, text }: Props) {
  const { values, hasErrors, validate, showErrors, register, clear } = useDraftForm({
    draftKey: PARTNERSHIP_DRAFT_KEY,
    fields: partnershipFields,
    rules: partnershipRules,
    region: phoneRegion(locale),
  });
  const onSent = useCallback(() => clear(), [clear]);
  const { state, fallback, send, trapRef } = useSubmission({ onSent, onInvalid: showErrors });

  const submit = () => {
    if (!validate()) return;
    const type = values.partnerType as PartnerType;
    void send({
      payload: { form: 'partnership', locale, ...values },
      mail: {
        subject: fill(text.subject, { company: values.company.trim() }),
        lines: partnershipFields.map((f) => `${text.fields[f].label}: ${f === 'partnerType' ? text.partnerTypes[type] : values[f].trim()}`),
      },
    });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  if (state === 'sent') {
    return (
      <div role="status" className="rounded-2xl border border-line bg-surface p-6">
        <h2 className="text-xl font-bold text-fg">{text.successTitle}</h2>
        <p className="mt-2 text-muted">{text.successBody}</p>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="relative space-y-5" aria-describedby="partner-form-note">
      <p id="partner-form-note" className="text-sm text-muted">
        {form.requiredNote} {form.draftNote}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField idPrefix="partner" field={register('name')} text={text.fields.name} form={form} autoComplete="name" />
        <TextField idPrefix="partner" field={register('company')} text={text.fields.company} form={form} autoComplete="organization" />
        <TextField idPrefix="partner" field={register('email')} text={text.fields.email} form={form} type="email" inputMode="email" autoComplete="email" />
        <TextField idPrefix="partner" field={register('website')} text={text.fields.website} form={form} type="url" inputMode="url" autoComplete="url" />
      </div>
      <SelectField
        idPrefix="partner"
        field={register('partnerType')}
        text={text.fields.partnerType}
        form={form}
        placeholder={text.choose}
        options={partnerTypes.map((value) => ({ value, label: text.partnerTypes[value] }))}
      />
      <TextField idPrefix="partner" field={register('message')} text={text.fields.message} form={form} autoComplete="off" multiline rows={6} />
      <Honeypot trapRef={trapRef} label={form.honeypot} />
      <FormFeedback form={form} state={state} invalid={hasErrors} fallback={fallback} onRetry={submit} email={siteConfig.email.sales} />
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton sending={state === 'sending'} label={text.submit} sendingLabel={form.sending} />
      </div>
    </form>
  );
}
