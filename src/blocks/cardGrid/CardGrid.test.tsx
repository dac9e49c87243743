import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { accessibleNames, styleOf, visibleText, wholeText } from "../../../tests/support/dom.ts";
import { render } from "../../../tests/support/render.tsx";
import { CardGrid } from "./CardGrid.tsx";

// The grid's columns as a visitor on a 1440 px wide window sees them: the site's stylesheets applied.
const styles = ["src/styles/global.css", "src/blocks/cardGrid/cardGrid.css"];

describe("CardGrid", () => {
  it("renders the heading, intro and cards as a list with titles one level below the heading", () => {
    const screen = render(
      <CardGrid
        type="cardGrid"
        heading="Our services"
        intro="See [all services](/services)."
        columns={4}
        cards={[
          { title: "Admin in a Box", overhead: "Staffing", icon: "/images/icons/admininabox.svg", text: "A **fractional** administrator." },
          { title: "Direct Hire", bullets: ["Vetted staff", "Temporary or permanent"] },
        ]}
      />,
      { styles },
    );
    expect(accessibleNames(screen.container, "heading", { level: 2 })).toEqual(["Our services"]);
    expect(screen.getAllByRole("paragraph")).toContain(screen.getByText(wholeText("See all services.")));
    expect(screen.getByRole("link", { name: "all services" }).getAttribute("href")).toBe("/services");
    const [cards, bullets] = screen.getAllByRole("list");
    expect(styleOf(cards!).gridTemplateColumns).toBe("repeat(4, minmax(0, 1fr))");
    const items = within(cards!)
      .getAllByRole("listitem")
      .filter((item) => within(item).queryAllByRole("heading").length > 0);
    expect(items.map((card) => accessibleNames(card, "heading", { level: 3 })[0])).toEqual(["Admin in a Box", "Direct Hire"]);
    // The icon is decoration (empty alt); the overhead comes before the title.
    expect(screen.queryByRole("img")).toBeNull();
    expect(visibleText(items[0]!)).toBe("Staffing Admin in a Box A fractional administrator.");
    expect(within(items[0]!).getByText("fractional").tagName).toBe("STRONG");
    expect(within(bullets!).getAllByRole("listitem").map(visibleText)).toEqual(["Vetted staff", "Temporary or permanent"]);
    expect(screen.getAllByRole("link")).toHaveLength(1);
  });

  it("makes a card with href one link named by its title, with a label cue hidden from screen readers", () => {
    const screen = render(
      <CardGrid
        type="cardGrid"
        heading="H"
        headingLevel={3}
        cards={[
          { title: "Odoo", href: "/partners#Odoo", linkLabel: "Read more" },
          { title: "NetSuite", href: "/partners#NetSuite" },
        ]}
      />,
    );
    expect(accessibleNames(screen.container, "link")).toEqual(["Odoo", "NetSuite"]);
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(["/partners#Odoo", "/partners#NetSuite"]);
    expect(screen.getAllByRole("heading", { level: 4 }).map((h) => accessibleNames(h, "link"))).toEqual([["Odoo"], ["NetSuite"]]);
    const cards = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(cards.map(visibleText)).toEqual(["Odoo Read more →", "NetSuite Learn more →"]);
    expect(cards.map((card) => accessibleNames(card, "link"))).toEqual([["Odoo"], ["NetSuite"]]);
  });

  it("uses h2 card titles when the block has no heading, three columns unless told, and shows typed markup as text", () => {
    const screen = render(<CardGrid type="cardGrid" cards={[{ title: "<b>Rentals</b>" }]} />, { styles });
    expect(accessibleNames(screen.container, "heading", { level: 2 })).toEqual(["<b>Rentals</b>"]);
    expect(screen.queryByRole("strong")).toBeNull();
    expect(styleOf(screen.getByRole("list")).gridTemplateColumns).toBe("repeat(3, minmax(0, 1fr))");
  });
});
