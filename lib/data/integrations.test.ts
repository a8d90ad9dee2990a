/**
 * @jest-environment node
 */
import { filterIntegrations, integrationCategories, integrationName, integrations, integrationStatuses } from './integrations';

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
});
