import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import en from '@/messages/en.json';
import { ContactForm, type ContactFormText } from './ContactForm';
import { PartnershipForm, type PartnershipFormText } from './PartnershipForm';
import type { FormText } from './types';

// The proof of work is solved in a worker (lib/forms/proof.ts); here, a solved one is at hand.
jest.mock('@/lib/forms/proof', () => ({ startProof: jest.fn(), takeProof: jest.fn(async () => ({ ok: true, value: 'solved', receivedAt: -60_000, waitMs: 3000, took: 1 })) }));

const f = en.forms;
const form: FormText = {
  requiredNote: f.requiredNote,
  optional: f.optional,
  errors: { ...en.callback.errors, ...f.errors },
  summary: f.summary,
  sending: f.sending,
  errorTitle: f.errorTitle,
  errorBody: f.errorBody,
  retry: f.retry,
  fallbackTitle: f.fallbackTitle,
  fallbackBody: f.fallbackBody,
  fallbackLabel: f.fallbackLabel,
  copy: f.copy,
  copied: f.copied,
  mailtoLink: f.mailtoLink,
  honeypot: f.honeypot,
  draftNote: f.draftNote,
};
const contactText: ContactFormText = {
  fields: f.contact.fields,
  submit: f.contact.submit,
  successTitle: f.contact.successTitle,
  successBody: f.contact.successBody,
  subject: f.contact.subject,
};
const partnerText: PartnershipFormText = {
  fields: Object.fromEntries(Object.entries(f.partnership.fields).map(([k, label]) => [k, { label }])) as PartnershipFormText['fields'],
  partnerTypes: f.partnership.partnerTypes,
  choose: f.partnership.choose,
  submit: f.partnership.submit,
  successTitle: f.partnership.successTitle,
  successBody: f.partnership.successBody,
  subject: f.partnership.subject,
};

jest.setTimeout(20_000);

const field = (name: string) => screen.getByRole('textbox', { name });

const answer = (status: number, body: unknown) => ({ status, ok: status < 300, json: async () => body });

