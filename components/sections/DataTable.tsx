import { Section, SectionHeading } from './SectionHeading';

interface Props {
  id: string;
  title: string;
  intro?: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

/** A titled table; on phones each row becomes a card with labelled values. */
export function DataTable({ id, title, intro, columns, rows }: Props) {
  return (
    <Section labelledBy={id}>
      <SectionHeading id={id} title={title} intro={intro} />
      <div className="mt-8 overflow-hidden rounded-2xl border border-line">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className="hidden bg-surface-strong md:table-header-group">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="p-4 font-semibold text-fg">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((row) => (
              <tr key={row.join('|')} className="block p-4 md:table-row md:p-0">
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={cell} scope="row" className="block font-semibold text-fg md:table-cell md:p-4">
                      {cell}
                    </th>
                  ) : (
                    <td key={cell} className="block pt-1 text-muted md:table-cell md:p-4">
                      <span className="font-medium text-fg md:hidden">{columns[index]}: </span>
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
