import type { Locale } from '@/i18n/routing';

/**
 * Sample conversations shown on /sample-calls and in the product views of the
 * industry pages (components/product/). Illustrative: the hotels, agencies and
 * people are invented, e-mail addresses use example.com. Each call says what
 * landed in which system. A recording is optional: drop
 * `public/sample-calls/<id>.<locale>.mp3` (or .m4a, .ogg) into the project and
 * the next build shows a player above that transcript (lib/data/recordings.ts);
 * without the file no player is shown.
 *
 * Words spoken in the other language keep their original wording (`lang`) with
 * a translation for the reader (`gloss`).
 */
export const sampleCallIds = ['late-booking', 'change-reservation', 'language-switch', 'spanish-booking', 'handover', 'viewing', 'florida-spanish'] as const;
export type SampleCallId = (typeof sampleCallIds)[number];

export type Speaker = 'caller' | 'agent' | 'staff';
/** A language a line can be spoken in: the site's two, and Spanish for the Florida pages. */
export type SpokenLanguage = Locale | 'es';
export type SystemId = 'pms' | 'payment' | 'email' | 'sms' | 'crm' | 'calendar' | 'frontDesk' | 'maintenance';
export type Industry = 'hotel' | 'realEstate';

export interface Turn {
  /** Seconds from the start of the call. */
  at: number;
  who: Speaker;
  text: string;
  /** The language the line was spoken in, when it is not the page's language. */
  lang?: SpokenLanguage;
  /** Translation into the page's language of a line spoken in the other language. */
  gloss?: string;
}

export interface Landed {
  system: SystemId;
  record: string;
}

export interface SampleCallCopy {
  title: string;
  /** Who called and where, in a few words. */
  setting: string;
  /** The result, one line. */
  outcome: string;
  /** Name of the staff member who takes over, when the call is handed over. */
  staffName?: string;
  /** The caller as the landing page's phone names them (its call in progress, lib/landing/live-call.ts). */
  caller?: string;
  turns: readonly Turn[];
  landed: readonly Landed[];
}

export interface SampleCall {
  id: SampleCallId;
  industry: Industry;
  /** Local time the call started, 24-hour "HH:MM". */
  startedAt: string;
  /**
   * The call's length as stated above the transcript: the transcript is the
   * whole call, so this is a few seconds after its last line (a test holds it
   * to that), never a longer call shown in part.
   */
  durationSeconds: number;
  copy: Record<Locale, SampleCallCopy>;
}

