import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { accessibleNames } from "../../tests/support/dom.ts";
import { render } from "../../tests/support/render.tsx";
import { ActionButton, ActionRow } from "./ActionButton.tsx";

describe("ActionButton link text", () => {
  it("adds the section's heading, hidden from sight, after a label that says nothing on its own", () => {
    const screen = render(
      <ActionButton action={{ label: "Learn More", href: "/precisionERP/AssetManagement" }} context="Asset Management" />,
    );
    const link = screen.getByRole("link", { name: "Learn More: Asset Management" });
    // The heading is a part of its own after the label, which the stylesheet keeps out of sight.
    expect(within(link).getByText(": Asset Management").tagName).toBe("SPAN");
  });

  it("leaves a label that says what it does as it is", () => {
    const screen = render(<ActionRow actions={[{ label: "Contact Us", href: "/contactProducts" }]} context="Talk to our team" />);
    expect(accessibleNames(screen.container, "link")).toEqual(["Contact Us"]);
    expect(screen.queryByText(/Talk to our team/)).toBeNull();
  });

  it("shows the label alone when no context is given", () => {
    expect(accessibleNames(render(<ActionButton action={{ label: "Learn more", href: "/home" }} />).container, "link")).toEqual([
      "Learn more",
    ]);
  });
});
