import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { accessibleNames, styleOf, visibleText } from "../../../tests/support/dom.ts";
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

  it("is centred, when the author asks, only while its text is two lines or fewer; a longer text starts left, beside its heading", () => {
    const styles = ["src/styles/global.css", "src/blocks/richText/richText.css"];
    const long =
      "Since 2010 we have helped equipment rental, lease and sales companies replace spreadsheets and disconnected point solutions with one system.";
    const short = render(
      <RichText type="richText" heading="Better together" align="center" body={["We partner with the platforms our customers rely on."]} />,
      { styles },
    );
    expect(styleOf(short.getByRole("region")).textAlign).toBe("center");
    for (const body of [[long, long], [`${long} And more.`]]) {
      const screen = render(<RichText type="richText" heading="Technology partners" align="center" body={body} />, { styles });
      const section = screen.getByRole("region");
      expect(styleOf(section).textAlign).not.toBe("center");
      // At 1440 px the heading and the text share the row, side by side.
      expect(styleOf(section.firstElementChild!).display).toBe("grid");
    }
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
