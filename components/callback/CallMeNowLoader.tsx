'use client';

import { useEffect } from 'react';

/**
 * Loads "Call me now"'s code (./enhance.ts) only once the visitor starts on
 * the form: focus, input, a press, or a submission made before it arrived
 * (held and sent once it has). Renders nothing.
 */
export function CallMeNowLoader({ formId }: { formId: string }) {
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const events = ['focusin', 'input', 'pointerdown', 'submit'] as const;
    const start = (event?: Event) => {
      events.forEach((name) => form.removeEventListener(name, start));
      const submitted = event?.type === 'submit';
      if (submitted) event.preventDefault();
      void import('./enhance').then(({ enhanceCallback }) => enhanceCallback(form, submitted));
    };
    events.forEach((name) => form.addEventListener(name, start));
    // Focus that arrived before the page hydrated counts too.
    if (form.contains(document.activeElement)) start();
    return () => events.forEach((name) => form.removeEventListener(name, start));
  }, [formId]);
  return null;
}
