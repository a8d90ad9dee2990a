import type { ReactNode } from 'react';

interface Props {
  eyebrow?: string;
  title: string;
  intro: string;
  /** Further paragraphs under the introduction. */
  lead?: string;
  /** Call-to-action buttons. */
  actions?: ReactNode;
  /** Small print under the buttons (trial, guarantee...). */
  note?: string;
  /** Right-hand column on wide screens (stats card, key facts). */
  aside?: ReactNode;
}

/** The page's top band with its only h1. */
export function HeroBand({ eyebrow, title, intro, lead, actions, note, aside }: Props) {
  return (
    <section className="border-b border-line bg-gradient-to-b from-brand-soft to-page">
      <div className={`container-page grid gap-10 py-14 md:py-20 ${aside ? 'lg:grid-cols-[3fr_2fr] lg:items-center' : ''}`}>
        <div className="max-w-3xl">
          {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wide text-brand">{eyebrow}</p> : null}
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance text-fg md:text-5xl">{title}</h1>
          <p className="mt-6 text-lg leading-8 text-muted">{intro}</p>
          {lead ? <p className="mt-4 text-lg leading-8 text-muted">{lead}</p> : null}
          {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
          {note ? <p className="mt-4 text-sm text-muted">{note}</p> : null}
        </div>
        {aside ? <div>{aside}</div> : null}
      </div>
    </section>
  );
}
