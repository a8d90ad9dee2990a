/**
 * Landing-page click analytics: server-rendered links carry `data-track`
 * (and `data-source`); one delegated listener maps them onto lib/analytics.
 */
import { track, trackExternalRedirect, trackSignupInitiated } from '@/lib/analytics/events';

export const trackedActions = ['hero_call_click', 'hero_schedule_click', 'hero_signup_click', 'cta_get_started', 'external_redirect'] as const;
export type TrackedAction = (typeof trackedActions)[number];

function isTrackedAction(value: string | undefined): value is TrackedAction {
  return (trackedActions as readonly string[]).includes(value ?? '');
}

/** Pushes the events for one click on a tracked link. */
export function trackLandingClick(action: string | undefined, href: string, source: string): void {
  if (!isTrackedAction(action)) return;
  if (action === 'cta_get_started') {
    track({ event: 'cta_get_started' });
    trackSignupInitiated();
  } else if (action !== 'external_redirect') {
    track({ event: action });
  }
  if (/^https?:/i.test(href)) trackExternalRedirect(href, source);
}

/** Listens for clicks on `[data-track]` links; returns the clean-up. */
export function listenForTrackedClicks(root: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-track]') : null;
    if (!target) return;
    trackLandingClick(target.dataset.track, target.getAttribute('href') ?? '', target.dataset.source ?? 'landing');
  };
  root.addEventListener('click', onClick, true);
  return () => root.removeEventListener('click', onClick, true);
}
