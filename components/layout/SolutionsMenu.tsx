import type { Locale } from '@/i18n/routing';
import { LocaleLink } from '@/components/ui/LocaleLink';

export interface SolutionLink {
  route: string;
  label: string;
  note: string;
}

/**
 * The header's Solutions menu (≥ 1280 px): a native <details> disclosure, so it
 * opens by mouse, Enter or Space and is announced as expanded or collapsed
 * before any script has loaded. HeaderFrame adds Escape, a click outside and
 * leaving it by Tab as ways to close it.
 */
export function SolutionsMenu({ locale, label, links }: { locale: Locale; label: string; links: readonly SolutionLink[] }) {
  return (
    <details data-nav-menu="" className="group relative">
      <summary className="flex cursor-pointer list-none items-center gap-1 whitespace-nowrap rounded-full px-3 py-2 text-sm font-medium text-fg hover:bg-surface hover:text-brand group-open:bg-surface [&::-webkit-details-marker]:hidden">
        {label}
        <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4 transition-transform duration-150 group-open:rotate-180 motion-reduce:transition-none">
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </summary>
      <ul className="absolute left-0 top-full mt-2 w-80 rounded-2xl border border-line bg-page p-2 shadow-xl shadow-indigo-950/10">
        {links.map((link) => (
          <li key={link.route}>
            <LocaleLink locale={locale} route={link.route} className="block rounded-xl px-3 py-2.5 hover:bg-surface focus-visible:bg-surface">
              <span className="block text-sm font-semibold text-fg">{link.label}</span>
              <span className="mt-0.5 block text-sm text-muted">{link.note}</span>
            </LocaleLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
