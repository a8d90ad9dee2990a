/**
 * @jest-environment node
 */
import { integrations, isConnected } from '../data/integrations';
import { connectedSystems } from './partners';

describe('the home page’s "Connects with" strip', () => {
  it('names only systems the integrations directory lists as connected, under the directory’s own name and category', () => {
    expect(connectedSystems.length).toBeGreaterThanOrEqual(10);
    for (const system of connectedSystems) {
      const listed = integrations.find((item) => item.name === system.name);
      expect([system.name, listed?.id, listed?.category, listed && isConnected(listed)]).toEqual([system.name, system.id, system.category, true]);
    }
  });

  it('leaves out systems on request and invented brands', () => {
    const names = connectedSystems.map((system) => system.name);
    for (const onRequest of integrations.filter((item) => !isConnected(item))) expect(names).not.toContain(onRequest.name);
    for (const invented of ['NovaStay', 'RateWise', 'Bookora', 'LeadHarbor', 'Calendra', 'Voxline', 'Keynest', 'Medisync', 'Paystream', 'Channelry']) {
      expect(names.some((name) => name.includes(invented))).toBe(false);
    }
  });
});
