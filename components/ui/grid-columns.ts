/** Grid columns at the widest breakpoint that divide a set of `count` cards, nearest the preferred count (no orphan row). */
export function columnsFor(count: number, preferred: 2 | 3 | 4 = 3): 2 | 3 | 4 {
  const fits = ([4, 3, 2] as const).filter((cols) => count % cols === 0);
  if (fits.length === 0) return preferred;
  return [...fits].sort((a, b) => Math.abs(a - preferred) - Math.abs(b - preferred) || b - a)[0]!;
}
