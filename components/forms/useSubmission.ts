'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { siteConfig } from '@/lib/site';
import { startProof } from '@/lib/forms/proof';
import { formEndpoint, mailtoHref, submitLead } from '@/lib/forms/submit';
import type { ErrorCode } from '@/lib/forms/validation';

export type SubmissionState = 'idle' | 'sending' | 'error' | 'sent' | 'fallback';

/** The message a visitor can send by e-mail when no lead service answers. */
export interface MailFallback {
  href: string;
  text: string;
}

interface Send {
  payload: Record<string, unknown>;
  /** The e-mail written for the fallback. */
  mail: { subject: string; lines: readonly string[] };
}

interface Options {
  /** Called with the lead id after a confirmed 201 (and what the service adds, e.g. who calls back). */
  onSent: (id: string, answer?: Record<string, string>) => void;
  /** The service named invalid fields (400). */
  onInvalid?: (errors: Record<string, ErrorCode>) => void;
}

/**
 * Sends once at a time (a second click while sending does nothing), keeps the
 * outcome, and calls `onSent` only after a 201. Adds the bot signals the lead
 * service checks (lib/leads/spam.ts): the honeypot's value (`trapRef`, see
 * Honeypot) and, through `submitLead`, the proof of work, which starts
 * solving when the visitor first focuses or types in the form (the
 * honeypot's form).
 */
export function useSubmission({ onSent, onInvalid }: Options) {
  const [state, setState] = useState<SubmissionState>('idle');
  const [fallback, setFallback] = useState<MailFallback | null>(null);
  const busy = useRef(false);
  const trapRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const form = trapRef.current?.form;
    if (!form) return;
    const start = () => {
      stop();
      void startProof(formEndpoint());
    };
    const stop = () => ['focusin', 'input'].forEach((name) => form.removeEventListener(name, start));
    ['focusin', 'input'].forEach((name) => form.addEventListener(name, start));
    return stop;
  }, []);

  const send = useCallback(
    async ({ payload, mail }: Send) => {
      if (busy.current) return;
      busy.current = true;
      try {
        setState('sending');
        const result = await submitLead({ ...payload, page: window.location.pathname, _hp: trapRef.current?.value ?? '' });
        if (result.ok) {
          onSent(result.id, result.answer);
          setState('sent');
        } else if (result.reason === 'invalid') {
          onInvalid?.(result.errors);
          setState('idle');
        } else if (result.reason === 'absent' || result.reason === 'proof') {
          // No service, or this browser could not prove itself: the visitor sends it by e-mail instead.
          setFallback({ href: mailtoHref(siteConfig.email.sales, mail.subject, mail.lines), text: [mail.subject, '', ...mail.lines].join('\n') });
          setState('fallback');
        } else {
          setState('error');
        }
      } finally {
        busy.current = false;
      }
    },
    [onSent, onInvalid],
  );

  return { state, fallback, send, trapRef, reset: () => setState('idle') };
}
