import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { localeHref } from '@/lib/facts/routes';
import { SearchTrigger } from './SearchTrigger';
import type { SearchLabels } from './types';

/** The search texts of one language, for the trigger and for the dialog SearchUpgrade opens. */
export async function searchLabels(locale: Locale): Promise<SearchLabels> {
  const t = await getTranslations({ locale, namespace: 'search' });
  const keys = ['open', 'openLabel', 'dialogTitle', 'inputLabel', 'placeholder', 'close', 'loading', 'count', 'none', 'error', 'fallback', 'hint'] as const;
  return Object.fromEntries(keys.map((key) => [key, t.raw(key) as string])) as unknown as SearchLabels;
}

/**
 * The header's search: a link to the language's blog list (the no-JavaScript
 * fallback: every post, and the footer lists every page) that, once the page
 * has hydrated, opens the search dialog instead (SearchUpgrade, run by the
 * site-wide SiteEffects). Pagefind's code and index load only then.
 */
export async function SiteSearch({ locale }: { locale: Locale }) {
  return <SearchTrigger fallbackHref={localeHref(locale, '/blog')} labels={await searchLabels(locale)} />;
}
