import { CAROUSEL_BREAKPOINTS_PX, PAGER_COLLAPSE_ABOVE } from '@/lib/facts/constants';
import { cardsPerView, pageCount, pagerItems, swipeDirection, visibleItems, wrapIndex } from './carousel';

describe('carousel cards per view', () => {
  it('shows 1 card below 768 px, 2 below 1280 px and 3 from 1280 px', () => {
    expect(CAROUSEL_BREAKPOINTS_PX).toEqual([768, 1280]);
    expect(cardsPerView(767)).toBe(1);
    expect(cardsPerView(768)).toBe(2);
    expect(cardsPerView(1279)).toBe(2);
    expect(cardsPerView(1280)).toBe(3);
  });
});

describe('carousel wrap-around', () => {
  it('wraps before the first and after the last index', () => {
    expect(wrapIndex(-1, 13)).toBe(12);
    expect(wrapIndex(13, 13)).toBe(0);
    expect(wrapIndex(5, 13)).toBe(5);
    expect(wrapIndex(-14, 13)).toBe(12);
    expect(wrapIndex(3, 0)).toBe(0);
  });

  it('fills the last page from the start so a row is always full', () => {
    expect(pageCount(13, 3)).toBe(5);
    expect(visibleItems(4, 3, 13)).toEqual([12, 0, 1]);
    expect(visibleItems(0, 2, 13)).toEqual([0, 1]);
    expect(visibleItems(6, 2, 13)).toEqual([12, 0]);
    expect(visibleItems(12, 1, 13)).toEqual([12]);
  });
});

describe('pager collapse', () => {
  it('shows all 7 pages without an ellipsis', () => {
    expect(PAGER_COLLAPSE_ABOVE).toBe(7);
    for (let current = 0; current < 7; current += 1) {
      expect(pagerItems(current, 7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    }
  });

  it('collapses 8 pages with an ellipsis, keeping first, last and the current page', () => {
    expect(pagerItems(0, 8)).toEqual([0, 1, 2, 3, 4, 'gap-end', 7]);
    expect(pagerItems(3, 8)).toEqual([0, 1, 2, 3, 4, 'gap-end', 7]);
    expect(pagerItems(4, 8)).toEqual([0, 'gap-start', 3, 4, 5, 6, 7]);
    expect(pagerItems(7, 8)).toEqual([0, 'gap-start', 3, 4, 5, 6, 7]);
  });

  it('collapses 13 pages to 7 slots wherever the current page is', () => {
    expect(pagerItems(0, 13)).toEqual([0, 1, 2, 3, 4, 'gap-end', 12]);
    expect(pagerItems(6, 13)).toEqual([0, 'gap-start', 5, 6, 7, 'gap-end', 12]);
    expect(pagerItems(12, 13)).toEqual([0, 'gap-start', 8, 9, 10, 11, 12]);
    for (let current = 0; current < 13; current += 1) {
      const items = pagerItems(current, 13);
      expect(items).toHaveLength(7);
      expect(items).toContain(current);
      expect(items[0]).toBe(0);
      expect(items[6]).toBe(12);
    }
  });
});

describe('swipeDirection', () => {
  it('turns to the next page on a swipe to the left and back on a swipe to the right', () => {
    expect(swipeDirection(-120, 10)).toBe(1);
    expect(swipeDirection(90, -12)).toBe(-1);
    expect(swipeDirection(-40, 0)).toBe(1);
  });

  it('ignores taps, short moves and vertical scrolling', () => {
    expect(swipeDirection(0, 0)).toBe(0);
    expect(swipeDirection(-39, 0)).toBe(0);
    expect(swipeDirection(-60, 200)).toBe(0);
    expect(swipeDirection(60, 45)).toBe(0);
  });
});
