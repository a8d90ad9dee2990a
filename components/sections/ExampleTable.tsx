import { Section, SectionHeading } from './SectionHeading';

interface Props {
  id: string;
  title: string;
  intro?: string;
  caption: string;
  rows: readonly { label: string; value: string }[];
  total: { label: string; value: string };
  note?: string;
}

/** A worked example: labelled amounts and a total, as a two-column table. */
export function ExampleTable({ id, title, intro, caption, rows, total, note }: Props) {
  return (
    <Section labelledBy={id} tone="surface">
      <SectionHeading id={id} title={title} intro={intro} />
      <div className="mt-8 max-w-3xl overflow-hidden rounded-2xl border border-line bg-page">
        <table className="w-full text-left">
          <caption className="sr-only">{caption}</caption>
          <tbody className="divide-y divide-line">
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className="p-4 font-normal text-muted">
                  {row.label}
                </th>
                <td className="p-4 text-right font-semibold whitespace-nowrap text-fg">{row.value}</td>
              </tr>
            ))}
            <tr className="bg-brand-soft">
              <th scope="row" className="p-4 font-bold text-fg">
                {total.label}
              </th>
              <td className="p-4 text-right text-lg font-bold whitespace-nowrap text-brand">{total.value}</td>
            </tr>
          </tbody>
        </table>
      </div>
      {note ? <p className="mt-4 max-w-3xl text-sm text-muted">{note}</p> : null}
    </Section>
  );
}
