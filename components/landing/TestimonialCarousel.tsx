'use client';

import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { CAROUSEL_BREAKPOINTS_PX } from '@/lib/facts/constants';
import { cardsPerView, pageCount, pagerItems, swipeDirection, visibleItems, wrapIndex } from '@/lib/landing/carousel';

interface Labels {
  carousel: string;
  previous: string;
  next: string;
  pager: string;
  /** "Page {page}" */
  page: string;
  /** "{current} of {total}" */
  slide: string;
}

/** Before JavaScript measures the window, CSS shows the first 1, 2 or 3 cards. */
const cssDefaultVisibility = ['block', 'hidden md:block', 'hidden xl:block'];

/**
 * Testimonials carousel (WAI-ARIA carousel pattern, no automatic rotation):
 * previous/next buttons that wrap around, a pager of dots named by page number
 * that collapses with an ellipsis above 7 pages, and 1/2/3 cards per view below 768 / below 1280 / above.
 * On touch screens the cards follow a sideways swipe and turn the page
 * (a few pointer handlers; `motion` would add ~16 KB for the same gesture).
 * The cards themselves are server-rendered and passed in; only those on screen are rendered.
 */
export function TestimonialCarousel({ slides, labels }: { slides: ReactNode[]; labels: Labels }) {
  const total = slides.length;
  const [perView, setPerView] = useState<1 | 2 | 3 | null>(null);
  const [page, setPage] = useState(0);

  useEffect(() => {
    const queries = CAROUSEL_BREAKPOINTS_PX.map((px) => window.matchMedia(`(min-width: ${px}px)`));
    const update = () => {
      const next = cardsPerView(window.innerWidth);
      setPerView((previous) => {
        if (previous !== null && previous !== next) setPage((current) => Math.floor((current * previous) / next));
        return next;
      });
    };
    update();
    queries.forEach((query) => query.addEventListener('change', update));
    return () => queries.forEach((query) => query.removeEventListener('change', update));
  }, []);

  const view = perView ?? 3;
  const pages = pageCount(total, view);
  const current = wrapIndex(page, pages);
  const shown = perView === null ? null : visibleItems(current, view, total);
  const go = (target: number) => setPage(wrapIndex(target, pages));

  // Swipe: the row follows the finger (not under reduced motion) and turns the page on release.
  const trackRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ id: number; x: number; y: number } | null>(null);
  const follow = (dx: number) => {
    const track = trackRef.current;
    if (!track || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    track.style.transition = dx === 0 ? '' : 'none';
    track.style.transform = dx === 0 ? '' : `translateX(${Math.round(dx * 0.5)}px)`;
  };
  const swipe = {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' && pages > 1) drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerMove: (event: PointerEvent) => {
      const start = drag.current;
      if (start?.id === event.pointerId && Math.abs(event.clientX - start.x) > Math.abs(event.clientY - start.y)) follow(event.clientX - start.x);
    },
    onPointerUp: (event: PointerEvent) => {
      const start = drag.current;
      drag.current = null;
      follow(0);
      if (start?.id !== event.pointerId) return;
      const direction = swipeDirection(event.clientX - start.x, event.clientY - start.y);
      if (direction !== 0) go(current + direction);
    },
    onPointerCancel: () => {
      drag.current = null;
      follow(0);
    },
  };

  const arrow = (direction: 'previous' | 'next') => (
    <button
      type="button"
      onClick={() => go(current + (direction === 'next' ? 1 : -1))}
      aria-label={labels[direction]}
      className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-line bg-page text-fg hover:border-brand hover:text-brand"
    >
      <svg viewBox="0 0 20 20" aria-hidden="true" className="h-5 w-5">
        <path d={direction === 'next' ? 'M7 4l6 6-6 6' : 'M13 4l-6 6 6 6'} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );

  return (
    <div role="region" aria-roledescription="carousel" aria-label={labels.carousel}>
      <div
        ref={trackRef}
        {...swipe}
        aria-live="polite"
        className="grid touch-pan-y grid-cols-1 items-stretch gap-6 transition-transform duration-200 ease-out motion-reduce:transition-none md:grid-cols-2 xl:grid-cols-3"
        data-testid="carousel-track"
      >
        {slides.map((slide, index) => {
          const position = shown ? shown.indexOf(index) : index;
          const visibility = shown ? 'block' : cssDefaultVisibility[index];
          // Only the cards on screen are in the page: before JavaScript, the first three (CSS shows
          // 1, 2 or 3 of them); after, the current page's. Hidden cards were ten copies of a figure
          // that nobody could see or reach, built and hydrated on every visit.
          if (position < 0 || !visibility) return null;
          return (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slide.replace('{current}', String(index + 1)).replace('{total}', String(total))}
              className={`h-full ${visibility}`}
              style={shown ? { order: position } : undefined}
            >
              {slide}
            </div>
          );
        })}
      </div>

      <div className="mt-6 flex items-center justify-center gap-2 md:mt-8 md:gap-3">
        {arrow('previous')}
        <ul aria-label={labels.pager} className="flex items-center justify-center">
          {pagerItems(current, pages).map((item) =>
            typeof item === 'number' ? (
              <li key={item}>
                {/* A dot per page, 24 px wide and 44 px tall to press; its name says the page's number. */}
                <button
                  type="button"
                  onClick={() => go(item)}
                  aria-label={labels.page.replace('{page}', String(item + 1))}
                  aria-current={item === current ? 'true' : undefined}
                  data-testid="carousel-dot"
                  className="group flex h-11 min-w-6 items-center justify-center px-1"
                >
                  <span
                    aria-hidden="true"
                    className="block h-2.5 w-2.5 rounded-full bg-muted transition-[width,background-color] duration-200 group-hover:bg-brand group-aria-[current=true]:w-6 group-aria-[current=true]:bg-brand motion-reduce:transition-none"
                  />
                </button>
              </li>
            ) : (
              <li key={item} aria-hidden="true" className="px-0.5 text-sm leading-none text-muted">
                …
              </li>
            ),
          )}
        </ul>
        {arrow('next')}
      </div>
    </div>
  );
}
