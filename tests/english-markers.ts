/**
 * Finds sentences left in English on a Polish page. A sentence counts as
 * English when it holds at least two distinct English function words that
 * are not Polish words too ("to", "a", "we", "no", "on" are left out on purpose).
 */
export const englishMarkers = [
  'the', 'and', 'with', 'your', 'you', 'our', 'for', 'this', 'that', 'are', 'from', 'will', 'have', 'has',
  'about', 'what', 'which', 'how', 'of', 'get', 'more', 'learn', 'read', 'free', 'every', 'into', 'than', 'their',
  'they', 'been', 'can', 'who', 'why', 'when', 'where', 'page', 'here', 'now', 'all', 'its', 'it’s', 'we’re', 'don’t',
] as const;

import { planNames } from '../lib/copy/plan-features';

/** Brand, product and standard names that may stay in English in Polish copy (the plan names too: the glossary keeps them in English). */
export const allowedNames = [
  ...Object.values(planNames),
  'Full Privacy Mode', 'Google Ads', 'Google', 'PostHog', 'YouTube', 'Vercel', 'Netlify', 'Cloudflare', 'GitHub', 'Discord',
  'LinkedIn', 'ISO 27001', 'SOC 2', 'PCI DSS', 'HIPAA', 'GDPR', 'Oracle Hospitality', 'Opera Cloud', 'Booking.com',
  'Expedia', 'Airbnb', 'Mews', 'Cloudbeds', 'Salesforce', 'HubSpot', 'Zapier', 'Calendly', 'WhatsApp', 'Messenger',
  'Software as a Service', 'Pay-as-You-Go', 'Pay as you go',
];

const markerSet = new Set<string>(englishMarkers);

/** Sentences of `text` that look English. `extraAllowed` adds names (e.g. the brand name). */
export function englishSentences(text: string, extraAllowed: readonly string[] = []): string[] {
  // Word joiners (Polish typography after hyphens) are invisible: "Pay-as-You-Go" is still the name.
  let cleaned = text.replace(/\u2060/g, '');
  for (const name of [...extraAllowed, ...allowedNames]) cleaned = cleaned.split(name).join(' ');
  // URLs and e-mail addresses are not prose.
  cleaned = cleaned.replace(/\bhttps?:\/\/\S+/g, ' ').replace(/\S+@\S+/g, ' ');
  return cleaned
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((s) => s.trim())
    .filter((sentence) => {
      const words = sentence.toLowerCase().replace(/'/g, '’').match(/[a-ząćęłńóśźż’]+/g) ?? [];
      const hits = new Set(words.filter((w) => markerSet.has(w)));
      return hits.size >= 2;
    });
}
