/**
 * The email a visitor gets after sending a form (a person's lead, never
 * spam), in the page's language, through the outbox like the notifications:
 * what they sent (only the fields they filled in), what happens next and
 * when, the sales address, and how to have the data deleted. Plain text plus
 * simple HTML. At most one per address per day (lib/leads/extras.ts).
 * Copy: the `replyEmail` messages.
 */
import { siteMessages } from '../copy/messages';
import { siteConfig } from '../site';
import type { LeadsConfig } from './config';
import { allLeadFields } from './handler';
import type { Sender } from './outbox';
import type { Delivery } from './store';

/** The visitor's own address in a lead's fields, if the form asked for one. */
export function visitorAddress(fields: Record<string, string>): string | null {
  return fields.businessEmail || fields.email || null;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
// The site's typography joins "14-dniowy" with an invisible word joiner; a mail client gains nothing from it.
const fill = (template: string, values: Record<string, string>) => template.replace(/\u2060/g, '').replace(/\{(\w+)\}/g, (m, key: string) => values[key] ?? m);

type Copy = ReturnType<typeof siteMessages>['replyEmail'];

export function replyMail(delivery: Delivery): { to: string; subject: string; text: string; html: string } | null {
  const { lead } = delivery;
  const to = visitorAddress(lead.fields);
  if (!to) return null;
  const locale = lead.locale === 'pl' ? 'pl' : 'en';
  const copy: Copy = siteMessages(locale).replyEmail;
  const labels = Object.fromEntries(Object.entries(copy.labels).map(([key, label]) => [key, fill(label, {})]));
  const next = (copy.next as Record<string, string>)[lead.form] ?? copy.next.contact;
  const values = { site: siteConfig.name, sales: siteConfig.email.sales, privacy: siteConfig.email.privacy, id: lead.id, origin: siteConfig.origin };
  // In the forms' order (the database keeps JSON keys in its own order).
  const order = (key: string) => (allLeadFields.includes(key) ? allLeadFields.indexOf(key) : allLeadFields.length);
  const sent = Object.entries(lead.fields)
    .filter(([, value]) => value.trim() !== '')
    .sort(([a], [b]) => order(a) - order(b));
  const greeting = fill(copy.greeting, values);
  const paragraphs = {
    intro: fill(copy.intro, values),
    next: fill(next, values),
    questions: fill(copy.questions, values),
    delete: fill(copy.delete, values),
    notYou: fill(copy.notYou, values),
  };
  const text = [
    greeting,
    '',
    paragraphs.intro,
    '',
    ...sent.map(([key, value]) => `${labels[key] ?? key}: ${value}`),
    '',
    paragraphs.next,
    '',
    paragraphs.questions,
    '',
    paragraphs.delete,
    '',
    paragraphs.notYou,
    '',
    fill(copy.signature, values),
  ].join('\n');
  const rows = sent
    .map(([key, value]) => `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(labels[key] ?? key)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`)
    .join('');
  const p = (value: string) => `<p>${escapeHtml(value)}</p>`;
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(fill(copy.subject, values))}</title></head><body style="font-family:Arial,sans-serif;line-height:1.5;color:#111">${p(greeting)}${p(paragraphs.intro)}<table role="presentation" style="border-collapse:collapse">${rows}</table>${p(paragraphs.next)}${p(paragraphs.questions)}${p(paragraphs.delete)}${p(paragraphs.notYou)}${p(fill(copy.signature, values))}</body></html>`;
  return { to, subject: fill(copy.subject, values).replace(/[\r\n]+/g, ' '), text, html };
}

export async function replySender(config: Pick<LeadsConfig, 'smtpUrl' | 'mailFrom'>): Promise<Sender> {
  const nodemailer = await import('nodemailer');
  const transport = nodemailer.createTransport(config.smtpUrl);
  return async (delivery) => {
    const mail = replyMail(delivery);
    // Nothing to send (no address in the lead): done, not an error to retry.
    if (!mail) return;
    await transport.sendMail({
      from: config.mailFrom,
      to: mail.to,
      replyTo: siteConfig.email.sales,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: { 'X-Leads-Id': delivery.lead.id, 'Auto-Submitted': 'auto-replied' },
    });
  };
}
