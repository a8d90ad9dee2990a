'use client';

import { useEffect, useRef, useState } from 'react';
import { MAX_INPUT_LENGTH, readQuery, writeQuery, type FieldSpec } from '@/lib/calculators/validate';

/** Puts the inputs into the address bar without a new history entry (unrelated parameters kept). */
function replaceQuery(specs: readonly FieldSpec[], raw: Record<string, string>) {
  const query = writeQuery(specs, window.location.search, raw);
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${query}${window.location.hash}`);
}

/**
 * The raw inputs of a calculator form, kept in the URL query so a result can
 * be shared. After hydration the query is read; what the visitor typed before
 * the page's code took over (the server HTML is a working form) wins over both
 * the query and the defaults, so nothing typed early is lost. `atDefaults`
 * says the inputs still hold the defaults, whose results the server printed:
 * hydration can reuse them instead of formatting figures itself.
 */
export function useQueryInputs(specs: readonly FieldSpec[], defaults: Record<string, string>) {
  const [raw, setRaw] = useState<Record<string, string>>(defaults);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const restored = readQuery(specs, window.location.search, defaults);
    let typed = false;
    for (const spec of specs) {
      const input = form.current?.elements.namedItem(spec.key);
      if (input instanceof HTMLInputElement && input.value !== (defaults[spec.key] ?? '')) {
        restored[spec.key] = input.value.slice(0, MAX_INPUT_LENGTH);
        typed = true;
      }
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the query and early typing are only readable after hydration
    setRaw(restored);
    if (typed) replaceQuery(specs, restored);
  }, [specs, defaults]);

  function update(key: string, value: string) {
    const next = { ...raw, [key]: value };
    setRaw(next);
    replaceQuery(specs, next);
  }

  const atDefaults = specs.every((spec) => raw[spec.key] === defaults[spec.key]);
  return { raw, update, form, atDefaults };
}
