import { acceptAll, CONSENT_KEY, saveChoice } from '../browser/consent';
import {
  configureAnalytics,
  consentModeSignals,
  initConsentMode,
  onTrack,
  track,
  trackAdConversion,
  trackConversion,
  trackExternalRedirect,
  trackPageView,
  trackPurchase,
  trackSignupInitiated,
  updateConsentMode,
} from './events';

const denied = { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };

/** The data layer with gtag `arguments` entries turned into arrays, minus the consent commands. */
const events = () => (window.dataLayer ?? []).filter((entry) => !isCommand(entry));
const isCommand = (entry: unknown) => typeof entry === 'object' && entry !== null && 'length' in entry;
const commands = () => (window.dataLayer ?? []).filter(isCommand).map((entry) => Array.from(entry as ArrayLike<unknown>));

describe('analytics events', () => {
  beforeEach(() => {
    delete window.dataLayer;
    window.localStorage.clear();
    configureAnalytics({ adsConversionId: '' });
  });

  it('defaults the redirect campaign to website_redirect', () => {
    trackExternalRedirect('https://app.example.com/signup', 'hero');
    expect(events()).toEqual([{ event: 'external_redirect', destination: 'https://app.example.com/signup', source: 'hero', campaign: 'website_redirect' }]);
  });

  it('defaults the purchase currency to PLN', () => {
    trackPurchase(599);
    expect(events()).toEqual([{ event: 'purchase', currency: 'PLN', value: 599 }]);
  });

  it('sends signup_initiated with the spec’s category, action and label', () => {
    trackSignupInitiated();
    expect(events()).toEqual([{ event: 'signup_initiated', category: 'Conversion', action: 'Click', label: 'Get Started' }]);
  });

  it('sends page_view with path plus query and conversion with an optional value', () => {
    trackPageView('/en/pricing/?utm_source=x');
    trackConversion('Lead', 'Submit', 'contact');
    trackConversion('Lead', 'Submit', 'contact', 5);
    expect(events()).toEqual([
      { event: 'page_view', page_path: '/en/pricing/?utm_source=x' },
      { event: 'conversion', category: 'Lead', action: 'Submit', label: 'contact' },
      { event: 'conversion', category: 'Lead', action: 'Submit', label: 'contact', value: 5 },
    ]);
  });

  it('sends the ad conversion only with a configured id', () => {
    trackAdConversion(100);
    expect(events()).toEqual([]);
    configureAnalytics({ adsConversionId: 'AW-123/abc' });
    trackAdConversion(100);
    trackAdConversion();
    expect(events()).toEqual([
      { event: 'ad_conversion', send_to: 'AW-123/abc', value: 100, currency: 'PLN' },
      { event: 'ad_conversion', send_to: 'AW-123/abc' },
    ]);
  });

  it('creates the data layer when missing and survives a broken one', () => {
    track({ event: 'cta_get_started' });
    expect(events()).toEqual([{ event: 'cta_get_started' }]);
    window.dataLayer = Object.freeze([]) as unknown as [];
    expect(() => track({ event: 'cta_get_started' })).not.toThrow();
  });

  it('lets a consented tool listen to events until it unsubscribes', () => {
    const seen: string[] = [];
    const stop = onTrack((event) => seen.push(event.event));
    track({ event: 'hero_call_click' });
    stop();
    track({ event: 'hero_signup_click' });
    expect(seen).toEqual(['hero_call_click']);
  });
});

describe('Google Consent Mode v2', () => {
  beforeEach(() => {
    delete window.dataLayer;
    window.localStorage.clear();
  });

  it('pushes the all-denied defaults before anything else, as gtag arguments', () => {
    trackPageView('/en/');
    const [first, second] = window.dataLayer!;
    expect(Object.prototype.toString.call(first)).toBe('[object Arguments]');
    expect(Array.from(first as ArrayLike<unknown>)).toEqual(['consent', 'default', denied]);
    expect(second).toEqual({ event: 'page_view', page_path: '/en/' });
  });

  it('pushes the defaults once', () => {
    initConsentMode();
    initConsentMode();
    track({ event: 'cta_get_started' });
    expect(commands()).toEqual([['consent', 'default', denied]]);
  });

  it('follows the defaults with the stored choice', () => {
    window.localStorage.setItem(CONSENT_KEY, JSON.stringify(saveChoice({ functional: true, analytics: true, advertising: false })));
    initConsentMode();
    expect(commands()).toEqual([
      ['consent', 'default', denied],
      ['consent', 'update', { ...denied, analytics_storage: 'granted' }],
    ]);
  });

  it('maps analytics to analytics_storage and advertising to the three ad signals', () => {
    expect(consentModeSignals(null)).toEqual(denied);
    expect(consentModeSignals(acceptAll())).toEqual({ ad_storage: 'granted', analytics_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' });
    expect(consentModeSignals(saveChoice({ functional: false, analytics: false, advertising: true }))).toEqual({
      ad_storage: 'granted',
      analytics_storage: 'denied',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
  });

  it('pushes an update when the choice changes', () => {
    initConsentMode();
    updateConsentMode(acceptAll());
    updateConsentMode(null);
    expect(commands().slice(1)).toEqual([
      ['consent', 'update', consentModeSignals(acceptAll())],
      ['consent', 'update', denied],
    ]);
  });
});
