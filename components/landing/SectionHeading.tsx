/** Title and introduction shared by the landing sections. */
export function SectionHeading({ id, title, subtitle, align = 'center' }: { id: string; title: string; subtitle?: string; align?: 'center' | 'left' }) {
  return (
    <div className={align === 'center' ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      <h2 id={id} className="text-3xl font-bold tracking-tight text-fg md:text-4xl">
        {title}
      </h2>
      {subtitle ? <p className="mt-4 text-lg leading-8 text-muted">{subtitle}</p> : null}
    </div>
  );
}
