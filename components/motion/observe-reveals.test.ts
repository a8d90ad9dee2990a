import { observeReveals } from './observe-reveals';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

describe('reveal on scroll', () => {
  let callback: Callback;
  let options: IntersectionObserverInit | undefined;
  const observed: Element[] = [];

  beforeEach(() => {
    observed.length = 0;
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
      constructor(cb: Callback, init?: IntersectionObserverInit) {
        callback = cb;
        options = init;
      }
      observe(el: Element) {
        observed.push(el);
      }
      unobserve() {}
      disconnect() {}
    };
    window.matchMedia = jest.fn().mockReturnValue({ matches: false });
    document.body.innerHTML = '<div data-reveal="" id="above"></div><div data-reveal="" id="below"></div>';
    const below = document.getElementById('below')!;
    below.getBoundingClientRect = () => ({ top: window.innerHeight + 200 }) as DOMRect;
  });

  it('leaves on-screen content alone, hides what is below the fold and shows it at 10% in view', () => {
    observeReveals();
    expect(options?.threshold).toBe(0.1);
    expect(document.getElementById('above')!.dataset.reveal).toBe('shown');
    const below = document.getElementById('below')!;
    expect(below.dataset.reveal).toBe('pending');
    expect(observed).toEqual([below]);
    callback([{ target: below, isIntersecting: true }]);
    expect(below.dataset.reveal).toBe('shown');
  });

  it('hides nothing under reduced motion', () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true });
    observeReveals();
    expect(document.getElementById('below')!.dataset.reveal).toBe('');
  });
});
