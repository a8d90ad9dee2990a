import { columnsFor } from './grid-columns';

describe('columnsFor', () => {
  it('keeps the preferred count when it divides the set', () => {
    expect(columnsFor(6, 3)).toBe(3);
    expect(columnsFor(8, 4)).toBe(4);
  });

  it('moves to the nearest count that leaves no orphan row', () => {
    expect(columnsFor(8, 3)).toBe(4); // not 3 + 3 + 2
    expect(columnsFor(4, 3)).toBe(4); // not 3 + 1
    expect(columnsFor(6, 4)).toBe(3); // not 4 + 2
    expect(columnsFor(10, 3)).toBe(2);
  });

  it('keeps the preferred count when nothing divides the set', () => {
    expect(columnsFor(7, 3)).toBe(3);
  });
});
