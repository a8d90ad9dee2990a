import { REVEAL_THRESHOLD } from './reveal';

/**
 * Hides `[data-reveal]` elements that are out of view and reveals each once 10%
 * of it is in view. Elements on screen are left alone (no flash), and under
 * reduced motion nothing is hidden at all. Returns the clean-up.
 *
 * Nothing here reads layout: a first observer sorts the elements in the
 * browser's own rendering step (a getBoundingClientRect per element would force
 * the layout of every `below-fold` section the browser is skipping).
 */
export function observeReveals(root: ParentNode = document): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return () => {};

  const reveal = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        (entry.target as HTMLElement).dataset.reveal = 'shown';
        reveal.unobserve(entry.target);
      }
    },
    { threshold: REVEAL_THRESHOLD },
  );
  const sort = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const element = entry.target as HTMLElement;
      sort.unobserve(element);
      if (entry.isIntersecting) {
        element.dataset.reveal = 'shown';
      } else {
        element.dataset.reveal = 'pending';
        reveal.observe(element);
      }
    }
  });
  for (const element of root.querySelectorAll<HTMLElement>('[data-reveal=""]')) sort.observe(element);
  return () => {
    sort.disconnect();
    reveal.disconnect();
  };
}
