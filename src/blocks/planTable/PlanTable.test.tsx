import { describe, expect, it } from "vitest";
import type { PlanTableBlock } from "../../types/schema.generated.ts";
import { renderHtml } from "../../../tests/support/render.tsx";
import { screenOf, type Found } from "../../../tests/support/screen.ts";
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

const rowOf = (table: Found, feature: string) => table.getAllByRole("row").find((row) => row.queryByRole("rowheader", { name: feature }))!;

describe("PlanTable", () => {
  it("renders a captioned table with one column header per tier and the minimum hours first", () => {
    const table = screenOf(renderHtml(<PlanTable {...block} />)).getByRole("table", { name: "Admin-in-a-Box tiers" });
    expect(table.getAllByRole("columnheader").map((th) => th.name)).toEqual(["BRONZE", "SILVER", "GOLD", "PLATINUM"]);
    const rowHeaders = table.getAllByRole("rowheader").map((th) => th.name);
    expect(rowHeaders.indexOf("Minimum monthly hours")).toBeLessThan(rowHeaders.indexOf("Administration"));
    expect(
      rowOf(table, "Minimum monthly hours")
        .getAllByRole("cell")
        .map((cell) => cell.text),
    ).toEqual(["20 hours", "20 hours", "20 hours", "40 hours"]);
  });

  it("marks each cell as included or not included, exactly as the data says, with a check mark where included", () => {
    const html = renderHtml(<PlanTable {...block} />);
    const table = screenOf(html).getByRole("table");
    expect(
      rowOf(table, "Workflow design")
        .getAllByRole("cell")
        .map((cell) => cell.name),
    ).toEqual(["Not included", "Not included", "Included", "Included"]);
    expect(
      rowOf(table, "User setup")
        .getAllByRole("cell")
        .map((cell) => cell.name),
    ).toEqual(["Included", "Included", "Included", "Included"]);
    const row = html.slice(html.indexOf("Workflow design"), html.indexOf("</tr>", html.indexOf("Workflow design")));
    expect(row.match(/<svg/g)).toHaveLength(2);
  });

  it("heads each feature group with a row spanning every column", () => {
    const table = screenOf(renderHtml(<PlanTable {...block} />)).getByRole("table");
    for (const group of ["Administration", "Reporting"]) {
      const header = table.getByRole("rowheader", { name: group });
      expect([header.attr("scope"), header.attr("colspan")]).toEqual(["rowgroup", "5"]);
    }
  });

  it("lets keyboard users scroll the table inside a named region, with note and button below", () => {
    const screen = screenOf(renderHtml(<PlanTable {...block} />));
    // Named apart from the section around it (labelled by the heading), so the two landmarks differ.
    expect(screen.getByRole("region", { name: "Admin-in-a-Box tiers" }).getByRole("heading", { level: 2 }).name).toBe("Admin-in-a-Box tiers");
    const scroller = screen.getByRole("region", { name: "Admin-in-a-Box tiers: comparison table" });
    expect(scroller.attr("tabindex")).toBe("0");
    expect(scroller.getByRole("table").name).toBe("Admin-in-a-Box tiers");
    const section = screen.getByRole("region", { name: "Admin-in-a-Box tiers" });
    expect(section.text.indexOf("Hours roll over")).toBeGreaterThan(section.text.indexOf("Custom reports"));
    expect(scroller.queryByText(/Hours roll over/)).toBeNull();
    expect(screen.getByRole("link", { name: "Contact Us" }).attr("href")).toBe("/contactProducts");
    expect(screen.getByText("Pick the right plan.").getByRole("strong").name).toBe("right");
  });

  it("is a plain table in the prerendered HTML: no buttons or fields that need JavaScript", () => {
    const html = renderHtml(<PlanTable {...block} />);
    const screen = screenOf(html);
    // The only inputs are the phone layout's tier radios, which work with CSS alone.
    for (const role of ["button", "textbox", "spinbutton", "checkbox"]) expect(screen.queryByRole(role, { hidden: true }), role).toBeNull();
    expect(html).not.toMatch(/contenteditable/i);
    const cells = screen.getByRole("table").getAllByRole("cell");
    expect(cells.filter((cell) => /^(Not included|Included)$/.test(cell.name))).toHaveLength(12);
    expect(cells.filter((cell) => /^\d+ hours$/.test(cell.text))).toHaveLength(4);
  });

  it("offers phones a radio group choosing the tier shown, one option per tier, the first chosen", () => {
    const screen = screenOf(renderHtml(<PlanTable {...block} />));
    // The phone layout that shows one tier at a time is the stylesheet's, switched on by this class.
    expect(screen.getAllByRole("region")[0]!.attr("class")).toMatch(/\bplan-table-switchable\b/);
    const group = screen.getByRole("group", { name: "Plan to show" });
    const radios = group.getAllByRole("radio");
    expect(radios.map((radio) => radio.name)).toEqual(["BRONZE", "SILVER", "GOLD", "PLATINUM"]);
    expect(new Set(radios.map((radio) => radio.attr("name"))).size).toBe(1);
    expect(radios.map((radio) => radio.attr("value"))).toEqual(["0", "1", "2", "3"]);
    expect(radios.map((radio) => radio.attr("checked") !== undefined)).toEqual([true, false, false, false]);
    // Before the table, so it is met first.
    const section = screen.getAllByRole("region")[0]!;
    expect(section.text.indexOf("BRONZE SILVER GOLD PLATINUM")).toBeLessThan(section.text.indexOf("Minimum monthly hours"));
  });

  it("keeps the whole table, with no switcher, for one tier or more than the switcher handles", () => {
    for (const tiers of [["ONLY"], ["A", "B", "C", "D", "E", "F", "G"]]) {
      const one: PlanTableBlock = {
        ...block,
        tiers,
        minimumHours: { ...block.minimumHours, values: tiers.map(() => 10) },
        groups: [{ heading: "Administration", rows: [{ feature: "User setup", cells: tiers.map(() => true) }] }],
      };
      const screen = screenOf(renderHtml(<PlanTable {...one} />));
      expect(screen.queryByRole("group")).toBeNull();
      expect(screen.queryByRole("radio", { hidden: true })).toBeNull();
      expect(screen.getAllByRole("region")[0]!.attr("class")).not.toMatch(/\bplan-table-switchable\b/);
      expect(
        screen
          .getByRole("table")
          .getAllByRole("columnheader")
          .map((th) => th.name),
      ).toEqual(tiers);
    }
  });

  it("sets the columns' widths with one <col> per column, so an edit cannot change them", () => {
    const html = renderHtml(<PlanTable {...block} />);
    expect(html).toMatch(/<colgroup>(<col [^>]*\/>){5}<\/colgroup>/);
  });
});
