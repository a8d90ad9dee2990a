import { observeReveals } from './observe-reveals';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

describe('reveal on scroll', () => {
  let observers: { callback: Callback; options?: IntersectionObserverInit; observed: Element[] }[];

  beforeEach(() => {
    observers = [];
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
      observed: Element[] = [];
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        observers.push({ callback, options, observed: this.observed });
      }
      observe(el: Element) {
        this.observed.push(el);
      }
      unobserve(el: Element) {
        this.observed.splice(this.observed.indexOf(el), 1);
      }
      disconnect() {}
    };
    window.matchMedia = jest.fn().mockReturnValue({ matches: false });
    document.body.innerHTML = '<div data-reveal="" id="above"></div><div data-reveal="" id="below"></div>';
  });

  it('leaves on-screen content alone, hides what is out of view and shows it at 10% in view', () => {
    const getRect = jest.spyOn(Element.prototype, 'getBoundingClientRect');
    observeReveals();
    const above = document.getElementById('above')!;
    const below = document.getElementById('below')!;
    const [reveal, sort] = observers;
    expect(reveal!.options?.threshold).toBe(0.1);
    // Until the browser reports, everything stays visible.
    expect(above.dataset.reveal).toBe('');
    expect(below.dataset.reveal).toBe('');
    sort!.callback([
      { target: above, isIntersecting: true },
      { target: below, isIntersecting: false },
    ]);
    expect(above.dataset.reveal).toBe('shown');
    expect(below.dataset.reveal).toBe('pending');
    expect(reveal!.observed).toEqual([below]);
    reveal!.callback([{ target: below, isIntersecting: true }]);
    expect(below.dataset.reveal).toBe('shown');
    // No forced layout: sections skipped by content-visibility stay skipped.
    expect(getRect).not.toHaveBeenCalled();
  });

  it('hides nothing under reduced motion', () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true });
    observeReveals();
    expect(observers).toHaveLength(0);
    expect(document.getElementById('below')!.dataset.reveal).toBe('');
  });
});
