import type { PlanTableBlock } from "../../types/schema.generated.ts";
import { INLINE_MARKUP } from "../../shared/inline-markup.ts";

/**
 * What one cell of the plan table shows: a checkmark (`true`), nothing (`false`), a number of hours
 * (minimum-hours row) or the text a visitor typed into it.
 */
export type CellValue = boolean | number | string;

/** Every cell of a plan table by position: `hours[tier]` and `groups[group][row][tier]`. */
export interface PlanCells {
  readonly hours: readonly CellValue[];
  readonly groups: readonly (readonly (readonly CellValue[])[])[];
}

/** Where a cell is: in the minimum-hours row, or in row `row` of group `group`; `tier` is the column (0-based). */
export type CellAddress = { row: "hours"; tier: number } | { group: number; row: number; tier: number };

/** The checkmark a visitor may type to put a cell back to 'Included'. */
const CHECKMARK = "✓";

/** The cells of a plan table as its content gives them, in fresh arrays (the block itself is never changed). */
export function initialCells(block: Pick<PlanTableBlock, "minimumHours" | "groups">): PlanCells {
  return {
    hours: [...block.minimumHours.values],
    groups: block.groups.map((group) => group.rows.map((row) => [...row.cells])),
  };
}

/** The cell at `at`, or undefined when the table has no such cell. */
export function cellAt(cells: PlanCells, at: CellAddress): CellValue | undefined {
  return at.row === "hours" ? cells.hours[at.tier] : cells.groups[at.group]?.[at.row]?.[at.tier];
}

/** The text an edit of this cell starts from: '✓' for a checkmark, '' for an empty cell, the number or text otherwise. */
export function cellEditText(value: CellValue): string {
  if (value === true) return CHECKMARK;
  if (value === false) return "";
  return String(value);
}

/**
 * What a screen reader hears for a cell: 'Included' or 'Not included' for feature cells, '{n} hours'
 * for the minimum-hours row, otherwise the typed text ('Empty' when it is blank).
 */
export function cellText(value: CellValue): string {
  if (value === true) return "Included";
  if (value === false) return "Not included";
  if (typeof value === "number") return `${value} ${value === 1 ? "hour" : "hours"}`;
  return value === "" ? "Empty" : value;
}

/**
 * Stores the text a visitor typed into the cell at `at` (docs/product.md, Content: the edit is kept only in
 * local page state, on blur) and returns the new cells: only the edited row is new (and frozen), every
 * other row is shared with `cells`, which is not changed.
 * The text is trimmed. In a feature row '✓' becomes a checkmark and '' an empty cell; in the
 * minimum-hours row whole numbers become hours; anything else is kept as text. Text equal to what
 * the cell already holds, or an address outside the table, returns `cells` itself (no re-render).
 */
export function editCell(cells: PlanCells, at: CellAddress, text: string): PlanCells {
  const current = cellAt(cells, at);
  if (current === undefined) return cells;
  const typed = text.trim();
  if (typed === cellEditText(current).trim()) return cells;
  const replace = <T>(row: readonly T[], index: number, value: T): readonly T[] =>
    Object.freeze(row.map((old, i) => (i === index ? value : old)));
  if (at.row === "hours") return { ...cells, hours: replace(cells.hours, at.tier, /^\d+$/.test(typed) ? Number(typed) : typed) };
  const value: CellValue = typed === CHECKMARK ? true : typed === "" ? false : typed;
  const group = cells.groups[at.group]!;
  return { ...cells, groups: replace(cells.groups, at.group, replace(group, at.row, replace(group[at.row]!, at.tier, value))) };
}

/** A feature name as plain text (inline `**bold**` and `[label](href)` markup reduced to its words), for accessible names. */
export function plainText(text: string): string {
  return text.replace(INLINE_MARKUP, (_match, bold: string | undefined, label: string | undefined) => bold ?? label ?? "");
}
