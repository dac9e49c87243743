import { describe, expect, it } from "vitest";
import { accessibleNames, backdropOf, paletteColour, screenOf, shownBefore, visibleText, wholeText } from "./dom.ts";

describe("screenOf", () => {
  const screen = screenOf(
    [
      '<section aria-labelledby="h"><h2 id="h">Our <b>plans</b></h2>',
      '<a href="/a">Read more<span class="visually-hidden">: Our plans</span></a>',
      '<a href="/b">Watch <span class="visually-hidden">(opens in a new tab)</span></a>',
      '<div hidden><button type="button">Retry</button></div>',
      "<ul><li><p>Staffing</p><h3>Admin</h3>A <strong>fractional</strong> administrator.</li></ul></section>",
    ].join(""),
  );

  it("names links as a browser does: a hidden part right after the label joins it without a space", () => {
    expect(accessibleNames(screen.container, "link")).toEqual(["Read more: Our plans", "Watch (opens in a new tab)"]);
    expect(accessibleNames(screen.container, "region")).toEqual(["Our plans"]);
  });

  it("reads blocks apart, and leaves out what is not displayed", () => {
    expect(visibleText(screen.getByRole("listitem"))).toBe("Staffing Admin A fractional administrator.");
    expect(screen.queryByRole("button")).toBeNull();
    expect(visibleText(screen.container)).not.toContain("Retry");
  });

  it("finds the innermost element holding a text that runs across elements", () => {
    expect(screen.getByText(wholeText("Our plans")).tagName).toBe("H2");
    expect(screen.queryByText(wholeText("Our plans Read more"))).toBeNull();
  });
});

describe("the site's stylesheets", () => {
  it("give colours and the order of columns as a 1440 px wide window shows them", () => {
    const screen = screenOf('<section class="bg-navy"><div class="grid grid-4"><p>Text</p><p>More</p></div></section>', {
      styles: ["src/styles/global.css"],
    });
    const document = screen.container.ownerDocument;
    expect(backdropOf(screen.getByText("Text"))).toBe(paletteColour(document, "--navy"));
    expect(shownBefore(screen.getByText("Text"), screen.getByText("More"))).toBe(true);
    expect(() => paletteColour(document, "--no-such-colour")).toThrow("no stylesheet of the document sets --no-such-colour");
  });

  it("place columns by their grid areas before their order or the document's", () => {
    const screen = screenOf(
      '<div style="display: grid; grid-template-areas: &quot;side main&quot;"><p style="grid-area: main">Text</p><p style="grid-area: side">Picture</p></div>',
    );
    expect(shownBefore(screen.getByText("Picture"), screen.getByText("Text"))).toBe(true);
    expect(shownBefore(screen.getByText("Text"), screen.getByText("Picture"))).toBe(false);
  });
});
