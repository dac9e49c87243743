import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import type { LogoWallBlock } from "../../types/schema.generated.ts";
import { accessibleNames, paletteColour, styleOf, visibleText } from "../../../tests/support/dom.ts";
import { render } from "../../../tests/support/render.tsx";
import { LogoWall } from "./LogoWall.tsx";

const styles = ["src/styles/global.css", "src/blocks/logoStrip/logoStrip.css", "src/blocks/logoWall/logoWall.css"];

const groups: LogoWallBlock["groups"] = [
  {
    industry: "Construction",
    customers: [
      {
        name: "Granite Peak Contractors",
        logo: { src: "/images/customers/granite-peak.svg", alt: "Granite Peak Contractors", width: 180, height: 60 },
        href: "#story",
      },
      { name: "Ridgeline Civil Works" },
    ],
  },
  { industry: "Healthcare", customers: [{ name: "Northshore Medical Equipment", href: "/verticals/healthcare#story" }] },
];

describe("LogoWall", () => {
  it("groups the customers under each industry's heading, a list named by it", () => {
    const screen = render(
      <LogoWall type="logoWall" id="customers" heading="Companies that work with us" intro="A few of them." groups={groups} />,
      { styles },
    );
    const section = screen.getByRole("region", { name: "Companies that work with us" });
    expect(section.id).toBe("customers");
    expect(accessibleNames(section, "heading", { level: 3 })).toEqual(["Construction", "Healthcare"]);
    const construction = within(section).getByRole("list", { name: "Construction" });
    expect(within(construction).getAllByRole("listitem").map(visibleText)).toEqual(["Granite Peak Contractors", "Ridgeline Civil Works"]);
    const healthcare = within(section).getByRole("list", { name: "Healthcare" });
    expect(within(healthcare).getAllByRole("listitem").map(visibleText)).toEqual(["Northshore Medical Equipment"]);
  });

  it("shows a logo as the logo strip does (grey, a link named by its alt text), and a name without a logo as a wordmark", () => {
    const screen = render(<LogoWall type="logoWall" heading="Customers" groups={groups} />, { styles });
    const logoLink = screen.getByRole("link", { name: "Granite Peak Contractors" });
    expect(logoLink.getAttribute("href")).toBe("#story");
    const logo = within(logoLink).getByRole("img", { name: "Granite Peak Contractors" });
    expect(logo.getAttribute("src")).toBe("/images/customers/granite-peak.svg");
    expect(styleOf(logo).filter).toBe("grayscale(1)");
    // A name alone is text, its first word heavier than the rest, on a tile.
    const wordmark = screen.getByText("Ridgeline").closest("li")!.firstElementChild!;
    expect(visibleText(wordmark)).toBe("Ridgeline Civil Works");
    expect(Number(styleOf(screen.getByText("Ridgeline")).fontWeight)).toBeGreaterThan(Number(styleOf(wordmark).fontWeight));
    expect(styleOf(wordmark).borderStyle).toBe("solid");
    expect(screen.getByRole("link", { name: "Northshore Medical Equipment" }).getAttribute("href")).toBe("/verticals/healthcare#story");
  });

  it("without a heading, names the customers 'Our customers'; heading level 3 gives h4 industries; takes its background", () => {
    const screen = render(<LogoWall type="logoWall" headingLevel={3} background="mist" groups={groups.slice(0, 1)} />, { styles });
    expect(screen.queryByRole("region")).toBeNull();
    const all = screen.getByRole("group", { name: "Our customers" });
    expect(accessibleNames(all, "heading", { level: 4 })).toEqual(["Construction"]);
    const titled = render(<LogoWall type="logoWall" heading="Customers" headingLevel={3} background="mist" groups={groups} />, { styles });
    expect(accessibleNames(titled.container, "heading")).toEqual(["Customers", "Construction", "Healthcare"]);
    expect(styleOf(titled.getByRole("region")).backgroundColor).toBe(paletteColour(titled.container.ownerDocument, "--mist"));
  });

  it("shows markup typed by an author as text", () => {
    const screen = render(
      <LogoWall
        type="logoWall"
        heading="Customers"
        groups={[{ industry: "<i>Ag</i>", customers: [{ name: "<script>x</script> Farms" }] }]}
      />,
    );
    expect(screen.getByRole("list", { name: "<i>Ag</i>" })).toBeTruthy();
    expect(visibleText(screen.getByRole("listitem"))).toBe("<script>x</script> Farms");
  });
});
