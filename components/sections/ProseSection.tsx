import { Section } from './SectionHeading';

interface Props {
  id: string;
  title: string;
  paragraphs: readonly string[];
  /** Optional pull quote shown after the paragraphs. */
  quote?: string;
  tone?: 'plain' | 'surface';
}

/** Long-form copy (sales letters, explanations) in a readable measure, on the page's left content axis like every other section. */
export function ProseSection({ id, title, paragraphs, quote, tone = 'plain' }: Props) {
  return (
    <Section labelledBy={id} tone={tone}>
      <div className="max-w-3xl">
        <h2 id={id} className="text-2xl font-bold tracking-tight text-fg md:text-3xl">
          {title}
        </h2>
        {paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-5 text-lg leading-8 text-muted">
            {paragraph}
          </p>
        ))}
        {quote ? (
          <blockquote className="mt-8 border-l-4 border-brand pl-5 text-xl font-semibold leading-8 text-fg">{quote}</blockquote>
        ) : null}
      </div>
    </Section>
  );
}
