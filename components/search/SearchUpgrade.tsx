'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { Locale } from '@/i18n/locales';
import { isTypingTarget } from '@/lib/search/typing';
import type { SearchDialogProps, SearchLabels } from './types';

/** The search links (SearchTrigger): the attribute is also the build's sign that a page can search (lib/security-headers.mjs). */
const TRIGGER = 'a[data-site-search]';

/**
 * Turns the search links into a search dialog once the page has hydrated: a plain click
 * (or Enter) on one opens the dialog of the link's language (`lang` of its nearest
 * element), `/` opens it too when `shortcut`, and closing it returns focus to the link.
 * The dialog (and through it Pagefind) is fetched on the first opening only: nothing
 * of it is in the page's scripts. Rendered once by the locale layout, beside SiteEffects, and
 * by the not-found page. Not inside SiteEffects: every page's flight data carries the not-found
 * tree, so the module it renders must be one the layout renders too, or each page fetches it as
 * a chunk of its own (measured: 1.2 KB gzip more on every page).
 */
export function SearchUpgrade({ labels, shortcut = true }: { labels: Partial<Record<Locale, SearchLabels>>; shortcut?: boolean }) {
  const [Dialog, setDialog] = useState<ComponentType<SearchDialogProps> | null>(null);
  // The dialogs opened so far (one per language, kept so a query survives closing), and the open one.
  const [opened, setOpened] = useState<{ lang: Locale; href: string }[]>([]);
  const [open, setOpen] = useState<Locale | null>(null);
  const trigger = useRef<HTMLAnchorElement | null>(null);

  useEffect(() => {
    const show = (link: Element | null | undefined) => {
      const lang = link?.closest('[lang]')?.getAttribute('lang') as Locale | undefined;
      if (!(link instanceof HTMLAnchorElement) || !lang || !labels[lang]) return false;
      trigger.current = link;
      const href = link.getAttribute('href') ?? '';
      setOpened((list) => (list.some((item) => item.lang === lang) ? list : [...list, { lang, href }]));
      setOpen(lang);
      void import('./SearchDialog').then((module) => setDialog(() => module.default));
      return true;
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (show((event.target as Element | null)?.closest?.(TRIGGER))) event.preventDefault();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
      if (show(document.querySelector(TRIGGER))) event.preventDefault();
    };
    document.addEventListener('click', onClick);
    if (shortcut) document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [labels, shortcut]);

  if (!Dialog) return null;
  return opened.map(({ lang, href }) => (
    <div key={lang} lang={lang}>
      <Dialog
        open={open === lang}
        labels={labels[lang]!}
        fallbackHref={href}
        onClose={() => {
          setOpen(null);
          trigger.current?.focus();
        }}
      />
    </div>
  ));
}
