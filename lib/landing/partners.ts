/**
 * The home page's "Connects with" strip (spec 3, "Technology-partner logo"):
 * the systems the agent is connected to today, read from the one integrations
 * data file (lib/data/integrations.ts). Only connected systems with a product
 * name appear (not those "on request", nor generic entries such as "Email"),
 * each labelled with its category. Listing a product is not a claim of
 * partnership or of any customer; no logos are drawn until a vendor allows it.
 */
import { integrations, isConnected, type IntegrationCategory } from '../data/integrations';

export interface ConnectedSystem {
  id: string;
  name: string;
  category: IntegrationCategory;
}

export const connectedSystems: readonly ConnectedSystem[] = integrations
  .filter(isConnected)
  .flatMap((item) => (typeof item.name === 'string' ? [{ id: item.id, name: item.name, category: item.category }] : []));
