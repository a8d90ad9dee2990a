/**
 * The one module that pushes analytics events onto `window.dataLayer`
 * (spec 7, "Analytics"). Pushing is harmless on its own: nothing leaves the
 * browser unless the visitor's consent lets an analytics tool read the layer.
 *
 * Google Consent Mode v2: before the first entry of any kind, the layer gets
 * the defaults (every signal `denied`) and, when a choice is stored, an update
 * from it; every later change of the choice pushes another update.
 */
import { readConsent, type ConsentState } from '../browser/consent';

export type AnalyticsEvent =
  | { event: 'page_view'; page_path: string }
  | { event: 'external_redirect'; destination: string; source: string; campaign: string }
  | { event: 'conversion'; category: string; action: string; label: string; value?: number }
  | { event: 'ad_conversion'; send_to: string; value?: number; currency?: string }
  | { event: 'purchase'; currency: string; value: number }
  | { event: 'hero_call_click' | 'hero_schedule_click' | 'hero_signup_click' | 'cta_get_started' }
  | { event: 'signup_initiated'; category: 'Conversion'; action: 'Click'; label: 'Get Started' }
  | { event: 'web_vital'; metric: WebVitalName; value: number; rating: 'good' | 'poor'; page_path: string }
  | { event: 'resource_error'; resource: ResourceKind; url: string; page_path: string };

export type WebVitalName = 'LCP' | 'INP' | 'CLS' | 'TTFB';
export type ResourceKind = 'script' | 'img' | 'css' | 'fetch';

/** Google Consent Mode v2 signals. */
export type ConsentSignal = 'granted' | 'denied';
export interface ConsentModeSignals {
  ad_storage: ConsentSignal;
  analytics_storage: ConsentSignal;
  ad_user_data: ConsentSignal;
  ad_personalization: ConsentSignal;
}

type DataLayerEntry = AnalyticsEvent | Record<string, unknown> | unknown[] | IArguments;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

export const DEFAULT_CAMPAIGN = 'website_redirect';
export const DEFAULT_CURRENCY = 'PLN';

/** Consent Mode signals for a stored choice; no choice means everything denied. */
export function consentModeSignals(state: ConsentState | null): ConsentModeSignals {
  const analytics: ConsentSignal = state?.analytics ? 'granted' : 'denied';
  const ads: ConsentSignal = state?.advertising ? 'granted' : 'denied';
  return { ad_storage: ads, analytics_storage: analytics, ad_user_data: ads, ad_personalization: ads };
}

function isConsentCommand(entry: unknown, kind: 'default' | 'update'): boolean {
  if (typeof entry !== 'object' || entry === null || !('length' in entry)) return false;
  const list = Array.from(entry as ArrayLike<unknown>);
  return list[0] === 'consent' && list[1] === kind;
}

/** The data layer, created on first use with the Consent Mode defaults in front. */
function layer(): DataLayerEntry[] {
  const dataLayer = (window.dataLayer = window.dataLayer ?? []);
  if (!dataLayer.some((entry) => isConsentCommand(entry, 'default'))) {
    gtag(dataLayer, 'consent', 'default', consentModeSignals(null));
    const stored = readConsent();
    if (stored) gtag(dataLayer, 'consent', 'update', consentModeSignals(stored));
  }
  return dataLayer;
}

/** gtag.js reads commands as `arguments` objects, not arrays. */
function gtag(dataLayer: DataLayerEntry[], command: 'consent', kind: 'default' | 'update', signals: ConsentModeSignals): void {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const args = (function gtagArguments(..._command: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    return arguments;
  })(command, kind, signals);
  dataLayer.push(args);
}

/** Pushes the Consent Mode defaults (and the stored choice) if not done yet; never throws. */
export function initConsentMode(): void {
  if (typeof window === 'undefined') return;
  try {
    layer();
  } catch {
    // A broken dataLayer must not break the page.
  }
}

/** Tells Consent Mode about a new choice (or its removal). */
export function updateConsentMode(state: ConsentState | null): void {
  if (typeof window === 'undefined') return;
  try {
    gtag(layer(), 'consent', 'update', consentModeSignals(state));
  } catch {
    // A broken dataLayer must not break the page.
  }
}

type Listener = (event: AnalyticsEvent) => void;
const listeners = new Set<Listener>();

/** Lets a consented analytics tool (loaded later) see every event; returns the unsubscribe. */
export function onTrack(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Pushes one event; never throws (analytics must not break a page). */
export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  try {
    layer().push(event);
  } catch {
    // A broken dataLayer must not break the page.
  }
  for (const listener of listeners) {
    try {
      listener(event);
    } catch {
      // A failing tool must not break the page or the other tools.
    }
  }
}

let adsConversionId = '';

/** Deployment settings the browser needs (from siteConfig.analytics, passed by the layout). */
export function configureAnalytics(config: { adsConversionId?: string }): void {
  adsConversionId = config.adsConversionId?.trim() ?? '';
}

export function trackPageView(pathWithQuery: string): void {
  track({ event: 'page_view', page_path: pathWithQuery });
}

export function trackExternalRedirect(destination: string, source: string, campaign: string = DEFAULT_CAMPAIGN): void {
  track({ event: 'external_redirect', destination, source, campaign });
}

export function trackConversion(category: string, action: string, label: string, value?: number): void {
  track(value === undefined ? { event: 'conversion', category, action, label } : { event: 'conversion', category, action, label, value });
}

/**
 * Ad conversion for the configured Google Ads id (`siteConfig.analytics.adsConversionId`,
 * `AW-…/label`); does nothing while no id is configured.
 */
export function trackAdConversion(value?: number, currency: string = DEFAULT_CURRENCY): void {
  if (!adsConversionId) return;
  track(value === undefined ? { event: 'ad_conversion', send_to: adsConversionId } : { event: 'ad_conversion', send_to: adsConversionId, value, currency });
}

export function trackPurchase(value: number, currency: string = DEFAULT_CURRENCY): void {
  track({ event: 'purchase', currency, value });
}

export function trackSignupInitiated(): void {
  track({ event: 'signup_initiated', category: 'Conversion', action: 'Click', label: 'Get Started' });
}
