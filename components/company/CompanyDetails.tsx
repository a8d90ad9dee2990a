import type { Locale } from '@/i18n/routing';
import type { Messages } from '@/lib/copy/copy';
import { companyRows, companySeat, companyValues, usEntity } from '@/lib/facts/company';
import { typesetMessages } from '@/lib/copy/typography';

type Copy = Messages['company'];

const fill = (text: string, vars: Record<string, string>) => text.replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m);

/** The company in one small paragraph, for the footer: what Polish law asks a company's website to show. */
export function CompanyLine({ locale, copy }: { locale: Locale; copy: Copy }) {
  const v = companyValues(locale);
  const us = usEntity(locale);
  const text = fill(copy.compact, {
    legalName: v.companyLegalName!,
    // English pages name the seat without the street (see companySeat); Polish pages the full address the law asks for.
    address: locale === 'en' ? companySeat(locale) : v.companyAddress!,
    krs: v.companyKrs!,
    court: v.companyCourt!,
    nip: v.companyNip!,
    regon: v.companyRegon!,
    capital: v.companyCapital!,
  });
  // Figures from lib/site.ts get the language's typography too (no one-letter word at a line's end in Polish).
  return (
    <p data-testid="company-line" className="text-xs leading-5 text-muted">
      {typesetMessages(us ? `${text} · ${copy.labels.us}: ${us}` : text, locale)}
    </p>
  );
}

/** The company block for /contact and /about: every registered detail, labelled. */
export function CompanyDetails({ locale, copy, headingLevel = 'h2' }: { locale: Locale; copy: Copy; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <section aria-labelledby="company-details-title" data-testid="company-details" className="rounded-3xl border border-line bg-surface p-6 md:p-8">
      <Heading id="company-details-title" className="text-2xl font-bold tracking-tight text-fg">
        {copy.title}
      </Heading>
      {/* A legal name ending in an abbreviation („sp. z o.o.”, "Inc.") ends the sentence with its own full stop. */}
      <p className="mt-2 max-w-3xl text-muted">{copy.intro.replace(/\.\.(?=\s|$)/g, '.')}</p>
      {/* An odd last row (the registry court, the longest) takes the whole width: no half-empty row. */}
      <dl className="mt-6 grid gap-x-8 gap-y-4 sm:grid-cols-2 sm:[&>:last-child:nth-child(odd)]:col-span-2">
        {companyRows(locale).map((row) => (
          <div key={row.key}>
            <dt className="text-sm font-semibold text-muted">{copy.labels[row.key]}</dt>
            <dd className="mt-1 text-fg">{typesetMessages(row.key === 'capital' ? fill(copy.capitalValue, { capital: row.value }) : row.value, locale)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
