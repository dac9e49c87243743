import { describe, expect, it } from "vitest";
import { renderHtml } from "../../../tests/support/render.tsx";
import { screenOf } from "../../../tests/support/screen.ts";
import { PageHeader } from "./PageHeader.tsx";

describe("PageHeader", () => {
  it("renders the title as the page's h1 naming its section, with intro and a working button link", () => {
    const screen = screenOf(renderHtml(<PageHeader type="pageHeader" title="Uh Oh! Page not found!" intro="It has **moved**." actions={[{ label: "Back to home", href: "/home" }]} />));
    expect(screen.getByRole("heading", { level: 1 }).name).toBe("Uh Oh! Page not found!");
    expect(screen.getByRole("region", { name: "Uh Oh! Page not found!" })).toBeTruthy();
    expect(screen.getByText("It has moved.").getByRole("strong").name).toBe("moved");
    expect(screen.getByRole("link", { name: "Back to home" }).attr("href")).toBe("/home");
  });

  it("uses the navy background unless the page asks for another", () => {
    // The colour itself is the stylesheet's; the markup decides which background the header asks for.
    const background = (html: string) =>
      screenOf(html)
        .getByRole("region")
        .attr("class")
        ?.match(/\bbg-(\w+)/)?.[1];
    expect(background(renderHtml(<PageHeader type="pageHeader" title="T" />))).toBe("navy");
    expect(background(renderHtml(<PageHeader type="pageHeader" title="T" background="mist" />))).toBe("mist");
  });
});
