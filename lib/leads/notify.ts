/** The two notification channels: an email through nodemailer and a signed webhook. */
import { createHmac } from 'node:crypto';
import type { LeadsConfig } from './config';
import type { Delivery } from './store';
import type { Sender } from './outbox';

export const SIGNATURE_HEADER = 'X-Leads-Signature';

/** "sha256=<hex HMAC-SHA256 of the raw body with the shared secret>". */
export function signBody(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/** The JSON a webhook receives. */
export function webhookBody(delivery: Delivery): string {
  const { lead } = delivery;
  return JSON.stringify({ id: lead.id, form: lead.form, locale: lead.locale, page: lead.page, createdAt: lead.createdAt, fields: lead.fields });
}

/**
 * POSTs a lead's JSON to a receiver, signed with `secret` when there is one
 * (the webhook, the voice platform: lib/leads/voice-callback.ts); anything but a
 * 2xx throws, naming `who` and the status only, and the outbox retries.
 */
export async function postSigned(
  { url, secret, body, leadId, agent, who }: { url: string; secret: string; body: string; leadId: string; agent: string; who: string },
  fetchImpl: typeof fetch,
): Promise<void> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'User-Agent': agent, 'X-Leads-Id': leadId };
  if (secret) headers[SIGNATURE_HEADER] = signBody(body, secret);
  const response = await fetchImpl(url, { method: 'POST', headers, body, redirect: 'manual', signal: AbortSignal.timeout(10_000) });
  await response.body?.cancel().catch(() => undefined);
  if (!response.ok) throw new Error(`${who} answered ${response.status}`);
}

export function webhookSender(config: Pick<LeadsConfig, 'webhookUrl' | 'webhookSecret'>, fetchImpl: typeof fetch = fetch): Sender {
  return (delivery) =>
    postSigned({ url: config.webhookUrl, secret: config.webhookSecret, body: webhookBody(delivery), leadId: delivery.lead.id, agent: 'leads-webhook/1', who: 'webhook' }, fetchImpl);
}

const labels: Record<string, string> = {
  name: 'Name',
  firstName: 'First name',
  lastName: 'Last name',
  businessEmail: 'Email',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  companyName: 'Company',
  jobTitle: 'Job title',
  website: 'Website',
  partnerType: 'Partnership type',
  plan: 'Plan',
  message: 'Message',
  system: 'System',
  consent: 'Agreed to a call',
};

/** What each form is called in the subject line. */
const formNames: Record<string, string> = {
  contact: 'Contact form',
  partnership: 'Partnership inquiry',
  welcome: 'Sign-up',
  callback: 'Callback request',
  integration: 'Integration request',
};

/** Subject and plain-text body of the notification email (for the sales team, in English). */
export function leadMail(delivery: Delivery): { subject: string; text: string; replyTo?: string } {
  const { lead } = delivery;
  const f = lead.fields;
  const who = f.company || f.companyName || [f.firstName, f.lastName].filter(Boolean).join(' ') || f.name || '';
  const lines = Object.entries(f).map(([key, value]) => `${labels[key] ?? key}: ${value}`);
  return {
    subject: `${formNames[lead.form] ?? `New ${lead.form} lead`} (${lead.locale.toUpperCase()} page)${who ? ` from ${who}` : ''}`.replace(/[\r\n]+/g, ' ').slice(0, 160),
    text: [...lines, '', `Page: ${lead.page ?? '—'}`, `Received: ${lead.createdAt}`, `Lead ID: ${lead.id}`].join('\n'),
    replyTo: f.businessEmail || f.email || undefined,
  };
}

export async function emailSender(config: Pick<LeadsConfig, 'smtpUrl' | 'notifyEmail' | 'mailFrom'>): Promise<Sender> {
  const nodemailer = await import('nodemailer');
  const transport = nodemailer.createTransport(config.smtpUrl);
  return async (delivery) => {
    const mail = leadMail(delivery);
    await transport.sendMail({ from: config.mailFrom, to: config.notifyEmail, subject: mail.subject, text: mail.text, replyTo: mail.replyTo, headers: { 'X-Leads-Id': delivery.lead.id } });
  };
}
