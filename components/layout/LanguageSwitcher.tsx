'use client';

import { useSyncExternalStore } from 'react';
import { LANGUAGE_KEY } from '@/lib/hosting/language-rule.mjs';
import { writeStorage } from '@/lib/browser/storage';
import { locales, type Locale } from '@/i18n/locales';
import { localeHref } from '@/lib/facts/routes';

interface Props {
  current: Locale;
  label: string;
  names: Record<Locale, string>;
  /** "Read this page in {language}" for each target language. */
  titles: Record<Locale, string>;
}

/** Remembers the visitor's choice (storage + cookie for server mode). */
export function rememberLanguage(locale: Locale) {
  writeStorage(LANGUAGE_KEY, locale);
  try {
    document.cookie = `${LANGUAGE_KEY}=${locale}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // Cookies blocked: the stored choice still applies.
  }
}

const noSubscribe = () => () => {};

function readDeclared(): string {
  return locales
    .map((locale) => {
      const href = document.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${locale}"]`)?.href;
      return href ? `${locale}=${new URL(href).pathname}` : '';
    })
    .join('|');
}

function parseDeclared(key: string): Partial<Record<Locale, string>> {
  const out: Partial<Record<Locale, string>> = {};
  for (const part of key.split('|')) {
    const [locale, path] = part.split('=');
    if (locale && path && (locales as readonly string[]).includes(locale)) out[locale as Locale] = path;
  }
  return out;
}

/** Links to the same page in each language; a page may declare its translation with <link rel="alternate" hreflang>. */
export function LanguageSwitcher({ current, label, names, titles }: Props) {
  // Every page declares its address in each language with <link rel="alternate"
  // hreflang> (lib/seo/metadata.ts); the switcher links there. The static export's
  // HTML already has these hrefs (scripts/build/postbuild.mjs writes them in), so the
  // links work without JavaScript; before that they point at the home page.
  const declaredKey = useSyncExternalStore(noSubscribe, readDeclared, () => '');
  const declared = parseDeclared(declaredKey);

  return (
    <nav aria-label={label}>
      <ul className="flex gap-2">
        {locales.map((locale) => {
          const href = declared[locale] ?? localeHref(locale, '/');
          const active = locale === current;
          return (
            <li key={locale}>
              <a
                href={href}
                lang={locale}
                data-lang-switch={locale}
                suppressHydrationWarning
                hrefLang={locale}
                aria-current={active ? 'true' : undefined}
                title={active ? undefined : titles[locale]}
                onClick={() => rememberLanguage(locale)}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium ${
                  active ? 'border-brand bg-brand-soft text-fg' : 'border-line text-fg hover:border-brand hover:text-brand'
                }`}
              >
                {names[locale]}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