export const sampleCalls: readonly SampleCall[] = [
  {
    id: 'late-booking',
    industry: 'hotel',
    startedAt: '23:04',
    durationSeconds: 76,
    copy: {
      en: {
        title: 'A booking at 11 p.m.',
        setting: 'A guest calls Harbor View Hotel after the front desk has gone quiet',
        caller: 'Dana Whitaker',
        outcome: 'Booked: two nights in a king bay-view room with parking, $614, confirmation emailed',
        turns: [
          { at: 0, who: 'agent', text: 'Good evening, Harbor View Hotel, this is the AI assistant, and this call is transcribed. How can I help?' },
          { at: 5, who: 'caller', text: 'Hi, I know it’s late. Do you have a room this Friday and Saturday for two adults?' },
          { at: 12, who: 'agent', text: 'We do. For Friday the 14th and Saturday the 15th I have a king room with a bay view at $289 a night, or a queen room facing the garden at $239. Both include breakfast.' },
          { at: 27, who: 'caller', text: 'The bay view, please. Is parking extra?' },
          { at: 31, who: 'agent', text: 'Self-parking is $18 a night, and I can add it now. Would you like me to reserve the king bay-view room for both nights?' },
          { at: 40, who: 'caller', text: 'Yes, with parking.' },
          { at: 43, who: 'agent', text: 'Done. May I have your name and an email for the confirmation?' },
          { at: 48, who: 'caller', text: 'Dana Whitaker, dana.w@example.com.' },
          { at: 56, who: 'agent', text: 'Thank you, Dana. You’re confirmed for two nights from Friday. I’m emailing you the confirmation now; the front desk will ask for a credit card at check-in.' },
          { at: 70, who: 'caller', text: 'Perfect, thanks so much.' },
        ],
        landed: [
          { system: 'pms', record: 'Reservation HV-20418: King Bay View, Fri–Sun, 2 adults, parking added' },
          { system: 'frontDesk', record: 'Note for check-in: ask for a credit card' },
          { system: 'email', record: 'Confirmation with directions and check-in time sent to the guest' },
          { system: 'crm', record: 'Guest profile created; source: phone, after hours' },
        ],
      },
      pl: {
        title: 'Rezerwacja o 23:00',
        setting: 'Gość dzwoni do Hotelu Bulwar w Gdańsku, gdy recepcja już nie odbiera',
        caller: 'Magdalena Wrona',
        outcome: 'Rezerwacja: dwie noce w pokoju z widokiem na rzekę, z parkingiem, 1160 zł, potwierdzenie wysłane e-mailem',
        turns: [
          { at: 0, who: 'agent', text: 'Dobry wieczór, Hotel Bulwar, tu asystent AI, rozmowa jest zamieniana na tekst. W czym mogę pomóc?' },
          { at: 5, who: 'caller', text: 'Dobry wieczór, wiem, że już późno. Macie wolny pokój na piątek i sobotę dla dwóch osób?' },
          { at: 12, who: 'agent', text: 'Tak. Na piątek czternastego i sobotę piętnastego mam pokój dwuosobowy z widokiem na Motławę za 520 zł za noc albo pokój od strony dziedzińca za 430 zł. Oba ze śniadaniem.' },
          { at: 27, who: 'caller', text: 'Poproszę ten z widokiem. Parking jest dodatkowo płatny?' },
          { at: 31, who: 'agent', text: 'Miejsce w garażu kosztuje 60 zł za dobę i mogę je od razu dodać. Rezerwuję pokój z widokiem na obie noce?' },
          { at: 40, who: 'caller', text: 'Tak, razem z parkingiem.' },
          { at: 43, who: 'agent', text: 'Gotowe. Poproszę jeszcze imię, nazwisko i adres e-mail do potwierdzenia.' },
          { at: 48, who: 'caller', text: 'Magdalena Wrona, magda.wrona@example.com.' },
          { at: 56, who: 'agent', text: 'Dziękuję. Rezerwacja na dwie noce od piątku jest potwierdzona. Wysyłam potwierdzenie e-mailem, a kartę jako gwarancję przyjmie recepcja przy zameldowaniu.' },
          { at: 70, who: 'caller', text: 'Super, bardzo dziękuję.' },
        ],
        landed: [
          { system: 'pms', record: 'Rezerwacja HB-20418: pokój z widokiem, pt–nd, 2 osoby, parking' },
          { system: 'frontDesk', record: 'Notatka do zameldowania: przyjąć kartę jako gwarancję' },
          { system: 'email', record: 'Potwierdzenie z dojazdem i godziną zameldowania wysłane do gościa' },
          { system: 'crm', record: 'Nowy profil gościa; źródło: telefon po godzinach pracy recepcji' },
        ],
      },
    },
  },
  {
    id: 'change-reservation',
    industry: 'hotel',
    startedAt: '07:42',
    durationSeconds: 55,
    copy: {
      en: {
        title: 'Moving a reservation by a day',
        setting: 'A returning guest calls before the morning shift starts',
        outcome: 'Changed: stay moved one night later, same rate, free late checkout added',
        turns: [
          { at: 0, who: 'agent', text: 'Good morning, Harbor View Hotel, this is the AI assistant, and this call is transcribed. How can I help?' },
          { at: 3, who: 'caller', text: 'Hi, I have a reservation next week under Patel and I need to push it back a day.' },
          { at: 9, who: 'agent', text: 'Happy to help. Could you give me the confirmation number, or the phone number on the booking?' },
          { at: 15, who: 'caller', text: 'It’s HV-19977.' },
          { at: 19, who: 'agent', text: 'Thank you, Mr. Patel. I see a queen room from Tuesday the 18th to Thursday the 20th. You’d like Wednesday the 19th to Friday the 21st instead?' },
          { at: 29, who: 'caller', text: 'Exactly.' },
          { at: 31, who: 'agent', text: 'The same room type is available on those nights at the same rate, $219, and your cancellation policy doesn’t change. Would you like me to make the change?' },
          { at: 41, who: 'caller', text: 'Please. Could I also check out late on Friday?' },
          { at: 46, who: 'agent', text: 'Late checkout until 1 p.m. is free on your rate, so I’ve added it. An updated confirmation is on its way to your email.' },
        ],
        landed: [
          { system: 'pms', record: 'HV-19977 changed: Wed. 19th–Fri. 21st, queen room, rate unchanged, late checkout 1 p.m.' },
          { system: 'email', record: 'Updated confirmation sent to the guest' },
          { system: 'frontDesk', record: 'Today’s summary for the front desk: late checkout at 1 p.m. on Friday' },
        ],
      },
      pl: {
        title: 'Przesunięcie rezerwacji o jeden dzień',
        setting: 'Stały gość dzwoni, zanim zacznie się poranna zmiana',
        outcome: 'Zmiana: pobyt przesunięty o jedną noc, ta sama cena, bezpłatne późne wymeldowanie',
        turns: [
          { at: 0, who: 'agent', text: 'Dzień dobry, Hotel Bulwar, tu asystent AI, rozmowa jest zamieniana na tekst. W czym mogę pomóc?' },
          { at: 3, who: 'caller', text: 'Dzień dobry, mam rezerwację na przyszły tydzień na nazwisko Kaczmarek i muszę ją przesunąć o jeden dzień.' },
          { at: 9, who: 'agent', text: 'Oczywiście. Proszę podać numer rezerwacji albo numer telefonu podany przy rezerwacji.' },
          { at: 15, who: 'caller', text: 'HB-19977.' },
          { at: 19, who: 'agent', text: 'Dziękuję, panie Tomaszu. Widzę pokój dwuosobowy od wtorku osiemnastego do czwartku dwudziestego. Przenieść pobyt na termin od środy dziewiętnastego do piątku dwudziestego pierwszego?' },
          { at: 29, who: 'caller', text: 'Dokładnie tak.' },
          { at: 31, who: 'agent', text: 'Ten sam typ pokoju jest wolny w tych dniach, w tej samej cenie, 390 zł za noc, a warunki anulacji się nie zmieniają. Zmieniam?' },
          { at: 41, who: 'caller', text: 'Tak, poproszę. A da się w piątek wymeldować później?' },
          { at: 46, who: 'agent', text: 'W pana taryfie późne wymeldowanie do 13:00 jest bezpłatne, już je dopisuję. Nowe potwierdzenie przyjdzie za chwilę e-mailem.' },
        ],
        landed: [
          { system: 'pms', record: 'HB-19977 zmieniona: śr 19 – pt 21, pokój dwuosobowy, cena bez zmian, wymeldowanie 13:00' },
          { system: 'email', record: 'Nowe potwierdzenie wysłane do gościa' },
          { system: 'frontDesk', record: 'Podsumowanie dnia dla recepcji: późne wymeldowanie w piątek o 13:00' },
        ],
      },
    },
  },
  {
    id: 'language-switch',
    industry: 'hotel',
    startedAt: '16:15',
    durationSeconds: 86,
    copy: {
      en: {
        title: 'A caller switches from English to Polish',
        setting: 'A daughter books a room for her parents, who are visiting from Poland',
        outcome: 'Booked in Polish: four nights on the first floor; shuttle request and arrival note passed to the front desk',
        turns: [
          { at: 0, who: 'agent', text: 'Good afternoon, Harbor View Hotel, this is the AI assistant, and this call is transcribed. How can I help?' },
          { at: 4, who: 'caller', text: 'Hello, I’d like to ask about a room for my parents… sorry, my English is not so good.' },
          { at: 11, who: 'agent', text: 'No problem at all. I can also speak Polish or Spanish, if that’s easier.' },
          { at: 21, who: 'caller', lang: 'pl', text: 'O, to świetnie. To po polsku. Rodzice przylatują dwudziestego i potrzebują pokoju na cztery noce.', gloss: 'Oh, great. Polish then. My parents fly in on the 20th and need a room for four nights.' },
          { at: 30, who: 'agent', lang: 'pl', text: 'Oczywiście. Od dwudziestego do dwudziestego czwartego mam pokój z dwoma łóżkami na parterze, blisko windy, za 199 dolarów za noc ze śniadaniem.', gloss: 'Of course. From the 20th to the 24th I have a room with two beds on the first floor, near the elevator, at $199 a night with breakfast.' },
          { at: 44, who: 'caller', lang: 'pl', text: 'Parter jest idealny, tata źle chodzi. Możecie odebrać ich z lotniska?', gloss: 'The first floor is perfect; my dad has trouble walking. Can you pick them up from the airport?' },
          { at: 51, who: 'agent', lang: 'pl', text: 'Hotel ma transfer z lotniska. O której ląduje samolot?', gloss: 'The hotel has an airport shuttle. What time does their flight land?' },
          { at: 54, who: 'caller', lang: 'pl', text: 'O czternastej.', gloss: 'At two.' },
          { at: 57, who: 'agent', lang: 'pl', text: 'Dziękuję. Przekażę recepcji prośbę o transfer na 14:30, a recepcja potwierdzi go e-mailem. Czy mam zarezerwować pokój? Poproszę jeszcze nazwisko i e-mail do potwierdzenia.', gloss: 'Thank you. I’ll pass a shuttle request for 2:30 p.m. to the front desk, and they’ll confirm it by email. Should I book the room? May I have a name and an email for the confirmation?' },
          { at: 65, who: 'caller', lang: 'pl', text: 'Tak, proszę. Nowak, ewa.nowak@example.com.', gloss: 'Yes, please. Nowak, ewa.nowak@example.com.' },
          { at: 71, who: 'agent', lang: 'pl', text: 'Pokój zarezerwowany, potwierdzenie wyślę po polsku. Czy przygotować przy wejściu wózek dla pani taty?', gloss: 'The room is booked; I’ll send the confirmation in Polish. Would you like a wheelchair ready at the entrance for your dad?' },
          { at: 78, who: 'caller', lang: 'pl', text: 'Tak, dziękuję. Bardzo mi pan pomógł.', gloss: 'Yes, thank you. You’ve been a great help.' },
        ],
        landed: [
          { system: 'pms', record: 'Reservation HV-20433: Nowak, two beds, first floor, 20th–24th, guest language Polish' },
          { system: 'email', record: 'Confirmation sent in Polish to ewa.nowak@example.com' },
          { system: 'frontDesk', record: 'Arrival note: shuttle request for 2:30 p.m., to confirm by email; wheelchair at the entrance (requested by the caller)' },
        ],
      },
      pl: {
        title: 'Rozmówca przechodzi z angielskiego na polski',
        setting: 'Córka rezerwuje pokój dla rodziców, dzwoniąc na anglojęzyczną linię rezerwacji',
        outcome: 'Rezerwacja po polsku: cztery noce na parterze; prośba o transfer i notatka przekazane recepcji',
        turns: [
          { at: 0, who: 'agent', lang: 'en', text: 'Good afternoon, Hotel Bulwar reservations, this is the AI assistant, and this call is transcribed. How can I help?', gloss: 'Dzień dobry, rezerwacje Hotelu Bulwar, tu asystent AI, rozmowa jest zamieniana na tekst. W czym mogę pomóc?' },
          { at: 4, who: 'caller', lang: 'en', text: 'Hello, I’d like to ask about a room for my parents… sorry, my English is not so good.', gloss: 'Dzień dobry, chciałam zapytać o pokój dla rodziców… przepraszam, nie mówię zbyt dobrze po angielsku.' },
          { at: 11, who: 'agent', lang: 'en', text: 'No problem at all. I can also speak Polish or Spanish, if that’s easier.', gloss: 'Żaden problem. Mogę też mówić po polsku albo po hiszpańsku, jeśli tak będzie łatwiej.' },
          { at: 21, who: 'caller', text: 'O, to świetnie. To po polsku. Rodzice przylatują dwudziestego i potrzebują pokoju na cztery noce.' },
          { at: 30, who: 'agent', text: 'Oczywiście. Od dwudziestego do dwudziestego czwartego mam pokój z dwoma łóżkami na parterze, blisko windy, za 380 zł za noc ze śniadaniem.' },
          { at: 44, who: 'caller', text: 'Parter jest idealny, tata źle chodzi. Możecie odebrać ich z lotniska?' },
          { at: 51, who: 'agent', text: 'Hotel ma transfer z lotniska. O której ląduje samolot?' },
          { at: 54, who: 'caller', text: 'O czternastej.' },
          { at: 57, who: 'agent', text: 'Dziękuję. Przekażę recepcji prośbę o transfer na 14:30, a recepcja potwierdzi go e-mailem. Czy mam zarezerwować pokój? Poproszę jeszcze nazwisko i e-mail do potwierdzenia.' },
          { at: 65, who: 'caller', text: 'Tak, proszę. Nowak, ewa.nowak@example.com.' },
          { at: 71, who: 'agent', text: 'Pokój zarezerwowany, potwierdzenie wyślę po polsku. Czy przygotować przy wejściu wózek dla pani taty?' },
          { at: 78, who: 'caller', text: 'Tak, dziękuję. Bardzo mi pan pomógł.' },
        ],
        landed: [
          { system: 'pms', record: 'Rezerwacja HB-20433: Nowak, dwa łóżka, parter, 20–24, język gościa: polski' },
          { system: 'email', record: 'Potwierdzenie wysłane po polsku na ewa.nowak@example.com' },
          { system: 'frontDesk', record: 'Notatka przed przyjazdem: prośba o transfer na 14:30 do potwierdzenia e-mailem, wózek przy wejściu (na prośbę rozmówczyni)' },
        ],
      },
    },
  },
  {
    id: 'spanish-booking',
    industry: 'hotel',
    startedAt: '20:47',
    durationSeconds: 64,
    copy: {
      en: {
        title: 'A guest books in Spanish',
        setting: 'A guest calls Harbor View Hotel in the evening and asks to speak Spanish',
        outcome: 'Booked in Spanish: one night in a queen garden room, $239, late arrival noted, confirmation in Spanish',
        turns: [
          { at: 0, who: 'agent', text: 'Good evening, Harbor View Hotel, this is the AI assistant, and this call is transcribed. How can I help?' },
          { at: 4, who: 'caller', lang: 'es', text: 'Buenas noches. ¿Se puede hablar en español? Quisiera reservar una habitación para mañana.', gloss: 'Good evening. Can we speak Spanish? I’d like to book a room for tomorrow.' },
          { at: 10, who: 'agent', lang: 'es', text: 'Buenas noches. Sí, claro. Para mañana tengo una habitación queen con vista al jardín por 239 dólares la noche, con desayuno. ¿Para cuántas personas?', gloss: 'Good evening. Yes, of course. For tomorrow I have a queen room facing the garden at $239 a night, with breakfast. For how many people?' },
          { at: 21, who: 'caller', lang: 'es', text: 'Para dos, una sola noche. Llegamos tarde, como a las once.', gloss: 'For two, just one night. We’ll arrive late, around eleven.' },
          { at: 27, who: 'agent', lang: 'es', text: 'No hay problema, dejo anotada la llegada tardía para que tengan la llave lista. ¿Me da su nombre y un correo electrónico para la confirmación?', gloss: 'No problem, I’ll note the late arrival so your key is ready. May I have your name and an email for the confirmation?' },
          { at: 37, who: 'caller', lang: 'es', text: 'Carmen Ruiz, carmen.ruiz@example.com.', gloss: 'Carmen Ruiz, carmen.ruiz@example.com.' },
          { at: 43, who: 'agent', lang: 'es', text: 'Gracias, Carmen. Queda reservada una noche para dos a partir de mañana. Le envío por correo la confirmación en español; la recepción tomará la tarjeta como garantía a su llegada.', gloss: 'Thank you, Carmen. You’re booked for one night for two, starting tomorrow. I’m emailing you the confirmation in Spanish; the front desk will take your card as a guarantee on arrival.' },
          { at: 57, who: 'caller', lang: 'es', text: '¡Perfecto, muchas gracias!', gloss: 'Perfect, thank you so much!' },
        ],
        landed: [
          { system: 'pms', record: 'Reservation HV-20412: Queen Garden, 1 night, 2 adults, arriving about 11 p.m.' },
          { system: 'email', record: 'Confirmation in Spanish' },
          { system: 'frontDesk', record: 'Note for check-in: ask for a credit card' },
          { system: 'crm', record: 'Guest profile created; language: Spanish; source: phone' },
        ],
      },
      pl: {
        title: 'Gość rezerwuje po hiszpańsku',
        setting: 'Turystka z Hiszpanii dzwoni wieczorem do Hotelu Bulwar w Gdańsku i prosi o rozmowę po hiszpańsku',
        outcome: 'Rezerwacja po hiszpańsku: jedna noc w pokoju od strony dziedzińca, 430 zł, późny przyjazd zapisany, potwierdzenie po hiszpańsku',
        turns: [
          { at: 0, who: 'agent', text: 'Dobry wieczór, Hotel Bulwar, tu asystent AI, rozmowa jest zamieniana na tekst. W czym mogę pomóc?' },
          { at: 4, who: 'caller', lang: 'es', text: 'Buenas noches. ¿Se puede hablar en español? Quisiera reservar una habitación para mañana.', gloss: 'Dobry wieczór. Czy możemy rozmawiać po hiszpańsku? Chciałabym zarezerwować pokój na jutro.' },
          { at: 10, who: 'agent', lang: 'es', text: 'Buenas noches. Sí, claro. Para mañana tengo una habitación doble con vista al patio por 430 eslotis la noche, con desayuno. ¿Para cuántas personas?', gloss: 'Dobry wieczór. Tak, oczywiście. Na jutro mam pokój dwuosobowy od strony dziedzińca za 430 zł za noc, ze śniadaniem. Dla ilu osób?' },
          { at: 21, who: 'caller', lang: 'es', text: 'Para dos, una sola noche. Llegamos tarde, como a las once.', gloss: 'Dla dwóch osób, tylko na jedną noc. Przyjedziemy późno, około jedenastej.' },
          { at: 27, who: 'agent', lang: 'es', text: 'No hay problema, dejo anotada la llegada tardía para que tengan la llave lista. ¿Me da su nombre y un correo electrónico para la confirmación?', gloss: 'Nie ma problemu, zapiszę późny przyjazd, żeby klucz na państwa czekał. Poproszę imię, nazwisko i adres e-mail do potwierdzenia.' },
          { at: 37, who: 'caller', lang: 'es', text: 'Carmen Ruiz, carmen.ruiz@example.com.', gloss: 'Carmen Ruiz, carmen.ruiz@example.com.' },
          { at: 43, who: 'agent', lang: 'es', text: 'Gracias, Carmen. Queda reservada una noche para dos a partir de mañana. Le envío por correo la confirmación en español; la recepción tomará la tarjeta como garantía a su llegada.', gloss: 'Dziękuję, pani Carmen. Rezerwacja na jedną noc dla dwóch osób od jutra jest potwierdzona. Wysyłam e-mailem potwierdzenie po hiszpańsku, a kartę jako gwarancję przyjmie recepcja przy przyjeździe.' },
          { at: 57, who: 'caller', lang: 'es', text: '¡Perfecto, muchas gracias!', gloss: 'Świetnie, bardzo dziękuję!' },
        ],
        landed: [
          { system: 'pms', record: 'Rezerwacja HB-20412: pokój od strony dziedzińca, 1 noc, 2 osoby, przyjazd ok. 23:00' },
          { system: 'email', record: 'Potwierdzenie po hiszpańsku' },
          { system: 'frontDesk', record: 'Notatka do zameldowania: przyjąć kartę jako gwarancję' },
          { system: 'crm', record: 'Nowy profil gościa; język: hiszpański; źródło: telefon' },
        ],
      },
    },
  },
  {
    id: 'handover',
    industry: 'hotel',
    startedAt: '22:41',
    durationSeconds: 46,
    copy: {
      en: {
        title: 'A handover to a person',
        setting: 'A guest in room 412 calls about a broken air conditioner and asks for a manager',
        outcome: 'Handed to the night manager in 38 seconds with a written summary; guest moved to room 506',
        staffName: 'Maria, night manager',
        turns: [
          { at: 0, who: 'agent', text: 'Harbor View Hotel, good evening, this is the AI assistant, and this call is transcribed.' },
          { at: 2, who: 'caller', text: 'I’m in room 412. The air conditioning hasn’t worked since nine, I reported it to the front desk at five past, and I want to speak to a manager.' },
          { at: 10, who: 'agent', text: 'I’m sorry, Mr. Ortiz; that’s not the evening you should be having, and you shouldn’t have had to report it twice. Rooms 318 and 506 are the same type and available tonight. I’m connecting you to Maria, the night manager, right now, and she already has these details.' },
          { at: 27, who: 'caller', text: 'Okay, thank you.' },
          { at: 38, who: 'staff', text: 'Mr. Ortiz, this is Maria. I have your note. I can move you to 506 right away and send someone up with new keys.' },
        ],
        landed: [
          { system: 'frontDesk', record: 'Handover note, marked urgent, on the night manager’s phone and desk screen before she answered' },
          { system: 'pms', record: 'Room move 412 → 506 recorded by the night manager' },
        ],
      },
      pl: {
        title: 'Przekazanie rozmowy człowiekowi',
        setting: 'Gość z pokoju 412 dzwoni w sprawie niedziałającej klimatyzacji i prosi o kierownika',
        outcome: 'Rozmowa przekazana kierowniczce nocnej zmiany w 38 sekund, z pisemnym podsumowaniem; gość przeniesiony do pokoju 506',
        staffName: 'Marta, kierowniczka nocnej zmiany',
        turns: [
          { at: 0, who: 'agent', text: 'Hotel Bulwar, dobry wieczór, tu asystent AI, rozmowa jest zamieniana na tekst.' },
          { at: 2, who: 'caller', text: 'Jestem w pokoju 412. Od dziewiątej nie działa klimatyzacja, zgłosiłem to w recepcji pięć po dziewiątej i chcę rozmawiać z kierownikiem.' },
          { at: 10, who: 'agent', text: 'Przepraszam, panie Pawle, tak nie powinien wyglądać pana wieczór i nie powinien pan zgłaszać tego dwa razy. Pokoje 318 i 506 są tego samego typu i są dziś wolne. Już łączę z panią Martą, kierowniczką nocnej zmiany; ma przed sobą wszystkie te informacje.' },
          { at: 27, who: 'caller', text: 'Dobrze, dziękuję.' },
          { at: 38, who: 'staff', text: 'Dobry wieczór, tu Marta. Mam pana zgłoszenie. Mogę od razu przenieść pana do pokoju 506 i wysłać kogoś z nowymi kartami.' },
        ],
        landed: [
          { system: 'frontDesk', record: 'Pilna notatka o przekazaniu na telefonie i ekranie recepcji, zanim kierowniczka odebrała' },
          { system: 'pms', record: 'Zmiana pokoju 412 → 506 zapisana przez kierowniczkę zmiany' },
        ],
      },
    },
  },
  {
    id: 'viewing',
    industry: 'realEstate',
    startedAt: '20:37',
    durationSeconds: 70,
    copy: {
      en: {
        title: 'A buyer qualified and booked for a showing',
        setting: 'A relocating family calls Palm Coast Realty about a listing on a Sunday evening',
        outcome: 'Qualified buyer, pre-approved, moving within two months; showing booked for Saturday at 10 a.m.',
        turns: [
          { at: 0, who: 'agent', text: 'Thanks for calling Palm Coast Realty, this is the AI assistant, and this call is transcribed. Are you calling about one of our listings?' },
          { at: 4, who: 'caller', text: 'Yes, the three-bedroom on Bayshore Drive. Is it still available?' },
          { at: 9, who: 'agent', text: 'It is. It’s listed at $615,000, and the HOA fees are $240 a month. Are you hoping to buy soon?' },
          { at: 18, who: 'caller', text: 'Within the next two months. We’re relocating from Ohio for work.' },
          { at: 24, who: 'agent', text: 'Congratulations on the move. Have you been pre-approved for a mortgage yet?' },
          { at: 29, who: 'caller', text: 'Yes, up to $650,000.' },
          { at: 33, who: 'agent', text: 'Great. Does the school district matter to you?' },
          { at: 36, who: 'caller', text: 'A lot. We have two kids in elementary school.' },
          { at: 41, who: 'agent', text: 'The home is zoned for Bayshore Elementary. Jordan, the listing agent, can show it to you on Saturday at 10 a.m. or 1 p.m. Which works better?' },
          { at: 51, who: 'caller', text: 'Ten is good.' },
          { at: 54, who: 'agent', text: 'May I have your name and an email for the confirmation?' },
          { at: 58, who: 'caller', text: 'Mike Reyes, mike.reyes@example.com.' },
          { at: 62, who: 'agent', text: 'Thanks, Mike. You’re booked for Saturday at 10; I’m emailing you the address and Jordan’s number.' },
        ],
        landed: [
          { system: 'crm', record: 'New buyer lead, Mike Reyes, marked hot: pre-approved for up to $650,000, relocating from Ohio, school district matters' },
          { system: 'calendar', record: 'Showing on Saturday at 10 a.m., Bayshore Drive, with Jordan' },
          { system: 'email', record: 'Email confirmation with the address and Jordan’s number; Jordan has the call notes' },
        ],
      },
      pl: {
        title: 'Kupujący zweryfikowany i umówiony na prezentację',
        setting: 'Rodzina przeprowadzająca się do Krakowa dzwoni w niedzielę wieczorem do biura Nieruchomości Zakrzówek w sprawie oferty',
        outcome: 'Zweryfikowany kupujący z decyzją kredytową, przeprowadzka w ciągu dwóch miesięcy; prezentacja w sobotę o 10:00',
        turns: [
          { at: 0, who: 'agent', text: 'Nieruchomości Zakrzówek, dobry wieczór, tu asystent AI, rozmowa jest zamieniana na tekst. Dzwoni pan w sprawie którejś z naszych ofert?' },
          { at: 4, who: 'caller', text: 'Tak, chodzi o trzypokojowe mieszkanie na Ruczaju. Jest jeszcze aktualne?' },
          { at: 9, who: 'agent', text: 'Tak. Cena to 890 000 zł, czynsz administracyjny wynosi 650 zł miesięcznie. Planuje pan zakup w najbliższym czasie?' },
          { at: 18, who: 'caller', text: 'W ciągu dwóch miesięcy. Przeprowadzamy się z Wrocławia, żona dostała tu pracę.' },
          { at: 24, who: 'agent', text: 'Gratuluję. Ma pan już decyzję kredytową albo sprawdzoną zdolność kredytową?' },
          { at: 29, who: 'caller', text: 'Mamy pozytywną decyzję do 900 tysięcy.' },
          { at: 33, who: 'agent', text: 'Świetnie. Ważna jest dla państwa bliskość szkoły?' },
          { at: 36, who: 'caller', text: 'Bardzo, mamy dwoje dzieci w podstawówce.' },
          { at: 41, who: 'agent', text: 'Szkoła podstawowa jest pięć minut pieszo od budynku. Pani Agnieszka, która prowadzi tę ofertę, może pokazać mieszkanie w sobotę o 10:00 albo o 13:00. Która godzina panu pasuje?' },
          { at: 51, who: 'caller', text: 'Dziesiąta będzie dobra.' },
          { at: 54, who: 'agent', text: 'Poproszę jeszcze imię, nazwisko i adres e-mail do potwierdzenia.' },
          { at: 58, who: 'caller', text: 'Tomasz Lis, tomasz.lis@example.com.' },
          { at: 62, who: 'agent', text: 'Dziękuję, panie Tomaszu. Prezentacja zapisana na sobotę na 10:00; wysyłam e-mail z adresem i numerem pani Agnieszki.' },
        ],
        landed: [
          { system: 'crm', record: 'Nowy kupujący Tomasz Lis, zweryfikowany: decyzja kredytowa do 900 000 zł, przeprowadzka z Wrocławia, ważna szkoła' },
          { system: 'calendar', record: 'Prezentacja w sobotę o 10:00, Ruczaj, z panią Agnieszką' },
          { system: 'email', record: 'Potwierdzenie z adresem i numerem pośredniczki; pani Agnieszka ma notatkę z rozmowy' },
        ],
      },
    },
  },
  {
    id: 'florida-spanish',
    industry: 'realEstate',
    startedAt: '19:26',
    durationSeconds: 72,
    copy: {
      en: {
        title: 'A buyer calls in Spanish',
        setting: 'A buyer from Miami calls Palm Coast Realty about a condo and speaks Spanish from the first word',
        outcome: 'Answered in Spanish: pre-approved buyer qualified, showing booked for Thursday at 6 p.m. with a Spanish-speaking agent',
        turns: [
          { at: 0, who: 'agent', text: 'Thanks for calling Palm Coast Realty, this is the AI assistant, and this call is transcribed. How can I help?' },
          { at: 3, who: 'caller', lang: 'es', text: 'Buenas tardes. Llamo por el condominio de dos habitaciones en Gulf Boulevard. ¿Sigue disponible?', gloss: 'Good evening. I’m calling about the two-bedroom condo on Gulf Boulevard. Is it still available?' },
          { at: 10, who: 'agent', lang: 'es', text: 'Buenas tardes. Sí, sigue disponible. El precio es de 429,000 dólares y la cuota de la asociación es de 380 dólares al mes. ¿Piensa comprar pronto?', gloss: 'Good evening. Yes, it’s still available. The price is $429,000 and the HOA fee is $380 a month. Are you planning to buy soon?' },
          { at: 21, who: 'caller', lang: 'es', text: 'Sí, este verano. Ya tenemos la preaprobación del banco hasta 450,000.', gloss: 'Yes, this summer. We already have the bank’s pre-approval for up to 450,000.' },
          { at: 29, who: 'agent', lang: 'es', text: 'Perfecto. Lucía, una de nuestras agentes, habla español y puede mostrárselo el jueves a las seis de la tarde o el sábado a las once. ¿Qué le queda mejor?', gloss: 'Perfect. Lucía, one of our agents, speaks Spanish and can show it to you on Thursday at 6 p.m. or Saturday at 11 a.m. Which works better for you?' },
          { at: 41, who: 'caller', lang: 'es', text: 'El jueves a las seis.', gloss: 'Thursday at six.' },
          { at: 45, who: 'agent', lang: 'es', text: '¿A nombre de quién la reservo? La confirmación se la envío por mensaje a este número.', gloss: 'Whose name should I book it under? I’ll text the confirmation to this number.' },
          { at: 51, who: 'caller', lang: 'es', text: 'Carlos Méndez.', gloss: 'Carlos Méndez.' },
          { at: 54, who: 'agent', lang: 'es', text: 'Listo, señor Méndez. Le envío un mensaje con la dirección y el número de Lucía, y ella tendrá las notas de esta llamada.', gloss: 'Done, Mr. Méndez. I’m texting you the address and Lucía’s number, and she’ll have the notes from this call.' },
          { at: 63, who: 'caller', lang: 'es', text: 'Muchas gracias, muy amable.', gloss: 'Thank you very much, that’s very kind.' },
        ],
        landed: [
          { system: 'crm', record: 'New buyer lead, Carlos Méndez (this number): pre-approved for up to $450,000, buying this summer, prefers Spanish' },
          { system: 'calendar', record: 'Showing on Thursday at 6 p.m., Gulf Blvd condo, with Lucía (speaks Spanish)' },
          { system: 'sms', record: 'Confirmation text in Spanish with the address and Lucía’s number' },
        ],
      },
      pl: {
        title: 'Kupujący dzwoni po hiszpańsku',
        setting: 'Kupujący z Miami dzwoni do biura Palm Coast Realty na Florydzie w sprawie apartamentu i od pierwszego słowa mówi po hiszpańsku',
        outcome: 'Rozmowa po hiszpańsku: zweryfikowany kupujący z promesą kredytową, prezentacja w czwartek o 18:00 z pośredniczką mówiącą po hiszpańsku',
        turns: [
          { at: 0, who: 'agent', lang: 'en', text: 'Thanks for calling Palm Coast Realty, this is the AI assistant, and this call is transcribed. How can I help?', gloss: 'Dziękujemy za telefon do Palm Coast Realty, tu asystent AI, rozmowa jest zamieniana na tekst. W czym mogę pomóc?' },
          { at: 3, who: 'caller', lang: 'es', text: 'Buenas tardes. Llamo por el condominio de dos habitaciones en Gulf Boulevard. ¿Sigue disponible?', gloss: 'Dobry wieczór. Dzwonię w sprawie apartamentu z dwiema sypialniami przy Gulf Boulevard. Czy jest jeszcze dostępny?' },
          { at: 10, who: 'agent', lang: 'es', text: 'Buenas tardes. Sí, sigue disponible. El precio es de 429,000 dólares y la cuota de la asociación es de 380 dólares al mes. ¿Piensa comprar pronto?', gloss: 'Dobry wieczór. Tak, wciąż jest dostępny. Cena to 429 000 dolarów, a opłata na rzecz wspólnoty wynosi 380 dolarów miesięcznie. Planuje pan zakup w najbliższym czasie?' },
          { at: 21, who: 'caller', lang: 'es', text: 'Sí, este verano. Ya tenemos la preaprobación del banco hasta 450,000.', gloss: 'Tak, tego lata. Mamy już wstępną zgodę banku do 450 000.' },
          { at: 29, who: 'agent', lang: 'es', text: 'Perfecto. Lucía, una de nuestras agentes, habla español y puede mostrárselo el jueves a las seis de la tarde o el sábado a las once. ¿Qué le queda mejor?', gloss: 'Świetnie. Lucía, jedna z naszych pośredniczek, mówi po hiszpańsku i może pokazać apartament w czwartek o 18:00 albo w sobotę o 11:00. Który termin bardziej panu odpowiada?' },
          { at: 41, who: 'caller', lang: 'es', text: 'El jueves a las seis.', gloss: 'W czwartek o szóstej.' },
          { at: 45, who: 'agent', lang: 'es', text: '¿A nombre de quién la reservo? La confirmación se la envío por mensaje a este número.', gloss: 'Na czyje nazwisko mam zarezerwować? Potwierdzenie wyślę SMS-em na ten numer.' },
          { at: 51, who: 'caller', lang: 'es', text: 'Carlos Méndez.', gloss: 'Carlos Méndez.' },
          { at: 54, who: 'agent', lang: 'es', text: 'Listo, señor Méndez. Le envío un mensaje con la dirección y el número de Lucía, y ella tendrá las notas de esta llamada.', gloss: 'Gotowe, panie Méndez. Wysyłam wiadomość z adresem i numerem Lucíi, a ona dostanie notatki z tej rozmowy.' },
          { at: 63, who: 'caller', lang: 'es', text: 'Muchas gracias, muy amable.', gloss: 'Bardzo dziękuję, to bardzo miłe.' },
        ],
        landed: [
          { system: 'crm', record: 'Nowy kupujący Carlos Méndez (ten numer): promesa kredytowa do 450 000 USD, zakup tego lata, woli rozmawiać po hiszpańsku' },
          { system: 'calendar', record: 'Prezentacja w czwartek o 18:00, apartament przy Gulf Blvd, z Lucíą (mówi po hiszpańsku)' },
          { system: 'sms', record: 'SMS po hiszpańsku z potwierdzeniem, adresem i numerem pośredniczki' },
        ],
      },
    },
  },
];

