/**
 * Resource error reporting: scripts, images and stylesheets that fail to
 * load, and fetch requests that fail or answer >= 400, become
 * `resource_error` events. Nothing is printed to the console. URLs are cut to
 * origin + path (queries can carry personal data).
 */
import type { ResourceKind } from '@/lib/analytics/events';

/** What kind of resource an `error` event's target is; null for anything else. */
export function resourceKind(target: EventTarget | null): { kind: ResourceKind; url: string } | null {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return null;
  if (target instanceof HTMLScriptElement) return target.src ? { kind: 'script', url: target.src } : null;
  if (target instanceof HTMLImageElement) return { kind: 'img', url: target.currentSrc || target.src };
  if (target instanceof HTMLLinkElement && /\bstylesheet\b/i.test(target.rel)) return { kind: 'css', url: target.href };
  return null;
}

/** origin + path of a URL, without query or hash; '' when it is not a URL. */
export function reportableUrl(raw: string, base = 'http://localhost'): string {
  try {
    const url = new URL(raw, base);
    if (url.protocol === 'data:' || url.protocol === 'blob:') return url.protocol;
    return url.origin + url.pathname;
  } catch {
    return '';
  }
}

function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  if (input instanceof URL) return input.href;
  return input.url;
}

/**
 * Watches for failing resources and calls `report` for each; `ignore` skips
 * URLs (the analytics tools' own requests, to avoid loops). Returns the undo.
 */
export function watchResourceErrors(report: (kind: ResourceKind, url: string) => void, ignore: (url: string) => boolean): () => void {
  const send = (kind: ResourceKind, raw: string) => {
    const url = reportableUrl(raw, window.location.href);
    if (url && !ignore(url)) report(kind, url);
  };

  const onError = (event: Event) => {
    const resource = resourceKind(event.target);
    if (resource) send(resource.kind, resource.url);
  };
  window.addEventListener('error', onError, true);

  const original = window.fetch;
  const watched: typeof fetch = async (input, init) => {
    try {
      const response = await original(input, init);
      if (response.status >= 400) send('fetch', requestUrl(input));
      return response;
    } catch (error) {
      // The router cancels its own prefetches; a cancel is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) send('fetch', requestUrl(input));
      throw error;
    }
  };
  if (typeof original === 'function') window.fetch = watched;

  return () => {
    window.removeEventListener('error', onError, true);
    if (window.fetch === watched) window.fetch = original;
  };
}
