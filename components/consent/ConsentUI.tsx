'use client';

import { useEffect, useState } from 'react';
import { acceptAll, declineAll, initialChoice, onConsentChange, readConsent, saveChoice, saveConsent, type ConsentChoice, type ConsentState } from '@/lib/browser/consent';
import { Toaster } from '@/components/toast/Toaster';
import { toast } from '@/components/toast/toast-store';
import { ConsentBanner } from './ConsentBanner';
import { PreferencesDialog } from './PreferencesDialog';
import type { ConsentStrings, ToastMessages } from './types';

interface Props {
  strings: ConsentStrings;
  toasts: ToastMessages;
  cookiesHref: string;
  /** Show the banner (ConsentRoot found no valid stored choice). */
  banner: boolean;
  /** Increments each time someone asks for the preferences dialog. */
  settingsRequest: number;
}

interface DialogState {
  open: boolean;
  /** The switches it opens with; a new `key` resets them. */
  initial: ConsentChoice;
  key: number;
}

/** Banner, preferences dialog and toasts: loaded on demand by ConsentRoot. */
export default function ConsentUI({ strings, toasts, cookiesHref, banner, settingsRequest }: Props) {
  const [chosen, setChosen] = useState(false);
  const [dialog, setDialog] = useState<DialogState>({ open: false, initial: initialChoice(null), key: 0 });
  const [seenRequest, setSeenRequest] = useState(0);

  const openDialog = () => setDialog((current) => ({ open: true, initial: initialChoice(readConsent()), key: current.key + 1 }));

  // "Cookie settings" anywhere on the page asks for the dialog.
  if (settingsRequest !== seenRequest) {
    setSeenRequest(settingsRequest);
    if (settingsRequest > 0 && !dialog.open) setDialog({ open: true, initial: initialChoice(readConsent()), key: dialog.key + 1 });
  }

  // A choice made in another tab hides the banner here too.
  useEffect(() => onConsentChange((state) => state && setChosen(true)), []);

  const store = (state: ConsentState, message: string) => {
    saveConsent(state);
    setChosen(true);
    toast(message);
  };

  return (
    <>
      {banner && !chosen ? (
        <ConsentBanner
          strings={strings}
          cookiesHref={cookiesHref}
          onAccept={() => store(acceptAll(), toasts.accepted)}
          onDecline={() => store(declineAll(), toasts.declined)}
          onCustomize={openDialog}
          customizeExpanded={dialog.open}
        />
      ) : null}
      <PreferencesDialog
        key={dialog.key}
        open={dialog.open}
        initial={dialog.initial}
        strings={strings}
        cookiesHref={cookiesHref}
        onSave={(choice) => {
          setDialog((current) => ({ ...current, open: false }));
          store(saveChoice(choice), toasts.saved);
        }}
        onCancel={() => setDialog((current) => ({ ...current, open: false }))}
      />
      <Toaster strings={{ dismiss: toasts.dismiss }} />
    </>
  );
}