beforeEach(() => {
  sessionStorage.clear();
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('ContactForm', () => {
  it('names the problem next to the field and focuses the first invalid one', async () => {
    render(<ContactForm locale="en" form={form} text={contactText} />);
    fireEvent.click(screen.getByRole('button', { name: f.contact.submit }));
    const name = field(f.contact.fields.name.label);
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(f.errors.required);
    expect(screen.getByRole('alert')).toHaveTextContent(f.summary);

    fireEvent.change(name, { target: { value: 'Anna Nowak' } });
    fireEvent.change(field(f.contact.fields.businessEmail.label), { target: { value: 'anna@' } });
    fireEvent.change(field(`${f.contact.fields.phone.label} (${f.optional})`), { target: { value: '12' } });
    fireEvent.change(field(f.contact.fields.message.label), { target: { value: 'x'.repeat(4001) } });
    fireEvent.click(screen.getByRole('button', { name: f.contact.submit }));
    await waitFor(() => expect(field(f.contact.fields.businessEmail.label)).toHaveFocus());
    expect(screen.getByText(f.errors.email)).toBeInTheDocument();
    expect(screen.getByText(f.errors.phone)).toBeInTheDocument();
    expect(screen.getByText(f.errors.tooLong.replace('{max}', '4000'))).toBeInTheDocument();
  });

  it('keeps the data after a failed send, retries, and clears the draft only after success', async () => {
    const fetchMock = jest.fn().mockResolvedValueOnce(answer(503, null)).mockResolvedValueOnce(answer(201, { id: 'lead-1' }));
    global.fetch = fetchMock as unknown as typeof fetch;
    render(<ContactForm locale="pl" form={form} text={contactText} />);
    fireEvent.change(field(f.contact.fields.name.label), { target: { value: 'Zofia' } });
    fireEvent.change(field(f.contact.fields.businessEmail.label), { target: { value: 'zofia@firma.pl' } });
    fireEvent.change(field(`${f.contact.fields.phone.label} (${f.optional})`), { target: { value: '512 345 678' } });
    fireEvent.change(field(f.contact.fields.message.label), { target: { value: 'Dzień dobry' } });
    expect(sessionStorage.getItem('formDraft:contact')).toContain('Zofia');

    fireEvent.click(screen.getByRole('button', { name: f.contact.submit }));
    const retry = await screen.findByRole('button', { name: f.retry });
    expect(screen.getByRole('alert')).toHaveTextContent(f.errorTitle);
    expect(field(f.contact.fields.name.label)).toHaveValue('Zofia');
    expect(sessionStorage.getItem('formDraft:contact')).toContain('Zofia');

    await act(async () => fireEvent.click(retry));
    expect(await screen.findByRole('heading', { name: f.contact.successTitle })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1][0]).toBe('/api/leads');
    expect(JSON.parse(fetchMock.mock.calls[1][1].body)).toEqual({
      form: 'contact',
      locale: 'pl',
      name: 'Zofia',
      businessEmail: 'zofia@firma.pl',
      phone: '+48512345678',
      company: '',
      message: 'Dzień dobry',
      page: '/',
      _hp: '',
      _proof: 'solved',
    });
    expect(sessionStorage.getItem('formDraft:contact')).toBeNull();
  });

  it('shows the lead service’s field messages (400) next to the fields, in the page language', async () => {
    global.fetch = jest.fn().mockResolvedValue(answer(400, { errors: { businessEmail: 'email' } })) as unknown as typeof fetch;
    render(<ContactForm locale="en" form={form} text={contactText} />);
    fireEvent.change(field(f.contact.fields.name.label), { target: { value: 'Anna' } });
    fireEvent.change(field(f.contact.fields.businessEmail.label), { target: { value: 'anna@example.com' } });
    fireEvent.change(field(f.contact.fields.message.label), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: f.contact.submit }));
    await waitFor(() => expect(field(f.contact.fields.businessEmail.label)).toHaveAccessibleDescription(f.errors.email));
    expect(sessionStorage.getItem('formDraft:contact')).toContain('Anna');
  });

  it('without a lead service (405) shows the message to e-mail with a copy button, and keeps the draft', async () => {
    global.fetch = jest.fn().mockResolvedValue(answer(405, null)) as unknown as typeof fetch;
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    render(<ContactForm locale="en" form={form} text={contactText} />);
    fireEvent.change(field(f.contact.fields.name.label), { target: { value: 'Anna' } });
    fireEvent.change(field(f.contact.fields.businessEmail.label), { target: { value: 'anna@example.com' } });
    fireEvent.change(field(f.contact.fields.message.label), { target: { value: 'Hello there' } });
    fireEvent.click(screen.getByRole('button', { name: f.contact.submit }));
    expect(await screen.findByText(f.fallbackTitle)).toBeInTheDocument();
    const text = screen.getByRole('textbox', { name: f.fallbackLabel });
    expect((text as HTMLTextAreaElement).value).toContain(`${f.contact.fields.message.label}: Hello there`);
    expect(screen.getByRole('link', { name: f.mailtoLink.replace('{email}', 'sales@example.com') })).toHaveAttribute('href', expect.stringMatching(/^mailto:sales@example\.com\?subject=/));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: f.copy })));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('anna@example.com'));
    expect(screen.getByText(f.copied)).toBeInTheDocument();
    expect(sessionStorage.getItem('formDraft:contact')).toContain('Hello there');
  });

  it('restores a draft and ignores a corrupt one', () => {
    sessionStorage.setItem('formDraft:contact', JSON.stringify({ name: 'Restored', message: 42 }));
    const { unmount } = render(<ContactForm locale="en" form={form} text={contactText} />);
    expect(field(f.contact.fields.name.label)).toHaveValue('Restored');
    expect(field(f.contact.fields.message.label)).toHaveValue('');
    unmount();
    sessionStorage.setItem('formDraft:contact', '{oops');
    render(<ContactForm locale="en" form={form} text={contactText} />);
    expect(field(f.contact.fields.name.label)).toHaveValue('');
  });
});

describe('PartnershipForm', () => {
  it('requires a partner type and a real website address', async () => {
    render(<PartnershipForm locale="en" form={form} text={partnerText} />);
    fireEvent.change(field(f.partnership.fields.name), { target: { value: 'Ola' } });
    fireEvent.change(field(f.partnership.fields.company), { target: { value: 'Agencja' } });
    fireEvent.change(field(f.partnership.fields.email), { target: { value: 'ola@agencja.pl' } });
    fireEvent.change(field(`${f.partnership.fields.website} (${f.optional})`), { target: { value: 'not a site' } });
    fireEvent.change(field(f.partnership.fields.message), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: f.partnership.submit }));
    await waitFor(() => expect(field(`${f.partnership.fields.website} (${f.optional})`)).toHaveFocus());
    expect(screen.getByText(f.errors.url)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: f.partnership.fields.partnerType })).toHaveAccessibleDescription(f.errors.choice);
  });
});
