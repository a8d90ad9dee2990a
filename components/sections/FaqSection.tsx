import type { ReactNode } from 'react';
import { FaqAccordion, type FaqItem } from './FaqAccordion';
import { Section, SectionHeading } from './SectionHeading';

/**
 * The site's one FAQ layout (home and inner pages): on wide screens the header in
 * the left third and the questions (h3 in an accordion) in the right two thirds,
 * both on the container's edges; stacked on phones.
 */
export function FaqSection({ id, title, intro, items, children }: { id: string; title: string; intro?: string; items: readonly FaqItem[]; children?: ReactNode }) {
  return (
    <Section labelledBy={id} tone="surface">
      <div data-faq-layout="" className="grid gap-8 lg:grid-cols-[1fr_2fr] lg:gap-12">
        <SectionHeading id={id} title={title} intro={intro} />
        <FaqAccordion items={items} headingLevel={3} />
      </div>
      {children}
    </Section>
  );
}
