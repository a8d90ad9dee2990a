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
 * - request: not connected yet; built through the system's API or an export as a custom
 *   integration on the plans that include them (lib/copy/plan-features.ts, `allCustom`), quoted
 *   before work starts (lib/copy/policies.ts); requests from any plan decide what we connect next.
 * Only the first three are "connected": the copy's `{integrations}` figure and the home page's
 * "Connects with" strip count and show those alone.
 * Product names belong to their owners; listing one implies no partnership unless its status says so.
 */
import { planFeatureClaims } from '../copy/plan-features';
import { typesetMessages } from '../copy/typography';

export const integrationCategories = ['pms', 'crs', 'channelManager', 'rms', 'crm', 'listingPortal', 'calendar', 'telephony', 'payments', 'channel'] as const;
export type IntegrationCategory = (typeof integrationCategories)[number];

export const integrationStatuses = ['native', 'api', 'partner', 'request'] as const;
export type IntegrationStatus = (typeof integrationStatuses)[number];

/** Working today (native, through the vendor's API or a partner's connector); `request` is not connected yet. */
export const connectedStatuses: readonly IntegrationStatus[] = ['native', 'api', 'partner'];

export interface Integration {
  id: string;
  /** A product name (same in every language) or a generic name per language. */
  name: string | { en: string; pl: string };
  category: IntegrationCategory;
  status: IntegrationStatus;
  /** What the system is and what the agent does with it, one line per language. */
  description: { en: string; pl: string };
  /** Other names people search for (a vendor's name, a former product name, another spelling). */
  aliases?: readonly string[];
}

const d = (en: string, pl: string) => ({ en, pl });

/**
 * What our CRM webhook sends (from `{crmFrom}`): each lead and call summary, as JSON in an HTTPS request to the
 * address the customer gives. Whether a CRM takes it is that CRM's side: we never say a CRM not connected
 * directly (ASARI, EstiCRM…) accepts it, only "if it accepts webhooks" (`{webhookSends}`).
 */
export const webhook = { sends: 'lead-and-call-summary' as const, format: 'json' as const, transport: 'https' as const, receiverTested: false };
export const webhookSends = {
  en: 'each lead and call summary',
  pl: 'każde zapytanie i podsumowanie rozmowy',
} as const;

/**
 * What "on request" means for a system not connected yet, said once here rather than in each
 * description: on which plans we build the connection (`{customIntegrationPlans}`, lib/copy/plan-features.ts)
 * and, for a CRM, the webhook route it can take meanwhile (`{crmFrom}`). Phone systems already take
 * calls through forwarding, so theirs is the direct connection; portals, the inquiries from listings;
 * the "Other …" entries, a custom integration quoted first (lib/copy/policies.ts `setup`).
 * Any other system says nothing more: its "On request" status and the status legend above the
 * directory (messages `integrationsPage.statusItems`) already say it is not connected yet and on
 * which plan we build it; a sentence on each of some thirty rows only repeated that.
 */
export function onRequestNote(item: Pick<Integration, 'id' | 'category' | 'status'>, locale: 'en' | 'pl'): string {
  if (item.status !== 'request') return '';
  const claims = planFeatureClaims();
  const plans = claims.customIntegrationPlans![locale];
  const crmFrom = claims.crmFrom![locale];
  const kind = item.id.startsWith('other-') ? 'custom' : item.category === 'telephony' ? 'direct' : item.category === 'listingPortal' ? 'portal' : item.category === 'crm' ? 'crm' : undefined;
  // An ordinary system on request says nothing more: its status label says it.
  if (!kind) return '';
  const notes = {
    en: {
      direct: `On ${plans}, we build a direct connection on request.`,
      portal: `The agent doesn’t answer inquiries from your listings yet; on ${plans}, we connect it on request.`,
      crm: `Not connected directly yet. From ${crmFrom}, our webhook sends ${webhookSends.en} to this CRM if it accepts webhooks. On ${plans}, we build a direct connection on request.`,
      custom: `On ${plans}, quoted before work starts.`,
    },
    pl: {
      direct: `W planie ${plans} zbudujemy bezpośrednie połączenie na zamówienie.`,
      portal: `Zapytań z Twoich ogłoszeń agent jeszcze nie odbiera; w planie ${plans} podłączymy portal na zamówienie.`,
      crm: `Bezpośredniego połączenia jeszcze nie ma: od planu ${crmFrom} nasz webhook wysyła ${webhookSends.pl}, a system je odbierze, jeśli przyjmuje webhooki; w planie ${plans} zbudujemy bezpośrednie połączenie na zamówienie.`,
      custom: `Podłączamy go w planie ${plans}, z wyceną przed rozpoczęciem prac.`,
    },
  } as const;
  return notes[locale][kind];
}

