'use client';

import { useEffect, useId, useRef, useState } from 'react';
import * as Switch from '@radix-ui/react-switch';
import { consentCategories, toggleCategory, type ConsentChoice } from '@/lib/browser/consent';
import type { ConsentStrings } from './types';

interface Props {
  open: boolean;
  initial: ConsentChoice;
  strings: ConsentStrings;
  cookiesHref: string;
  onSave: (choice: ConsentChoice) => void;
  /** Cancel button, Escape, or any other close: nothing is stored. */
  onCancel: () => void;
}

const switchClass =
  'relative inline-flex h-8 w-14 shrink-0 cursor-pointer items-center rounded-full bg-muted p-1 transition-colors motion-reduce:transition-none ' +
  'before:absolute before:-inset-y-2 before:inset-x-0 before:content-[""] data-[state=checked]:bg-brand disabled:cursor-not-allowed disabled:opacity-70';
const thumbClass =
  'block h-6 w-6 rounded-full bg-page shadow transition-transform motion-reduce:transition-none data-[state=checked]:translate-x-6';

/**
 * Cookie preferences: a native modal <dialog> (showModal: the rest of the
 * page is inert, focus stays inside, Escape closes) with one Radix switch per
 * category; necessary is on and cannot be switched off. Focus returns to the
 * control that opened it.
 */
export function PreferencesDialog({ open, initial, strings, cookiesHref, onSave, onCancel }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [choice, setChoice] = useState(initial);
  const titleId = useId();
  const textId = useId();
  const idBase = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const onClose = () => {
    // Escape (or any close not asked for by the buttons) counts as Cancel.
    if (open) onCancel();
    const back = opener.current;
    opener.current = null;
    if (back?.isConnected) back.focus();
  };

  const rows = [
    { category: 'necessary' as const, checked: true, locked: true },
    ...consentCategories.map((category) => ({ category, checked: choice[category], locked: false })),
  ];

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={onClose}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl border border-line bg-page p-0 text-fg shadow-2xl backdrop:bg-slate-950/60"
    >
      <div className="p-5 sm:p-6">
        <h2 id={titleId} className="text-xl font-semibold">
          {strings.dialogTitle}
        </h2>
        <p id={textId} className="mt-2 text-sm text-muted">
          {strings.dialogText}{' '}
          <a href={cookiesHref} className="font-medium text-brand underline underline-offset-4">
            {strings.policy}
          </a>
        </p>
        <ul className="mt-4 divide-y divide-line border-y border-line">
          {rows.map(({ category, checked, locked }) => {
            const id = `${idBase}-${category}`;
            const text = strings.categories[category];
            return (
              <li key={category} className="flex items-start justify-between gap-4 py-4">
                <div className="min-w-0">
                  <label htmlFor={id} className="font-semibold">
                    {text.name}
                  </label>
                  {locked ? <span className="ml-2 rounded-full bg-brand-soft px-2 py-0.5 text-xs font-medium text-fg">{strings.alwaysOn}</span> : null}
                  <p id={`${id}-text`} className="mt-1 text-sm text-muted">
                    {text.description}
                  </p>
                </div>
                <Switch.Root
                  id={id}
                  checked={checked}
                  disabled={locked}
                  aria-describedby={`${id}-text`}
                  onCheckedChange={(on) => setChoice((current) => toggleCategory(current, category, on))}
                  className={switchClass}
                >
                  <Switch.Thumb className={thumbClass} />
                </Switch.Root>
              </li>
            );
          })}
        </ul>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            {strings.cancel}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => onSave(choice)}>
            {strings.save}
          </button>
        </div>
      </div>
    </dialog>
  );
}
