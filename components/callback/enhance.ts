/**
 * "Call me now"'s code, loaded by CallMeNowLoader when the visitor starts on
 * the form: starts the proof of work at once, checks the number's shape and
 * the consent, sends through the shared path (lib/forms/submit.ts), and shows
 * each outcome in the page's language (texts rendered by the server into
 * `data-text` and the hidden outcome paragraphs). The number travels only in
 * the POST body: never in a URL, never stored in the browser.
 */
import { callbackRules } from '@/lib/forms/callback';
import { startProof } from '@/lib/forms/proof';
import { formEndpoint, submitLead } from '@/lib/forms/submit';
import { phoneRegion, validateValues, type ErrorCode } from '@/lib/forms/validation';

interface Text {
  sending: string;
  error: string;
  limit: string;
  errors: Record<string, string>;
}

const enhanced = new WeakSet<HTMLFormElement>();

export function enhanceCallback(form: HTMLFormElement, submitNow = false) {
  if (enhanced.has(form)) return;
  enhanced.add(form);
  const text = JSON.parse(form.dataset.text ?? '{}') as Text;
  const locale = form.dataset.callbackForm === 'pl' ? 'pl' : 'en';
  const $ = <T extends Element>(selector: string) => form.querySelector<T>(selector)!;
  const phone = $<HTMLInputElement>('input[type="tel"]');
  const consent = $<HTMLInputElement>('input[type="checkbox"]');
  const trap = $<HTMLInputElement>('[data-trap]');
  const fields = $<HTMLElement>('[data-fields]');
  const message = $<HTMLElement>('[data-message]');
  const button = $<HTMLButtonElement>('button[type="submit"]');
  void startProof(formEndpoint());

  const mark = (input: HTMLInputElement, code: ErrorCode | 'required' | undefined) => {
    document.getElementById(`${input.id}-error`)!.textContent = code ? (text.errors[code] ?? text.errors.phone ?? '') : '';
    if (code) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  };
  const outcome = (name: string) => {
    let shown: HTMLElement | null = null;
    form.querySelectorAll<HTMLElement>('[data-outcome]').forEach((el) => {
      el.hidden = el.dataset.outcome !== name;
      if (!el.hidden) shown = el;
    });
    return shown as HTMLElement | null;
  };
  const invalid = (errors: Partial<Record<string, ErrorCode>>) => {
    mark(phone, errors.phone);
    mark(consent, errors.consent);
    (errors.phone ? phone : consent).focus();
  };

  let busy = false;
  async function send() {
    if (busy) return;
    const values = { phone: phone.value, consent: consent.checked ? 'yes' : '' };
    const errors = validateValues(callbackRules, values, phoneRegion(locale));
    mark(phone, errors.phone);
    mark(consent, errors.consent);
    if (errors.phone || errors.consent) return invalid(errors);
    busy = true;
    button.setAttribute('aria-disabled', 'true');
    message.textContent = text.sending;
    outcome('');
    try {
      const result = await submitLead({ form: 'callback', locale, page: window.location.pathname, phone: values.phone.trim(), consent: 'yes', _hp: trap.value });
      message.textContent = '';
      if (result.ok) {
        fields.hidden = true;
        outcome(result.answer?.callback === 'agent' ? 'agent' : 'team')?.focus();
      } else if (result.reason === 'invalid') invalid(result.errors);
      else if (result.reason === 'limit') message.textContent = text.limit;
      else if (result.reason === 'absent' || result.reason === 'proof') outcome('fallback');
      else message.textContent = text.error;
    } finally {
      busy = false;
      button.removeAttribute('aria-disabled');
    }
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void send();
  });
  phone.addEventListener('input', () => phone.getAttribute('aria-invalid') && mark(phone, validateValues(callbackRules, { phone: phone.value, consent: 'yes' }, phoneRegion(locale)).phone));
  consent.addEventListener('change', () => consent.checked && mark(consent, undefined));
  if (submitNow) void send();
}
