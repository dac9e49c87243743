import { describe, expect, it } from "vitest";
import { renderHtml } from "../../../tests/support/render.tsx";
import { screenOf } from "../../../tests/support/screen.ts";
import { Values } from "./Values.tsx";

describe("Values", () => {
  const names = ["Integrity", "Excellence", "Innovation", "Collaboration", "Accountability", "Customer focus", "Growth"];

  it("lists every value with a decorative icon, an h3 title and its sentence", () => {
    const screen = screenOf(
      renderHtml(
        <Values
          type="values"
          heading="Our values"
          intro="What guides us."
          items={names.map((title) => ({ title, text: `We live ${title.toLowerCase()}.`, icon: `/images/icons/${title.toLowerCase()}.svg` }))}
        />,
      ),
    );
    expect(screen.getByRole("heading", { level: 2 }).name).toBe("Our values");
    expect(screen.getByText("What guides us.").tag).toBe("p");
    const items = screen.getByRole("list").getAllByRole("listitem");
    expect(items.map((item) => item.getByRole("heading", { level: 3 }).name)).toEqual(names);
    expect(items[0]!.getByRole("paragraph").text).toBe("We live integrity.");
    expect(items[0]!.queryByRole("img")).toBeNull();
    expect(items[0]!.getByRole("presentation").attr("src")).toBe("/images/icons/integrity.svg");
    expect(items[0]!.text).toBe("Integrity We live integrity.");
  });

  it("renders inline bold, omits a missing icon and shows typed markup as text", () => {
    const screen = screenOf(renderHtml(<Values type="values" heading="V" headingLevel={3} items={[{ title: "<u>Trust</u>", text: "We keep **our word**." }]} />));
    expect(screen.getByRole("heading", { level: 4 }).name).toBe("<u>Trust</u>");
    expect(screen.getByText("We keep our word.").getByRole("strong").name).toBe("our word");
    expect(screen.queryByRole("presentation")).toBeNull();
    expect(screen.queryByRole("img")).toBeNull();
  });
});
