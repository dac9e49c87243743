import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { accessibleNames, paletteColour, styleOf, wholeText } from "../../../tests/support/dom.ts";
import { render } from "../../../tests/support/render.tsx";
import { CallToAction } from "./CallToAction.tsx";

// The band's and buttons' colours as a visitor sees them: the site's stylesheets applied.
const styles = ["src/styles/global.css", "src/blocks/callToAction/callToAction.css", "src/ui/action.css"];

describe("CallToAction", () => {
  it("renders a navy band labelled by its heading, with the text and every button as a link", () => {
    const screen = render(
      <CallToAction
        type="callToAction"
        id="consultation"
        heading="Book a free consultation"
        text="Or [write to us](mailto:inquiries@example.com) **today**."
        actions={[
          { label: "Contact Us", href: "/contactProducts" },
          { label: "Watch", video: "weCanHelp", variant: "outline" },
        ]}
      />,
      { styles },
    );
    const document = screen.container.ownerDocument;
    const band = screen.getByRole("region", { name: "Book a free consultation" });
    expect(band.id).toBe("consultation");
    expect(styleOf(band).backgroundImage).toContain(paletteColour(document, "--navy"));
    expect(accessibleNames(band, "heading", { level: 2 })).toEqual(["Book a free consultation"]);
    const text = within(screen.getByText(wholeText("Or write to us today.")));
    expect(text.getByRole("link", { name: "write to us" }).getAttribute("href")).toBe("mailto:inquiries@example.com");
    expect(text.getByRole("strong").textContent).toBe("today");
    // The main button is filled with the accent colour; the outline one is only a border around its label.
    const contact = screen.getByRole("link", { name: "Contact Us" });
    expect([contact.getAttribute("href"), styleOf(contact).backgroundColor]).toEqual([
      "/contactProducts",
      paletteColour(document, "--teal-dark"),
    ]);
    const watch = screen.getByRole("link", { name: "Watch (opens in a new tab)" });
    expect(watch.getAttribute("href")).toBe("/media/we-can-help.webm");
    expect([styleOf(watch).backgroundColor, styleOf(watch).borderColor]).toEqual(["transparent", styleOf(watch).color]);
  });

  it("uses the author's tone and heading level and shows typed markup as text", () => {
    const screen = render(
      <CallToAction
        type="callToAction"
        tone="teal"
        headingLevel={3}
        heading="<em>Ready?</em>"
        actions={[{ label: "Go", href: "/joinus", variant: "light" }]}
      />,
      { styles },
    );
    const document = screen.container.ownerDocument;
    expect(styleOf(screen.getByRole("region")).backgroundImage).toContain(paletteColour(document, "--teal-dark"));
    expect(accessibleNames(screen.container, "heading", { level: 3 })).toEqual(["<em>Ready?</em>"]);
    expect(styleOf(screen.getByRole("link", { name: "Go: <em>Ready?</em>" })).backgroundColor).toBe(paletteColour(document, "--white"));
  });
});