/** The languages spoken during a call as a page in `locale` tells it, in order of first use. */
export function spokenLanguages(call: SampleCall, locale: Locale): SpokenLanguage[] {
  return [...new Set(call.copy[locale].turns.map((turn) => turn.lang ?? locale))];
}

export function sampleCall(id: SampleCallId): SampleCall {
  const call = sampleCalls.find((item) => item.id === id);
  if (!call) throw new Error(`Unknown sample call "${id}"`);
  return call;
}

/** The note the front desk receives with a handed-over call (the `handover` sample call). */
export interface HandoverNote {
  from: string;
  caller: string;
  reason: string;
  wants: string;
  done: readonly string[];
  mood: string;
  next: string;
}

export const handoverNote: Record<Locale, HandoverNote> = {
  en: {
    from: 'Maria, night manager',
    caller: 'Mr. Luis Ortiz, room 412, checked in yesterday, staying until Sunday',
    reason: 'Air conditioning not cooling since about 9 p.m.; reported once already (to the front desk at 9:05 p.m.)',
    wants: 'A different room tonight, and to speak with a manager',
    done: ['Apologized that his 9:05 p.m. report went unanswered', 'Two available rooms of the same type: 318 and 506', 'Marked urgent for the night manager'],
    mood: 'Frustrated but polite',
    next: 'Offer the room move and new keys; consider a goodwill gesture for tonight',
  },
  pl: {
    from: 'Marta, kierowniczka nocnej zmiany',
    caller: 'Pan Paweł Sikora, pokój 412, zameldowany wczoraj, pobyt do niedzieli',
    reason: 'Od około 21:00 nie chłodzi klimatyzacja; zgłaszał to już w recepcji o 21:05',
    wants: 'Innego pokoju na dzisiejszą noc i rozmowy z kierownikiem',
    done: ['Przeprosiny za brak reakcji na zgłoszenie z 21:05', 'Dwa wolne pokoje tego samego typu: 318 i 506', 'Sprawa oznaczona dla kierowniczki jako pilna'],
    mood: 'Zdenerwowany, ale uprzejmy',
    next: 'Zaproponować przeniesienie i nowe karty do pokoju; rozważyć drobny gest na przeprosiny',
  },
};

