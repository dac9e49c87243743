import { describe, expect, it } from "vitest";
import { renderHtml } from "../../../tests/support/render.tsx";
import { screenOf } from "../../../tests/support/screen.ts";
import { CallToAction } from "./CallToAction.tsx";

// Colours are the stylesheet's; the markup decides which tone a band or a button asks for.
const tone = (className: string | undefined, prefix: string) => new RegExp(`\\b${prefix}-(\\w+)\\b`).exec(className ?? "")?.[1];

describe("CallToAction", () => {
  it("renders a navy band labelled by its heading, with the text and every button as a link", () => {
    const screen = screenOf(
      renderHtml(
        <CallToAction
          type="callToAction"
          id="consultation"
          heading="Book a free consultation"
          text="Or [write to us](mailto:inquiries@example.com) **today**."
          actions={[
            { label: "Contact Us", href: "/contactProducts" },
            { label: "Watch", video: "weCanHelp", variant: "outline" },
          ]}
        />,
      ),
    );
    const band = screen.getByRole("region", { name: "Book a free consultation" });
    expect(band.attr("id")).toBe("consultation");
    expect(tone(band.attr("class"), "call-to-action")).toBe("navy");
    expect(band.getByRole("heading", { level: 2 }).name).toBe("Book a free consultation");
    const text = screen.getByText("Or write to us today.");
    expect(text.getByRole("link", { name: "write to us" }).attr("href")).toBe("mailto:inquiries@example.com");
    expect(text.getByRole("strong").name).toBe("today");
    const contact = screen.getByRole("link", { name: "Contact Us" });
    expect([contact.attr("href"), tone(contact.attr("class"), "button")]).toEqual(["/contactProducts", "primary"]);
    const watch = screen.getByRole("link", { name: "Watch (opens in a new tab)" });
    expect([watch.attr("href"), tone(watch.attr("class"), "button")]).toEqual(["/media/we-can-help.webm", "outline"]);
  });

  it("uses the author's tone and heading level and shows typed markup as text", () => {
    const screen = screenOf(renderHtml(<CallToAction type="callToAction" tone="teal" headingLevel={3} heading="<em>Ready?</em>" actions={[{ label: "Go", href: "/joinus", variant: "light" }]} />));
    expect(tone(screen.getByRole("region").attr("class"), "call-to-action")).toBe("teal");
    expect(screen.getByRole("heading", { level: 3 }).name).toBe("<em>Ready?</em>");
    expect(tone(screen.getByRole("link", { name: "Go: <em>Ready?</em>" }).attr("class"), "button")).toBe("light");
  });
});
