import { Eyebrow } from '@/components/ui/Eyebrow';

interface Props {
  /** The heading's id, for the section's aria-labelledby. */
  id?: string;
  /** A short label over the title, in the brand colour. */
  eyebrow?: string;
  title: string;
  /** One or two lines under the title. */
  lead?: string;
  align?: 'left' | 'center';
  /** h2 for a section (the default), h1 for a page's hero. */
  level?: 1 | 2;
}

/**
 * The one section header of the site: eyebrow, title and lead, the title's lines
 * balanced (no one-word last line, no <br> in the copy). Every section of every
 * page starts with it, the landing page's and the inner pages' alike.
 */
export function SectionHeader({ id, eyebrow, title, lead, align = 'left', level = 2 }: Props) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const size = level === 1 ? 'text-4xl md:text-5xl' : 'text-3xl md:text-4xl';
  return (
    <div className={align === 'center' ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <Heading id={id} className={`${size} font-bold tracking-tight text-balance text-fg`}>
        {title}
      </Heading>
      {lead ? <p className="mt-4 text-lg leading-8 text-pretty text-muted">{lead}</p> : null}
    </div>
  );
}
