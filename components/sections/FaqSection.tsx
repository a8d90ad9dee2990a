import { FaqAccordion, type FaqItem } from './FaqAccordion';
import { Section, SectionHeading } from './SectionHeading';

/** A titled FAQ block (h2 + accordion of h3 questions). */
export function FaqSection({ id, title, items }: { id: string; title: string; items: readonly FaqItem[] }) {
  return (
    <Section labelledBy={id} tone="surface">
      <SectionHeading id={id} title={title} />
      <div className="mt-8 max-w-3xl">
        <FaqAccordion items={items} headingLevel={3} />
      </div>
    </Section>
  );
}
