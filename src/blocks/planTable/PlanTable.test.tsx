import { describe, expect, it } from "vitest";
import type { PlanTableBlock } from "../../types/schema.generated.ts";
import { renderHtml } from "../../test/render.tsx";
import { PlanTable } from "./PlanTable.tsx";

const table: PlanTableBlock = {
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

describe("PlanTable", () => {
  it("renders a captioned table with one column header per tier and the minimum hours first", () => {
    const html = renderHtml(<PlanTable {...table} />);
    expect(html).toMatch(/<table[^>]*><caption[^>]*>Admin-in-a-Box tiers<\/caption>/);
    expect(html.match(/<th scope="col"[^>]*>(BRONZE|SILVER|GOLD|PLATINUM)<\/th>/g)).toHaveLength(4);
    const body = html.slice(html.indexOf("<tbody>"));
    expect(body.indexOf("Minimum monthly hours")).toBeLessThan(body.indexOf("Administration"));
    expect(body.match(/>40<\/span> <span[^>]*>hours</g)).toHaveLength(1);
  });

  it("marks each cell as included or not included, exactly as the data says", () => {
    const html = renderHtml(<PlanTable {...table} />);
    const row = html.slice(html.indexOf("Workflow design"), html.indexOf("</tr>", html.indexOf("Workflow design")));
    expect(row.match(/>Not included</g)).toHaveLength(2);
    expect(row.match(/>Included</g)).toHaveLength(2);
    expect(row.match(/<svg/g)).toHaveLength(2);
    expect(html).toMatch(/<th scope="row">User setup<\/th>/);
  });

  it("heads each feature group with a row spanning every column", () => {
    const html = renderHtml(<PlanTable {...table} />);
    expect(html).toMatch(/<th scope="rowgroup" colSpan="5">[^]*?Administration/);
    expect(html).toMatch(/<th scope="rowgroup" colSpan="5">[^]*?Reporting/);
  });

  it("lets keyboard users scroll the table inside a named region, with note and button below", () => {
    const html = renderHtml(<PlanTable {...table} />);
    // Named apart from the section around it (labelled by the heading), so the two landmarks differ.
    expect(html).toMatch(/<div class="plan-table-scroll" role="region" aria-label="Admin-in-a-Box tiers: comparison table" tabindex="0"><table/);
    expect(html.indexOf("Hours roll over")).toBeGreaterThan(html.indexOf("</table>"));
    expect(html).toMatch(/<a[^>]*href="\/contactProducts"[^>]*>Contact Us<\/a>/);
    expect(html).toContain("<strong>right</strong>");
  });

  it("is a plain table in the prerendered HTML: no buttons or fields that need JavaScript", () => {
    const html = renderHtml(<PlanTable {...table} />);
    // The only inputs are the phone layout's tier radios, which work with CSS alone.
    expect(html.replace(/<input type="radio"[^>]*>/g, "")).not.toMatch(/<button|<input|contenteditable|is-editable/i);
    expect(html.match(/<td class="plan-table-(yes|no)">/g)).toHaveLength(12);
    expect(html.match(/<td class="plan-table-number">/g)).toHaveLength(4);
  });

  it("offers phones a radio group choosing the tier shown, one option per tier, the first chosen", () => {
    const html = renderHtml(<PlanTable {...table} />);
    expect(html).toMatch(/<section[^>]*class="[^"]*plan-table-switchable/);
    const group = html.slice(html.indexOf("<fieldset"), html.indexOf("</fieldset>"));
    expect(group).toMatch(/<legend[^>]*>Plan to show<\/legend>/);
    const radios = group.match(/<input type="radio"[^>]*>/g) ?? [];
    expect(radios).toHaveLength(4);
    expect(new Set(radios.map((r) => /name="([^"]+)"/.exec(r)?.[1])).size).toBe(1);
    expect(radios.map((r) => /value="(\d)"/.exec(r)?.[1])).toEqual(["0", "1", "2", "3"]);
    expect(radios.map((r) => r.includes("checked"))).toEqual([true, false, false, false]);
    expect(group.match(/<span>(BRONZE|SILVER|GOLD|PLATINUM)<\/span>/g)).toHaveLength(4);
    // Before the table, so it is met first.
    expect(html.indexOf("<fieldset")).toBeLessThan(html.indexOf("<table"));
  });

  it("keeps the whole table, with no switcher, for one tier or more than the switcher handles", () => {
    for (const tiers of [["ONLY"], ["A", "B", "C", "D", "E", "F", "G"]]) {
      const one: PlanTableBlock = {
        ...table,
        tiers,
        minimumHours: { ...table.minimumHours, values: tiers.map(() => 10) },
        groups: [{ heading: "Administration", rows: [{ feature: "User setup", cells: tiers.map(() => true) }] }],
      };
      const html = renderHtml(<PlanTable {...one} />);
      expect(html).not.toContain("<fieldset");
      expect(html).not.toContain("plan-table-switchable");
    }
  });

  it("sets the columns' widths with one <col> per column, so an edit cannot change them", () => {
    const html = renderHtml(<PlanTable {...table} />);
    expect(html).toMatch(/<colgroup><col class="plan-table-col-feature"\/>(<col class="plan-table-col-tier"\/>){4}<\/colgroup>/);
  });
});