/** A system's line in the directory: its description, then what "on request" means for it (`onRequestNote`). */
export function integrationDescription(item: Integration, locale: 'en' | 'pl'): string {
  return [item.description[locale], onRequestNote(item, locale)].filter(Boolean).join(' ');
}

export const integrations: readonly Integration[] = [
  // Hotels: property-management systems
  { id: 'opera-cloud', name: 'Oracle OPERA Cloud', category: 'pms', status: 'api', aliases: ['OPERA', 'OHIP', 'Oracle Hospitality', 'Opera PMS'], description: d('Oracle’s cloud PMS for hotels and chains: live availability, rates, profiles and reservations.', 'Chmurowy PMS Oracle dla hoteli i sieci: dostępność, ceny, profile gości i rezerwacje na bieżąco.') },
  { id: 'opera-5', name: { en: 'Oracle OPERA 5 (on-premises)', pl: 'Oracle OPERA 5 (instalacja lokalna)' }, category: 'pms', status: 'partner', aliases: ['OPERA', 'Oracle Hospitality', 'Opera V5'], description: d('The installed version of OPERA, reached through a certified interface partner.', 'Lokalnie instalowana wersja OPERA, połączona przez certyfikowanego partnera interfejsów.') },
  { id: 'mews', name: 'Mews', category: 'pms', status: 'api', aliases: ['Mews Operations', 'Mews PMS'], description: d('Cloud PMS for hotels and hostels: the agent checks availability and writes reservations.', 'Chmurowy PMS dla hoteli i hosteli: agent sprawdza dostępność i zapisuje rezerwacje.') },
  { id: 'cloudbeds', name: 'Cloudbeds', category: 'pms', status: 'api', aliases: ['Cloud beds', 'myfrontdesk'], description: d('All-in-one PMS popular with independent hotels, inns and B&Bs.', 'System PMS „wszystko w jednym”, popularny wśród niezależnych hoteli i pensjonatów.') },
  { id: 'apaleo', name: 'Apaleo', category: 'pms', status: 'api', description: d('API-first PMS: rates, availability and bookings read and written in real time.', 'PMS z otwartym API: ceny, dostępność i rezerwacje odczytywane i zapisywane na bieżąco.') },
  { id: 'protel', name: 'protel', category: 'pms', status: 'partner', aliases: ['protel Air', 'Planet'], description: d('PMS widely used in European hotels, connected through a partner’s interface.', 'PMS popularny w europejskich hotelach, połączony przez interfejs partnera.') },
  { id: 'stayntouch', name: 'Stayntouch', category: 'pms', status: 'api', aliases: ['Stay n Touch'], description: d('Mobile-first cloud PMS for select-service and boutique hotels.', 'Mobilny, chmurowy PMS dla hoteli butikowych i o ograniczonym zakresie usług.') },
  { id: 'roommaster', name: 'roomMaster', category: 'pms', status: 'request', aliases: ['InnQuest', 'Room Master'], description: d('InnQuest’s PMS for independent US hotels and motels.', 'PMS firmy InnQuest dla niezależnych hoteli i moteli w USA.') },
  { id: 'innroad', name: 'innRoad', category: 'pms', status: 'request', aliases: ['inn road'], description: d('Cloud PMS for independent US hotels and inns.', 'Chmurowy PMS dla niezależnych hoteli i zajazdów w USA.') },
  { id: 'webrezpro', name: 'WebRezPro', category: 'pms', status: 'request', aliases: ['Web Rez Pro'], description: d('Cloud PMS for independent hotels, motels and resorts.', 'Chmurowy PMS dla niezależnych hoteli, moteli i ośrodków.') },
  { id: 'little-hotelier', name: 'Little Hotelier', category: 'pms', status: 'request', aliases: ['LittleHotelier'], description: d('SiteMinder’s PMS for small hotels, inns and B&Bs.', 'PMS firmy SiteMinder dla małych hoteli i pensjonatów.') },
  { id: 'roomkey', name: 'RoomKey PMS', category: 'pms', status: 'request', aliases: ['RoomKey', 'Room Key'], description: d('Cloud PMS for independent and select-service hotels.', 'Chmurowy PMS dla hoteli niezależnych i o ograniczonym zakresie usług.') },
  { id: 'skytouch', name: 'SkyTouch Hotel OS', category: 'pms', status: 'request', aliases: ['SkyTouch', 'Sky Touch'], description: d('Cloud PMS for limited- and select-service hotels.', 'Chmurowy PMS dla hoteli o ograniczonym zakresie usług.') },
  { id: 'choice-advantage', name: 'Choice Advantage', category: 'pms', status: 'request', aliases: ['Choice Hotels', 'ChoiceADVANTAGE'], description: d('The PMS Choice Hotels franchisees run. Connecting it needs the brand’s approval.', 'PMS, z którego korzystają franczyzobiorcy Choice Hotels. Podłączenie go wymaga zgody marki.') },
  { id: 'hotelogix', name: 'Hotelogix', category: 'pms', status: 'request', description: d('Cloud PMS for small and mid-size hotels.', 'Chmurowy PMS dla małych i średnich hoteli.') },
  { id: 'ezee', name: 'eZee Absolute', category: 'pms', status: 'request', aliases: ['eZee', 'YCS'], description: d('Cloud PMS for independent hotels.', 'Chmurowy PMS dla niezależnych hoteli.') },
  { id: 'maestro', name: 'Maestro PMS', category: 'pms', status: 'request', aliases: ['Maestro', 'Northwind'], description: d('PMS for independent hotels and resorts, cloud or on-premises.', 'PMS dla niezależnych hoteli i ośrodków, w chmurze lub lokalnie.') },
  { id: 'kwhotel', name: 'KWHotel', category: 'pms', status: 'request', aliases: ['KW Hotel'], description: d('PMS popular with Polish hotels and guesthouses.', 'PMS popularny w polskich hotelach i pensjonatach.') },
  { id: 'other-pms', name: { en: 'Other PMS (API or export)', pl: 'Inny system PMS (API lub eksport)' }, category: 'pms', status: 'request', description: d('A PMS not listed here, connected through its API or an export as a custom integration.', 'System PMS spoza listy, podłączany przez jego API lub eksport.') },
  // Hotels: central-reservation systems and booking engines
  { id: 'synxis', name: 'SynXis CRS', category: 'crs', status: 'api', aliases: ['Sabre', 'SynXis'], description: d('Sabre’s central reservation system: inventory and bookings across properties.', 'Centralny system rezerwacji Sabre: dostępność i rezerwacje w wielu obiektach.') },
  { id: 'opera-crs', name: 'Oracle OPERA Cloud Distribution', category: 'crs', status: 'request', aliases: ['OPERA', 'Oracle Hospitality'], description: d('Oracle’s central reservation system.', 'Centralny system rezerwacji Oracle.') },
  { id: 'travelclick', name: 'Amadeus iHotelier', category: 'crs', status: 'request', aliases: ['TravelClick', 'Amadeus'], description: d('Amadeus’s CRS and booking engine.', 'CRS i silnik rezerwacji Amadeus.') },
  { id: 'profitroom', name: 'Profitroom', category: 'crs', status: 'request', description: d('Booking engine popular with Polish and European hotels.', 'Silnik rezerwacji popularny w polskich i europejskich hotelach.') },
  // Hotels: channel managers
  { id: 'siteminder', name: 'SiteMinder', category: 'channelManager', status: 'partner', aliases: ['Site Minder'], description: d('Channel manager: rates and availability the agent quotes match the booking sites.', 'Channel manager: ceny i dostępność podawane przez agenta zgadzają się z portalami rezerwacyjnymi.') },
  { id: 'dedge', name: 'D-EDGE', category: 'channelManager', status: 'request', aliases: ['DEdge', 'D EDGE'], description: d('Channel manager and booking engine.', 'Channel manager i silnik rezerwacji.') },
  { id: 'hotres', name: 'Hotres', category: 'channelManager', status: 'request', description: d('Polish booking engine and channel manager.', 'Polski silnik rezerwacji i channel manager.') },
  { id: 'yieldplanet', name: 'YieldPlanet', category: 'channelManager', status: 'request', aliases: ['Yield Planet'], description: d('Channel manager used by hotels in Poland and Europe.', 'Channel manager używany przez hotele w Polsce i Europie.') },
  // Hotels: revenue management
  { id: 'ideas', name: 'IDeaS G3 RMS', category: 'rms', status: 'request', aliases: ['IDeaS', 'SAS'], description: d('Revenue management system that sets rates per date and room type.', 'System zarządzania przychodami ustalający ceny na każdy dzień i typ pokoju.') },
  { id: 'duetto', name: 'Duetto', category: 'rms', status: 'request', description: d('Revenue management system for hotels and casinos.', 'System zarządzania przychodami dla hoteli i kasyn.') },
  { id: 'atomize', name: 'Atomize', category: 'rms', status: 'request', description: d('Automated revenue management for hotels.', 'Automatyczne zarządzanie przychodami w hotelach.') },
  // Agencies and everyone: CRMs
  { id: 'follow-up-boss', name: 'Follow Up Boss', category: 'crm', status: 'api', aliases: ['FollowUpBoss', 'FUB'], description: d('Real estate CRM: qualified leads and call summaries land on the right agent’s record.', 'CRM dla pośredników w USA: zweryfikowani klienci i podsumowania rozmów trafiają do właściwego pośrednika.') },
  { id: 'kvcore', name: 'kvCORE', category: 'crm', status: 'api', aliases: ['BoldTrail', 'Inside Real Estate', 'kv core'], description: d('Real estate CRM and lead platform (now BoldTrail): leads and notes written as they come in.', 'CRM i platforma do pozyskiwania klientów dla nieruchomości (obecnie BoldTrail): zapytania i notatki zapisywane na bieżąco.') },
  { id: 'lofty', name: 'Lofty', category: 'crm', status: 'request', aliases: ['Chime'], description: d('Real estate CRM (formerly Chime).', 'CRM dla nieruchomości (dawniej Chime).') },
  { id: 'salesforce', name: 'Salesforce', category: 'crm', status: 'api', aliases: ['Sales Cloud', 'SFDC'], description: d('CRM: contacts, leads and conversation summaries written to your records.', 'CRM: kontakty, zapytania i podsumowania rozmów zapisywane w Twoich rekordach.') },
  { id: 'hubspot', name: 'HubSpot', category: 'crm', status: 'native', aliases: ['Hub Spot'], description: d('CRM: switch it on from the dashboard; contacts, deals and call notes sync automatically.', 'CRM: włączasz go w panelu; kontakty, szanse sprzedaży i notatki z rozmów synchronizują się same.') },
  { id: 'pipedrive', name: 'Pipedrive', category: 'crm', status: 'api', aliases: ['Pipe drive'], description: d('Sales CRM: new leads and qualification answers added to your pipeline.', 'CRM sprzedażowy: nowe zapytania i odpowiedzi na pytania kwalifikujące trafiają do Twojego lejka sprzedaży.') },
  { id: 'asari', name: 'ASARI CRM', category: 'crm', status: 'request', aliases: ['ASARI', 'Asari Sp. z o.o.'], description: d('CRM used by many Polish real estate agencies.', 'CRM wielu polskich biur nieruchomości.') },
  { id: 'galactica', name: 'Galactica Virgo', category: 'crm', status: 'request', aliases: ['Galactica', 'Virgo'], description: d('Polish real estate agency software with listing export.', 'Polski program dla biur nieruchomości z eksportem ofert.') },
  { id: 'esticrm', name: 'EstiCRM', category: 'crm', status: 'request', aliases: ['Esti CRM', 'Esti'], description: d('Polish CRM for real estate agencies.', 'Polski CRM dla biur nieruchomości.') },
  { id: 'imo', name: 'IMO', category: 'crm', status: 'request', aliases: ['IMO CRM', 'IMO nieruchomości'], description: d('Polish software for real estate agencies.', 'Polskie oprogramowanie dla biur nieruchomości.') },
  { id: 'custom-crm', name: { en: 'Your own CRM (webhook)', pl: 'Własny system CRM (webhook)' }, category: 'crm', status: 'native', aliases: ['webhook', 'REST API'], description: d('Our webhook sends each lead and call summary to any system that accepts one.', 'Nasz webhook wysyła każde zapytanie i podsumowanie rozmowy do dowolnego systemu, który przyjmuje webhooki.') },
  // Agencies in Poland: the listing portals they publish to (inquiries from listings)
  { id: 'otodom', name: 'Otodom', category: 'listingPortal', status: 'request', aliases: ['otodom.pl'], description: d('Polish listing portal.', 'Portal ogłoszeń nieruchomości.') },
  { id: 'olx', name: 'OLX', category: 'listingPortal', status: 'request', aliases: ['olx.pl', 'OLX Nieruchomości'], description: d('Polish classifieds portal.', 'Portal ogłoszeniowy.') },
  { id: 'gratka', name: 'Gratka', category: 'listingPortal', status: 'request', aliases: ['gratka.pl'], description: d('Polish listing portal.', 'Portal ogłoszeń nieruchomości.') },
  { id: 'morizon', name: 'Morizon', category: 'listingPortal', status: 'request', aliases: ['morizon.pl'], description: d('Polish listing portal.', 'Portal ogłoszeń nieruchomości.') },
  { id: 'domiporta', name: 'Domiporta', category: 'listingPortal', status: 'request', aliases: ['domiporta.pl'], description: d('Polish listing portal.', 'Portal ogłoszeń nieruchomości.') },
  { id: 'nieruchomosci-online', name: 'Nieruchomości-online.pl', category: 'listingPortal', status: 'request', aliases: ['Nieruchomosci online', 'nieruchomosci-online.pl'], description: d('Polish listing portal.', 'Portal ogłoszeń nieruchomości.') },
  // Calendars
  { id: 'google-calendar', name: 'Google Calendar', category: 'calendar', status: 'native', aliases: ['Google Workspace', 'Gmail calendar'], description: d('Showings, appointments and callbacks booked into the right person’s calendar.', 'Prezentacje, wizyty i połączenia zwrotne wpisywane do kalendarza właściwej osoby.') },
  { id: 'outlook', name: 'Microsoft 365 Outlook', category: 'calendar', status: 'native', aliases: ['Exchange', 'Office 365', 'Outlook'], description: d('Outlook and Exchange calendars: open slots checked, appointments booked.', 'Kalendarze Outlook i Exchange: sprawdzanie wolnych terminów i rezerwacja spotkań.') },
  { id: 'calendly', name: 'Calendly', category: 'calendar', status: 'api', description: d('Scheduling links: the agent books into your Calendly event types.', 'Linki do umawiania spotkań: agent rezerwuje terminy w Twoich typach wydarzeń Calendly.') },
  { id: 'caldav', name: { en: 'CalDAV calendars', pl: 'Kalendarze CalDAV' }, category: 'calendar', status: 'native', aliases: ['iCloud', 'Apple Calendar'], description: d('Any calendar that speaks CalDAV, such as Apple iCloud or Nextcloud.', 'Każdy kalendarz obsługujący CalDAV, na przykład Apple iCloud lub Nextcloud.') },
  // Telephony
  { id: 'twilio', name: 'Twilio', category: 'telephony', status: 'native', description: d('Phone numbers and calls: your Twilio numbers answered by the agent.', 'Numery i połączenia: agent odbiera na Twoich numerach w Twilio.') },
  { id: 'ringcentral', name: 'RingCentral', category: 'telephony', status: 'api', aliases: ['Ring Central'], description: d('Cloud phone system: calls routed to the agent and handed back to your team.', 'Chmurowa centrala: połączenia kierowane do agenta i przekazywane z powrotem do zespołu.') },
  { id: 'zoom-phone', name: 'Zoom Phone', category: 'telephony', status: 'request', aliases: ['Zoom'], description: d('Cloud phone system. Calls reach the agent through call forwarding today.', 'Chmurowa centrala. Dziś połączenia trafiają do agenta przez przekierowanie.') },
  { id: 'teams-phone', name: 'Microsoft Teams Phone', category: 'telephony', status: 'request', aliases: ['Teams'], description: d('Phone system in Microsoft Teams. Calls reach the agent through call forwarding today.', 'Telefonia w Microsoft Teams. Dziś połączenia trafiają do agenta przez przekierowanie.') },
  { id: 'mitel', name: 'Mitel', category: 'telephony', status: 'request', aliases: ['MiVoice', 'Mitel MiVoice'], description: d('Hotel phone system. Calls reach the agent through call forwarding or a SIP trunk today.', 'Centrala hotelowa. Dziś połączenia trafiają do agenta przez przekierowanie lub łącze SIP.') },
  { id: 'avaya', name: 'Avaya', category: 'telephony', status: 'request', aliases: ['Avaya IP Office', 'Avaya Aura'], description: d('Hotel phone system. Calls reach the agent through call forwarding or a SIP trunk today.', 'Centrala hotelowa. Dziś połączenia trafiają do agenta przez przekierowanie lub łącze SIP.') },
  { id: '3cx', name: '3CX', category: 'telephony', status: 'request', description: d('Software phone system. Calls reach the agent through call forwarding or a SIP trunk today.', 'Programowa centrala. Dziś połączenia trafiają do agenta przez przekierowanie lub łącze SIP.') },
  { id: 'cisco', name: 'Cisco Webex Calling', category: 'telephony', status: 'request', aliases: ['Cisco', 'Webex', 'Cisco Unified Communications Manager', 'CUCM'], description: d('Cisco phone systems. Calls reach the agent through call forwarding or a SIP trunk today.', 'Centrale Cisco. Dziś połączenia trafiają do agenta przez przekierowanie lub łącze SIP.') },
  { id: 'sip', name: { en: 'Any phone system (SIP trunk or call forwarding)', pl: 'Dowolna centrala telefoniczna (łącze SIP lub przekierowanie połączeń)' }, category: 'telephony', status: 'native', aliases: ['PBX', 'SIP', 'call forwarding'], description: d('Forward your line or connect a SIP trunk: the agent answers on the number you already have.', 'Przekieruj linię lub podłącz łącze SIP: agent odbiera na numerze, który już masz.') },
  // Payments: the gateway a card-guarantee or deposit link goes through
  { id: 'stripe', name: 'Stripe', category: 'payments', status: 'request', description: d('Payment gateway for card-guarantee and deposit links.', 'Bramka płatności: gość zabezpiecza rezerwację kartą lub wpłaca zaliczkę przez link.') },
  { id: 'adyen', name: 'Adyen', category: 'payments', status: 'request', description: d('Payment platform many hotel groups use.', 'Platforma płatności używana przez wiele grup hotelowych.') },
  { id: 'shift4', name: 'Shift4', category: 'payments', status: 'request', aliases: ['Shift 4', 'Shift4 Payments'], description: d('Payment processor common in US hotels.', 'Operator płatności popularny w hotelach w USA.') },
  { id: 'authorize-net', name: 'Authorize.net', category: 'payments', status: 'request', aliases: ['Authorize net', 'Authorizenet'], description: d('US payment gateway.', 'Amerykańska bramka płatności.') },
  { id: 'braintree', name: 'Braintree', category: 'payments', status: 'request', aliases: ['PayPal Braintree'], description: d('PayPal’s payment gateway.', 'Bramka płatności PayPal.') },
  { id: 'payu', name: 'PayU', category: 'payments', status: 'request', aliases: ['Pay U'], description: d('Payment gateway widely used in Poland.', 'Bramka płatności popularna w Polsce.') },
  { id: 'przelewy24', name: 'Przelewy24', category: 'payments', status: 'request', aliases: ['P24', 'Przelewy 24'], description: d('Polish payment gateway (BLIK, bank transfers, cards).', 'Polska bramka płatności (BLIK, przelewy, karty).') },
  // Messaging channels
  { id: 'webchat', name: { en: 'Website chat widget', pl: 'Czat na stronie internetowej' }, category: 'channel', status: 'native', aliases: ['live chat', 'widget'], description: d('A chat window on your website, answered by the same agent.', 'Okno czatu na Twojej stronie, obsługiwane przez tego samego agenta.') },
  { id: 'whatsapp', name: 'WhatsApp Business', category: 'channel', status: 'native', aliases: ['WhatsApp'], description: d('Messages to your WhatsApp Business number answered around the clock.', 'Wiadomości na Twój numer WhatsApp Business obsługiwane przez całą dobę.') },
  { id: 'sms', name: 'SMS', category: 'channel', status: 'native', aliases: ['text message', 'SMS'], description: d('Text messages: confirmations, links and replies to texts.', 'Wiadomości SMS: potwierdzenia, linki i odpowiedzi na SMS-y.') },
  { id: 'email', name: { en: 'Email', pl: 'E-mail' }, category: 'channel', status: 'native', aliases: ['email', 'e-mail', 'mail'], description: d('Email inquiries answered from your own mailbox.', 'Zapytania e-mailowe obsługiwane z Twojej własnej skrzynki.') },
  { id: 'messenger', name: 'Facebook Messenger', category: 'channel', status: 'partner', aliases: ['Messenger', 'Meta'], description: d('Messages to your Facebook page, connected through a Meta partner.', 'Wiadomości do Twojej strony na Facebooku; integracja przez partnera Meta.') },
  { id: 'instagram', name: { en: 'Instagram direct messages', pl: 'Wiadomości na Instagramie' }, category: 'channel', status: 'request', aliases: ['Instagram', 'Instagram DM'], description: d('Direct messages on Instagram.', 'Wiadomości prywatne na Instagramie.') },
];

