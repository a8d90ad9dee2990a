/**
 * The integrations directory shown on /integrations: the real systems hotels,
 * agencies and clinics run, each with how the agent connects to it. This is
 * the one data file the business corrects; the `{integrations}` figure in the
 * copy is counted from it (lib/copy/claims.ts), so the site never claims more
 * systems than it lists.
 *
 * How each connects:
 * - native: built and maintained by us, switched on from the dashboard;
 * - api: through the vendor's own published API (we build the connection during the rollout);
 * - partner: through a partner's certified connector or marketplace app;
 * - request: connected on request, scoped with you (an API, an export or a feed), usually within the rollout.
 * Product names belong to their owners; listing one implies no partnership unless its status says so.
 */
export const integrationCategories = ['pms', 'crs', 'channelManager', 'rms', 'crm', 'calendar', 'telephony', 'channel'] as const;
export type IntegrationCategory = (typeof integrationCategories)[number];

export const integrationStatuses = ['native', 'api', 'partner', 'request'] as const;
export type IntegrationStatus = (typeof integrationStatuses)[number];

export interface Integration {
  id: string;
  /** A product name (same in every language) or a generic name per language. */
  name: string | { en: string; pl: string };
  category: IntegrationCategory;
  status: IntegrationStatus;
  /** Other names people search for (a vendor's name, a former product name). */
  aliases?: readonly string[];
}

