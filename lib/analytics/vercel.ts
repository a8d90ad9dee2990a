/**
 * Vercel Web Analytics and Speed Insights: only when the site runs on Vercel
 * (`siteConfig.analytics.vercel`) and analytics consent is given, loaded with
 * `import()`. Elsewhere nothing ever requests `/_vercel/...`.
 */
import { hasConsent } from '@/lib/browser/consent';

let injected = false;

export async function startVercel(sampleRate: number): Promise<void> {
  if (injected) return;
  injected = true;
  const [analytics, speedInsights] = await Promise.all([import('@vercel/analytics'), import('@vercel/speed-insights')]);
  // Consent can be withdrawn later: the scripts stay, but send nothing more.
  const allowed = <T,>(event: T): T | null => (hasConsent('analytics') ? event : null);
  analytics.inject({ framework: 'next', beforeSend: allowed });
  speedInsights.injectSpeedInsights({ framework: 'next', sampleRate, beforeSend: allowed });
}
