import { ProseSection } from './ProseSection';

interface Props {
  idPrefix: string;
  sections: readonly { title: string; paragraphs: readonly string[] }[];
  /** Pull quote shown after the section at `quoteAfter` (0-based). */
  quote?: string;
  quoteAfter?: number;
}

/** The body of a long-form sales letter: one prose section per heading. */
export function LetterSections({ idPrefix, sections, quote, quoteAfter = 1 }: Props) {
  return (
    <>
      {sections.map((section, index) => (
        <ProseSection
          key={section.title}
          id={`${idPrefix}-${index + 1}`}
          title={section.title}
          paragraphs={section.paragraphs}
          quote={index === quoteAfter ? quote : undefined}
          tone={index % 2 ? 'surface' : 'plain'}
        />
      ))}
    </>
  );
}