export type CallResult = 'booked' | 'changed' | 'handover' | 'answered' | 'qualified' | 'viewing';

/** A row of the dashboard's "today" list. */
export interface DashboardRow {
  time: string;
  /** Language of a call without a sample transcript, as told on each locale's pages (a transcript's own turns say it otherwise). */
  lang?: Record<Locale, SpokenLanguage>;
  result: CallResult;
  /** Money the call booked: USD on English pages, zł on Polish pages (the Polish hotel's own prices). */
  value?: Record<Locale, number>;
  /** The sample call the row stands for, linked from the dashboard. */
  callId?: SampleCallId;
  detail: Record<Locale, string>;
}

/** The languages of a dashboard row's call on a page in `locale`. */
export function rowLanguages(row: DashboardRow, locale: Locale): SpokenLanguage[] {
  if (row.callId) return spokenLanguages(sampleCall(row.callId), locale);
  if (!row.lang) throw new Error(`Dashboard row ${row.time} needs a language or a sample call`);
  return [row.lang[locale]];
}

/** A dashboard row without a transcript: the call's language on English and on Polish pages, its result and details. */
function row(time: string, lang: [SpokenLanguage, SpokenLanguage], result: CallResult, detail: [string, string], value?: [number, number]): DashboardRow {
  return { time, lang: { en: lang[0], pl: lang[1] }, result, detail: { en: detail[0], pl: detail[1] }, ...(value ? { value: { en: value[0], pl: value[1] } } : {}) };
}

