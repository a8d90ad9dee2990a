'use client';

import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { CountryCode } from 'libphonenumber-js/min';
import { createDraftStore } from '@/lib/forms/draft';
import { emptyValues, firstInvalid, validateField, validateValues, type ErrorCode, type Errors, type FieldRule, type Rules, type Values } from '@/lib/forms/validation';

interface Options<F extends string> {
  draftKey: string;
  fields: readonly F[];
  rules: Rules<F>;
  region: CountryCode;
}

/**
 * Form state kept in sessionStorage as the visitor types (lib/forms/draft.ts),
 * validation with messages per field, and focus on the first invalid field.
 * Fields are checked on submit (not on blur: a message appearing on blur
 * shifts the layout under the pointer and can swallow the click on "Next"),
 * then re-checked as the visitor corrects them.
 */
export function useDraftForm<F extends string>({ draftKey, fields, rules, region }: Options<F>) {
  const store = useMemo(() => createDraftStore(draftKey, fields), [draftKey, fields]);
  const [serverValues] = useState(() => emptyValues(fields));
  const values = useSyncExternalStore(store.subscribe, store.get, () => serverValues);
  const [errors, setErrors] = useState<Errors<F>>({});
  // Field elements by name, for focusing the first invalid one (a stable map, not state).
  const [elements] = useState(() => new Map<F, HTMLElement>());

  const setValue = useCallback(
    (field: F, value: string) => {
      store.set({ ...store.get(), [field]: value });
      // A field already marked invalid is re-checked as the visitor fixes it.
      setErrors((current) => {
        if (current[field] === undefined) return current;
        const error = validateField(rules[field], value, region);
        return { ...current, [field]: error ?? undefined };
      });
    },
    [store, rules, region],
  );

  // Phone rules fetch their library on the visitor's first interaction with the page.
  useEffect(() => {
    const loaders = Object.values<FieldRule>(rules).flatMap((rule) => (rule.kind === 'phone' ? [rule.load] : []));
    if (loaders.length === 0) return;
    const events = ['focusin', 'pointerdown', 'keydown'] as const;
    const stop = () => events.forEach((name) => window.removeEventListener(name, start));
    const start = () => {
      stop();
      for (const load of loaders) load().catch(() => undefined);
    };
    events.forEach((name) => window.addEventListener(name, start));
    return stop;
  }, [rules]);

  const setValues = useCallback((patch: Partial<Values<F>>) => store.set({ ...store.get(), ...patch }), [store]);

  /** Validates `only` (default: every field); on errors focuses the first invalid field. */
  const validate = useCallback(
    (only?: readonly F[]) => {
      const found = validateValues(rules, store.get(), region, only);
      setErrors((current) => {
        const next = { ...current };
        for (const field of only ?? fields) next[field] = found[field];
        return next;
      });
      const first = firstInvalid(only ?? fields, found);
      if (first !== undefined) {
        // Wait for the error text to render so it is read with the field.
        requestAnimationFrame(() => elements.get(first)?.focus());
        return false;
      }
      return true;
    },
    [rules, store, region, fields, elements],
  );

  /** Shows errors found elsewhere (the lead service's 400) and focuses the first one. */
  const showErrors = useCallback(
    (found: Partial<Record<string, ErrorCode>>) => {
      const known = Object.fromEntries(fields.filter((f) => found[f] !== undefined).map((f) => [f, found[f]])) as Errors<F>;
      setErrors((current) => ({ ...current, ...known }));
      const first = firstInvalid(fields, known);
      if (first !== undefined) requestAnimationFrame(() => elements.get(first)?.focus());
    },
    [fields, elements],
  );

  const register = useCallback(
    (field: F) => ({
      name: field,
      value: values[field] ?? '',
      error: errors[field],
      maxLength: rules[field].maxLength,
      required: rules[field].required === true,
      onChange: (value: string) => setValue(field, value),
      inputRef: (element: HTMLElement | null) => {
        if (element) elements.set(field, element);
        else elements.delete(field);
      },
    }),
    [values, errors, rules, setValue, elements],
  );

  const hasErrors = Object.values(errors).some((error) => error !== undefined);

  return { values, errors, hasErrors, setValue, setValues, validate, showErrors, register, clear: store.clear, store };
}

export type FieldBinding = ReturnType<ReturnType<typeof useDraftForm>['register']>;
