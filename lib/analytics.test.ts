import { track, trackExternalRedirect, trackPurchase, trackSignupInitiated } from './analytics';

describe('analytics events', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('defaults the redirect campaign to website_redirect', () => {
    trackExternalRedirect('https://app.example.com/signup', 'hero');
    expect(window.dataLayer).toEqual([{ event: 'external_redirect', destination: 'https://app.example.com/signup', source: 'hero', campaign: 'website_redirect' }]);
  });

  it('defaults the purchase currency to PLN', () => {
    trackPurchase(599);
    expect(window.dataLayer).toEqual([{ event: 'purchase', currency: 'PLN', value: 599 }]);
  });

  it('sends signup_initiated with the spec’s category, action and label', () => {
    trackSignupInitiated();
    expect(window.dataLayer).toEqual([{ event: 'signup_initiated', category: 'Conversion', action: 'Click', label: 'Get Started' }]);
  });

  it('creates the data layer when missing and survives a broken one', () => {
    delete window.dataLayer;
    track({ event: 'cta_get_started' });
    expect(window.dataLayer).toEqual([{ event: 'cta_get_started' }]);
    window.dataLayer = Object.freeze([]) as unknown as [];
    expect(() => track({ event: 'cta_get_started' })).not.toThrow();
  });
});