export function integrationName(item: Integration, locale: 'en' | 'pl'): string {
  return typeof item.name === 'string' ? item.name : item.name[locale];
}

/**
 * The name as a page shows it: typeset for the locale (the Polish „E-mail” keeps its word joiner).
 * The claims and the search index read the raw `integrationName`.
 */
export function shownIntegrationName(item: Integration, locale: 'en' | 'pl'): string {
  return typesetMessages(integrationName(item, locale), locale);
}

export function isConnected(item: Pick<Integration, 'status'>): boolean {
  return connectedStatuses.includes(item.status);
}

/**
 * What the copy may claim: the connected systems (not those "on request")
 * counted down to a round ten they strictly exceed, so "more than
 * {integrationsCount}" and "{integrations}" ("20+") are true of this file,
 * never of a wish.
 */
export function integrationsClaim(items: readonly Integration[] = integrations): { count: number; label: string } {
  const connected = items.filter(isConnected).length;
  const count = Math.max(0, Math.floor((connected - 1) / 10) * 10);
  return { count, label: `${count}+` };
}

/**
 * The connected systems of a category, by name, for copy that says which ones work today
 * ("Oracle OPERA Cloud, Mews … or Stayntouch"): `{connectedPms}`, `{connectedCrms}` in the
 * messages (lib/copy/claims.ts). Generic entries ("Your own CRM (REST API or webhook)") are left out.
 */
