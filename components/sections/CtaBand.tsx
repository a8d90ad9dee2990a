import type { ReactNode } from 'react';

interface Props {
  title: string;
  text?: string;
  /** Buttons (CtaLink, LocaleLink or client buttons). */
  children: ReactNode;
  id?: string;
}

/**
 * Closing call-to-action band shared by every page. In the band's own tone (the brand colour,
 * a deep indigo in the dark theme). When it closes the page, the footer follows it after the
 * band's short bottom padding, not after a margin as well (`cta-band` in app/globals.css).
 */
export function CtaBand({ title, text, children, id }: Props) {
  return (
    <section id={id} className="cta-band below-fold container-page pb-10 pt-10 md:pt-24" aria-labelledby={id ? `${id}-title` : undefined}>
      <div className="relative overflow-hidden rounded-3xl bg-band px-5 py-10 text-center text-on-band md:px-16 md:py-14">
        <div aria-hidden="true" className="pointer-events-none absolute -right-24 -top-24 h-72 w-72 rounded-full bg-white/10" />
        <div aria-hidden="true" className="pointer-events-none absolute -bottom-32 -left-16 h-72 w-72 rounded-full bg-white/10" />
        <h2 id={id ? `${id}-title` : undefined} className="relative text-2xl font-bold tracking-tight sm:text-3xl md:text-4xl">
          {title}
        </h2>
        {text ? <p className="relative mx-auto mt-3 max-w-2xl opacity-90 md:mt-4 md:text-lg">{text}</p> : null}
        <div className="relative mt-6 flex flex-wrap md:mt-8 justify-center gap-3 [&_.btn-primary]:bg-white [&_.btn-primary]:text-[#1e1b4b] [&_.btn-primary:hover]:bg-indigo-50 [&_.btn-secondary]:border-white/60 [&_.btn-secondary]:bg-transparent [&_.btn-secondary]:text-on-band [&_.btn-secondary:hover]:border-white [&_.btn-secondary:hover]:text-on-band">
          {children}
        </div>
      </div>
    </section>
  );
}
