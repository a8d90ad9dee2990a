/**
 * PostHog product analytics on the EU host, loaded with `import()` only when
 * analytics consent is given and a key is configured. Revoking consent opts
 * out at once: no further capture, no session recording.
 */
import type { PostHog } from 'posthog-js';
import type { AnalyticsEvent } from '@/lib/analytics/events';

let instance: PostHog | null = null;
let loading: Promise<PostHog | null> | null = null;
let wanted = false;

/** `test`: the key is the test override; headless browsers then count as people, not bots. */
export async function startPosthog(key: string, host: string, test = false): Promise<PostHog | null> {
  wanted = true;
  if (instance) {
    if (instance.has_opted_out_capturing()) instance.opt_in_capturing({ captureEventName: false });
    return instance;
  }
  loading ??= import('posthog-js').then(({ default: posthog }) => {
    posthog.init(key, {
      api_host: host,
      // Page views come from the site's own page_view events (see capturePosthog).
      capture_pageview: false,
      capture_pageleave: true,
      person_profiles: 'identified_only',
      disable_session_recording: true,
      disable_surveys: true,
      ...(test ? { opt_out_useragent_filter: true } : {}),
    });
    instance = posthog;
    // Consent may have been withdrawn while the library was loading.
    if (!wanted) stopPosthog();
    return posthog;
  });
  return loading;
}

export function stopPosthog(): void {
  wanted = false;
  if (!instance) return;
  instance.opt_out_capturing();
  instance.stopSessionRecording();
}

/** Forwards a site event to PostHog while it runs and is opted in. */
export function capturePosthog(event: AnalyticsEvent): void {
  if (!instance || !wanted || instance.has_opted_out_capturing()) return;
  const { event: name, ...properties } = event;
  if (name === 'page_view' && 'page_path' in event) {
    instance.capture('$pageview', { $current_url: window.location.origin + event.page_path });
    return;
  }
  instance.capture(name, properties);
}
