import { describe, expect, it } from "vitest";
import { renderHtml } from "../../../tests/support/render.tsx";
import { screenOf } from "../../../tests/support/screen.ts";
import { RichText } from "./RichText.tsx";

describe("RichText", () => {
  it("renders the heading at the requested level, labelling its section", () => {
    const screen = screenOf(renderHtml(<RichText type="richText" id="intro" heading="Who we are" headingLevel={3} body={["One.", "Two."]} />));
    const section = screen.getByRole("region", { name: "Who we are" });
    expect(section.attr("id")).toBe("intro");
    expect(section.getByRole("heading", { level: 3 }).name).toBe("Who we are");
    expect(section.getAllByRole("paragraph").map((p) => p.text)).toEqual(["One.", "Two."]);
  });

  it("gives two blocks without an id different heading ids, so each section is named by its own heading", () => {
    const screen = screenOf(
      renderHtml(
        <>
          <RichText type="richText" heading="A" body={["a"]} />
          <RichText type="richText" heading="B" body={["b"]} />
        </>,
      ),
    );
    expect(screen.getAllByRole("region").map((section) => section.name)).toEqual(["A", "B"]);
  });
});
