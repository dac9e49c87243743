import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { accessibleNames, visibleText, wholeText } from "../../../tests/support/dom.ts";
import { render } from "../../../tests/support/render.tsx";
import { Values } from "./Values.tsx";

describe("Values", () => {
  const names = ["Integrity", "Excellence", "Innovation", "Collaboration", "Accountability", "Customer focus", "Growth"];

  it("lists every value with a decorative icon, an h3 title and its sentence", () => {
    const screen = render(
      <Values
        type="values"
        heading="Our values"
        intro="What guides us."
        items={names.map((title) => ({ title, text: `We live ${title.toLowerCase()}.`, icon: `/images/icons/${title.toLowerCase()}.svg` }))}
      />,
    );
    expect(accessibleNames(screen.container, "heading", { level: 2 })).toEqual(["Our values"]);
    expect(screen.getAllByRole("paragraph")).toContain(screen.getByText("What guides us."));
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => accessibleNames(item, "heading", { level: 3 })[0])).toEqual(names);
    const first = within(items[0]!);
    expect(visibleText(first.getByRole("paragraph"))).toBe("We live integrity.");
    expect(first.queryByRole("img")).toBeNull();
    expect(first.getByRole("presentation").getAttribute("src")).toBe("/images/icons/integrity.svg");
    expect(visibleText(items[0]!)).toBe("Integrity We live integrity.");
  });

  it("renders inline bold, omits a missing icon and shows typed markup as text", () => {
    const screen = render(
      <Values type="values" heading="V" headingLevel={3} items={[{ title: "<u>Trust</u>", text: "We keep **our word**." }]} />,
    );
    expect(accessibleNames(screen.container, "heading", { level: 4 })).toEqual(["<u>Trust</u>"]);
    expect(within(screen.getByText(wholeText("We keep our word."))).getByRole("strong").textContent).toBe("our word");
    expect(screen.queryByRole("presentation")).toBeNull();
    expect(screen.queryByRole("img")).toBeNull();
  });
});
