import { formEndpoint, mailtoHref, postJson } from './submit';

describe('postJson', () => {
  it('posts JSON and reports success', async () => {
    const fetchImpl = jest.fn().mockResolvedValue({ ok: true });
    await expect(postJson('/form', { a: 1 }, 1000, fetchImpl)).resolves.toEqual({ ok: true });
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('/form');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toEqual({ a: 1 });
  });

  it('reports server errors, network errors and time-outs', async () => {
    await expect(postJson('/form', {}, 1000, jest.fn().mockResolvedValue({ ok: false }))).resolves.toEqual({ ok: false, reason: 'server' });
    await expect(postJson('/form', {}, 1000, jest.fn().mockRejectedValue(new TypeError('offline')))).resolves.toEqual({ ok: false, reason: 'network' });
    const hanging = jest.fn((_url: string, init: RequestInit) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))));
    await expect(postJson('/form', {}, 10, hanging as unknown as typeof fetch)).resolves.toEqual({ ok: false, reason: 'timeout' });
  });
});

describe('mailtoHref', () => {
  it('writes the subject and one line per field', () => {
    const href = mailtoHref('sales@example.com', 'Nowe zgłoszenie & plan', ['Imię: Zoë', 'Plan: growth']);
    expect(href.startsWith('mailto:sales@example.com?subject=')).toBe(true);
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe('Nowe zgłoszenie & plan');
    expect(url.searchParams.get('body')).toBe('Imię: Zoë\r\nPlan: growth');
  });
});

describe('formEndpoint', () => {
  it('uses the test override when a page set one, else the configuration', () => {
    expect(formEndpoint()).toBe('');
    window.__FORM_ENDPOINT__ = '/__test/form';
    expect(formEndpoint()).toBe('/__test/form');
    delete window.__FORM_ENDPOINT__;
  });
});
