'use client';

import { useCallback, type FormEvent } from 'react';
import type { Locale } from '@/i18n/routing';
import { siteConfig } from '@/lib/site';
import { contactFields, contactRules, CONTACT_DRAFT_KEY, type ContactField } from '@/lib/forms/contact';
import { checkPhone } from '@/lib/forms/phone-any';
import { phoneRegion } from '@/lib/forms/validation';
import { useDraftForm } from './useDraftForm';
import { useSubmission } from './useSubmission';
import { FormFeedback, Honeypot, SubmitButton, TextField } from './fields';
import { fill, type FieldText, type FormText } from './types';

export interface ContactFormText {
  fields: Record<ContactField, FieldText>;
  submit: string;
  successTitle: string;
  successBody: string;
  /** E-mail subject with a {name} placeholder. */
  subject: string;
}

interface Props {
  locale: Locale;
  form: FormText;
  text: ContactFormText;
}

/** Contact page form: name, business e-mail, optional phone and company, message. */
export function ContactForm({ locale, form, text }: Props) {
  const region = phoneRegion(locale);
  const { values, hasErrors, validate, showErrors, register, clear } = useDraftForm({ draftKey: CONTACT_DRAFT_KEY, fields: contactFields, rules: contactRules, region });
  const onSent = useCallback(() => clear(), [clear]);
  const { state, fallback, send, trapRef } = useSubmission({ onSent, onInvalid: showErrors });

  const submit = () => {
    if (!validate()) return;
    const phone = values.phone.trim() ? (checkPhone(values.phone, region) ?? values.phone.trim()) : '';
    const data = { ...values, phone };
    void send({
      payload: { form: 'contact', locale, ...data },
      mail: { subject: fill(text.subject, { name: data.name.trim() }), lines: contactFields.map((f) => `${text.fields[f].label}: ${data[f].trim()}`) },
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
    <form noValidate onSubmit={onSubmit} className="relative space-y-5" aria-describedby="contact-form-note">
      <p id="contact-form-note" className="text-sm text-muted">
        {form.requiredNote} {form.draftNote}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField idPrefix="contact" field={register('name')} text={text.fields.name} form={form} autoComplete="name" />
        <TextField idPrefix="contact" field={register('businessEmail')} text={text.fields.businessEmail} form={form} type="email" inputMode="email" autoComplete="email" />
        <TextField idPrefix="contact" field={register('phone')} text={text.fields.phone} form={form} type="tel" inputMode="tel" autoComplete="tel" />
        <TextField idPrefix="contact" field={register('company')} text={text.fields.company} form={form} autoComplete="organization" />
      </div>
      <TextField idPrefix="contact" field={register('message')} text={text.fields.message} form={form} autoComplete="off" multiline rows={6} />
      <Honeypot trapRef={trapRef} label={form.honeypot} />
      <FormFeedback form={form} state={state} invalid={hasErrors} fallback={fallback} onRetry={submit} email={siteConfig.email.sales} />
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton sending={state === 'sending'} label={text.submit} sendingLabel={form.sending} />
      </div>
    </form>
  );
}
