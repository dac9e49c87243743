import { describe, expect, it } from "vitest";
import { menuIdFromTitle, withMenuIds } from "./menu-ids.ts";

describe("a menu item's id made from its title", () => {
  it("is menu and the title's words, as the site's ids are written", () => {
    expect(menuIdFromTitle("Cloud migration")).toBe("menuCloudMigration");
    expect(menuIdFromTitle("Let's talk about our products!")).toBe("menuLetsTalkAboutOurProducts");
    expect(menuIdFromTitle("Über uns")).toBe("menuUberUns");
    expect(menuIdFromTitle("???")).toBe("menuItem");
  });

  it("fills the id of a new item, a child included, unique among the menu's ids", () => {
    const before = { menu: [{ id: "menuHome", title: "Home", link: "/home" }] };
    const after = {
      menu: [
        { id: "menuHome", title: "Home", link: "/home" },
        { id: "", title: "Home", link: "/home2" },
        { title: "Services", children: [{ title: "Cloud migration", link: "/services/cloud" }] },
      ],
    };
    expect(withMenuIds(before, after).menu).toEqual([
      { id: "menuHome", title: "Home", link: "/home" },
      { id: "menuHome2", title: "Home", link: "/home2" },
      {
        id: "menuServices",
        title: "Services",
        children: [{ id: "menuCloudMigration", title: "Cloud migration", link: "/services/cloud" }],
      },
    ]);
  });

  it("follows the title while the id is still the one made from it, and never changes an id the author chose", () => {
    const made = { menu: [{ id: "menuCloud", title: "Cloud", link: "/c" }] };
    expect(withMenuIds(made, { menu: [{ id: "menuCloud", title: "Cloud migration", link: "/c" }] }).menu[0]!.id).toBe("menuCloudMigration");
    const chosen = { menu: [{ id: "cloudEntry", title: "Cloud", link: "/c" }] };
    expect(withMenuIds(chosen, { menu: [{ id: "cloudEntry", title: "Cloud migration", link: "/c" }] }).menu[0]!.id).toBe("cloudEntry");
  });

  it("leaves other sections' values as they are", () => {
    const footer = { footer: { links: [] } };
    expect(withMenuIds({}, footer)).toBe(footer);
  });
});
