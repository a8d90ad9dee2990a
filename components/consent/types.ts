import type { ConsentCategory } from '@/lib/browser/consent';
import type { AnalyticsRuntimeConfig } from '@/lib/analytics/runtime';

/** Translated strings of the banner and the preferences dialog (messages `consent`). */
export interface ConsentStrings {
  bannerLabel: string;
  title: string;
  /** What runs without consent (its own line: see ConsentBanner). */
  necessary: string;
  /** What consent adds. */
  text: string;
  policy: string;
  acceptAll: string;
  decline: string;
  customize: string;
  dialogTitle: string;
  dialogText: string;
  alwaysOn: string;
  save: string;
  cancel: string;
  categories: Record<'necessary' | ConsentCategory, { name: string; description: string }>;
}

/** Translated strings of the toasts (messages `toast`). */
export interface ToastMessages {
  dismiss: string;
  accepted: string;
  declined: string;
  saved: string;
}

export type AnalyticsSettings = AnalyticsRuntimeConfig & { adsConversionId: string };

/** Fired on window to open the cookie preferences (footer, cookies page). */
export const OPEN_COOKIE_SETTINGS = 'open-cookie-settings';
