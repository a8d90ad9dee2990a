interface Props {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  align?: 'left' | 'center';
}

/** The h2, optional eyebrow and introduction every section starts with. */
export function SectionHeading({ id, eyebrow, title, intro, align = 'left' }: Props) {
  const centered = align === 'center';
  return (
    <div className={centered ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wide text-brand">{eyebrow}</p> : null}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance text-fg md:text-4xl">
        {title}
      </h2>
      {intro ? <p className="mt-4 text-lg leading-8 text-muted">{intro}</p> : null}
    </div>
  );
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
