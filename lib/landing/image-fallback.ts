/**
 * Image fallbacks without hydration (spec 8): a failed image swaps to
 * its `data-fallback-src`; a failed image inside `[data-img-box]` marks the box
 * `data-img-failed`, which shows its "Image not available" text with CSS.
 * Self-contained so it can run as an inline script before the images load,
 * and again from the landing effects after a client-side navigation.
 */
export function installImageFallbacks(): void {
  const root = document.documentElement;
  const fail = (img: HTMLImageElement) => {
    const fallback = img.getAttribute('data-fallback-src');
    if (fallback && img.getAttribute('src') !== fallback) {
      img.setAttribute('src', fallback);
      return;
    }
    const box = img.closest('[data-img-box]');
    if (box) box.setAttribute('data-img-failed', '');
  };
  if (!root.hasAttribute('data-img-fallbacks')) {
    root.setAttribute('data-img-fallbacks', '');
    document.addEventListener(
      'error',
      (event) => {
        const target = event.target;
        if (target instanceof HTMLImageElement) fail(target);
      },
      true,
    );
  }
  document.querySelectorAll<HTMLImageElement>('img[data-fallback-src], [data-img-box] img').forEach((img) => {
    if (img.complete && img.naturalWidth === 0 && img.getAttribute('src')) fail(img);
  });
}

/** Inline-script form, placed after the landing sections (it also catches images that failed before it ran). */
export const imageFallbackScript = `(${installImageFallbacks.toString()})();`;
