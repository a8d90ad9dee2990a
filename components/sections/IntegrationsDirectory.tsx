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

/** Searchable, filterable list of integrations; without JavaScript every system is listed. */
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
            className="mt-2 min-h-11 w-full rounded-xl border border-line bg-page px-3 text-fg lg:w-72"
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
      <ul data-filtered="" className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={labels.filterLabel}>
        {shown.map((item) => (
          <li key={item.id} className="flex items-start justify-between gap-3 rounded-2xl border border-line bg-page p-4">
            <div>
              <p className="font-semibold text-fg">{item.name}</p>
              <p className="text-sm text-muted">{labels.categories[item.category]}</p>
              <p className="mt-2 text-sm text-fg">{item.description}</p>
            </div>
            <p className={`shrink-0 rounded-full px-3 py-1 text-xs font-semibold ${statusStyle[item.status]}`}>
              <span className="sr-only">{labels.statusLabel}: </span>
              {labels.statuses[item.status]}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
