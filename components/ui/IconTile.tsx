/**
 * The one icon container of the site: a tinted rounded square with a stroked
 * 24-unit icon, beside or above a card's title, in one size wherever it stands.
 * Decorative: the title says it.
 */
export function IconTile({ path }: { path: string }) {
  return (
    <span aria-hidden="true" data-icon-tile="" className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand">
      <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d={path} />
      </svg>
    </span>
  );
}
