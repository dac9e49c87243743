import { describe, expect, it } from "vitest";
import { balancedColumns, chooseColumns, columnClasses } from "./columns.ts";

/** The items in each row, filled row by row, for `count` items in `columns` columns. */
function rows(count: number, columns: number): number[] {
  return Array.from({ length: Math.ceil(count / columns) }, (_, i) => Math.min(columns, count - i * columns));
}

describe("balancedColumns", () => {
  it("puts items that fit in one row all in one row", () => {
    expect([balancedColumns(1, 3), balancedColumns(2, 3), balancedColumns(3, 3), balancedColumns(4, 4)]).toEqual([1, 2, 3, 4]);
  });

  it("prefers full rows: 4 items of at most 3 are 2 × 2, 6 of at most 4 are 3 × 2, 9 of at most 4 are 3 × 3", () => {
    expect([balancedColumns(4, 3), balancedColumns(6, 4), balancedColumns(9, 4), balancedColumns(8, 4)]).toEqual([2, 3, 3, 4]);
  });

  it("otherwise takes the most columns whose last row is at least half full: 5 of at most 3 are 3 + 2, 11 are 3, 3, 3, 2", () => {
    expect(rows(5, balancedColumns(5, 3))).toEqual([3, 2]);
    expect(rows(11, balancedColumns(11, 3))).toEqual([3, 3, 3, 2]);
    expect(rows(10, balancedColumns(10, 4))).toEqual([4, 4, 2]);
  });

  it("falls back to one column when every choice leaves one item alone: 3 cards on a tablet (at most 2) stack", () => {
    expect([balancedColumns(3, 2), balancedColumns(11, 2), balancedColumns(7, 3)]).toEqual([1, 1, 1]);
  });

  it("never leaves one item alone on a last row under full rows, for 1 to 24 items in at most 2, 3 or 4 columns", () => {
    for (const most of [2, 3, 4])
      for (let count = 1; count <= 24; count++) {
        const columns = balancedColumns(count, most);
        expect(columns, `${count} items, at most ${most}`).toBeLessThanOrEqual(most);
        const shape = rows(count, columns);
        if (columns > 1 && shape.length > 1) expect(shape.at(-1), `${count} items in ${columns} columns`).toBeGreaterThan(1);
      }
  });

  it("counts nonsense limits as one", () => {
    expect([balancedColumns(0, 3), balancedColumns(5, 0), balancedColumns(-2, -1)]).toEqual([1, 1, 1]);
  });
});

describe("chooseColumns and columnClasses", () => {
  it("choose each width's columns within its own limit", () => {
    expect(chooseColumns(3, { tablet: 2, laptop: 3, desktop: 3 })).toEqual({ tablet: 1, laptop: 3, desktop: 3 });
    expect(columnClasses(4, { tablet: 2, laptop: 3, desktop: 4 })).toBe("cols-t-2 cols-l-2 cols-d-4");
    expect(columnClasses(9, { tablet: 3, laptop: 3, desktop: 4 })).toBe("cols-t-3 cols-l-3 cols-d-3");
  });
});
