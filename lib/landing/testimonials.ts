import { claims } from '../copy/claims';

/**
 * The 13 testimonials of the landing carousel (spec 3, "Testimonial").
 * People and companies are ILLUSTRATIVE: replace this one file (and the
 * avatars in public/landing/avatars/) with real customers' records. The
 * translated parts (title, quote, stats label) live in messages/*.json under
 * `testimonials.items.<id>`.
 */
export interface TestimonialRecord {
  id: TestimonialId;
  name: string;
  company: string;
  /** Local image only (no remote URLs). */
  image: string;
  rating: 4 | 5;
  /** Headline figure; the label is translated. Keep values language-neutral. */
  stats: { value: string };
}

export const testimonialIds = [
  'anna-kowalska',
  'james-whitfield',
  'maria-nowak',
  'david-chen',
  'sofia-rossi',
  'tomasz-wisniewski',
  'emily-carter',
  'piotr-zielinski',
  'laura-martinez',
  'katarzyna-lewandowska',
  'michael-obrien',
  'aisha-rahman',
  'jan-mazur',
] as const;

export type TestimonialId = (typeof testimonialIds)[number];

const avatar = (id: TestimonialId) => `/landing/avatars/${id}.svg`;

export const testimonials: readonly TestimonialRecord[] = [
  { id: 'anna-kowalska', name: 'Anna Kowalska', company: 'Hotel Nadmorski', image: avatar('anna-kowalska'), rating: 5, stats: { value: claims.directBookingsLift.en } },
  { id: 'james-whitfield', name: 'James Whitfield', company: 'Harbor Lane Hotels', image: avatar('james-whitfield'), rating: 5, stats: { value: '300%+' } },
  { id: 'maria-nowak', name: 'Maria Nowak', company: 'Vita Medical Center', image: avatar('maria-nowak'), rating: 5, stats: { value: '24/7' } },
  { id: 'david-chen', name: 'David Chen', company: 'Bayfront Realty', image: avatar('david-chen'), rating: 5, stats: { value: '+42%' } },
  { id: 'sofia-rossi', name: 'Sofia Rossi', company: 'Villa Aurora Boutique Hotel', image: avatar('sofia-rossi'), rating: 4, stats: { value: '−60%' } },
  { id: 'tomasz-wisniewski', name: 'Tomasz Wiśniewski', company: 'Apartamenty Stare Miasto', image: avatar('tomasz-wisniewski'), rating: 5, stats: { value: '7' } },
  { id: 'emily-carter', name: 'Emily Carter', company: 'Northside Dental', image: avatar('emily-carter'), rating: 5, stats: { value: '82%' } },
  { id: 'piotr-zielinski', name: 'Piotr Zieliński', company: 'Zieliński Nieruchomości', image: avatar('piotr-zielinski'), rating: 4, stats: { value: '+35%' } },
  { id: 'laura-martinez', name: 'Laura Martínez', company: 'Costa Azul Resorts', image: avatar('laura-martinez'), rating: 5, stats: { value: '50' } },
  { id: 'katarzyna-lewandowska', name: 'Katarzyna Lewandowska', company: 'Kwiaciarnia Lilia', image: avatar('katarzyna-lewandowska'), rating: 5, stats: { value: '24/7' } },
  { id: 'michael-obrien', name: 'Michael O’Brien', company: 'The Granary Hotel', image: avatar('michael-obrien'), rating: 4, stats: { value: '+22%' } },
  { id: 'aisha-rahman', name: 'Aisha Rahman', company: 'Riverside Physio', image: avatar('aisha-rahman'), rating: 5, stats: { value: '4' } },
  { id: 'jan-mazur', name: 'Jan Mazur', company: 'Mazur Property Group', image: avatar('jan-mazur'), rating: 5, stats: { value: '<3' } },
];
