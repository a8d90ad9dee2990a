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
          <div className="mt-2 flex flex-wrap gap-2">
            {options.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={category === option}
                onClick={() => setCategory(option)}
                className={`min-h-11 rounded-full border px-4 text-sm font-semibold ${category === option ? 'border-brand bg-brand text-on-brand' : 'border-line bg-page text-fg hover:border-brand'}`}
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
                  <th scope="row" className="px-4 py-3 font-normal">
                    <span className="block font-semibold text-fg">{item.name}</span>
                    {/* On a phone the category column is hidden: the category sits under the name. */}
                    <span className="block text-muted sm:hidden">{labels.categories[item.category]}</span>
                    <span className="mt-1 block text-fg">{item.description}</span>
                  </th>
                  <td className="hidden px-4 py-3 text-muted sm:table-cell">{labels.categories[item.category]}</td>
                  <td className="px-4 py-3">
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
