import { siteMessages } from '@/lib/copy/messages';

const en = siteMessages('en');
const pl = siteMessages('pl');

/**
 * A stand-in for next-intl's getTranslations in unit tests: looks messages up
 * by namespace and fills {placeholders} (enough for titles, descriptions and
 * labels, which use no plural or select syntax).
 */
export async function fakeTranslations({ locale, namespace }: { locale: 'en' | 'pl'; namespace: string }) {
  let node: unknown = locale === 'pl' ? pl : en;
  for (const part of namespace.split('.')) node = (node as Record<string, unknown>)[part];
  const messages = node as Record<string, unknown>;
  const t = (key: string, values: Record<string, string | number> = {}) => {
    const message = messages[key];
    if (typeof message !== 'string') throw new Error(`Missing message ${namespace}.${key}`);
    return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
  };
  t.has = (key: string) => typeof messages[key] === 'string';
  return t;
}
