/**
 * The one module that pushes analytics events onto `window.dataLayer`
 * (spec 7, "Analytics"). Pushing is harmless on its own: nothing leaves the
 * browser unless the visitor's consent lets an analytics tool read the layer.
 */

export type AnalyticsEvent =
  | { event: 'page_view'; page_path: string }
  | { event: 'external_redirect'; destination: string; source: string; campaign: string }
  | { event: 'conversion'; category: string; action: string; label: string; value?: number }
  | { event: 'ad_conversion'; send_to: string; value?: number; currency?: string }
  | { event: 'purchase'; currency: string; value: number }
  | { event: 'hero_call_click' | 'hero_schedule_click' | 'hero_signup_click' | 'cta_get_started' }
  | { event: 'signup_initiated'; category: 'Conversion'; action: 'Click'; label: 'Get Started' };

type DataLayerEntry = AnalyticsEvent | Record<string, unknown> | unknown[];

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

export const DEFAULT_CAMPAIGN = 'website_redirect';
export const DEFAULT_CURRENCY = 'PLN';

/** Pushes one event; never throws (analytics must not break a page). */
export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  try {
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push(event);
  } catch {
    // A broken dataLayer must not break the page.
  }
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

export function trackPurchase(value: number, currency: string = DEFAULT_CURRENCY): void {
  track({ event: 'purchase', currency, value });
}

export function trackSignupInitiated(): void {
  track({ event: 'signup_initiated', category: 'Conversion', action: 'Click', label: 'Get Started' });
}
