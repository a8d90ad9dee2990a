'use client';

import { useEffect, useId, useRef } from 'react';
import type { ConsentStrings } from './types';

interface Props {
  strings: ConsentStrings;
  cookiesHref: string;
  onAccept: () => void;
  onDecline: () => void;
  onCustomize: () => void;
  customizeExpanded: boolean;
}

/** Whether an element sits in a fixed layer (header, toast, dialog) that page scrolling does not move. */
function inFixedLayer(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node && node !== document.body; node = node.parentElement) {
    if (node.tagName === 'DIALOG' || getComputedStyle(node).position === 'fixed') return true;
  }
  return false;
}

/**
 * The cookie banner: a labelled region fixed to the bottom of the viewport.
 * While it shows, the page gets bottom padding and scroll padding of its
 * height, so the element with keyboard focus is never hidden behind it
 * (WCAG 2.4.11).
 */
export function ConsentBanner({ strings, cookiesHref, onAccept, onDecline, onCustomize, customizeExpanded }: Props) {
  const titleId = useId();
  const textId = useId();
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const banner = ref.current;
    if (!banner) return;
    const root = document.documentElement;
    const body = document.body;
    const update = () => {
      const height = Math.ceil(banner.getBoundingClientRect().height) + 16;
      root.style.scrollPaddingBottom = `${height}px`;
      body.style.paddingBottom = `${height}px`;
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(banner);
    // Keep a focused element that scrolling alone cannot reveal in view.
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || banner.contains(target) || inFixedLayer(target)) return;
      const overlap = target.getBoundingClientRect().bottom - banner.getBoundingClientRect().top;
      if (overlap > 0) window.scrollBy({ top: overlap + 16, behavior: 'instant' });
    };
    document.addEventListener('focusin', onFocus);
    return () => {
      observer?.disconnect();
      document.removeEventListener('focusin', onFocus);
      root.style.removeProperty('scroll-padding-bottom');
      body.style.removeProperty('padding-bottom');
    };
  }, []);

  return (
    <section
      ref={ref}
      aria-label={strings.bannerLabel}
      aria-describedby={textId}
      data-testid="cookie-banner"
      // While the phone menu is open (data-menu-open on <html>) the menu is on top of everything:
      // the banner steps aside (hidden, out of the tab order) and comes back when the menu closes.
      className="fixed inset-x-0 bottom-0 z-50 p-3 in-data-[menu-open]:invisible sm:p-4"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-4 rounded-2xl border border-line bg-page p-4 text-fg shadow-[0_-8px_30px_rgb(15_23_42/0.12)] sm:p-5 lg:flex-row lg:items-center lg:gap-8">
        <div className="flex-1 space-y-1">
          <h2 id={titleId} className="text-base font-semibold">
            {strings.title}
          </h2>
          {/* Three blocks, so none outgrows a page's hero text: the banner appears a second
              after load and must never become the page's Largest Contentful Paint. */}
          <p id={textId} className="text-sm text-muted">
            <span className="block">{strings.necessary}</span>
            {strings.text}
            <a href={cookiesHref} className="block w-fit font-medium text-brand underline underline-offset-4">
              {strings.policy}
            </a>
          </p>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:justify-end lg:flex-nowrap">
          <button type="button" className="btn btn-secondary" onClick={onDecline}>
            {strings.decline}
          </button>
          <button type="button" className="btn btn-secondary" onClick={onCustomize} aria-haspopup="dialog" aria-expanded={customizeExpanded}>
            {strings.customize}
          </button>
          <button type="button" className="btn btn-primary col-span-2 sm:col-span-1" onClick={onAccept}>
            {strings.acceptAll}
          </button>
        </div>
      </div>
    </section>
  );
}
