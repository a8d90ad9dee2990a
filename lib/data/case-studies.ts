import type { Locale } from '@/i18n/routing';
import { planFeatureClaims, planList, plansWith } from '@/lib/copy/plan-features';
import { lostRevenueDefaults } from '@/lib/calculators/lost-revenue';
import { claims } from '@/lib/copy/claims';

/** The share of booking calls after hours: the lost-revenue estimator's example hotel (lib/copy/claims.ts `afterHoursShare`), the one source. */
const afterHours = `${lostRevenueDefaults.afterHours}%`;
/** Figures and plan names from the register (lib/copy/claims.ts), never written here. */
const otaCommission = claims.otaCommission.en;
const planFacts = planFeatureClaims();
const whatsappFrom = planFacts.whatsappFrom!.en;
const crmFrom = planFacts.crmFrom!.en;

/**
 * Case studies shown on /case-study. Illustrative composites (no real client
 * is named), consistent with the claims in the specification: direct bookings
 * up 20–35%, 35% higher conversion, 60% less staff workload, 80% of routine
 * questions handled, rollout in 7–14 days, more than 300% of the plan fee
 * won back within 30 days of go-live (so a month's fee in about 10 days: the
 * one ROI story of lib/copy/claims.ts). The clinic names the plan its HIPAA
 * configuration comes with (lib/copy/plan-features.ts).
 */
export interface CaseStudy {
  id: 'hotel' | 'real-estate' | 'clinic';
  /** Calendar days from the story's start to the agent answering live calls (claims `rollout`). */
  rolloutDays: number;
  /**
   * Where the story's rollout clock started (policies `rolloutStartsAt`): online sign-up on a self-serve plan,
   * the signed contract on Enterprise. One story happened one way, so it says which (`caseStudyPage.rolloutFrom`).
   */
  rolloutStart: 'signUp' | 'contract';
  copy: Record<
    Locale,
    {
      industry: string;
      client: string;
      title: string;
      situation: string;
      deployed: readonly string[];
      results: readonly { value: string; label: string }[];
      quote: string;
      quoteBy: string;
    }
  >;
}

