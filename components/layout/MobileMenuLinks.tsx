export interface MenuLink {
  href: string;
  label: string;
  external?: boolean;
  primary?: boolean;
}

function MenuItem({ link, newTabLabel }: { link: MenuLink; newTabLabel: string }) {
  return (
    <li>
      <a
        href={link.href}
        className={link.primary ? 'btn btn-primary mt-3 w-full' : 'flex min-h-11 items-center rounded-lg px-3 py-2 text-base font-medium text-fg hover:bg-surface'}
        {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {link.label}
        {link.external ? <span className="sr-only"> {newTabLabel}</span> : null}
      </a>
    </li>
  );
}

/** The phone menu's content (server-rendered, passed into MobileMenu): a titled Solutions group, then the other links. */
export function MobileMenuLinks({ label, group, links, newTabLabel }: { label: string; group: { label: string; links: MenuLink[] }; links: MenuLink[]; newTabLabel: string }) {
  return (
    <nav aria-label={label}>
      <p id="mobile-menu-solutions" className="px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-muted">
        {group.label}
      </p>
      <ul aria-labelledby="mobile-menu-solutions" className="flex flex-col gap-1 border-b border-line pb-2">
        {group.links.map((link) => (
          <MenuItem key={link.href} link={link} newTabLabel={newTabLabel} />
        ))}
      </ul>
      <ul className="mt-2 flex flex-col gap-1">
        {links.map((link) => (
          <MenuItem key={link.href + link.label} link={link} newTabLabel={newTabLabel} />
        ))}
      </ul>
    </nav>
  );
}
