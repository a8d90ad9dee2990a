import type { ReactNode } from 'react';

/** Heading, introduction and actions at the top of a company page. */
export function CompanyIntro({ heading, intro, children, eyebrow }: { heading: string; intro: string; children?: ReactNode; eyebrow?: string }) {
  return (
    <section className="container-page py-16 md:py-24">
      <div className="max-w-3xl">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wide text-brand">{eyebrow}</p> : null}
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-fg md:text-5xl">{heading}</h1>
        <p className="mt-6 text-lg leading-8 text-muted">{intro}</p>
        {children ? <div className="mt-10 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </section>
  );
}
