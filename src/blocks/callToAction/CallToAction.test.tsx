import { describe, expect, it } from "vitest";
import { renderHtml } from "../../test/render.tsx";
import { CallToAction } from "./CallToAction.tsx";

describe("CallToAction", () => {
  it("renders a navy band labelled by its heading, with the text and every button as a link", () => {
    const html = renderHtml(
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
    );
    expect(html).toMatch(/<section id="consultation" class="call-to-action call-to-action-navy" aria-labelledby="consultation-heading">/);
    expect(html).toMatch(/<h2 id="consultation-heading"[^>]*>Book a free consultation<\/h2>/);
    expect(html).toContain('Or <a href="mailto:inquiries@example.com">write to us</a> <strong>today</strong>.');
    expect(html).toMatch(/<a (?=[^>]*href="\/contactProducts")(?=[^>]*class="button button-primary")[^>]*>Contact Us<\/a>/);
    expect(html).toMatch(/<a href="\/media\/we-can-help.webm" class="button button-outline"/);
  });

  it("uses the author's tone and heading level and shows typed markup as text", () => {
    const html = renderHtml(<CallToAction type="callToAction" tone="teal" headingLevel={3} heading="<em>Ready?</em>" actions={[{ label: "Go", href: "/joinus", variant: "light" }]} />);
    expect(html).toContain("call-to-action-teal");
    expect(html).toMatch(/<h3[^>]*>&lt;em&gt;Ready\?&lt;\/em&gt;<\/h3>/);
    expect(html).toContain("button button-light");
  });
});
