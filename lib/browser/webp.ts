/**
 * WebP support, detected with a 1 x 1 data-URI image (spec 7) and exposed as
 * `webp` or `no-webp` on <html>, so CSS backgrounds can pick a format:
 * `html.webp .x { … .webp }  html.no-webp .x { … .png }`.
 * Only the landing page's collage backdrop reads it, so only the landing page
 * runs it, as an inline script after its sections (every internal link loads a
 * whole document, components/ui/LocaleLink.tsx, so the script runs on every visit).
 */
function detectWebp(): void {
  const root = document.documentElement;
  try {
    const image = new Image();
    image.onload = () => root.classList.add(image.width > 0 && image.height > 0 ? 'webp' : 'no-webp');
    image.onerror = () => root.classList.add('no-webp');
    image.src = 'data:image/webp;base64,UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA';
  } catch {
    root.classList.add('no-webp');
  }
}

/** Inline-script form (self-contained, like the image fallbacks). */
export const webpDetectScript = `(${detectWebp.toString()})();`;
