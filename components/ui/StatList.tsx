/**
 * A row of figures: each figure above its label, every figure on the same top line
 * whatever the length of the labels beside it (the cards stretch to the row's height;
 * `justify-end` in a reversed column packs them at the top). The <dl> keeps the
 * label first for screen readers.
 */
export function StatList({ items, className = '', itemClassName = '', valueClassName = '', labelClassName = '' }: {
  items: readonly { value: string; label: string }[];
  className?: string;
  itemClassName?: string;
  valueClassName?: string;
  labelClassName?: string;
}) {
  return (
    <dl data-stat-row="" className={className}>
      {items.map((item) => (
        <div key={item.label} className={`flex flex-col-reverse justify-end ${itemClassName}`}>
          <dt className={`mt-2 ${labelClassName}`}>{item.label}</dt>
          <dd data-stat-value="" className={valueClassName}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