export const caseStudies: readonly CaseStudy[] = [
  {
    id: 'hotel',
    rolloutDays: 9,
    rolloutStart: 'signUp',
    copy: {
      en: {
        industry: 'Hotel',
        client: 'A 140-room city hotel with a spa',
        title: 'Direct bookings up 28% in the first quarter',
        situation:
          `Two front-desk clerks handled check-ins, the phone and email at once. About ${afterHours} of booking calls came in the evening or on weekends, and most of those guests booked through platforms charging ${otaCommission} commission.`,
        deployed: [
          'A voice agent on the main line after 6 p.m. and whenever the line was busy',
          `Website chat and WhatsApp (${whatsappFrom} plan) answered by the same agent`,
          'A PMS connection for live rates and reservations',
          'Handover of group and event requests to the sales manager',
        ],
        results: [
          { value: '+28%', label: 'direct bookings in three months' },
          { value: '60%', label: 'less front-desk time on routine calls and messages' },
          { value: `${claims.roi.en}+`, label: `of the plan fee back in ${claims.roiWindowDays.en} days, by our estimate (${claims.feeCaveat.en})` },
        ],
        quote: 'Our night shift used to lose bookings politely. Now the 11 p.m. booking calls end with a confirmation email.',
        quoteBy: 'General manager',
      },
      pl: {
        industry: 'Hotel',
        client: 'Hotel miejski ze spa, 140 pokoi',
        title: 'O 28% więcej rezerwacji bezpośrednich w pierwszym kwartale',
        situation:
          `Dwie recepcjonistki jednocześnie meldowały gości, odbierały telefony i e-maile. Około ${afterHours} telefonów w sprawie rezerwacji przychodziło wieczorem lub w weekendy, a większość tych gości rezerwowała przez portale pobierające ${otaCommission} prowizji.`,
        deployed: [
          'Agent głosowy na głównym numerze po 18:00 i zawsze, gdy linia była zajęta',
          `Czat na stronie i WhatsApp (plan ${whatsappFrom}) obsługiwane przez tego samego agenta`,
          'Połączenie z systemem PMS: ceny i rezerwacje na bieżąco',
          'Przekazywanie zapytań grupowych i konferencyjnych kierownikowi sprzedaży',
        ],
        results: [
          { value: '+28%', label: 'rezerwacji bezpośrednich w trzy miesiące' },
          { value: '60%', label: 'mniej czasu recepcji na rutynowe telefony i wiadomości' },
          { value: `ponad ${claims.roi.pl}`, label: `wartość rezerwacji odzyskanych przez hotel w pierwszych ${claims.roiWindowDays.pl} dniach w stosunku do miesięcznej opłaty za plan – według naszych szacunków (${claims.feeCaveat.pl})` },
        ],
        quote: 'Kiedyś nocna zmiana uprzejmie przepraszała i traciła rezerwacje. Dziś telefony o 23:00 w sprawie rezerwacji kończą się e-mailem z potwierdzeniem.',
        quoteBy: 'Dyrektor generalny hotelu',
      },
    },
  },
  {
    id: 'real-estate',
    rolloutDays: 12,
    rolloutStart: 'signUp',
    copy: {
      en: {
        industry: 'Real estate',
        client: 'A real estate agency with three offices and 25 agents',
        title: '35% more inquiries turned into showings',
        situation:
          'Agents spent their mornings returning the evening’s calls, and by then many buyers had booked a showing elsewhere. Evening and weekend calls went to voicemail.',
        deployed: [
          'A voice and chat agent answering listing inquiries 24/7',
          'Buyers qualified on budget, financing, area and timing',
          'Showings booked straight into each sales agent’s calendar, with reminders',
          `Every conversation sent to the agency’s CRM with a summary, through our webhook (on ${crmFrom} and above)`,
        ],
        results: [
          { value: claims.conversionLift.en, label: claims.conversionLiftMeans.en },
          { value: claims.routineShare.en, label: 'of routine listing questions handled by the agent' },
          { value: '40%', label: 'of showings booked in the evening or on weekends' },
        ],
        quote: 'The agent books showings while we are at showings. Monday mornings are for selling now, not for returning calls.',
        quoteBy: 'Sales director',
      },
      pl: {
        industry: 'Nieruchomości',
        client: 'Biuro nieruchomości z trzema oddziałami i 25 pośrednikami',
        title: 'O 35% więcej zapytań zamienionych w prezentacje',
        situation:
          'Pośrednicy spędzali poranki na oddzwanianiu do wczorajszych rozmówców, a wielu kupujących było już umówionych w innym biurze. Telefony wieczorne i weekendowe trafiały na pocztę głosową.',
        deployed: [
          'Agent głosowy i agent czatu odpowiadający przez całą dobę na pytania o oferty',
          'Weryfikacja budżetu, finansowania, lokalizacji i terminu zakupu',
          'Prezentacje wpisywane bezpośrednio do kalendarzy pośredników, z przypomnieniami',
          `Każda rozmowa wysyłana z podsumowaniem do systemu CRM biura przez nasz webhook (od planu ${crmFrom})`,
        ],
        results: [
          { value: claims.conversionLift.pl, label: claims.conversionLiftMeans.pl },
          { value: claims.routineShare.pl, label: 'rutynowych pytań o oferty obsługuje agent' },
          { value: '40%', label: 'prezentacji umówionych wieczorem lub w weekend' },
        ],
        quote: 'Agent umawia prezentacje, kiedy my jesteśmy na prezentacjach. Poniedziałkowe poranki służą teraz sprzedaży, a nie oddzwanianiu.',
        quoteBy: 'Dyrektor sprzedaży',
      },
    },
  },
  {
    id: 'clinic',
    rolloutDays: 7,
    rolloutStart: 'contract',
    copy: {
      en: {
        industry: 'Healthcare',
        client: 'An independent medical practice with eight specialists',
        title: 'Shorter hold times, and 60% less front-desk time on routine calls',
        situation:
          'Between 8 and 10 a.m., the line was always busy. Callers who couldn’t get through booked elsewhere, and one appointment in eight was a no-show: reminders went out by hand.',
        deployed: [
          'A voice agent booking, moving and canceling appointments in the practice calendar',
          'Reminders the day before each visit',
          `On the ${planList(plansWith((f) => f.hipaa && f.privacyMode), 'en')} plan: a HIPAA configuration and Full Privacy Mode for sensitive calls`,
          'Immediate handover to staff when a caller describes urgent symptoms',
        ],
        results: [
          { value: '60%', label: 'less front-desk time on routine calls and messages' },
          { value: '−40%', label: 'no-shows once reminders went out automatically' },
          { value: claims.routineShare.en, label: 'of routine questions answered without a person' },
        ],
        quote: 'Patients get through at 8 a.m. now, and my team can finally look after the people standing at the desk.',
        quoteBy: 'Clinic manager',
      },
      pl: {
        industry: 'Ochrona zdrowia',
        client: 'Prywatna przychodnia z ośmioma specjalistami',
        title: 'Krótsze kolejki na linii i o 60% mniej czasu rejestracji na rutynowe telefony',
        situation:
          'Między 8:00 a 10:00 linia była stale zajęta. Kto się nie dodzwonił, umawiał się gdzie indziej, a mniej więcej co ósma wizyta przepadała, bo przypomnienia wysyłano ręcznie.',
        deployed: [
          'Agent głosowy umawiający, przekładający i odwołujący wizyty w kalendarzu przychodni',
          'Przypomnienia dzień przed każdą wizytą',
          `W planie ${planList(plansWith((f) => f.hipaa && f.privacyMode), 'pl')}: tryb pełnej prywatności przy rozmowach o zdrowiu (dla placówek w USA także konfiguracja zgodna z HIPAA)`,
          'Natychmiastowe przekazanie rozmowy personelowi, gdy pacjent opisuje pilne objawy',
        ],
        results: [
          { value: '60%', label: 'mniej czasu rejestracji na rutynowe telefony i wiadomości' },
          { value: '−40%', label: 'nieobecności bez odwołania wizyty, odkąd przypomnienia wychodzą automatycznie' },
          { value: claims.routineShare.pl, label: 'rutynowych pytań załatwionych bez udziału człowieka' },
        ],
        quote: 'Pacjenci dodzwaniają się o 8:00, a mój zespół może wreszcie zająć się osobami, które stoją przy rejestracji.',
        quoteBy: 'Kierowniczka przychodni',
      },
    },
  },
];
