import { describe, expect, it } from "vitest";
import { renderHtml } from "../../tests/support/render.tsx";
import { screenOf } from "../../tests/support/screen.ts";
import { ActionButton, ActionRow } from "./ActionButton.tsx";

describe("ActionButton link text", () => {
  it("adds the section's heading, hidden from sight, after a label that says nothing on its own", () => {
    const link = screenOf(renderHtml(<ActionButton action={{ label: "Learn More", href: "/precisionERP/AssetManagement" }} context="Asset Management" />)).getByRole("link");
    expect(link.name).toBe("Learn More: Asset Management");
    // The heading is a part of its own after the label, which the stylesheet keeps out of sight.
    expect(link.getByText(": Asset Management").tag).toBe("span");
  });

  it("leaves a label that says what it does as it is", () => {
    const screen = screenOf(renderHtml(<ActionRow actions={[{ label: "Contact Us", href: "/contactProducts" }]} context="Talk to our team" />));
    expect(screen.getByRole("link").name).toBe("Contact Us");
    expect(screen.queryByText(/Talk to our team/)).toBeNull();
  });

  it("shows the label alone when no context is given", () => {
    expect(screenOf(renderHtml(<ActionButton action={{ label: "Learn more", href: "/home" }} />)).getByRole("link").name).toBe("Learn more");
  });
});
