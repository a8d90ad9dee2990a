import { columnsFor } from '@/components/ui/grid-columns';
import { Section, SectionHeading } from './SectionHeading';

const gridCols = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-2 lg:grid-cols-3', 4: 'md:grid-cols-2 lg:grid-cols-4' } as const;

interface Props {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  items: readonly { title: string; text: string; detail?: string }[];
  tone?: 'plain' | 'surface';
}

/** A numbered sequence (rollout steps, how it works). */
export function Steps({ id, eyebrow, title, intro, items, tone = 'plain' }: Props) {
  return (
    <Section labelledBy={id} tone={tone}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} intro={intro} />
      <ol tabIndex={0} aria-labelledby={id} className={`snap-row mt-10 grid gap-5 ${gridCols[columnsFor(items.length, 3)]}`}>
        {items.map((item, index) => (
          <li key={item.title} className="relative rounded-2xl border border-line bg-page p-5 md:p-6">
            <span aria-hidden="true" className="flex h-10 w-10 items-center justify-center rounded-full bg-brand text-lg font-bold text-on-brand">
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-fg">{item.title}</h3>
            <p className="mt-2 leading-7 text-muted">{item.text}</p>
            {item.detail ? <p className="mt-3 text-sm leading-6 text-fg">{item.detail}</p> : null}
          </li>
        ))}
      </ol>
    </Section>
  );
}
