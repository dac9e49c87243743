import { describe, expect, it } from "vitest";
import { renderHtml } from "../test/render.tsx";
import { ActionButton, ActionRow } from "./ActionButton.tsx";

describe("ActionButton link text", () => {
  it("adds the section's heading, hidden from sight, after a label that says nothing on its own", () => {
    const html = renderHtml(<ActionButton action={{ label: "Learn More", href: "/precisionERP/AssetManagement" }} context="Asset Management" />);
    expect(html).toMatch(/>Learn More<span class="visually-hidden">: Asset Management<\/span><\/a>$/);
  });

  it("leaves a label that says what it does as it is", () => {
    const html = renderHtml(<ActionRow actions={[{ label: "Contact Us", href: "/contactProducts" }]} context="Talk to our team" />);
    expect(html).toContain(">Contact Us</a>");
    expect(html).not.toContain("Talk to our team");
  });

  it("shows the label alone when no context is given", () => {
    expect(renderHtml(<ActionButton action={{ label: "Learn more", href: "/home" }} />)).toMatch(/>Learn more<\/a>$/);
  });
});
