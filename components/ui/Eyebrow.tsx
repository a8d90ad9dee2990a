/**
 * The short label over a title, in the brand colour: one style for every hero and section
 * (SectionHeader, HeroBand and the landing page's hero).
 */
export function Eyebrow({ children, className = 'mb-2' }: { children: React.ReactNode; className?: string }) {
  return <p className={`${className} text-sm font-semibold uppercase tracking-wide text-brand`}>{children}</p>;
}
