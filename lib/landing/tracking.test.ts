import { listenForTrackedClicks, trackLandingClick } from './tracking';

/** Event entries only (the data layer also carries Consent Mode `arguments` commands). */
const events = () => (window.dataLayer ?? []).filter((entry) => typeof entry === 'object' && entry !== null && 'event' in entry);

describe('landing click analytics', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('Get Started pushes cta_get_started, signup_initiated and the external redirect, in that order', () => {
    trackLandingClick('cta_get_started', 'https://app.example.com/signup', 'final_cta');
    expect(events()).toEqual([
      { event: 'cta_get_started' },
      { event: 'signup_initiated', category: 'Conversion', action: 'Click', label: 'Get Started' },
      { event: 'external_redirect', destination: 'https://app.example.com/signup', source: 'final_cta', campaign: 'website_redirect' },
    ]);
  });

  it('a tel: link pushes only its own event; unknown actions push nothing', () => {
    trackLandingClick('hero_call_click', 'tel:+15550100199', 'hero');
    trackLandingClick('something_else', 'https://example.com', 'hero');
    expect(events()).toEqual([{ event: 'hero_call_click' }]);
  });

  it('listens to clicks on [data-track] links anywhere in the page', () => {
    document.body.innerHTML = '<a href="https://schedule.example.com/demo" data-track="hero_schedule_click" data-source="hero"><span>Book</span></a>';
    const stop = listenForTrackedClicks();
    document.querySelector('span')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    stop();
    document.querySelector('span')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(events()).toEqual([
      { event: 'hero_schedule_click' },
      { event: 'external_redirect', destination: 'https://schedule.example.com/demo', source: 'hero', campaign: 'website_redirect' },
    ]);
  });
});
