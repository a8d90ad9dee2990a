'use client';

import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { siteConfig } from '@/lib/site';
import { formEndpoint, mailtoHref, postJson } from '@/lib/forms/submit';

export type SubmissionState = 'idle' | 'sending' | 'error' | 'sent' | 'mailto';

const noSubscribe = () => () => {};

/** Whether forms send to an endpoint (true) or open the e-mail client (false). */
export function useHasEndpoint(): boolean {
  return useSyncExternalStore(noSubscribe, () => formEndpoint() !== '', () => siteConfig.urls.formEndpoint !== '');
}

interface Send {
  payload: Record<string, unknown>;
  /** E-mail written when no endpoint is configured. */
  mail: { subject: string; lines: readonly string[] };
}

/**
 * Sends once at a time (a second click while sending does nothing), keeps
 * the outcome, and calls `onSent` only after a confirmed success.
 */
export function useSubmission(onSent: () => void) {
  const [state, setState] = useState<SubmissionState>('idle');
  const [mailto, setMailto] = useState('');
  const busy = useRef(false);

  const send = useCallback(
    async ({ payload, mail }: Send) => {
      if (busy.current) return;
      busy.current = true;
      try {
        const endpoint = formEndpoint();
        if (!endpoint) {
          const href = mailtoHref(siteConfig.email.sales, mail.subject, mail.lines);
          setMailto(href);
          setState('mailto');
          window.location.href = href;
          return;
        }
        setState('sending');
        const result = await postJson(endpoint, payload);
        if (result.ok) {
          onSent();
          setState('sent');
        } else {
          setState('error');
        }
      } finally {
        busy.current = false;
      }
    },
    [onSent],
  );

  return { state, mailto, send, reset: () => setState('idle') };
}