const EN: [SpokenLanguage, SpokenLanguage] = ['en', 'pl'];
const ES: [SpokenLanguage, SpokenLanguage] = ['es', 'en'];
const PL: [SpokenLanguage, SpokenLanguage] = ['pl', 'en'];

/**
 * Today's calls as the dashboard shows them, per industry; the figures above
 * the list are counted from these rows. The hotel's day is a believable one
 * for about 120 rooms: some forty calls from early morning to after midnight's
 * edge, most of them questions, a handful of bookings and changes, two calls
 * for a person. The rows with a `callId` are the sample calls.
 */
export const dashboardRows: Record<Industry, readonly DashboardRow[]> = {
  hotel: [
    { time: '23:04', result: 'booked', value: { en: 614, pl: 1160 }, callId: 'late-booking', detail: { en: 'King Bay View, 2 nights, parking', pl: 'Pokój z widokiem, 2 noce, parking' } },
    row('22:52', EN, 'answered', ['Is the pool open tomorrow morning?', 'Czy basen jest jutro rano otwarty?']),
    { time: '22:41', result: 'handover', callId: 'handover', detail: { en: 'Room 412, air conditioning, to the night manager', pl: 'Pokój 412, klimatyzacja, do kierowniczki zmiany' } },
    row('22:05', EN, 'answered', ['Late arrival tonight, room held', 'Późny przyjazd dziś, pokój zatrzymany']),
    row('21:18', EN, 'answered', ['Pet policy and parking clearance', 'Zwierzęta i wysokość wjazdu do garażu']),
    { time: '20:47', result: 'booked', value: { en: 239, pl: 430 }, callId: 'spanish-booking', detail: { en: 'Queen Garden, 1 night, in Spanish', pl: 'Pokój od dziedzińca, 1 noc, po hiszpańsku' } },
    row('20:31', EN, 'changed', ['Added a crib to HV-20377', 'Łóżeczko dla dziecka dodane do HB-20377']),
    row('20:02', EN, 'answered', ['Restaurant hours and a table for four', 'Godziny restauracji i stolik dla czterech osób']),
    row('19:52', PL, 'booked', ['Queen Garden, 2 nights', 'Pokój od dziedzińca, 2 noce'], [478, 860]),
    row('19:20', EN, 'answered', ['Checkout time and a late checkout', 'Godzina wymeldowania i późne wymeldowanie']),
    row('18:44', EN, 'answered', ['Directions from the interstate', 'Dojazd od autostrady']),
    row('18:13', EN, 'booked', ['King Bay View, 3 nights', 'Pokój z widokiem, 3 noce'], [867, 1560]),
    row('17:58', EN, 'answered', ['Early check-in for tomorrow', 'Wcześniejsze zameldowanie na jutro']),
    row('17:30', EN, 'answered', ['Wi-Fi and a desk in the room', 'Wi-Fi i biurko w pokoju']),
    row('17:02', ES, 'answered', ['Airport shuttle times, in Spanish', 'Godziny transferu z lotniska, po angielsku']),
    row('16:41', EN, 'changed', ['HV-20391 shortened by one night', 'HB-20391 skrócona o jedną noc']),
    { time: '16:15', result: 'booked', value: { en: 796, pl: 1520 }, callId: 'language-switch', detail: { en: 'Two beds, first floor, 4 nights, shuttle requested', pl: 'Dwa łóżka, parter, 4 noce, prośba o transfer' } },
    row('15:48', EN, 'answered', ['Cancellation policy for a prepaid rate', 'Warunki anulacji taryfy z przedpłatą']),
    row('15:22', EN, 'handover', ['Wedding block for 30 rooms, to sales', 'Blok 30 pokoi na wesele, do działu sprzedaży']),
    row('14:57', EN, 'answered', ['Spa hours', 'Godziny otwarcia spa']),
    row('14:30', EN, 'booked', ['Queen Garden, 2 nights, breakfast', 'Pokój od dziedzińca, 2 noce, śniadanie'], [478, 860]),
    row('14:06', EN, 'answered', ['Is there an EV charger?', 'Czy jest ładowarka do samochodu elektrycznego?']),
    row('13:41', PL, 'answered', ['Gluten-free breakfast options', 'Śniadanie bezglutenowe']),
    row('13:15', EN, 'answered', ['Luggage storage after checkout', 'Przechowalnia bagażu po wymeldowaniu']),
    row('12:49', EN, 'changed', ['Late checkout added to HV-20402', 'Późne wymeldowanie dodane do HB-20402']),
    row('12:06', EN, 'answered', ['Late checkout and luggage storage', 'Późne wymeldowanie i przechowalnia bagażu']),
    row('11:38', EN, 'booked', ['Suite, 1 night, anniversary note', 'Apartament, 1 noc, notatka o rocznicy'], [419, 790]),
    row('11:12', EN, 'answered', ['Meeting room for 12 people, rates sent', 'Sala na 12 osób, cennik wysłany']),
    row('10:46', ES, 'answered', ['Pet policy, in Spanish', 'Zasady pobytu ze zwierzętami, po angielsku']),
    row('10:20', EN, 'answered', ['Parking rates for a week', 'Cena parkingu na tydzień']),
    row('09:51', EN, 'booked', ['King Bay View, 2 nights', 'Pokój z widokiem, 2 noce'], [578, 1040]),
    row('09:27', EN, 'answered', ['Confirmation resent to a new email address', 'Potwierdzenie wysłane ponownie na nowy adres']),
    row('09:03', EN, 'answered', ['Check-in time and ID needed', 'Godzina zameldowania i wymagany dokument']),
    row('08:36', EN, 'answered', ['Distance to the convention center', 'Odległość do centrum kongresowego']),
    row('08:12', EN, 'changed', ['HV-20285 moved to next month', 'HB-20285 przeniesiona na przyszły miesiąc']),
    { time: '07:42', result: 'changed', callId: 'change-reservation', detail: { en: 'HV-19977 moved by one night', pl: 'HB-19977 przesunięta o jedną noc' } },
    row('07:15', EN, 'answered', ['Breakfast hours on weekends', 'Godziny śniadań w weekend']),
    row('06:48', EN, 'answered', ['Taxi to the airport at 5 a.m., booked with the desk', 'Taksówka na lotnisko na 5:00, zamówiona przez recepcję']),
  ],
  realEstate: [
    row('21:34', EN, 'handover', ['Price negotiation on Bayshore Drive, to the listing agent', 'Negocjacja ceny mieszkania na Ruczaju, do pośrednika']),
    { time: '20:37', result: 'viewing', callId: 'viewing', detail: { en: 'Bayshore Drive, Saturday 10 a.m.', pl: 'Ruczaj, sobota 10:00' } },
    row('19:10', EN, 'qualified', ['Renter, 12-month lease, moves in next month', 'Najemca, umowa na rok, od przyszłego miesiąca']),
    row('18:22', ES, 'qualified', ['Investor, two condos, cash buyer, in Spanish', 'Inwestor, dwa mieszkania, za gotówkę, po angielsku']),
    row('17:45', PL, 'viewing', ['Condo on Gulf Blvd, Monday 5 p.m.', 'Kawalerka na Kazimierzu, poniedziałek 17:00']),
    row('16:58', EN, 'answered', ['HOA fee and what it covers', 'Co obejmuje czynsz']),
    row('15:31', EN, 'viewing', ['Townhouse on Palm Ave, Sunday 2 p.m.', 'Segment w Bronowicach, niedziela 14:00']),
    row('14:02', EN, 'answered', ['HOA rules for short-term rentals', 'Zasady wspólnoty dla najmu krótkoterminowego']),
    row('12:40', EN, 'qualified', ['First-time buyer, pre-approval in progress', 'Pierwsze mieszkanie, wniosek kredytowy w toku']),
    row('11:17', EN, 'answered', ['Flood zone and insurance for a listing', 'Ubezpieczenie i ryzyko powodzi przy ofercie']),
    row('09:26', EN, 'handover', ['Seller asking about a listing agreement, to the broker', 'Sprzedający pyta o umowę pośrednictwa, do właściciela biura']),
    row('08:55', EN, 'answered', ['Office hours on Saturday', 'Godziny pracy biura w sobotę']),
  ],
};
