import { describe, expect, it } from "vitest";
import { cellAt, cellEditText, cellText, editCell, initialCells, plainText } from "./plan-state.ts";

const block = {
  minimumHours: { label: "Minimum monthly hours", values: [20, 20, 20, 40] },
  groups: [
    {
      heading: "Administration",
      rows: [
        { feature: "User setup", cells: [true, true, true, true] },
        { feature: "Workflow design", cells: [false, false, true, true] },
      ],
    },
    { heading: "Reporting", rows: [{ feature: "Custom reports", cells: [false, true, true, true] }] },
  ],
};

describe("plan table cells", () => {
  it("start as the content gives them, in copies the edits never touch", () => {
    const cells = initialCells(block);
    expect(cells).toEqual({
      hours: [20, 20, 20, 40],
      groups: [
        [
          [true, true, true, true],
          [false, false, true, true],
        ],
        [[false, true, true, true]],
      ],
    });
    const edited = editCell(cells, { group: 0, row: 0, tier: 1 }, "On request");
    expect(block.groups[0]!.rows[0]!.cells).toEqual([true, true, true, true]);
    expect(cells.groups[0]![0]).toEqual([true, true, true, true]);
    expect(edited.groups[0]![0]).toEqual([true, "On request", true, true]);
  });

  it("keep the typed text of a feature cell, trimmed, and share every row the edit did not touch", () => {
    const cells = initialCells(block);
    const edited = editCell(cells, { group: 0, row: 1, tier: 0 }, "  Add-on  ");
    expect(cellAt(edited, { group: 0, row: 1, tier: 0 })).toBe("Add-on");
    expect(edited.groups[1]).toBe(cells.groups[1]);
    expect(edited.groups[0]![0]).toBe(cells.groups[0]![0]);
    expect(edited.hours).toBe(cells.hours);
    expect(Object.isFrozen(edited.groups[0]![1])).toBe(true);
  });

  it("turn '✓' into a checkmark and an emptied cell into 'not included'", () => {
    const cells = initialCells(block);
    expect(cellAt(editCell(cells, { group: 0, row: 1, tier: 0 }, "✓"), { group: 0, row: 1, tier: 0 })).toBe(true);
    expect(cellAt(editCell(cells, { group: 0, row: 0, tier: 2 }, "   "), { group: 0, row: 0, tier: 2 })).toBe(false);
  });

  it("read whole numbers in the minimum-hours row as hours, other text as text", () => {
    const cells = initialCells(block);
    expect(editCell(cells, { row: "hours", tier: 3 }, "60").hours).toEqual([20, 20, 20, 60]);
    expect(editCell(cells, { row: "hours", tier: 0 }, "10 to 20").hours).toEqual(["10 to 20", 20, 20, 40]);
  });

  it("return the same cells when nothing changed or the address is outside the table", () => {
    const cells = initialCells(block);
    expect(editCell(cells, { group: 0, row: 0, tier: 0 }, "✓")).toBe(cells);
    expect(editCell(cells, { group: 0, row: 1, tier: 0 }, "")).toBe(cells);
    expect(editCell(cells, { row: "hours", tier: 3 }, " 40 ")).toBe(cells);
    expect(editCell(cells, { group: 5, row: 0, tier: 0 }, "x")).toBe(cells);
    expect(editCell(cells, { group: 0, row: 0, tier: 4 }, "x")).toBe(cells);
  });

  it("start an edit from the text the cell stands for and name it for screen readers", () => {
    expect([true, false, 40, "Add-on"].map(cellEditText)).toEqual(["✓", "", "40", "Add-on"]);
    expect([true, false, 1, 40, "Add-on", ""].map(cellText)).toEqual(["Included", "Not included", "1 hour", "40 hours", "Add-on", "Empty"]);
  });

  it("reduce inline markup of a feature name to its words", () => {
    expect(plainText("**Custom** reports for [NetSuite](/partners#NetSuite)")).toBe("Custom reports for NetSuite");
  });
});
