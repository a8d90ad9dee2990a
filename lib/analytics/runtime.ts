/**
 * Everything analytics does once the visitor allows it, loaded by
 * ConsentRoot with `import()` only after analytics consent: PostHog (when a
 * key is configured), Vercel Analytics (on Vercel), sampled web vitals and
 * resource errors. `stopAnalytics` undoes what can be undone at once.
 */
import { hasConsent } from '@/lib/browser/consent';
import { onTrack, track } from '@/lib/analytics/events';
import { sampledThisLoad } from './sampling';

export interface AnalyticsRuntimeConfig {
  posthogKey: string;
  posthogHost: string;
  vercel: boolean;
  sampleRate: number;
  /** The browser tests' build: PostHog counts a headless browser too. */
  testBuild?: boolean;
}

let running = false;
let undo: (() => void)[] = [];

const allowed = () => running && hasConsent('analytics');

export function startAnalytics(config: AnalyticsRuntimeConfig): void {
  if (running || !hasConsent('analytics')) return;
  running = true;
  const key = config.posthogKey;
  const ownHosts = [config.posthogHost, '/_vercel/'];

  if (key) {
    void import('./posthog').then(async ({ startPosthog, capturePosthog, stopPosthog }) => {
      if (!allowed()) return;
      await startPosthog(key, config.posthogHost, config.testBuild === true);
      if (!allowed()) return stopPosthog();
      // This load's page view was pushed before consent; count it now.
      capturePosthog({ event: 'page_view', page_path: window.location.pathname + window.location.search });
      const unsubscribe = onTrack(capturePosthog);
      undo.push(unsubscribe, stopPosthog);
    });
  }

  if (config.vercel) {
    void import('./vercel').then(({ startVercel }) => {
      if (allowed()) void startVercel(config.sampleRate);
    });
  }

  if (sampledThisLoad(config.sampleRate)) {
    void import('./vitals').then(({ startWebVitals }) => startWebVitals(allowed));
    void import('./resource-errors').then(({ watchResourceErrors }) => {
      if (!allowed()) return;
      const stop = watchResourceErrors(
        (resource, url) => {
          if (allowed()) track({ event: 'resource_error', resource, url, page_path: window.location.pathname });
        },
        (url) => ownHosts.some((host) => url.startsWith(host) || url.includes(host)),
      );
      undo.push(stop);
    });
  }
}

/** Consent withdrawn: PostHog opts out, error watching stops, vitals stop reporting. */
export function stopAnalytics(): void {
  running = false;
  const steps = undo;
  undo = [];
  for (const step of steps) step();
}
