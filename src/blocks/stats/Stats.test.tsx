import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { accessibleNames, paletteColour, styleOf, visibleText, wholeText } from "../../../tests/support/dom.ts";
import { render } from "../../../tests/support/render.tsx";
import { Stats } from "./Stats.tsx";

// The background and the columns as a visitor on a 1440 px wide window sees them.
const styles = ["src/styles/global.css", "src/blocks/stats/stats.css"];

describe("Stats", () => {
  const stats = [
    { value: "2,000+", label: "customers", source: "Avalara's **ERP** integrations" },
    { value: "99.9%", label: "inventory accuracy" },
    { value: "40%", label: "higher productivity" },
    { value: "40 years", label: "of experience" },
  ];

  it("lists each figure before its label, in one paragraph, with its source in small print, under a heading that names the list", () => {
    const screen = render(<Stats type="stats" id="figures" heading="By the numbers" background="navy" stats={stats} />, { styles });
    const section = screen.getByRole("region", { name: "By the numbers" });
    expect(section.id).toBe("figures");
    expect(styleOf(section).backgroundColor).toBe(paletteColour(screen.container.ownerDocument, "--navy"));
    expect(accessibleNames(section, "heading", { level: 2 })).toEqual(["By the numbers"]);
    const list = within(section).getByRole("list", { name: "By the numbers" });
    expect(styleOf(list).gridTemplateColumns).toBe("repeat(4, minmax(0, 1fr))");
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(4);
    const [first, second] = items.map((item) => within(item));
    expect(first!.getAllByRole("paragraph").map(visibleText)).toEqual(["2,000+ customers", "Avalara's ERP integrations"]);
    expect(first!.getByText("2,000+").tagName).toBe("STRONG");
    expect(within(first!.getByText(wholeText("Avalara's ERP integrations"))).getByRole("strong").textContent).toBe("ERP");
    expect(second!.getAllByRole("paragraph").map(visibleText)).toEqual(["99.9% inventory accuracy"]);
    expect(second!.getByRole("strong").textContent).toBe("99.9%");
  });

  it("without a heading, names the list 'Key figures' and the section nothing; the columns follow the number of figures", () => {
    const screen = render(<Stats type="stats" stats={stats.slice(0, 3)} />, { styles });
    expect(screen.queryByRole("region")).toBeNull();
    expect(screen.queryByRole("heading")).toBeNull();
    const list = screen.getByRole("list", { name: "Key figures" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    expect(styleOf(list).gridTemplateColumns).toBe("repeat(3, minmax(0, 1fr))");
  });

  it("shows typed markup as text", () => {
    const screen = render(
      <Stats
        type="stats"
        heading="<b>x</b>"
        stats={[
          { value: "<i>1</i>", label: "<u>a</u>" },
          { value: "2", label: "b" },
        ]}
      />,
    );
    expect(accessibleNames(screen.container, "heading")).toEqual(["<b>x</b>"]);
    expect(visibleText(screen.getAllByRole("listitem")[0]!)).toBe("<i>1</i> <u>a</u>");
  });
});
