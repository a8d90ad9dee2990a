'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { COOKIE_BANNER_DELAY_MS } from '@/lib/facts/constants';
import { hasConsent, onConsentChange, readConsent, type ConsentState } from '@/lib/browser/consent';
import { configureAnalytics, initConsentMode, updateConsentMode } from '@/lib/analytics/events';
import { PageViews } from '@/components/analytics/PageViews';
import { toastStore } from '@/components/toast/toast-store';
import { HydrateLater } from '@/components/ui/HydrateLater';
import { OPEN_COOKIE_SETTINGS, type AnalyticsSettings, type ConsentStrings, type ToastMessages } from './types';

// The banner, dialog and toasts are fetched only when first needed.
const loadUI = () => import('./ConsentUI');
const ConsentUI = lazy(loadUI);

interface Props {
  strings: ConsentStrings;
  toasts: ToastMessages;
  /** /cookies in the current language. */
  cookiesHref: string;
  analytics: AnalyticsSettings;
}

interface UiState {
  banner: boolean;
  /** Counts requests to open the preferences. */
  settings: number;
}

/**
 * The consent and analytics runtime's only up-front code: Consent Mode
 * defaults, page views, and timers/listeners that load the banner UI
 * (after COOKIE_BANNER_DELAY_MS, only without a valid stored choice) and the
 * analytics tools (only with analytics consent) on demand. It shows nothing
 * until then, so it hydrates after the rest of the page, in a task of its own.
 */
export function ConsentRoot(props: Props) {
  return (
    <HydrateLater>
      <ConsentRuntime {...props} />
    </HydrateLater>
  );
}

function ConsentRuntime({ strings, toasts, cookiesHref, analytics }: Props) {
  const [ui, setUi] = useState<UiState | null>(null);

  useEffect(() => {
    configureAnalytics({ adsConversionId: analytics.adsConversionId });
    initConsentMode();
    let runtime: typeof import('@/lib/analytics/runtime') | null = null;
    const apply = (state: ConsentState | null) => {
      if (hasConsent('analytics', state)) {
        void import('@/lib/analytics/runtime').then((module) => {
          runtime = module;
          if (hasConsent('analytics')) module.startAnalytics(analytics);
        });
      } else {
        runtime?.stopAnalytics();
      }
    };
    apply(readConsent());
    return onConsentChange((state) => {
      updateConsentMode(state);
      apply(state);
    });
  }, [analytics]);

  useEffect(() => {
    // COOKIE_BANNER_DELAY_MS after the page started loading (at once if hydration took longer).
    const delay = Math.max(0, COOKIE_BANNER_DELAY_MS - performance.now());
    const timer = window.setTimeout(() => {
      if (!readConsent()) setUi((current) => ({ banner: true, settings: current?.settings ?? 0 }));
    }, delay);
    // A first-time visitor will see the banner: fetch its code right away (after hydration,
    // off the critical path) so it can appear on time even on a slow device.
    if (!readConsent()) void loadUI().catch(() => undefined);
    const openSettings = () => setUi((current) => ({ banner: current?.banner ?? false, settings: (current?.settings ?? 0) + 1 }));
    window.addEventListener(OPEN_COOKIE_SETTINGS, openSettings);
    const unsubscribe = toastStore.subscribe(() => setUi((current) => current ?? { banner: false, settings: 0 }));
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener(OPEN_COOKIE_SETTINGS, openSettings);
      unsubscribe();
    };
  }, []);

  return (
    <>
      <PageViews />
      {ui ? (
        <Suspense fallback={null}>
          <ConsentUI strings={strings} toasts={toasts} cookiesHref={cookiesHref} banner={ui.banner} settingsRequest={ui.settings} />
        </Suspense>
      ) : null}
    </>
  );
}
