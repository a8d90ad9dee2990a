'use client';

import { useEffect } from 'react';

/**
 * Loads "Call me now"'s code (./enhance.ts) only once the visitor starts on
 * the form: focus, input or a press. A submission made before the code has
 * arrived is held and sent once it has. Renders nothing.
 */
export function CallMeNowLoader({ formId }: { formId: string }) {
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const events = ['focusin', 'input', 'pointerdown'] as const;
    let loading = false;
    let pending = false;
    const load = () => {
      events.forEach((name) => form.removeEventListener(name, load));
      if (loading) return;
      loading = true;
      void import('./enhance').then(({ enhanceCallback }) => {
        form.removeEventListener('submit', hold);
        enhanceCallback(form, pending);
      });
    };
    const hold = (event: Event) => {
      event.preventDefault();
      pending = true;
      load();
    };
    events.forEach((name) => form.addEventListener(name, load));
    form.addEventListener('submit', hold);
    // Focus that arrived before the page hydrated counts too.
    if (form.contains(document.activeElement)) load();
    return () => {
      events.forEach((name) => form.removeEventListener(name, load));
      form.removeEventListener('submit', hold);
    };
  }, [formId]);
  return null;
}
