/**
 * The integrations directory shown on /integrations: the categories the copy
 * claims and named systems in each. System names are illustrative examples
 * (no real vendor is implied); channel names are generic and translated.
 */
export const integrationCategories = ['pms', 'rms', 'crs', 'crm', 'calendar', 'channel'] as const;
export type IntegrationCategory = (typeof integrationCategories)[number];

/** native: built in; partner: through a certified partner connector; request: connected during rollout on request. */
export const integrationStatuses = ['native', 'partner', 'request'] as const;
export type IntegrationStatus = (typeof integrationStatuses)[number];

export interface Integration {
  id: string;
  /** A product name (same in every language) or a generic name per language. */
  name: string | { en: string; pl: string };
  category: IntegrationCategory;
  status: IntegrationStatus;
}

export const integrations: readonly Integration[] = [
  { id: 'harborline', name: 'Harborline PMS', category: 'pms', status: 'native' },
  { id: 'roomdesk', name: 'RoomDesk Cloud', category: 'pms', status: 'native' },
  { id: 'staybase', name: 'StayBase', category: 'pms', status: 'native' },
  { id: 'innkeeper', name: 'Innkeeper Suite', category: 'pms', status: 'partner' },
  { id: 'onprem-pms', name: { en: 'On-premise PMS', pl: 'PMS instalowany lokalnie' }, category: 'pms', status: 'request' },
  { id: 'ratewise', name: 'RateWise', category: 'rms', status: 'native' },
  { id: 'yieldpilot', name: 'YieldPilot', category: 'rms', status: 'partner' },
  { id: 'pricetide', name: 'PriceTide', category: 'rms', status: 'request' },
  { id: 'centralres', name: 'CentralRes Hub', category: 'crs', status: 'native' },
  { id: 'groupres', name: 'GroupRes', category: 'crs', status: 'partner' },
  { id: 'chainlink', name: 'ChainLink CRS', category: 'crs', status: 'request' },
  { id: 'propertyflow', name: 'PropertyFlow CRM', category: 'crm', status: 'native' },
  { id: 'estatedesk', name: 'EstateDesk', category: 'crm', status: 'native' },
  { id: 'salestrail', name: 'SalesTrail', category: 'crm', status: 'native' },
  { id: 'clientloop', name: 'ClientLoop', category: 'crm', status: 'partner' },
  { id: 'custom-crm', name: { en: 'Custom CRM (REST API)', pl: 'Własny CRM (REST API)' }, category: 'crm', status: 'request' },
  { id: 'caldav', name: { en: 'CalDAV calendars', pl: 'Kalendarze CalDAV' }, category: 'calendar', status: 'native' },
  { id: 'ical', name: { en: 'iCalendar feeds', pl: 'Kanały iCalendar' }, category: 'calendar', status: 'native' },
  { id: 'workcal', name: 'WorkCal', category: 'calendar', status: 'native' },
  { id: 'cliniccal', name: 'ClinicCal', category: 'calendar', status: 'partner' },
  { id: 'phone', name: { en: 'Phone line (SIP trunk)', pl: 'Linia telefoniczna (SIP)' }, category: 'channel', status: 'native' },
  { id: 'webchat', name: { en: 'Website chat widget', pl: 'Czat na stronie internetowej' }, category: 'channel', status: 'native' },
  { id: 'whatsapp', name: 'WhatsApp', category: 'channel', status: 'native' },
  { id: 'sms', name: 'SMS', category: 'channel', status: 'native' },
  { id: 'email', name: 'E-mail', category: 'channel', status: 'native' },
  { id: 'messenger', name: 'Messenger', category: 'channel', status: 'partner' },
  { id: 'instagram', name: { en: 'Instagram direct messages', pl: 'Wiadomości na Instagramie' }, category: 'channel', status: 'request' },
];

export function integrationName(item: Integration, locale: 'en' | 'pl'): string {
  return typeof item.name === 'string' ? item.name : item.name[locale];
}

/** Filters by category ('all' for every one) and by a case-insensitive name search. */
export function filterIntegrations<T extends { name: string; category: IntegrationCategory }>(
  items: readonly T[],
  category: IntegrationCategory | 'all',
  query: string,
): T[] {
  const needle = query.trim().toLocaleLowerCase();
  return items.filter((item) => (category === 'all' || item.category === category) && (!needle || item.name.toLocaleLowerCase().includes(needle)));
}
