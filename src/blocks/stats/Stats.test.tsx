import { describe, expect, it } from "vitest";
import { renderHtml } from "../../../tests/support/render.tsx";
import { screenOf } from "../../../tests/support/screen.ts";
import { Stats } from "./Stats.tsx";

describe("Stats", () => {
  const stats = [
    { value: "2,000+", label: "customers", source: "Avalara's **ERP** integrations" },
    { value: "99.9%", label: "inventory accuracy" },
    { value: "40%", label: "higher productivity" },
    { value: "40 years", label: "of experience" },
  ];

  it("lists each figure before its label, in one paragraph, with its source in small print, under a heading that names the list", () => {
    const screen = screenOf(renderHtml(<Stats type="stats" id="figures" heading="By the numbers" background="navy" stats={stats} />));
    const section = screen.getByRole("region", { name: "By the numbers" });
    expect(section.attr("id")).toBe("figures");
    // Colours and columns are the stylesheet's; the markup decides which background and how many columns it asks for.
    expect(section.attr("class")).toMatch(/\bbg-navy\b/);
    expect(section.getByRole("list").attr("class")).toMatch(/\bstats-count-4\b/);
    expect(section.getByRole("heading", { level: 2 }).name).toBe("By the numbers");
    const items = section.getByRole("list", { name: "By the numbers" }).getAllByRole("listitem");
    expect(items).toHaveLength(4);
    expect(items[0]!.getAllByRole("paragraph").map((p) => p.text)).toEqual(["2,000+ customers", "Avalara's ERP integrations"]);
    expect(items[0]!.getByRole("strong", { name: "2,000+" })).toBeTruthy();
    expect(items[0]!.getByText("Avalara's ERP integrations").getByRole("strong").name).toBe("ERP");
    expect(items[1]!.getAllByRole("paragraph").map((p) => p.text)).toEqual(["99.9% inventory accuracy"]);
    expect(items[1]!.getByRole("strong").name).toBe("99.9%");
  });

  it("without a heading, names the list 'Key figures' and the section nothing; the columns follow the number of figures", () => {
    const screen = screenOf(renderHtml(<Stats type="stats" stats={stats.slice(0, 3)} />));
    expect(screen.queryByRole("region")).toBeNull();
    expect(screen.queryByRole("heading")).toBeNull();
    const list = screen.getByRole("list", { name: "Key figures" });
    expect(list.getAllByRole("listitem")).toHaveLength(3);
    expect(list.attr("class")).toMatch(/\bstats-count-3\b/);
  });

  it("shows typed markup as text", () => {
    const screen = screenOf(
      renderHtml(
        <Stats
          type="stats"
          heading="<b>x</b>"
          stats={[
            { value: "<i>1</i>", label: "<u>a</u>" },
            { value: "2", label: "b" },
          ]}
        />,
      ),
    );
    expect(screen.getByRole("heading").name).toBe("<b>x</b>");
    expect(screen.getAllByRole("listitem")[0]!.text).toBe("<i>1</i> <u>a</u>");
  });
});
