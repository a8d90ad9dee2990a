'use client';

import { useEffect } from 'react';

/**
 * Loads "Call me now"'s code (./enhance.ts) only once the visitor starts on
 * the form: focus, input or a press. A submission made before the code has
 * arrived is held and sent once it has. When the form is a panel over the page
 * (`popoverId`), an address ending in its #id opens it. Renders nothing.
 */
export function CallMeNowLoader({ formId, popoverId }: { formId: string; popoverId?: string }) {
  useEffect(() => {
    if (!popoverId) return;
    const open = () => {
      const panel = document.getElementById(popoverId);
      if (window.location.hash === `#${popoverId}` && panel && !panel.matches(':popover-open')) panel.showPopover?.();
    };
    open();
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
  }, [popoverId]);

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
