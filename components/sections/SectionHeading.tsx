import { SectionHeader } from '@/components/ui/SectionHeader';

interface Props {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  align?: 'left' | 'center';
}

/** The h2, optional eyebrow and introduction every section starts with (the site's one SectionHeader). */
export function SectionHeading({ id, eyebrow, title, intro, align = 'left' }: Props) {
  return <SectionHeader id={id} eyebrow={eyebrow} title={title} lead={intro} align={align} />;
}

/**
 * Section wrapper with consistent spacing and an optional tinted background.
 * Sections follow a page's hero, so they are `below-fold`: off screen, the
 * browser skips their layout and paint (app/globals.css).
 */
export function Section({
  children,
  id,
  labelledBy,
  tone = 'plain',
}: {
  children: React.ReactNode;
  id?: string;
  labelledBy?: string;
  tone?: 'plain' | 'surface';
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={tone === 'surface' ? 'below-fold bg-surface' : 'below-fold'}>
      <div className="container-page py-14 md:py-20">{children}</div>
    </section>
  );
}
