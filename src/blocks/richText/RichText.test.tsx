import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { accessibleNames, visibleText } from "../../../tests/support/dom.ts";
import { render } from "../../../tests/support/render.tsx";
import { RichText } from "./RichText.tsx";

describe("RichText", () => {
  it("renders the heading at the requested level, labelling its section", () => {
    const screen = render(<RichText type="richText" id="intro" heading="Who we are" headingLevel={3} body={["One.", "Two."]} />);
    const section = screen.getByRole("region", { name: "Who we are" });
    expect(section.id).toBe("intro");
    expect(accessibleNames(section, "heading", { level: 3 })).toEqual(["Who we are"]);
    expect(within(section).getAllByRole("paragraph").map(visibleText)).toEqual(["One.", "Two."]);
  });

  it("gives two blocks without an id different heading ids, so each section is named by its own heading", () => {
    const screen = render(
      <>
        <RichText type="richText" heading="A" body={["a"]} />
        <RichText type="richText" heading="B" body={["b"]} />
      </>,
    );
    expect(accessibleNames(screen.container, "region")).toEqual(["A", "B"]);
  });
});
