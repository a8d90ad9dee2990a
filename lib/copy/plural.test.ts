/**
 * @jest-environment node
 */
import { createTranslator } from 'use-intl';
import en from '@/messages/en.json';
import pl from '@/messages/pl.json';
import { formatPlural, pluralForms } from './plural';

const results = (locale: 'en' | 'pl') => {
  const t = createTranslator({ locale, messages: locale === 'en' ? en : pl, namespace: 'integrationsPage' });
  return pluralForms(locale, (count) => t('results', { count }));
};

describe('the integrations directory’s count line', () => {
  it('reads "1 system shown" and "2 systems shown" in English', () => {
    const forms = results('en');
    expect(formatPlural(forms, 'en', 1)).toBe('1 system shown');
    expect(formatPlural(forms, 'en', 2)).toBe('2 systems shown');
    expect(formatPlural(forms, 'en', 73)).toBe('73 systems shown');
  });

  it('declines the noun in Polish: 1 system, 2–4 systemy, 5 and more systemów, 22 systemy', () => {
    const forms = results('pl');
    const noun = (count: number) => formatPlural(forms, 'pl', count).replace(/\u00a0/g, ' ');
    expect(noun(1)).toBe('Wyświetlono 1 system');
    expect(noun(2)).toBe('Wyświetlono 2 systemy');
    expect(noun(4)).toBe('Wyświetlono 4 systemy');
    expect(noun(5)).toBe('Wyświetlono 5 systemów');
    expect(noun(12)).toBe('Wyświetlono 12 systemów');
    expect(noun(22)).toBe('Wyświetlono 22 systemy');
    expect(noun(73)).toBe('Wyświetlono 73 systemy');
  });
});
