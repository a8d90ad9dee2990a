import { Section, SectionHeading } from './SectionHeading';

interface Props {
  id: string;
  title: string;
  intro?: string;
  items: readonly string[];
  /** "yes" shows ticks, "no" shows crosses (things that never happen). */
  kind?: 'yes' | 'no';
  tone?: 'plain' | 'surface';
}

/** A heading and a two-column list of short statements. */
export function CheckList({ id, title, intro, items, kind = 'yes', tone = 'plain' }: Props) {
  return (
    <Section labelledBy={id} tone={tone}>
      <SectionHeading id={id} title={title} intro={intro} />
      <ul className="mt-8 grid gap-3 md:grid-cols-2">
        {items.map((item) => (
          <li key={item} className="flex gap-3 rounded-xl border border-line bg-page p-4 leading-7 text-fg">
            <svg viewBox="0 0 20 20" aria-hidden="true" className={`mt-1 h-5 w-5 shrink-0 ${kind === 'yes' ? 'text-accent' : 'text-muted'}`}>
              {kind === 'yes' ? (
                <path d="M5 10.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              ) : (
                <path d="M6 6l8 8M14 6l-8 8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              )}
            </svg>
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
