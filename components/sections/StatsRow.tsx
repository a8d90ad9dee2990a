import { Section, SectionHeading } from './SectionHeading';

interface Props {
  id: string;
  title: string;
  intro?: string;
  items: readonly { value: string; label: string }[];
}

/** A row of headline figures. */
export function StatsRow({ id, title, intro, items }: Props) {
  return (
    <Section labelledBy={id} tone="surface">
      <SectionHeading id={id} title={title} intro={intro} />
      <dl tabIndex={0} aria-labelledby={id} className="snap-row mt-10 grid grid-cols-2 gap-4 [--snap-item:min(46%,11rem)] md:grid-cols-4">
        {items.map((item) => (
          <div key={item.label} className="flex flex-col-reverse rounded-2xl border border-line bg-page p-5">
            <dt className="mt-2 text-sm leading-6 text-muted">{item.label}</dt>
            <dd className="text-2xl font-bold tracking-tight text-brand min-[400px]:text-3xl md:text-4xl">{item.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
