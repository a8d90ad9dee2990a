import { PageJsonLd } from '@/components/seo/PageJsonLd';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pages } from '@/lib/facts/pages';
import { siteConfig } from '@/lib/site';
import { fillText, formatLegalDate, legalUpdated, toSections, type LegalDocument, type LegalSection } from '@/lib/copy/legal';

interface Props {
  locale: Locale;
  document: LegalDocument;
  /** Message namespace with `sections` (read raw, in order). */
  namespace: 'privacyPage' | 'cookiesPage' | 'termsPage';
  /** Extra content placed at the end of a section, by section id. */
  extras?: Partial<Record<string, ReactNode>>;
  /** Message entries left out, by path under `sections` ("embeds.items.voiceDemo"). */
  omit?: readonly string[];
}

const routeOf = { privacy: '/privacy', cookies: '/cookies', terms: '/terms' } as const;

export function SectionBody({ section, values }: { section: LegalSection; values: Record<string, string | number> }) {
  return (
    <>
      {section.body?.map((p) => (
        <p key={p}>{fillText(p, values)}</p>
      ))}
      {section.items ? (
        <ul>
          {section.items.map((item) => (
            <li key={item}>{fillText(item, values)}</li>
          ))}
        </ul>
      ) : null}
      {section.after?.map((p) => (
        <p key={p}>{fillText(p, values)}</p>
      ))}
    </>
  );
}

/**
 * A legal document: heading, "last updated" date, a table of contents whose
 * links jump to the section headings (ids are the message keys, the same in
 * both languages), then the sections.
 */
export async function LegalPage({ locale, document, namespace, extras = {}, omit = [] }: Props) {
  const page = await getTranslations({ locale, namespace: `pages.${pages[routeOf[document]].key}` });
  const legal = await getTranslations({ locale, namespace: 'legal' });
  const t = await getTranslations({ locale, namespace });
  // Sections are read raw, in message order; their keys become the heading ids.
  const sections = toSections((t.raw as (key: string) => unknown)('sections'), omit);
  const values = {
    name: siteConfig.name,
    email: siteConfig.email.contact,
    privacyEmail: siteConfig.email.privacy,
    trialDays: siteConfig.trialDays,
    moneyBackDays: siteConfig.moneyBackDays,
  };
  const updated = legalUpdated[document];

  return (
    <div className="container-page py-12 md:py-20">
      <PageJsonLd locale={locale} route={routeOf[document]} />
      <header className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight text-fg md:text-5xl">{page('heading')}</h1>
        <p className="mt-4 text-sm font-medium text-muted">
          <time dateTime={updated}>{legal('lastUpdated', { date: formatLegalDate(locale, updated) })}</time>
        </p>
        <p className="mt-6 text-lg leading-8 text-muted">{page('intro', { name: siteConfig.name })}</p>
      </header>

      <div className="mt-12 grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <nav id="toc" aria-labelledby="toc-title" className="self-start rounded-2xl border border-line bg-surface p-5 lg:sticky lg:top-24">
          <h2 id="toc-title" className="text-sm font-semibold uppercase tracking-wide text-muted">
            {legal('toc')}
          </h2>
          <ol className="mt-3 space-y-1 text-sm">
            {sections.map(([id, section]) => (
              <li key={id}>
                <a href={`#${id}`} className="flex min-h-11 items-center rounded-lg px-2 text-fg hover:bg-surface-strong hover:text-brand lg:min-h-9">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="prose prose-slate max-w-3xl dark:prose-invert prose-headings:scroll-mt-24 prose-headings:text-fg prose-p:text-fg prose-li:text-fg prose-a:text-brand">
          {sections.map(([id, section]) => (
            <section key={id} aria-labelledby={id}>
              <h2 id={id} tabIndex={-1}>
                {section.title}
              </h2>
              <SectionBody section={section} values={values} />
              {extras[id]}
            </section>
          ))}
          <p className="not-prose mt-12 border-t border-line pt-6 text-sm text-muted">
            {legal('questions', { email: document === 'terms' ? siteConfig.email.contact : siteConfig.email.privacy })}{' '}
            <a href="#toc" className="font-semibold text-brand underline underline-offset-4">
              {legal('backToTop')}
            </a>
          </p>
        </div>
      </div>
    </div>
  );
}
