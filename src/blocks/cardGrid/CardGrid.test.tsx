import { describe, expect, it } from "vitest";
import { renderHtml } from "../../../tests/support/render.tsx";
import { screenOf } from "../../../tests/support/screen.ts";
import { CardGrid } from "./CardGrid.tsx";

describe("CardGrid", () => {
  it("renders the heading, intro and cards as a list with titles one level below the heading", () => {
    const screen = screenOf(
      renderHtml(
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
      ),
    );
    expect(screen.getByRole("heading", { level: 2 }).name).toBe("Our services");
    expect(screen.getByText("See all services.").tag).toBe("p");
    expect(screen.getByRole("link", { name: "all services" }).attr("href")).toBe("/services");
    const [cards, bullets] = screen.getAllByRole("list");
    // The columns are the stylesheet's; the markup decides how many the grid asks for.
    expect(cards!.attr("class")).toMatch(/\bgrid-4\b/);
    const items = cards!.getAllByRole("listitem").filter((item) => item.getAllByRole("heading").length > 0);
    expect(items.map((card) => card.getByRole("heading", { level: 3 }).name)).toEqual(["Admin in a Box", "Direct Hire"]);
    // The icon is decoration (empty alt); the overhead comes before the title.
    expect(screen.queryByRole("img")).toBeNull();
    expect(items[0]!.text).toMatch(/^Staffing Admin in a Box A fractional administrator\.$/);
    expect(items[0]!.getByText("fractional").tag).toBe("strong");
    expect(bullets!.getAllByRole("listitem").map((item) => item.text)).toEqual(["Vetted staff", "Temporary or permanent"]);
    expect(screen.getAllByRole("link")).toHaveLength(1);
  });

  it("makes a card with href one link named by its title, with a label cue hidden from screen readers", () => {
    const screen = screenOf(
      renderHtml(
        <CardGrid
          type="cardGrid"
          heading="H"
          headingLevel={3}
          cards={[
            { title: "Odoo", href: "/partners#Odoo", linkLabel: "Read more" },
            { title: "NetSuite", href: "/partners#NetSuite" },
          ]}
        />,
      ),
    );
    const links = screen.getAllByRole("link");
    expect(links.map((link) => [link.name, link.attr("href")])).toEqual([
      ["Odoo", "/partners#Odoo"],
      ["NetSuite", "/partners#NetSuite"],
    ]);
    expect(screen.getAllByRole("heading", { level: 4 }).map((h) => h.getByRole("link").name)).toEqual(["Odoo", "NetSuite"]);
    const cards = screen.getByRole("list").getAllByRole("listitem");
    expect(cards.map((card) => card.text)).toEqual(["Odoo Read more →", "NetSuite Learn more →"]);
    expect(cards.map((card) => card.getAllByRole("link").map((link) => link.name))).toEqual([["Odoo"], ["NetSuite"]]);
  });

  it("uses h2 card titles when the block has no heading, three columns unless told, and shows typed markup as text", () => {
    const screen = screenOf(renderHtml(<CardGrid type="cardGrid" cards={[{ title: "<b>Rentals</b>" }]} />));
    expect(screen.getByRole("heading", { level: 2 }).name).toBe("<b>Rentals</b>");
    expect(screen.queryByRole("strong")).toBeNull();
    expect(screen.getByRole("list").attr("class")).toMatch(/\bgrid-3\b/);
  });
});
