import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { accessibleNames, paletteColour, styleOf, wholeText } from "../../../tests/support/dom.ts";
import { render } from "../../../tests/support/render.tsx";
import { PageHeader } from "./PageHeader.tsx";

describe("PageHeader", () => {
  it("renders the title as the page's h1 naming its section, with intro and a working button link", () => {
    const screen = render(
      <PageHeader
        type="pageHeader"
        title="Uh Oh! Page not found!"
        intro="It has **moved**."
        actions={[{ label: "Back to home", href: "/home" }]}
      />,
    );
    expect(accessibleNames(screen.container, "heading", { level: 1 })).toEqual(["Uh Oh! Page not found!"]);
    expect(screen.getByRole("region", { name: "Uh Oh! Page not found!" })).toBeTruthy();
    expect(within(screen.getByText(wholeText("It has moved."))).getByRole("strong").textContent).toBe("moved");
    expect(screen.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/home");
  });

  it("shows the navy background unless the page asks for another", () => {
    const background = (props: { background?: "mist" }) => {
      const screen = render(<PageHeader type="pageHeader" title="T" {...props} />, { styles: ["src/styles/global.css"] });
      return styleOf(screen.getByRole("region")).backgroundColor;
    };
    const document = render(<p />, { styles: ["src/styles/global.css"] }).container.ownerDocument;
    expect(background({})).toBe(paletteColour(document, "--navy"));
    expect(background({ background: "mist" })).toBe(paletteColour(document, "--mist"));
  });
});
