import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import type { ComparisonBlock } from "../../types/schema.generated.ts";
import { accessibleName, accessibleNames, styleOf, visibleText } from "../../../tests/support/dom.ts";
import { render } from "../../../tests/support/render.tsx";
import { Comparison } from "./Comparison.tsx";

const styles = ["src/styles/global.css", "src/blocks/comparison/comparison.css"];

const block: ComparisonBlock = {
  type: "comparison",
  id: "compare",
  heading: "PrecisionERP or spreadsheets?",
  caption: "PrecisionERP compared with spreadsheets and a legacy ERP",
  columns: ["PrecisionERP", "Spreadsheets", "Legacy ERP"],
  rows: [
    { feature: "Month-end close", cells: ["A few days", "Two weeks", "A week or more"] },
    { feature: "Upgrades", cells: ["Automatic", "None", "A project"] },
  ],
};

describe("Comparison", () => {
  it("is a table with its caption, a column header per option and a row header per point", () => {
    const screen = render(<Comparison {...block} />, { styles });
    const section = screen.getByRole("region", { name: "PrecisionERP or spreadsheets?" });
    expect(section.id).toBe("compare");
    const table = within(section).getByRole("table", { name: "PrecisionERP compared with spreadsheets and a legacy ERP" });
    expect(accessibleNames(table, "columnheader")).toEqual(["What you get", "PrecisionERP", "Spreadsheets", "Legacy ERP"]);
    expect(accessibleNames(table, "rowheader")).toEqual(["Month-end close", "Upgrades"]);
    const [, close] = within(table).getAllByRole("row");
    expect(
      within(close!)
        .getAllByRole("cell")
        .map((cell) => accessibleName(cell, "cell")),
    ).toEqual(["A few days", "Two weeks", "A week or more"]);
  });

  it("on a wide screen, is laid out as a table with ours highlighted and no option names repeated in the cells", () => {
    const screen = render(<Comparison {...block} />, { styles, width: 1440 });
    const table = screen.getByRole("table");
    expect(styleOf(table).display).toBe("table");
    const [, close] = within(table).getAllByRole("row");
    expect(within(close!).getAllByRole("cell").map(visibleText)).toEqual(["A few days", "Two weeks", "A week or more"]);
    const ours = screen.getByRole("columnheader", { name: "PrecisionERP" });
    expect(styleOf(ours).backgroundColor).not.toBe(styleOf(screen.getByRole("columnheader", { name: "Spreadsheets" })).backgroundColor);
  });

  it("on a phone, shows each row as a card: the point, then each option's name with its answer; the header row is for screen readers only", () => {
    const screen = render(<Comparison {...block} />, { styles, width: 375 });
    const table = screen.getByRole("table");
    expect(styleOf(table).display).toBe("block");
    const [head, close] = within(table).getAllByRole("row");
    expect(styleOf(close!).display).toBe("block");
    expect(visibleText(close!)).toBe("Month-end close PrecisionERP A few days Spreadsheets Two weeks Legacy ERP A week or more");
    // Read by screen readers (not hidden from them), but clipped to nothing on screen.
    expect(styleOf(head!.parentElement!).position).toBe("absolute");
    expect(styleOf(head!.parentElement!).clipPath).toBe("inset(50%)");
    // The option names in the cards are for the eyes only: screen readers announce the column headers.
    expect(within(close!).getByText("Spreadsheets").getAttribute("aria-hidden")).toBe("true");
  });

  it("names the first column as the author asks, and shows typed markup as text", () => {
    const screen = render(
      <Comparison
        {...block}
        heading={undefined}
        featureHeading="What you need"
        caption="<b>x</b>"
        rows={[{ feature: "<i>y</i>", cells: ["a", "b", "c"] }]}
      />,
    );
    expect(screen.queryByRole("region")).toBeNull();
    expect(screen.getByRole("table", { name: "<b>x</b>" })).toBeTruthy();
    expect(accessibleNames(screen.container, "columnheader")[0]).toBe("What you need");
    expect(accessibleNames(screen.container, "rowheader")).toEqual(["<i>y</i>"]);
  });
});
