/**
 * How many columns a grid of items takes at each width, chosen from the number of items so that every
 * row is full or nearly so: never one item alone on its last row under full rows. Cards, lists and
 * pictures all take their columns from here, and the CSS of `.grid` and `.column-list`
 * (src/styles/global.css) lays them out from the classes {@link columnClasses} returns.
 */

/** The most columns a grid may take at each width: tablets (768-991 px), laptops (992-1199 px) and desktops (1,200 px and wider). */
export interface ColumnLimits {
  tablet: number;
  laptop: number;
  desktop: number;
}

/** Columns chosen at each width, as {@link balancedColumns} picks them. */
export type ColumnChoice = ColumnLimits;

/**
 * The number of columns (1 to `most`) for `count` items, in this order of preference:
 *
 * 1. every item in one row, when they fit (`count` <= `most`);
 * 2. full rows only, with `most` or `most - 1` columns (4 items of at most 3 → 2 × 2; 6 of at most 4 → 3 × 2);
 * 3. the most columns whose last row is at least half full (5 of at most 3 → 3 + 2; 11 → 3, 3, 3, 2);
 * 4. any count of columns that leaves no item alone on the last row;
 * 5. one column, when every choice above would leave one item alone (an odd count in at most 2).
 *
 * A `count` or `most` below 1 counts as 1.
 */
export function balancedColumns(count: number, most: number): number {
  const n = Math.max(1, Math.floor(count));
  const max = Math.max(1, Math.floor(most));
  if (n <= max) return n;
  const candidates = Array.from({ length: max - 1 }, (_, i) => max - i); // max, max-1, ..., 2
  const full = candidates.find((c) => c >= max - 1 && n % c === 0);
  if (full) return full;
  const halfFull = candidates.find((c) => n % c > 1 && n % c >= c / 2);
  if (halfFull) return halfFull;
  return candidates.find((c) => n % c !== 1) ?? 1;
}

/** The columns for `count` items at each width, within `limits` (each width's most). */
export function chooseColumns(count: number, limits: ColumnLimits): ColumnChoice {
  return {
    tablet: balancedColumns(count, limits.tablet),
    laptop: balancedColumns(count, limits.laptop),
    desktop: balancedColumns(count, limits.desktop),
  };
}

/**
 * The class names that set a grid's columns at each width (`cols-t-2 cols-l-3 cols-d-4`), for `count`
 * items within `limits`. Phones always show one column (a block may lay its own phone layout out).
 */
export function columnClasses(count: number, limits: ColumnLimits): string {
  const c = chooseColumns(count, limits);
  return `cols-t-${c.tablet} cols-l-${c.laptop} cols-d-${c.desktop}`;
}
