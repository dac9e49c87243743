import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { accessibleNames, backdropOf, paletteColour, shownBefore, styleOf, visibleText, wholeText } from "../../../tests/support/dom.ts";
import { render } from "../../../tests/support/render.tsx";
import { BulletSection } from "./BulletSection.tsx";

// The box's colour and the list's columns as a visitor on a 1440 px wide window sees them.
const styles = ["src/styles/global.css", "src/blocks/bulletSection/bulletSection.css"];

describe("BulletSection", () => {
  it("renders the anchored section with a decorative icon, heading, text and bullet list", () => {
    const screen = render(
      <BulletSection
        type="bulletSection"
        id="AssetManagement"
        icon="/images/icons/asset-management.svg"
        heading="Complete Equipment Management"
        text="Track **every** asset with PrecisionERP."
        highlight={["PrecisionERP"]}
        bullets={["Reservations", "Dispatch", "Field service"]}
      />,
    );
    const section = screen.getByRole("region", { name: "Complete Equipment Management" });
    expect(section.id).toBe("AssetManagement");
    // The icon is decoration: a picture with empty alt text, so screen readers skip it.
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByRole("presentation").getAttribute("src")).toBe("/images/icons/asset-management.svg");
    expect(accessibleNames(section, "heading", { level: 2 })).toEqual(["Complete Equipment Management"]);
    const text = within(screen.getByText(wholeText("Track every asset with PrecisionERP.")));
    expect(text.getByRole("strong").textContent).toBe("every");
    expect(text.getByRole("mark").textContent).toBe("PrecisionERP");
    expect(within(screen.getByRole("list")).getAllByRole("listitem").map(visibleText)).toEqual([
      "Reservations",
      "Dispatch",
      "Field service",
    ]);
  });

  it("renders the side box with a title one level below the heading, and the button as a link", () => {
    const screen = render(
      <BulletSection
        type="bulletSection"
        heading="Unified Systems"
        headingLevel={3}
        bullets={["One platform", "Every branch", "Any device", "Open APIs"]}
        columns={2}
        box={{ title: "Scale with confidence", text: "One system for every branch.", extraText: "99.9% uptime", tone: "amber" }}
        action={{ label: "Learn More", href: "/precisionERP/UnifiedSystems" }}
      />,
      { styles },
    );
    const boxTitle = screen.getByRole("heading", { level: 4 });
    expect(accessibleNames(screen.container, "heading", { level: 4 })).toEqual(["Scale with confidence"]);
    expect(screen.getAllByRole("paragraph").map(visibleText)).toEqual(
      expect.arrayContaining(["One system for every branch.", "99.9% uptime"]),
    );
    expect(backdropOf(boxTitle)).toBe(paletteColour(screen.container.ownerDocument, "--amber"));
    expect(styleOf(screen.getByRole("list")).getPropertyValue("--cols")).toBe("2");
    const link = screen.getByRole("link", { name: "Learn More: Unified Systems" });
    expect(link.getAttribute("href")).toBe("/precisionERP/UnifiedSystems");
    expect(within(link).getByText(": Unified Systems").tagName).toBe("SPAN");
  });

  it("spreads a list over the row in as many columns as fill it evenly, and keeps one column beside a box unless told", () => {
    const columns = (count: number, extra: { columns?: 1 | 2 | 3; box?: { text: string } } = {}) =>
      styleOf(
        render(
          <BulletSection
            type="bulletSection"
            heading="H"
            bullets={Array.from({ length: count }, (_, i) => `Bullet ${i + 1}`)}
            {...extra}
          />,
          { styles },
        ).getByRole("list"),
      ).getPropertyValue("--cols");
    // At 1440 px: six bullets are three across; eleven are three, three, three and two, never ten and one alone.
    expect([columns(6), columns(11), columns(4), columns(2)]).toEqual(["3", "3", "2", "2"]);
    expect([columns(6, { box: { text: "Box" } }), columns(6, { columns: 1 })]).toEqual(["1", "1"]);
  });

  it("on a tablet, flows a check list of an odd count down two columns instead of one", () => {
    const list = (count: number) =>
      render(<BulletSection type="bulletSection" heading="H" bullets={Array.from({ length: count }, (_, i) => `Bullet ${i + 1}`)} />, {
        styles,
        width: 768,
      }).getByRole("list");
    const eleven = styleOf(list(11));
    expect([eleven.display, eleven.columnCount], "eleven lines: two columns of six and five").toEqual(["block", "2"]);
    expect(styleOf(list(6)).getPropertyValue("--cols"), "six lines: two rows-by-row columns").toBe("2");
  });

  it("defaults the box to teal and shows typed markup as text", () => {
    const screen = render(<BulletSection type="bulletSection" heading="<i>H</i>" bullets={["<b>x</b>"]} box={{ text: "Box" }} />, {
      styles,
    });
    expect(accessibleNames(screen.container, "heading")).toEqual(["<i>H</i>"]);
    expect(visibleText(screen.getByRole("listitem"))).toBe("<b>x</b>");
    expect(screen.getAllByRole("paragraph")).toContain(screen.getByText("Box"));
    expect(backdropOf(screen.getByText("Box"))).toContain(paletteColour(screen.container.ownerDocument, "--teal-dark"));
  });

  it("shows a picture beside the bullets on the side the author chose (right unless left), with its size and alt text, loaded lazily", () => {
    const image = { src: "/images/product/asset-record.png", alt: "Asset record of excavator EX-2417", width: 1440, height: 900 };
    const section = (imagePosition: "left" | "right" | undefined, width = 1440) =>
      render(
        <BulletSection
          type="bulletSection"
          heading="Assets"
          bullets={["Tracking"]}
          image={image}
          imagePosition={imagePosition}
          box={{ text: "One record" }}
        />,
        { styles, width },
      );
    const screen = section(undefined);
    const picture = screen.getByRole("img", { name: "Asset record of excavator EX-2417" });
    expect(["src", "width", "height", "loading"].map((name) => picture.getAttribute(name))).toEqual([
      "/images/product/asset-record.png",
      "1440",
      "900",
      "lazy",
    ]);
    // The box stays, under the picture in the same column.
    expect(picture.compareDocumentPosition(screen.getByText("One record")) & picture.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Wide screens: the picture on the chosen side of the list.
    const pictureFirst = (imagePosition: "left" | "right" | undefined, width?: number) => {
      const shown = section(imagePosition, width);
      return shownBefore(shown.getByRole("img"), shown.getByRole("list"));
    };
    expect([pictureFirst(undefined), pictureFirst("right"), pictureFirst("left")]).toEqual([false, false, true]);
    // Phones: the picture follows the list whatever the side.
    expect(pictureFirst("left", 375)).toBe(false);
  });

  it("keeps its layout without a picture: no picture shown", () => {
    const screen = render(<BulletSection type="bulletSection" heading="Assets" bullets={["Tracking"]} box={{ text: "One record" }} />, {
      styles,
    });
    expect(screen.queryByRole("img")).toBeNull();
    expect(shownBefore(screen.getByRole("list"), screen.getByText("One record"))).toBe(true);
  });
});
