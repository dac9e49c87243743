import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { accessibleNames, shownBefore, visibleText, wholeText } from "../../../tests/support/dom.ts";
import { render } from "../../../tests/support/render.tsx";
import { MediaText } from "./MediaText.tsx";

describe("MediaText", () => {
  const image = { src: "/images/hero/home-2-desktop.svg", alt: "A rental yard at dawn", width: 1440, height: 560 };

  it("renders the eyebrow, heading, paragraphs and image with its alt text", () => {
    const screen = render(
      <MediaText
        type="mediaText"
        id="teaser"
        eyebrow="Our product"
        heading="Meet PrecisionERP"
        body={["First paragraph.", "Second paragraph."]}
        image={image}
      />,
    );
    const section = screen.getByRole("region", { name: "Meet PrecisionERP" });
    expect(section.id).toBe("teaser");
    expect(accessibleNames(section, "heading", { level: 2 })).toEqual(["Meet PrecisionERP"]);
    expect(within(section).getAllByRole("paragraph").map(visibleText)).toEqual(["Our product", "First paragraph.", "Second paragraph."]);
    const picture = within(section).getByRole("img", { name: "A rental yard at dawn" });
    expect(["src", "width", "height"].map((name) => picture.getAttribute(name))).toEqual([
      "/images/hero/home-2-desktop.svg",
      "1440",
      "560",
    ]);
  });

  it("lists bullets, highlights words and renders the buttons as links", () => {
    const screen = render(
      <MediaText
        type="mediaText"
        heading="H"
        headingLevel={3}
        body={["PrecisionERP runs your yard."]}
        bullets={["Reservations", "**Real-time** availability"]}
        highlight={["PrecisionERP"]}
        image={image}
        actions={[{ label: "Learn More", href: "/precisionERP" }]}
      />,
    );
    expect(accessibleNames(screen.container, "heading", { level: 3 })).toEqual(["H"]);
    const bullets = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(bullets.map(visibleText)).toEqual(["Reservations", "Real-time availability"]);
    expect(within(bullets[1]!).getByRole("strong").textContent).toBe("Real-time");
    expect(within(screen.getByText(wholeText("PrecisionERP runs your yard."))).getByRole("mark").textContent).toBe("PrecisionERP");
    expect(screen.getByRole("link", { name: "Learn More: H" }).getAttribute("href")).toBe("/precisionERP");
  });

  it("puts the image on the side the author chose (right by default) and shows typed markup as text", () => {
    // The order of the picture's and the text's columns on a 1440 px wide window, the site's stylesheets applied.
    const pictureComesFirst = (imagePosition?: "left") => {
      const screen = render(<MediaText type="mediaText" body={["<b>not bold</b>"]} image={image} imagePosition={imagePosition} />, {
        styles: ["src/styles/global.css", "src/blocks/mediaText/mediaText.css"],
      });
      return shownBefore(screen.getByRole("img"), screen.getByText("<b>not bold</b>"));
    };
    expect(pictureComesFirst("left")).toBe(true);
    expect(pictureComesFirst()).toBe(false);
    const screen = render(<MediaText type="mediaText" body={["<b>not bold</b>"]} image={image} imagePosition="left" />);
    expect(screen.getAllByRole("paragraph")).toContain(screen.getByText("<b>not bold</b>"));
  });
});
