import type { ReactNode } from 'react';

interface Props {
  title: string;
  text?: string;
  /** Buttons (CtaLink, LocaleLink or client buttons). */
  children: ReactNode;
  id?: string;
}

/** Closing call-to-action band shared by every page. */
export function CtaBand({ title, text, children, id }: Props) {
  return (
    <section id={id} className="below-fold container-page py-16 md:py-24" aria-labelledby={id ? `${id}-title` : undefined}>
      <div className="relative overflow-hidden rounded-3xl bg-brand px-6 py-14 text-center text-on-brand md:px-16">
        <div aria-hidden="true" className="pointer-events-none absolute -right-24 -top-24 h-72 w-72 rounded-full bg-white/10" />
        <div aria-hidden="true" className="pointer-events-none absolute -bottom-32 -left-16 h-72 w-72 rounded-full bg-white/10" />
        <h2 id={id ? `${id}-title` : undefined} className="relative text-3xl font-bold tracking-tight md:text-4xl">
          {title}
        </h2>
        {text ? <p className="relative mx-auto mt-4 max-w-2xl text-lg opacity-90">{text}</p> : null}
        <div className="relative mt-8 flex flex-wrap justify-center gap-3 [&_.btn-primary]:bg-page [&_.btn-primary]:text-fg [&_.btn-secondary]:border-white/60 [&_.btn-secondary]:bg-transparent [&_.btn-secondary]:text-on-brand">
          {children}
        </div>
      </div>
    </section>
  );
}
