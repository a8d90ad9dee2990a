/**
 * CSV export of the inbox (RFC 4180, UTF-8): one line per lead, a column per
 * known field. Line breaks inside a value are written as the two characters
 * \n, so every lead stays on one line for grep, wc -l and spreadsheets.
 */
import type { LeadRow } from './store';

const FIXED = ['id', 'created_at', 'form', 'locale', 'page', 'status', 'deliveries'] as const;

export function csvCell(value: string): string {
  // Spreadsheet formula injection: a cell starting with = + - @ is read as text (a phone number stays as it is).
  const flat = value.replace(/\r\n|\r|\n/g, '\\n');
  const safe = /^[=+\-@\t]/.test(flat) && !/^\+\d{6,15}$/.test(flat) ? `'${flat}` : flat;
  return /[",]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function leadsCsv(leads: readonly LeadRow[], fieldOrder: readonly string[]): string {
  const lines = [[...FIXED, ...fieldOrder].join(',')];
  for (const lead of leads) {
    const deliveries = lead.deliveries.map((d) => `${d.channel}:${d.status}:${d.attempts}`).join(' ');
    const fixed = [lead.id, lead.createdAt, lead.form, lead.locale, lead.page ?? '', lead.status, deliveries];
    lines.push([...fixed, ...fieldOrder.map((f) => lead.fields[f] ?? '')].map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
