import type { ReactNode } from 'react';
import { Eyebrow } from '@/components/ui/Eyebrow';
import { HeroParsed } from '@/components/ui/HeroParsed';

interface Props {
  eyebrow?: string;
  title: string;
  /** The lead: one or two lines at 1440 px. */
  intro: string;
  /** Further paragraphs under the introduction (pages without a visual only). */
  lead?: string;
  /** Call-to-action buttons. */
  actions?: ReactNode;
  /** Small print under the buttons (trial, guarantee...). */
  note?: string;
  /**
   * What the page shows rather than says, in the right half on wide screens and under
   * the actions on phones: the product view, the systems, the facts (a figure, a list).
   */
  visual?: ReactNode;
}

/** The page's top band with its only h1, and beside it the page's own visual. */
export function HeroBand({ eyebrow, title, intro, lead, actions, note, visual }: Props) {
  return (
    <section className="border-b border-line bg-gradient-to-b from-brand-soft to-page">
      <div className={`container-page grid gap-10 py-14 md:py-20 ${visual ? 'lg:grid-cols-[minmax(0,4fr)_minmax(0,3fr)] lg:items-center lg:gap-12' : ''}`}>
        <div className="max-w-3xl">
          {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
          <h1 className="text-4xl font-bold tracking-tight text-balance text-fg md:text-5xl">{title}</h1>
          <p data-hero-lead="" className="mt-6 text-lg leading-8 text-pretty text-muted">
            {intro}
          </p>
          {lead ? <p className="mt-4 text-lg leading-8 text-muted">{lead}</p> : null}
          {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
          {note ? <p className="mt-4 text-sm text-muted">{note}</p> : null}
        </div>
        {visual ? (
          <div data-hero-visual="" className="min-w-0">
            {visual}
          </div>
        ) : null}
      </div>
      <HeroParsed />
    </section>
  );
}
