import { REVEAL_THRESHOLD } from './reveal';

/**
 * Hides `[data-reveal]` elements that are entirely below the viewport and
 * reveals each once 10% of it is in view. Elements already on screen are left
 * alone (no flash), and under reduced motion nothing is hidden at all.
 * Returns the clean-up.
 */
export function observeReveals(root: ParentNode = document): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return () => {};

  const elements = Array.from(root.querySelectorAll<HTMLElement>('[data-reveal=""]'));
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        (entry.target as HTMLElement).dataset.reveal = 'shown';
        observer.unobserve(entry.target);
      }
    },
    { threshold: REVEAL_THRESHOLD },
  );
  const fold = window.innerHeight;
  for (const element of elements) {
    if (element.getBoundingClientRect().top < fold) {
      element.dataset.reveal = 'shown';
      continue;
    }
    element.dataset.reveal = 'pending';
    observer.observe(element);
  }
  return () => observer.disconnect();
}