export function connectedNames(category: IntegrationCategory, locale: 'en' | 'pl', items: readonly Integration[] = integrations): string {
  const names = items.filter((item) => item.category === category && isConnected(item) && !item.id.startsWith('custom-')).map((item) => integrationName(item, locale));
  // „albo” / "or": every sentence that names the list means one of them („jeden z podłączonych systemów: …, Mews albo Apaleo”).
  const and = locale === 'pl' ? 'albo' : 'or';
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}`;
}

/** Whether any system of a category is connected today (a page may promise what it does only if so). */
export function hasConnected(category: IntegrationCategory, items: readonly Integration[] = integrations): boolean {
  return items.some((item) => item.category === category && isConnected(item));
}

/**
 * Words people add to a system's name when they search ("mews pms", "opera cloud pms",
 * "system crm asari"), in both languages: a query word that names the category matches.
 */
export const categoryKeywords: Record<IntegrationCategory, readonly string[]> = {
  pms: ['pms', 'property management', 'hotel system', 'system hotelowy', 'hotel'],
  crs: ['crs', 'central reservation', 'booking engine', 'silnik rezerwacji', 'centralny system rezerwacji', 'hotel'],
  channelManager: ['channel manager', 'channel managery', 'hotel'],
  rms: ['rms', 'revenue management', 'zarządzanie przychodami', 'hotel'],
  crm: ['crm', 'real estate', 'nieruchomości', 'biuro nieruchomości'],
  listingPortal: ['portal', 'portale', 'listing', 'ogłoszenia', 'ogłoszenie', 'nieruchomości', 'real estate'],
  calendar: ['calendar', 'kalendarz', 'kalendarze'],
  telephony: ['phone', 'telephony', 'pbx', 'voip', 'centrala', 'telefon', 'telefonia'],
  payments: ['payment', 'payments', 'gateway', 'card', 'płatności', 'płatność', 'bramka', 'karta'],
  channel: ['chat', 'messaging', 'czat', 'komunikator', 'komunikatory'],
};

/** Words that say nothing about which system ("system crm asari", "integracja z mews"); ignored unless the query is nothing else. */
const fillerWords = new Set(['system', 'systems', 'systemy', 'systemu', 'software', 'program', 'integration', 'integrations', 'integracja', 'integracje', 'z', 'with', 'for', 'dla', 'the']);

/** Lower case, no diacritics (ł too), punctuation as spaces: "Nieruchomości-online.pl" and "nieruchomosci online pl" meet. */
export function normalizeSearch(text: string): string {
  return text
    .toLocaleLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Filters by category ('all' for every one) and by a search in the name, its aliases
 * and its category's words: every word of the query must be found in one of them
 * ("mews pms", "opera cloud pms"), or the query without spaces in a name written
 * as one word ("little hotelier" finds "LittleHotelier"), ignoring case and diacritics.
 */
export function filterIntegrations<T extends { name: string; category: IntegrationCategory; aliases?: readonly string[] }>(
  items: readonly T[],
  category: IntegrationCategory | 'all',
  query: string,
): T[] {
  const needle = normalizeSearch(query);
  const all = needle.split(' ').filter(Boolean);
  const meaningful = all.filter((word) => !fillerWords.has(word));
  const words = meaningful.length ? meaningful : all;
  const matches = (item: T) => {
    const names = [item.name, ...(item.aliases ?? [])].map(normalizeSearch);
    const haystack = [...names, ...categoryKeywords[item.category].map(normalizeSearch)].join(' | ');
    const compact = needle.replace(/ /g, '');
    return words.every((word) => haystack.includes(word)) || names.some((name) => name.replace(/ /g, '').includes(compact));
  };
  return items.filter((item) => (category === 'all' || item.category === category) && (!needle || matches(item)));
}
