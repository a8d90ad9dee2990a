/**
 * @jest-environment node
 */
import { createHmac } from 'node:crypto';
import { callbackRequestBody, callbackSender } from '@/lib/leads/voice-callback';
import { replyMail } from './reply-email';
import type { Delivery } from './store';

const delivery = (lead: Partial<Delivery['lead']>): Delivery => ({
  id: 'D1',
  leadId: 'L1',
  channel: 'reply',
  attempts: 0,
  lead: { id: 'L1', form: 'contact', locale: 'en', page: '/en/contact/', createdAt: '2026-11-26T10:00:00.000Z', fields: {}, ...lead },
});

describe('the visitor’s reply email', () => {
  it('English for an English form: what they typed (only that), what happens next, the sales address, how to have it deleted', () => {
    const mail = replyMail(delivery({ fields: { name: 'Anna Smith', businessEmail: 'anna@seaside-hotel.com', message: 'Hello <b>there</b>' } }))!;
    expect(mail.to).toBe('anna@seaside-hotel.com');
    expect(mail.subject).toBe('We received your message — Vocalis');
    expect(mail.text).toContain('Name: Anna Smith\nEmail: anna@seaside-hotel.com\nMessage: Hello <b>there</b>');
    expect(mail.text).not.toMatch(/Company|Phone/);
    expect(mail.text).toContain('within one business day');
    expect(mail.text).toContain('sales@example.com');
    expect(mail.text).toContain('email privacy@example.com and include reference L1');
    // HTML: the visitor's text escaped, never markup.
    expect(mail.html).toContain('Hello &#60;b&#62;there&#60;/b&#62;');
    expect(mail.html).not.toContain('<b>there');
  });

  it('Polish for a Polish form, with the form’s own next step', () => {
    const mail = replyMail(delivery({ form: 'welcome', locale: 'pl', fields: { firstName: 'Zofia', lastName: 'Łęcka', businessEmail: 'zofia@podlipami.pl', plan: 'growth' } }))!;
    expect(mail.subject).toBe('Otrzymaliśmy Twoją wiadomość – Vocalis');
    expect(mail.text.startsWith('Dzień dobry,')).toBe(true);
    expect(mail.text).toContain('Imię: Zofia');
    expect(mail.text).toMatch(/14-dniowy/);
    expect(mail.html).toContain('lang="pl"');
  });

  it('nothing to send without an address', () => {
    expect(replyMail(delivery({ form: 'callback', fields: { phone: '+12127360199', consent: 'yes' } }))).toBeNull();
  });
});

describe('the voice platform’s request', () => {
  it('the number in E.164, the language and the page, signed with its own secret', async () => {
    const fetchImpl = jest.fn().mockResolvedValue({ ok: true, status: 200, body: null });
    const d = delivery({ form: 'callback', locale: 'pl', page: '/pl/', fields: { phone: '+48601234567', consent: 'yes' } });
    await callbackSender({ voiceCallbackUrl: 'https://voice.example.com/call', voiceCallbackSecret: 'v0ice' }, fetchImpl)(d);
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('https://voice.example.com/call');
    expect(JSON.parse(init.body)).toEqual({ id: 'L1', number: '+48601234567', locale: 'pl', page: '/pl/', requestedAt: '2026-11-26T10:00:00.000Z' });
    expect(init.body).toBe(callbackRequestBody(d));
    expect(init.headers['X-Leads-Signature']).toBe(`sha256=${createHmac('sha256', 'v0ice').update(init.body).digest('hex')}`);
    fetchImpl.mockResolvedValueOnce({ ok: false, status: 503, body: null });
    await expect(callbackSender({ voiceCallbackUrl: 'https://voice.example.com/call', voiceCallbackSecret: 'v0ice' }, fetchImpl)(d)).rejects.toThrow('voice platform answered 503');
  });
});
