/** Pure logic of the testimonials carousel (spec 4, "Testimonial carousel"). */
import { CAROUSEL_BREAKPOINTS_PX, PAGER_COLLAPSE_ABOVE, SWIPE_MIN_PX } from '@/lib/facts/constants';

const [TWO_FROM, THREE_FROM] = CAROUSEL_BREAKPOINTS_PX;

/** Cards in view: 1 below 768 px, 2 below 1280 px, otherwise 3. */
export function cardsPerView(viewportWidth: number): 1 | 2 | 3 {
  if (viewportWidth < TWO_FROM) return 1;
  if (viewportWidth < THREE_FROM) return 2;
  return 3;
}

/** An index that wraps around at both ends. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export function pageCount(items: number, perView: number): number {
  return Math.max(1, Math.ceil(items / Math.max(1, perView)));
}

/**
 * Item indexes shown on a page. The last page is filled up from the start
 * (it wraps), so every page shows a full row.
 */
export function visibleItems(page: number, perView: number, items: number): number[] {
  const shown = Math.min(perView, items);
  return Array.from({ length: shown }, (_, k) => wrapIndex(page * perView + k, items));
}

export type PagerItem = number | 'gap-start' | 'gap-end';

/**
 * Numbered pager: every page up to 7; above 7, seven slots with the first and
 * last page, the current page and its neighbours, and an ellipsis for the rest.
 */
export function pagerItems(current: number, count: number): PagerItem[] {
  const all = Array.from({ length: count }, (_, i) => i);
  if (count <= PAGER_COLLAPSE_ABOVE) return all;
  const last = count - 1;
  const edge = PAGER_COLLAPSE_ABOVE - 2; // pages shown before/after a single ellipsis
  if (current < edge - 1) return [...all.slice(0, edge), 'gap-end', last];
  if (current > last - (edge - 1)) return [0, 'gap-start', ...all.slice(count - edge)];
  return [0, 'gap-start', current - 1, current, current + 1, 'gap-end', last];
}

/**
 * Which way a finger movement turns the carousel: 1 (next) for a swipe to the
 * left, -1 (previous) for a swipe to the right, 0 for a tap, a short move or a
 * mostly vertical one (the visitor is scrolling the page).
 */
export function swipeDirection(dx: number, dy: number, min = SWIPE_MIN_PX): -1 | 0 | 1 {
  if (Math.abs(dx) < min || Math.abs(dx) < Math.abs(dy) * 1.5) return 0;
  return dx < 0 ? 1 : -1;
}
