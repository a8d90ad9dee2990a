import { StatList } from '@/components/ui/StatList';
import { Section, SectionHeading } from './SectionHeading';

interface Props {
  id: string;
  title: string;
  intro?: string;
  items: readonly { value: string; label: string }[];
}

/** A row of headline figures, every figure on the row's top line. */
export function StatsRow({ id, title, intro, items }: Props) {
  return (
    <Section labelledBy={id} tone="surface">
      <SectionHeading id={id} title={title} intro={intro} />
      <StatList
        items={items}
        className={`mt-10 grid grid-cols-2 gap-4 ${items.length % 3 === 0 ? 'md:grid-cols-3' : 'md:grid-cols-4'}`}
        itemClassName="rounded-2xl border border-line bg-page p-5"
        labelClassName="text-sm leading-6 text-muted"
        valueClassName="text-2xl font-bold tracking-tight text-brand min-[400px]:text-3xl md:text-4xl"
      />
    </Section>
  );
}
