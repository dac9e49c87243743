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
    // Two cards of at most four columns: both in one row, not half a row of four.
    expect(styleOf(cards!).getPropertyValue("--cols")).toBe("2");
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

  it("takes its columns from its number of cards, so no card is alone under a full row", () => {
    const cards = (n: number) => Array.from({ length: n }, (_, i) => ({ title: `Card ${i + 1}` }));
    const columns = (n: number, most?: 2 | 3 | 4) =>
      styleOf(render(<CardGrid type="cardGrid" columns={most} cards={cards(n)} />, { styles }).getByRole("list")).getPropertyValue(
        "--cols",
      );
    // At 1440 px: four cards of at most three are two rows of two; five are three and two; seven of at most four are four and three.
    expect([columns(4), columns(5), columns(7, 4), columns(6, 4)]).toEqual(["2", "3", "4", "3"]);
  });

  it("uses h2 card titles when the block has no heading, gives a lone card one column, and shows typed markup as text", () => {
    const screen = render(<CardGrid type="cardGrid" cards={[{ title: "<b>Rentals</b>" }]} />, { styles });
    expect(accessibleNames(screen.container, "heading", { level: 2 })).toEqual(["<b>Rentals</b>"]);
    expect(screen.queryByRole("strong")).toBeNull();
    expect(styleOf(screen.getByRole("list")).getPropertyValue("--cols-d")).toBe("1");
  });
});
