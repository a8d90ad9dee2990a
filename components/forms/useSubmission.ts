'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { siteConfig } from '@/lib/site';
import { formEndpoint, mailtoHref, postJson } from '@/lib/forms/submit';
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
  /** Called with the lead id after a confirmed 201. */
  onSent: (id: string) => void;
  /** The service named invalid fields (400). */
  onInvalid?: (errors: Record<string, ErrorCode>) => void;
}

/**
 * Sends once at a time (a second click while sending does nothing), keeps the
 * outcome, and calls `onSent` only after a 201. Adds the bot signals the lead
 * service checks (lib/leads/spam.ts): the honeypot's value (`trapRef`, see
 * Honeypot) and how long the form has been on screen.
 */
export function useSubmission({ onSent, onInvalid }: Options) {
  const [state, setState] = useState<SubmissionState>('idle');
  const [fallback, setFallback] = useState<MailFallback | null>(null);
  const busy = useRef(false);
  const shownAt = useRef(0);
  const trapRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    shownAt.current = performance.now();
  }, []);

  const send = useCallback(
    async ({ payload, mail }: Send) => {
      if (busy.current) return;
      busy.current = true;
      try {
        setState('sending');
        const result = await postJson(formEndpoint(), {
          ...payload,
          page: window.location.pathname,
          _hp: trapRef.current?.value ?? '',
          _elapsedMs: Math.round(performance.now() - shownAt.current),
        });
        if (result.ok) {
          onSent(result.id);
          setState('sent');
        } else if (result.reason === 'invalid') {
          onInvalid?.(result.errors);
          setState('idle');
        } else if (result.reason === 'absent') {
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
