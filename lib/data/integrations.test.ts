/**
 * @jest-environment node
 */
import { planFeatureClaims } from '../copy/plan-features';
import en from '../../messages/en.json';
import pl from '../../messages/pl.json';
import { connectedNames, filterIntegrations, integrationCategories, integrationDescription, integrationName, integrations, integrationStatuses, isConnected } from './integrations';

const onRequestWords = /on request|na zamówienie/i;
const onRequestWordsGlobal = /on request|na zamówienie/gi;

const named = integrations.map((item) => ({ ...item, name: integrationName(item, 'en') }));
const names = named.map((item) => item.name.toLowerCase());

describe('integrations directory', () => {
  it('covers every category, each with at least three systems and a known way to connect', () => {
    for (const category of integrationCategories) {
      expect(integrations.filter((i) => i.category === category).length).toBeGreaterThanOrEqual(3);
    }
    for (const item of integrations) expect(integrationStatuses).toContain(item.status);
  });

  it('names the real systems hotels and agencies search for, the Polish market’s included', () => {
    for (const system of ['OPERA Cloud', 'Mews', 'Cloudbeds', 'Apaleo', 'SynXis', 'SiteMinder', 'protel', 'Follow Up Boss', 'kvCORE', 'Salesforce', 'HubSpot', 'Twilio', 'RingCentral', 'KWHotel', 'ASARI', 'Galactica']) {
      expect(names.some((name) => name.includes(system.toLowerCase()))).toBe(true);
    }
  });

  it('lists the PMSs of US independent hotels, card-guarantee gateways, hotel phone systems and Polish agencies’ CRMs and portals, not yet connected ones as on request', () => {
    const status = (name: string) => named.find((item) => item.name.toLowerCase().includes(name.toLowerCase()))?.status;
    for (const system of ['innRoad', 'WebRezPro', 'Little Hotelier', 'RoomKey', 'SkyTouch', 'Choice Advantage', 'Hotelogix', 'Stripe', 'Adyen', 'Shift4', 'Authorize.net', 'PayU', 'Przelewy24', 'Mitel', 'Avaya', '3CX', 'Cisco', 'IMO', 'Otodom', 'OLX', 'Gratka', 'Morizon', 'Domiporta', 'Nieruchomości-online']) {
      expect([system, status(system)]).toEqual([system, 'request']);
    }
    expect(status('Zoom Phone')).toBe('request');
    expect(status('RingCentral')).toBe('api');
  });

  it('describes every system in one line in both languages; no description says "on request" itself', () => {
    for (const item of integrations) {
      for (const text of [item.description.en, item.description.pl]) {
        expect(text.length).toBeGreaterThan(15);
        expect(text).not.toContain('\n');
        expect([item.id, onRequestWords.test(text)]).toEqual([item.id, false]);
      }
    }
  });

  it('says once, for every system on request, that it is not connected yet and on which plan we connect it (a CRM: the webhook route from its plan)', () => {
    const claims = planFeatureClaims();
    for (const item of integrations) {
      for (const locale of ['en', 'pl'] as const) {
        const line = integrationDescription(item, locale);
        const plans = claims.customIntegrationPlans![locale];
        if (item.status !== 'request') {
          expect([item.id, line]).toEqual([item.id, item.description[locale]]);
          continue;
        }
        expect(line.startsWith(item.description[locale])).toBe(true);
        const kind = item.id.startsWith('other-') || ['telephony', 'listingPortal', 'crm'].includes(item.category) ? 'own' : 'system';
        // A system with nothing of its own to add is left to its status and the legend, which names the plan.
        if (kind === 'system') {
          expect([item.id, line]).toEqual([item.id, item.description[locale]]);
          continue;
        }
        // The plan is named, and "on request" said exactly once.
        expect([item.id, line.includes(plans), (line.match(onRequestWordsGlobal) ?? []).length]).toEqual([item.id, true, item.id.startsWith('other-') ? 0 : 1]);
        if (!item.id.startsWith('other-') && item.category !== 'telephony') expect([item.id, /not connected|doesn’t answer|jeszcze nie/i.test(line)]).toEqual([item.id, true]);
        if (item.category === 'crm') expect([item.id, line.includes('webhook'), line.includes(claims.crmFrom![locale])]).toEqual([item.id, true, true]);
      }
    }
    // The legend says what "on request" means for all of them, with the plan.
    for (const messages of [en, pl]) {
      expect(messages.integrationsPage.statusItems[3]!.text).toMatch(/not connected yet|jeszcze nie podłączyliśmy/i);
      expect(messages.integrationsPage.statusItems[3]!.text).toContain('{customIntegrationPlans}');
    }
    expect(integrationDescription(integrations.find((i) => i.id === 'asari')!, 'pl')).toMatch(/od planu Starter nasz webhook.*w planie Enterprise zbudujemy bezpośrednie połączenie na zamówienie\.$/);
  });

  it('fails a description that repeats the on-request sentence (planted)', () => {
    const planted = { ...integrations.find((i) => i.id === 'asari')!, description: { en: 'Polish CRM. Not connected yet; available on request.', pl: 'Polski CRM. Zrobimy to na zamówienie.' } };
    expect(onRequestWords.test(planted.description.en)).toBe(true);
    expect(onRequestWords.test(planted.description.pl)).toBe(true);
    expect((integrationDescription(planted, 'en').match(onRequestWordsGlobal) ?? []).length).toBe(2);
  });

  it('has no connected revenue-management system, listing portal or payment gateway (the copy must not claim one)', () => {
    for (const category of ['rms', 'listingPortal', 'payments'] as const) {
      expect(integrations.filter((i) => i.category === category && isConnected(i))).toEqual([]);
    }
  });

  it('has unique ids', () => {
    expect(new Set(integrations.map((i) => i.id)).size).toBe(integrations.length);
  });

  it('filters by category and by name or alias, case-insensitively', () => {
    expect(filterIntegrations(named, 'rms', '').map((i) => i.id)).toEqual(['ideas', 'duetto', 'atomize']);
    expect(filterIntegrations(named, 'all', 'mews').map((i) => i.id)).toEqual(['mews']);
    // An alias: kvCORE is now sold as BoldTrail.
    expect(filterIntegrations(named, 'all', 'boldtrail').map((i) => i.id)).toEqual(['kvcore']);
    expect(filterIntegrations(named, 'crm', 'opera')).toEqual([]);
    expect(filterIntegrations(named, 'all', 'RoomRaccoon')).toEqual([]);
    expect(filterIntegrations(named, 'all', '  ').length).toBe(integrations.length);
  });

  it('finds a system when the query adds its category ("mews pms", "opera cloud pms"), in either language', () => {
    const ids = (query: string) => filterIntegrations(named, 'all', query).map((i) => i.id);
    expect(ids('mews pms')).toEqual(['mews']);
    expect(ids('Mews PMS')).toEqual(['mews']);
    expect(ids('opera cloud pms')).toEqual(['opera-cloud']);
    expect(ids('asari crm')).toEqual(['asari']);
    expect(ids('system crm asari')).toEqual(['asari']);
    expect(ids('integracja z mews')).toEqual(['mews']);
    expect(ids('stripe payment gateway')).toEqual(['stripe']);
    expect(ids('bramka płatności przelewy24')).toEqual(['przelewy24']);
    expect(ids('mitel centrala')).toEqual(['mitel']);
    // A category word alone lists the category; a wrong category finds nothing.
    expect(ids('rms')).toEqual(['ideas', 'duetto', 'atomize']);
    expect(ids('mews crm')).toEqual([]);
  });

  it('finds a system by another form of its name: an alias, without spaces, punctuation or Polish letters', () => {
    const ids = (query: string) => filterIntegrations(named, 'all', query).map((i) => i.id);
    expect(ids('littlehotelier')).toEqual(['little-hotelier']);
    expect(ids('room key')).toEqual(['roomkey']);
    expect(ids('authorize net')).toEqual(['authorize-net']);
    expect(ids('authorizenet')).toEqual(['authorize-net']);
    expect(ids('nieruchomosci online')).toEqual(['nieruchomosci-online']);
    expect(ids('nieruchomości-online.pl')).toEqual(['nieruchomosci-online']);
    expect(ids('followupboss')).toEqual(['follow-up-boss']);
    expect(ids('p24')).toEqual(['przelewy24']);
    expect(ids('chime')).toEqual(['lofty']);
    expect(ids('CUCM')).toEqual(['cisco']);
  });
});

describe('connectedNames', () => {
  it('names every connected system of a category, those with a name per language too (Oracle OPERA 5 was left out)', () => {
    for (const locale of ['en', 'pl'] as const) {
      const said = connectedNames('pms', locale);
      for (const item of integrations.filter((entry) => entry.category === 'pms' && isConnected(entry))) expect(said).toContain(integrationName(item, locale));
    }
    expect(connectedNames('pms', 'en')).toContain('Oracle OPERA 5 (on-premises)');
    expect(connectedNames('pms', 'pl')).toContain('Oracle OPERA 5 (instalacja lokalna)');
  });
});
