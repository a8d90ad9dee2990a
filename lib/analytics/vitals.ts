/**
 * Core Web Vitals (LCP, INP, CLS, TTFB) through the `web-vitals` package,
 * loaded on demand, judged against the spec's thresholds and reported as
 * `web_vital` events while analytics consent holds.
 */
import type { Metric } from 'web-vitals';
import { PERFORMANCE_THRESHOLDS } from '@/lib/facts/constants';
import { track, type WebVitalName } from '@/lib/analytics/events';

/** "good" at or under the threshold, else "poor". */
export function rateMetric(name: WebVitalName, value: number): 'good' | 'poor' {
  return value <= PERFORMANCE_THRESHOLDS[name] ? 'good' : 'poor';
}

/** CLS is unitless (4 decimals); the others are whole milliseconds. */
export function roundMetric(name: WebVitalName, value: number): number {
  return name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
}

export function vitalEvent(name: WebVitalName, value: number, pagePath: string) {
  const rounded = roundMetric(name, value);
  return { event: 'web_vital', metric: name, value: rounded, rating: rateMetric(name, value), page_path: pagePath } as const;
}

let started = false;

/** Registers the observers once per page load; `allowed` is asked before each report. */
export async function startWebVitals(allowed: () => boolean): Promise<void> {
  if (started) return;
  started = true;
  const { onCLS, onINP, onLCP, onTTFB } = await import('web-vitals');
  const report = (metric: Metric) => {
    if (!allowed()) return;
    const name = metric.name as WebVitalName;
    if (!(name in PERFORMANCE_THRESHOLDS)) return;
    track(vitalEvent(name, metric.value, window.location.pathname + window.location.search));
  };
  onLCP(report);
  onINP(report);
  onCLS(report);
  onTTFB(report);
}
