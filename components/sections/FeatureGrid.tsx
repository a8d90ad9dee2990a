import type { ReactNode } from 'react';
import { Card } from '@/components/ui/Card';
import { columnsFor } from '@/components/ui/grid-columns';
import { Section, SectionHeading } from './SectionHeading';

export interface FeatureItem {
  title: string;
  text: string;
  /** Optional bullet points under the text. */
  points?: readonly string[];
}

interface Props {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  items: readonly FeatureItem[];
  /** Preferred columns on wide screens; the grid takes the nearest count that divides the set, so no row is left half empty. */
  columns?: 2 | 3 | 4;
  tone?: 'plain' | 'surface';
  /** Extra content rendered at the foot of the card with the same index (links). */
  footers?: readonly ReactNode[];
  /** Content under the grid (a link to more). */
  after?: ReactNode;
}

const gridCols = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-2 lg:grid-cols-3', 4: 'md:grid-cols-2 lg:grid-cols-4' } as const;

/** A heading and a grid of titled cards. */
export function FeatureGrid({ id, eyebrow, title, intro, items, columns = 3, tone = 'plain', footers, after }: Props) {
  return (
    <Section labelledBy={id} tone={tone}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} intro={intro} />
      <ul tabIndex={0} aria-labelledby={id} className={`snap-row mt-10 grid gap-5 ${gridCols[columnsFor(items.length, columns)]}`}>
        {items.map((item, index) => (
          <Card as="li" key={item.title} className="flex flex-col" padding="p-5 md:p-6">
            <h3 className="text-lg font-semibold text-fg">{item.title}</h3>
            <p className="mt-2 leading-7 text-muted">{item.text}</p>
            {item.points ? (
              <ul className="mt-4 space-y-2 text-sm leading-6 text-muted">
                {item.points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <svg viewBox="0 0 20 20" aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-accent">
                      <path d="M5 10.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                    </svg>
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
            ) : null}
            {footers?.[index] ? <div className="mt-auto pt-5">{footers[index]}</div> : null}
          </Card>
        ))}
      </ul>
      {after ? <div className="mt-8">{after}</div> : null}
    </Section>
  );
}