export const integrations: readonly Integration[] = [
  // Hotels: property-management systems
  { id: 'opera-cloud', name: 'Oracle OPERA Cloud', category: 'pms', status: 'api', aliases: ['OPERA', 'OHIP', 'Oracle Hospitality'] },
  { id: 'opera-5', name: { en: 'Oracle OPERA 5 (on premises)', pl: 'Oracle OPERA 5 (instalacja lokalna)' }, category: 'pms', status: 'partner', aliases: ['OPERA', 'Oracle Hospitality'] },
  { id: 'mews', name: 'Mews', category: 'pms', status: 'api' },
  { id: 'cloudbeds', name: 'Cloudbeds', category: 'pms', status: 'api' },
  { id: 'apaleo', name: 'Apaleo', category: 'pms', status: 'api' },
  { id: 'protel', name: 'protel', category: 'pms', status: 'partner', aliases: ['protel Air', 'Planet'] },
  { id: 'stayntouch', name: 'Stayntouch', category: 'pms', status: 'api' },
  { id: 'roommaster', name: 'roomMaster', category: 'pms', status: 'request', aliases: ['InnQuest'] },
  { id: 'kwhotel', name: 'KWHotel', category: 'pms', status: 'request' },
  { id: 'other-pms', name: { en: 'Other PMS (API or export)', pl: 'Inny system PMS (API lub eksport)' }, category: 'pms', status: 'request' },
  // Hotels: central-reservation systems and booking engines
  { id: 'synxis', name: 'SynXis CRS', category: 'crs', status: 'api', aliases: ['Sabre', 'SynXis'] },
  { id: 'opera-crs', name: 'Oracle OPERA Cloud Distribution', category: 'crs', status: 'request', aliases: ['OPERA', 'Oracle Hospitality'] },
  { id: 'travelclick', name: 'Amadeus iHotelier', category: 'crs', status: 'request', aliases: ['TravelClick', 'Amadeus'] },
  { id: 'profitroom', name: 'Profitroom', category: 'crs', status: 'request' },
  // Hotels: channel managers
  { id: 'siteminder', name: 'SiteMinder', category: 'channelManager', status: 'partner' },
  { id: 'dedge', name: 'D-EDGE', category: 'channelManager', status: 'request' },
  { id: 'hotres', name: 'Hotres', category: 'channelManager', status: 'request' },
  { id: 'yieldplanet', name: 'YieldPlanet', category: 'channelManager', status: 'request' },
  // Hotels: revenue management
  { id: 'ideas', name: 'IDeaS G3 RMS', category: 'rms', status: 'request', aliases: ['IDeaS', 'SAS'] },
  { id: 'duetto', name: 'Duetto', category: 'rms', status: 'request' },
  { id: 'atomize', name: 'Atomize', category: 'rms', status: 'request' },
  // Agencies and everyone: CRMs
  { id: 'follow-up-boss', name: 'Follow Up Boss', category: 'crm', status: 'api' },
  { id: 'kvcore', name: 'kvCORE', category: 'crm', status: 'api', aliases: ['BoldTrail', 'Inside Real Estate'] },
  { id: 'lofty', name: 'Lofty', category: 'crm', status: 'request', aliases: ['Chime'] },
  { id: 'salesforce', name: 'Salesforce', category: 'crm', status: 'api' },
  { id: 'hubspot', name: 'HubSpot', category: 'crm', status: 'native' },
  { id: 'pipedrive', name: 'Pipedrive', category: 'crm', status: 'api' },
  { id: 'asari', name: 'ASARI CRM', category: 'crm', status: 'request' },
  { id: 'galactica', name: 'Galactica Virgo', category: 'crm', status: 'request' },
  { id: 'esticrm', name: 'EstiCRM', category: 'crm', status: 'request' },
  { id: 'custom-crm', name: { en: 'Your own CRM (REST API or webhook)', pl: 'Własny system CRM (REST API lub webhook)' }, category: 'crm', status: 'native' },
  // Calendars
  { id: 'google-calendar', name: 'Google Calendar', category: 'calendar', status: 'native' },
  { id: 'outlook', name: 'Microsoft 365 Outlook', category: 'calendar', status: 'native', aliases: ['Exchange', 'Office 365', 'Outlook'] },
  { id: 'calendly', name: 'Calendly', category: 'calendar', status: 'api' },
  { id: 'caldav', name: { en: 'CalDAV calendars', pl: 'Kalendarze CalDAV' }, category: 'calendar', status: 'native' },
  // Telephony
  { id: 'twilio', name: 'Twilio', category: 'telephony', status: 'native' },
  { id: 'ringcentral', name: 'RingCentral', category: 'telephony', status: 'api' },
  { id: 'zoom-phone', name: 'Zoom Phone', category: 'telephony', status: 'request' },
  { id: 'teams-phone', name: 'Microsoft Teams Phone', category: 'telephony', status: 'request' },
  { id: 'sip', name: { en: 'Any phone system (SIP trunk or call forwarding)', pl: 'Dowolna centrala telefoniczna (łącze SIP lub przekierowanie połączeń)' }, category: 'telephony', status: 'native' },
  // Messaging channels
  { id: 'webchat', name: { en: 'Website chat widget', pl: 'Czat na stronie internetowej' }, category: 'channel', status: 'native' },
  { id: 'whatsapp', name: 'WhatsApp Business', category: 'channel', status: 'native', aliases: ['WhatsApp'] },
  { id: 'sms', name: 'SMS', category: 'channel', status: 'native' },
  { id: 'email', name: { en: 'Email', pl: 'E-mail' }, category: 'channel', status: 'native' },
  { id: 'messenger', name: 'Facebook Messenger', category: 'channel', status: 'partner', aliases: ['Messenger', 'Meta'] },
  { id: 'instagram', name: { en: 'Instagram direct messages', pl: 'Wiadomości na Instagramie' }, category: 'channel', status: 'request' },
];

export function integrationName(item: Integration, locale: 'en' | 'pl'): string {
  return typeof item.name === 'string' ? item.name : item.name[locale];
}

/**
 * What the copy may claim: the listed systems counted down to a round ten it
 * strictly exceeds, so "more than {integrationsCount}" and "{integrations}"
 * ("40+") are true of this file, never of a wish.
 */
export function integrationsClaim(items: readonly Integration[] = integrations): { count: number; label: string } {
  const count = Math.max(0, Math.floor((items.length - 1) / 10) * 10);
  return { count, label: `${count}+` };
}

/** Filters by category ('all' for every one) and by a case-insensitive search in the name and its aliases. */
export function filterIntegrations<T extends { name: string; category: IntegrationCategory; aliases?: readonly string[] }>(
  items: readonly T[],
  category: IntegrationCategory | 'all',
  query: string,
): T[] {
  const needle = query.trim().toLocaleLowerCase();
  const matches = (item: T) => [item.name, ...(item.aliases ?? [])].some((name) => name.toLocaleLowerCase().includes(needle));
  return items.filter((item) => (category === 'all' || item.category === category) && (!needle || matches(item)));
}
