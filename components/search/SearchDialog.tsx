'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { excerptParts } from '@/lib/search/excerpt';
import type { SearchDialogProps } from './types';

interface Result {
  url: string;
  title: string;
  excerpt: string;
}

interface Pagefind {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string) => Promise<{ results: { data: () => Promise<{ url: string; meta: { title?: string }; excerpt: string }> }[] }>;
}

// The index built by scripts/build/search-index.mjs; a path on this site, never another host.
const PAGEFIND_URL = '/pagefind/pagefind.js';
const MAX_RESULTS = 10;

let pagefind: Promise<Pagefind> | undefined;
function loadPagefind(): Promise<Pagefind> {
  pagefind ??= (import(/* webpackIgnore: true */ /* turbopackIgnore: true */ PAGEFIND_URL) as Promise<Pagefind>).then(async (module) => {
    await module.options({ excerptLength: 24 });
    await module.init();
    return module;
  });
  pagefind.catch(() => {
    pagefind = undefined;
  });
  return pagefind;
}

type State = { status: 'idle' | 'loading' | 'error' } | { status: 'done'; query: string; results: Result[] };

/** The search dialog: a modal <dialog> (Escape closes it, focus returns to the trigger), results as links. */
export default function SearchDialog({ open, labels, fallbackHref, onClose }: SearchDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [state, setState] = useState<State>({ status: 'idle' });
  const uid = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      input.current?.focus();
      input.current?.select();
    } else if (!open && element.open) element.close();
  }, [open]);

  useEffect(() => {
    const text = query.trim();
    if (text.length < 2) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- clearing the results follows the typed query
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    setState((previous) => (previous.status === 'done' ? previous : { status: 'loading' }));
    // Searches when the visitor pauses typing; a newer query cancels this one.
    const timer = window.setTimeout(() => {
      loadPagefind()
        .then((pf) => pf.search(text))
        .then(async (search) => {
          if (!current) return;
          const data = await Promise.all(search.results.slice(0, MAX_RESULTS).map((result) => result.data()));
          if (current) setState({ status: 'done', query: text, results: data.map((d) => ({ url: d.url, title: d.meta.title ?? d.url, excerpt: d.excerpt })) });
        })
        .catch(() => current && setState({ status: 'error' }));
    }, 150);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [query]);

  const fill = (text: string, vars: Record<string, string>) => text.replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${uid}-title`}
      onClose={onClose}
      onKeyDown={(event) => {
        // Escape closes the dialog from anywhere in it, also from the search field (where the browser would only clear it).
        if (event.key === 'Escape') {
          event.preventDefault();
          dialog.current?.close();
        }
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog box itself, outside its content) closes it.
        if (event.target === dialog.current) dialog.current.close();
      }}
      className="m-0 mx-auto mt-[8vh] w-[min(40rem,calc(100vw-1.5rem))] max-w-none rounded-2xl border border-line bg-page p-0 text-fg shadow-2xl backdrop:bg-[rgb(0_0_0/0.5)]"
    >
      <div className="p-4 md:p-6">
        <div className="flex items-center justify-between gap-4">
          <h2 id={`${uid}-title`} className="text-lg font-semibold">
            {labels.dialogTitle}
          </h2>
          <button type="button" onClick={() => dialog.current?.close()} aria-label={labels.close} className="inline-flex h-11 w-11 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-fg">
            <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <form role="search" onSubmit={(event) => event.preventDefault()} className="mt-3">
          <label htmlFor={`${uid}-input`} className="sr-only">
            {labels.inputLabel}
          </label>
          <input
            ref={input}
            id={`${uid}-input`}
            type="search"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            placeholder={labels.placeholder}
            value={query}
            onChange={(event) => setQuery(event.target.value.slice(0, 100))}
            aria-describedby={`${uid}-status`}
            className="min-h-12 w-full rounded-xl border border-field-edge bg-page px-4 text-base text-fg"
          />
        </form>
        <p id={`${uid}-status`} role="status" className="mt-3 text-sm text-muted">
          {state.status === 'loading'
            ? labels.loading
            : state.status === 'error'
              ? labels.error
              : state.status === 'done'
                ? state.results.length
                  ? fill(labels.count, { count: String(state.results.length) })
                  : fill(labels.none, { query: state.query })
                : labels.hint}
        </p>
        {state.status === 'done' && state.results.length > 0 ? (
          <ul className="mt-3 max-h-[55vh] space-y-2 overflow-y-auto" data-testid="search-results" data-query={state.query}>
            {state.results.map((result) => (
              <li key={result.url}>
                <a href={result.url} className="block rounded-xl border border-line p-3 hover:border-brand focus-visible:border-brand">
                  <span className="block font-semibold text-brand">{result.title}</span>
                  <span className="mt-1 block text-sm text-muted">
                    {excerptParts(result.excerpt).map((part, index) =>
                      part.mark ? (
                        <mark key={index} className="rounded bg-brand-soft px-0.5 text-fg">
                          {part.text}
                        </mark>
                      ) : (
                        <span key={index}>{part.text}</span>
                      ),
                    )}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {state.status === 'error' || (state.status === 'done' && state.results.length === 0) ? (
          <a href={fallbackHref} className="mt-3 inline-block font-semibold text-brand underline-offset-4 hover:underline">
            {labels.fallback}
          </a>
        ) : null}
      </div>
    </dialog>
  );
}
