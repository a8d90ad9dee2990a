'use client';

import { useState } from 'react';
import { fill, type FormText } from './types';
import type { MailFallback } from './useSubmission';

/**
 * Shown when no lead service answers (a static host without one): the
 * message the visitor wrote, the address, a copy button and an e-mail link.
 * The draft stays, so nothing is lost.
 */
export function MailFallbackNotice({ form, fallback, email }: { form: FormText; fallback: MailFallback; email: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(fallback.text);
      setCopied(true);
    } catch {
      // Clipboard blocked: the text stays selectable in the box.
      setCopied(false);
    }
  };
  return (
    <div className="rounded-xl border border-line bg-surface p-4 text-fg">
      <p className="font-semibold">{form.fallbackTitle}</p>
      <p className="mt-1 text-sm text-muted">{fill(form.fallbackBody, { email })}</p>
      <label htmlFor="form-fallback-text" className="mt-3 block text-sm font-semibold">
        {form.fallbackLabel}
      </label>
      <textarea id="form-fallback-text" readOnly value={fallback.text} rows={Math.min(12, fallback.text.split('\n').length + 1)} className="mt-1 block w-full rounded-xl border border-field-edge bg-page px-3 py-2 font-mono text-sm text-fg" />
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <button type="button" className="btn btn-secondary" onClick={copy}>
          {form.copy}
        </button>
        <a href={fallback.href} className="inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-4">
          {fill(form.mailtoLink, { email })}
        </a>
        <span role="status" className="text-sm text-muted">
          {copied ? form.copied : ''}
        </span>
      </div>
    </div>
  );
}
