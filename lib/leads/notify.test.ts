/**
 * @jest-environment node
 */
import { leadMail } from './notify';
import type { Delivery } from './store';

const delivery = (lead: Partial<Delivery['lead']>): Delivery => ({
  id: 'D1',
  leadId: 'L1',
  channel: 'email',
  attempts: 0,
  lead: { id: 'L1', form: 'contact', locale: 'en', page: '/en/contact/', createdAt: '2026-11-26T10:00:00.000Z', fields: {}, ...lead },
});

describe('the sales team’s notification email', () => {
  it('names the form and who sent it in plain English, and labels every field', () => {
    const mail = leadMail(delivery({ form: 'partnership', locale: 'pl', fields: { name: 'Jan Nowak', company: 'Agencja Fala', email: 'jan@fala.pl', partnerType: 'agency' } }));
    expect(mail.subject).toBe('Partnership inquiry (PL page) from Agencja Fala');
    expect(mail.text).toContain('Partnership type: agency');
    expect(mail.text).toContain('Lead ID: L1');
    expect(mail.replyTo).toBe('jan@fala.pl');
  });

  it('a callback request without a name still reads as a sentence', () => {
    const mail = leadMail(delivery({ form: 'callback', fields: { phone: '+12127360199', consent: 'yes' } }));
    expect(mail.subject).toBe('Callback request (EN page)');
    expect(mail.text).toContain('Agreed to a call: yes');
    expect(mail.replyTo).toBeUndefined();
  });
});
