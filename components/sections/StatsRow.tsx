import { StatList } from '@/components/ui/StatList';
import { Section, SectionHeading } from './SectionHeading';

interface Props {
  id: string;
  title: string;
  intro?: string;
  items: readonly { value: string; label: string }[];
}

/** Labels longer than this stack the figures one per line on a phone: a half-width column at 390 px holds about 18 characters a line, so two columns would run a longer label past three lines. */
const LONG_LABEL = 44;

/** A row of headline figures, every figure on the row's top line. */
export function StatsRow({ id, title, intro, items }: Props) {
  const long = items.some((item) => item.label.length > LONG_LABEL);
  return (
    <Section labelledBy={id} tone="surface">
      <SectionHeading id={id} title={title} intro={intro} />
      <StatList
        items={items}
        className={`mt-10 grid gap-4 ${long ? 'grid-cols-1 sm:grid-cols-2' : 'grid-cols-2'} ${items.length % 3 === 0 ? 'md:grid-cols-3' : 'md:grid-cols-4'}`}
        itemClassName="rounded-2xl border border-line bg-page p-5"
        labelClassName="text-sm leading-6 text-muted"
        valueClassName="text-2xl font-bold tracking-tight text-brand min-[400px]:text-3xl md:text-4xl"
      />
    </Section>
  );
}
