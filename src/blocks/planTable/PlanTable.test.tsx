import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import type { PlanTableBlock } from "../../types/schema.generated.ts";
import { accessibleNames, visibleText, wholeText } from "../../../tests/support/dom.ts";
import { render } from "../../../tests/support/render.tsx";
import { PlanTable } from "./PlanTable.tsx";

const block: PlanTableBlock = {
  type: "planTable",
  id: "tiers",
  heading: "Admin-in-a-Box tiers",
  intro: "Pick the **right** plan.",
  tiers: ["BRONZE", "SILVER", "GOLD", "PLATINUM"],
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
  note: "Hours roll over for one month.",
  action: { label: "Contact Us", href: "/contactProducts" },
};

const rowOf = (table: HTMLElement, feature: string) =>
  within(table)
    .getAllByRole("row")
    .find((row) => within(row).queryByRole("rowheader", { name: feature }))!;

describe("PlanTable", () => {
  it("renders a captioned table with one column header per tier and the minimum hours first", () => {
    const table = render(<PlanTable {...block} />).getByRole("table", { name: "Admin-in-a-Box tiers" });
    expect(accessibleNames(table, "columnheader")).toEqual(["BRONZE", "SILVER", "GOLD", "PLATINUM"]);
    const rowHeaders = accessibleNames(table, "rowheader");
    expect(rowHeaders.indexOf("Minimum monthly hours")).toBeLessThan(rowHeaders.indexOf("Administration"));
    expect(within(rowOf(table, "Minimum monthly hours")).getAllByRole("cell").map(visibleText)).toEqual([
      "20 hours",
      "20 hours",
      "20 hours",
      "40 hours",
    ]);
  });

  it("marks each cell as included or not included, exactly as the data says, with a check mark where included", () => {
    const table = render(<PlanTable {...block} />).getByRole("table");
    expect(accessibleNames(rowOf(table, "Workflow design"), "cell")).toEqual(["Not included", "Not included", "Included", "Included"]);
    expect(accessibleNames(rowOf(table, "User setup"), "cell")).toEqual(["Included", "Included", "Included", "Included"]);
    // The check marks are pictures beside the words a screen reader hears.
    expect(rowOf(table, "Workflow design").querySelectorAll("svg")).toHaveLength(2);
  });

  it("heads each feature group with a row spanning every column", () => {
    const table = render(<PlanTable {...block} />).getByRole("table");
    for (const group of ["Administration", "Reporting"]) {
      const header = within(table).getByRole("rowheader", { name: group });
      expect([header.getAttribute("scope"), header.getAttribute("colspan")]).toEqual(["rowgroup", "5"]);
    }
  });

  it("lets keyboard users scroll the table inside a named region, with note and button below", () => {
    const screen = render(<PlanTable {...block} />);
    // Named apart from the section around it (labelled by the heading), so the two landmarks differ.
    const section = screen.getByRole("region", { name: "Admin-in-a-Box tiers" });
    expect(accessibleNames(section, "heading", { level: 2 })).toEqual(["Admin-in-a-Box tiers"]);
    const scroller = screen.getByRole("region", { name: "Admin-in-a-Box tiers: comparison table" });
    expect(scroller.tabIndex).toBe(0);
    expect(accessibleNames(scroller, "table")).toEqual(["Admin-in-a-Box tiers"]);
    expect(visibleText(section).indexOf("Hours roll over")).toBeGreaterThan(visibleText(section).indexOf("Custom reports"));
    expect(within(scroller).queryByText(/Hours roll over/)).toBeNull();
    expect(screen.getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe("/contactProducts");
    expect(within(screen.getByText(wholeText("Pick the right plan."))).getByRole("strong").textContent).toBe("right");
  });

  it("is a plain table in the prerendered HTML: no buttons or fields that need JavaScript", () => {
    const screen = render(<PlanTable {...block} />);
    // The only inputs are the phone layout's tier radios, which work with CSS alone.
    for (const role of ["button", "textbox", "spinbutton", "checkbox"]) expect(screen.queryByRole(role, { hidden: true }), role).toBeNull();
    expect(screen.container.querySelector("[contenteditable]")).toBeNull();
    const table = screen.getByRole("table");
    expect(accessibleNames(table, "cell").filter((name) => /^(Not included|Included)$/.test(name))).toHaveLength(12);
    expect(
      within(table)
        .getAllByRole("cell")
        .filter((cell) => /^\d+ hours$/.test(visibleText(cell))),
    ).toHaveLength(4);
  });

  // Which tier's column a phone shows is the stylesheet's, switched by these radios: the phone layout's
  // tests (tests/e2e/behaviours-media.spec.ts) choose a tier in a browser and see its column alone.
  it("offers phones a radio group choosing the tier shown, one option per tier, the first chosen", () => {
    const screen = render(<PlanTable {...block} />);
    const group = screen.getByRole("group", { name: "Plan to show" });
    expect(accessibleNames(group, "radio")).toEqual(["BRONZE", "SILVER", "GOLD", "PLATINUM"]);
    const radios = within(group).getAllByRole("radio") as HTMLInputElement[];
    expect(new Set(radios.map((radio) => radio.name)).size).toBe(1);
    expect(radios.map((radio) => radio.value)).toEqual(["0", "1", "2", "3"]);
    expect(radios.map((radio) => radio.checked)).toEqual([true, false, false, false]);
    // Before the table, so it is met first.
    const section = screen.getAllByRole("region")[0]!;
    expect(visibleText(section).indexOf("BRONZE SILVER GOLD PLATINUM")).toBeLessThan(visibleText(section).indexOf("Minimum monthly hours"));
  });

  it("keeps the whole table, with no switcher, for one tier or more than the switcher handles", () => {
    for (const tiers of [["ONLY"], ["A", "B", "C", "D", "E", "F", "G"]]) {
      const one: PlanTableBlock = {
        ...block,
        tiers,
        minimumHours: { ...block.minimumHours, values: tiers.map(() => 10) },
        groups: [{ heading: "Administration", rows: [{ feature: "User setup", cells: tiers.map(() => true) }] }],
      };
      const screen = render(<PlanTable {...one} />);
      expect(screen.queryByRole("group")).toBeNull();
      expect(screen.queryByRole("radio", { hidden: true })).toBeNull();
      expect(accessibleNames(screen.getByRole("table"), "columnheader")).toEqual(tiers);
    }
  });

  it("sets the columns' widths with one <col> per column, so an edit cannot change them", () => {
    const table = render(<PlanTable {...block} />).getByRole("table");
    expect(table.querySelectorAll(":scope > colgroup > col")).toHaveLength(5);
  });
});
