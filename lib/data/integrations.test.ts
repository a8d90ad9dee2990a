/**
 * @jest-environment node
 */
import { filterIntegrations, integrationCategories, integrationName, integrations } from './integrations';

const named = integrations.map((item) => ({ ...item, name: integrationName(item, 'en') }));

describe('integrations directory', () => {
  it('covers every category the copy claims, each with at least three systems', () => {
    for (const category of integrationCategories) {
      expect(integrations.filter((i) => i.category === category).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('has unique ids', () => {
    expect(new Set(integrations.map((i) => i.id)).size).toBe(integrations.length);
  });

  it('filters by category and by name, case-insensitively', () => {
    expect(filterIntegrations(named, 'rms', '').map((i) => i.id)).toEqual(['ratewise', 'yieldpilot', 'pricetide']);
    expect(filterIntegrations(named, 'all', 'ratew').map((i) => i.id)).toEqual(['ratewise']);
    expect(filterIntegrations(named, 'crm', 'harbor')).toEqual([]);
    expect(filterIntegrations(named, 'all', '  ').length).toBe(integrations.length);
  });
});
