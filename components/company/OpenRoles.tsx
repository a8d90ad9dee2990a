export interface RoleView {
  id: string;
  title: string;
  location: string;
  summary: string;
  applyHref: string;
}

export interface OpenRolesLabels {
  count: string;
  location: string;
  apply: string;
  newTab?: string;
  openTitle: string;
  openText: string;
  openCta: string;
  openHref: string;
}

/** The open roles, each with a way to apply; with none, the open-application invitation takes their place. */
export function OpenRoles({ roles, labels }: { roles: RoleView[]; labels: OpenRolesLabels }) {
  const openApplication = (
    <div className="rounded-2xl border border-dashed border-brand/50 bg-brand-soft p-6">
      <h3 className="text-lg font-bold text-fg">{labels.openTitle}</h3>
      <p className="mt-2 text-fg">{labels.openText}</p>
      <a href={labels.openHref} className="btn btn-primary mt-4">
        {labels.openCta}
      </a>
    </div>
  );

  return (
    <div>
      <p className="text-muted">{labels.count}</p>
      {roles.length > 0 ? (
        <ul className="mt-6 space-y-4">
          {roles.map((role) => (
            <li key={role.id} className="rounded-2xl border border-line bg-surface p-6">
              <article aria-labelledby={`role-${role.id}`}>
                <h3 id={`role-${role.id}`} className="text-xl font-bold text-fg">
                  {role.title}
                </h3>
                <dl className="mt-3 flex flex-wrap gap-x-1.5 text-sm">
                  <dt className="whitespace-nowrap text-muted">{labels.location}:</dt>
                  <dd className="font-medium text-fg">{role.location}</dd>
                </dl>
                <p className="mt-3 text-fg">{role.summary}</p>
                <a href={role.applyHref} className="btn btn-primary mt-5" aria-describedby={`role-${role.id}`}>
                  {labels.apply}
                </a>
              </article>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-8">{openApplication}</div>
    </div>
  );
}
