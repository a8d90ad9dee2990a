'use client';

import { useId, useState, type FormEvent } from 'react';

/**
 * Minimal contact form: name, business e-mail and message, required-field
 * validation with translated messages, sent through the visitor's e-mail
 * program (mailto:). The forms issue replaces this file with the full
 * behaviour (drafts, endpoint submission).
 */
export interface ContactFormLabels {
  name: string;
  email: string;
  message: string;
  submit: string;
  required: string;
  invalidEmail: string;
  sent: string;
  subject: string;
}

type Field = 'name' | 'email' | 'message';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function validateContact(values: Record<Field, string>): Partial<Record<Field, 'required' | 'invalidEmail'>> {
  const errors: Partial<Record<Field, 'required' | 'invalidEmail'>> = {};
  for (const field of ['name', 'email', 'message'] as const) if (!values[field].trim()) errors[field] = 'required';
  if (!errors.email && !emailPattern.test(values.email.trim())) errors.email = 'invalidEmail';
  return errors;
}

export function ContactForm({ labels, to }: { locale: 'en' | 'pl'; labels: ContactFormLabels; to: string }) {
  const uid = useId();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', message: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, 'required' | 'invalidEmail'>>>({});
  const [sent, setSent] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = (['name', 'email', 'message'] as const).find((f) => found[f]);
      document.getElementById(`${uid}-${first}`)?.focus();
      return;
    }
    const body = `${values.message.trim()}\n\n${values.name.trim()}\n${values.email.trim()}`;
    window.location.href = `mailto:${to}?subject=${encodeURIComponent(labels.subject)}&body=${encodeURIComponent(body)}`;
    setSent(true);
  }

  const field = (name: Field, multiline = false) => {
    const id = `${uid}-${name}`;
    const error = errors[name];
    const common = {
      id,
      name,
      value: values[name],
      required: true,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
      className: `mt-2 w-full rounded-xl border bg-page px-3 py-2 text-fg ${error ? 'border-red-700 dark:border-red-400' : 'border-line'}`,
    } as const;
    return (
      <div>
        <label htmlFor={id} className="block font-semibold text-fg">
          {labels[name]}
        </label>
        {multiline ? (
          <textarea {...common} rows={5} onChange={(e) => setValues({ ...values, [name]: e.target.value })} />
        ) : (
          <input
            {...common}
            type={name === 'email' ? 'email' : 'text'}
            autoComplete={name === 'email' ? 'email' : 'name'}
            className={`${common.className} min-h-11`}
            onChange={(e) => setValues({ ...values, [name]: e.target.value })}
          />
        )}
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
            {labels[error]}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {field('name')}
      {field('email')}
      {field('message', true)}
      <button type="submit" className="btn btn-primary">
        {labels.submit}
      </button>
      <p role="status" className="text-sm text-muted">
        {sent ? labels.sent : ''}
      </p>
    </form>
  );
}
