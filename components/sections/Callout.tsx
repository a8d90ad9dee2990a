import type { ReactNode } from 'react';
import { Section } from './SectionHeading';

/** A highlighted box with a heading, a paragraph and an action. */
export function Callout({ id, title, text, children }: { id: string; title: string; text: string; children?: ReactNode }) {
  return (
    <Section labelledBy={id}>
      <div className="flex flex-col gap-6 rounded-3xl border border-line bg-brand-soft p-6 md:flex-row md:items-center md:justify-between md:p-10">
        <div className="max-w-2xl">
          <h2 id={id} className="text-2xl font-bold tracking-tight text-fg">
            {title}
          </h2>
          <p className="mt-3 leading-7 text-muted">{text}</p>
        </div>
        {children ? <div className="shrink-0">{children}</div> : null}
      </div>
    </Section>
  );
}
