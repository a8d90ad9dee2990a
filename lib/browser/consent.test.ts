import {
  acceptAll,
  CONSENT_KEY,
  declineAll,
  defaultChoice,
  hasConsent,
  initialChoice,
  onConsentChange,
  readConsent,
  saveChoice,
  saveConsent,
  toggleCategory,
} from './consent';

describe('the consent state machine', () => {
  beforeEach(() => window.localStorage.clear());

  it('Accept All stores every category and accepted', () => {
    saveConsent(acceptAll());
    expect(JSON.parse(window.localStorage.getItem(CONSENT_KEY)!)).toEqual({
      necessary: true,
      functional: true,
      analytics: true,
      advertising: true,
      accepted: true,
      declined: false,
    });
  });

  it('Decline stores only necessary and declined', () => {
    saveConsent(declineAll());
    expect(readConsent()).toEqual({ necessary: true, functional: false, analytics: false, advertising: false, accepted: false, declined: true });
    expect(hasConsent('functional')).toBe(false);
    expect(hasConsent('analytics')).toBe(false);
  });

  it('the dialog opens with functional and analytics on, advertising off, when nothing is stored', () => {
    expect(defaultChoice).toEqual({ functional: true, analytics: true, advertising: false });
    expect(initialChoice(null)).toEqual({ functional: true, analytics: true, advertising: false });
  });

  it('the dialog opens with the stored choice when there is one', () => {
    expect(initialChoice(declineAll())).toEqual({ functional: false, analytics: false, advertising: false });
    expect(initialChoice(acceptAll())).toEqual({ functional: true, analytics: true, advertising: true });
  });

  it('Save Preferences stores the switches with accepted true; necessary cannot be switched off', () => {
    let choice = initialChoice(null);
    choice = toggleCategory(choice, 'analytics', false);
    choice = toggleCategory(choice, 'advertising', true);
    choice = toggleCategory(choice, 'necessary', false);
    expect(choice).toEqual({ functional: true, analytics: false, advertising: true });
    expect(saveChoice(choice)).toEqual({ necessary: true, functional: true, analytics: false, advertising: true, accepted: true, declined: false });
    expect(saveChoice({ functional: false, analytics: false, advertising: false }).necessary).toBe(true);
  });

  it.each([
    ['not JSON', '{"necessary":'],
    ['a partial object', '{"necessary":true,"accepted":true}'],
    ['a non-boolean field', JSON.stringify({ ...acceptAll(), analytics: 'yes' })],
    ['no choice made', JSON.stringify({ ...acceptAll(), accepted: false, declined: false })],
    ['necessary off', JSON.stringify({ ...acceptAll(), necessary: false })],
    ['an array', '[]'],
    ['null', 'null'],
  ])('treats %s as no consent', (_name, raw) => {
    window.localStorage.setItem(CONSENT_KEY, raw);
    expect(readConsent()).toBeNull();
    expect(hasConsent('analytics')).toBe(false);
  });

  it('tells listeners about a choice made here and in another tab', () => {
    const seen: unknown[] = [];
    const stop = onConsentChange((state) => seen.push(state));
    saveConsent(declineAll());
    window.localStorage.setItem(CONSENT_KEY, JSON.stringify(acceptAll()));
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme' }));
    stop();
    saveConsent(declineAll());
    expect(seen).toEqual([declineAll(), acceptAll()]);
  });
});
