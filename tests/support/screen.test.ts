import { describe, expect, it } from "vitest";
import { screenOf } from "./screen.ts";

describe("screenOf", () => {
  const screen = screenOf(
    [
      '<section aria-labelledby="h"><h2 id="h">Our <b>plans</b></h2>',
      '<a href="/a">Read more<span class="visually-hidden">: Our plans</span></a>',
      '<a href="/b"><img src="/b.svg" alt="Odoo logo"></a>',
      '<img src="/deco.svg" alt="">',
      '<span aria-hidden="true"><a href="/c">Hidden</a></span>',
      '<div hidden><button type="button">Retry</button></div>',
      "<p>One <strong>two</strong></p></section>",
    ].join(""),
  );

  it("names a region by the heading it points at, and the heading by its text", () => {
    expect(screen.getByRole("region").name).toBe("Our plans");
    expect(screen.getByRole("heading", { level: 2 }).name).toBe("Our plans");
  });

  it("names links by their content, pictures included by alt text, and leaves decoration and hidden parts out", () => {
    expect(screen.getAllByRole("link").map((link) => [link.name, link.attr("href")])).toEqual([
      ["Read more: Our plans", "/a"],
      ["Odoo logo", "/b"],
    ]);
    expect(screen.getAllByRole("img").map((img) => img.name)).toEqual(["Odoo logo"]);
    expect(screen.getByRole("presentation").attr("src")).toBe("/deco.svg");
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("button", { hidden: true }).name).toBe("Retry");
    expect(screen.getAllByRole("link", { hidden: true })).toHaveLength(3);
  });

  it("finds the innermost element holding a text, and queries inside what it found", () => {
    const paragraph = screen.getByText("One two");
    expect(paragraph.tag).toBe("p");
    expect(paragraph.getByRole("strong").name).toBe("two");
    expect(screen.queryByText("Three")).toBeNull();
  });

  it("says what there is when a query finds nothing or too much", () => {
    expect(() => screen.getByRole("link", { name: "Contact" })).toThrow('expected one link named Contact, found 0; there is: link "Read more: Our plans", link "Odoo logo"');
    expect(() => screen.getByRole("link")).toThrow(/expected one link, found 2/);
  });
});
