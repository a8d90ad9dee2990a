'use client';

import { useId, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { filterIntegrations, integrationCategories, type IntegrationCategory, type IntegrationStatus } from '@/lib/data/integrations';
import { formatPlural, type PluralForms } from '@/lib/copy/plural';
import type { FormText } from '@/components/forms/types';
import { RequestIntegrationForm, type RequestIntegrationText } from '@/components/integrations/RequestIntegrationForm';

export interface DirectoryLabels {
  searchLabel: string;
  searchPlaceholder: string;
  filterLabel: string;
  all: string;
  /** The count line per plural category (lib/copy/plural.ts). */
  results: PluralForms;
  noResults: string;
  statusLabel: string;
  /** The table's caption and its first column's header. */
  caption: string;
  systemLabel: string;
  statuses: Record<IntegrationStatus, string>;
  categories: Record<IntegrationCategory, string>;
}

interface Item {
  id: string;
  name: string;
  description: string;
  category: IntegrationCategory;
  status: IntegrationStatus;
  aliases?: readonly string[];
}

/** "Request this integration" when a search finds nothing. */
interface RequestProps {
  locale: Locale;
  form: FormText;
  text: RequestIntegrationText;
}

const statusStyle: Record<IntegrationStatus, string> = {
  native: 'bg-brand-soft text-brand',
  api: 'bg-brand-soft text-fg',
  partner: 'bg-surface-strong text-fg',
  request: 'border border-line text-muted',
};

/** Searchable, filterable table of integrations; without JavaScript every system is listed. */
export function IntegrationsDirectory({ locale, items, labels, request }: { locale: Locale; items: readonly Item[]; labels: DirectoryLabels; request?: RequestProps }) {
  const uid = useId();
  const [category, setCategory] = useState<IntegrationCategory | 'all'>('all');
  const [query, setQuery] = useState('');
  const shown = filterIntegrations(items, category, query);
  const options: (IntegrationCategory | 'all')[] = ['all', ...integrationCategories];

  return (
    <div>
      <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <div role="group" aria-labelledby={`${uid}-filter`}>
          <p id={`${uid}-filter`} className="text-sm font-semibold text-fg">
            {labels.filterLabel}
          </p>
          {/* On a phone the chips are one row that scrolls sideways (to the screen's edges), not four rows of buttons. */}
          <div className="-mx-4 mt-2 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0">
            {options.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={category === option}
                onClick={() => setCategory(option)}
                className={`min-h-11 shrink-0 whitespace-nowrap rounded-full border px-4 text-sm font-semibold ${category === option ? 'border-brand bg-brand text-on-brand' : 'border-line bg-page text-fg hover:border-brand'}`}
              >
                {option === 'all' ? labels.all : labels.categories[option]}
              </button>
            ))}
          </div>
        </div>
        <div>
          <label htmlFor={`${uid}-search`} className="block text-sm font-semibold text-fg">
            {labels.searchLabel}
          </label>
          <input
            id={`${uid}-search`}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={labels.searchPlaceholder}
            className="mt-2 min-h-11 w-full rounded-xl border border-field-edge bg-page px-3 text-fg lg:w-72"
          />
        </div>
      </div>
      <p role="status" className="mt-6 text-sm text-muted">
        {shown.length ? formatPlural(labels.results, locale, shown.length) : labels.noResults}
      </p>
      {shown.length === 0 && query.trim() && request ? (
        <div className="mt-4">
          <RequestIntegrationForm locale={request.locale} query={query} form={request.form} text={request.text} />
        </div>
      ) : null}
      {shown.length ? (
        <div className="mt-4 overflow-x-auto rounded-2xl border border-line bg-page">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{labels.caption}</caption>
            <thead className="border-b border-line text-fg">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {labels.systemLabel}
                </th>
                <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
                  {labels.filterLabel}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {labels.statusLabel}
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((item) => (
                <tr key={item.id} className="border-b border-line align-top last:border-0">
                  <th scope="row" className="px-4 font-normal sm:py-3">
                    {/* On a phone a row is one line, the system and its status: its category and description open under the name (73 rows of three to five lines were 10,000 px).
                        The description is one element for both widths (a screen reader or a text extractor reads it once): shown under the open <details> on a phone, always from sm up. */}
                    <details className="peer group sm:hidden">
                      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 font-semibold text-fg [&::-webkit-details-marker]:hidden">
                        <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4 shrink-0 text-muted transition-transform group-open:rotate-90 motion-reduce:transition-none">
                          <path d="m7.5 5 5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                        </svg>
                        {item.name}
                      </summary>
                      <span className="block pb-1 pl-6 text-muted">{labels.categories[item.category]}</span>
                    </details>
                    <span className="hidden font-semibold text-fg sm:block">{item.name}</span>
                    <span data-description className="hidden pb-3 pl-6 text-fg peer-open:block sm:mt-1 sm:block sm:pb-0 sm:pl-0">
                      {item.description}
                    </span>
                  </th>
                  <td className="hidden px-4 py-3 text-muted sm:table-cell">{labels.categories[item.category]}</td>
                  <td className="px-4 py-2.5 sm:py-3">
                    <span className={`inline-block whitespace-nowrap rounded-full px-3 py-1 text-xs font-semibold ${statusStyle[item.status]}`}>{labels.statuses[item.status]}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
