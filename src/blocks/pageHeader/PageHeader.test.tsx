import { describe, expect, it } from "vitest";
import { renderHtml } from "../../test/render.tsx";
import { PageHeader } from "./PageHeader.tsx";

describe("PageHeader", () => {
  it("renders the title as the page's h1 with intro and a working button link", () => {
    const html = renderHtml(<PageHeader type="pageHeader" title="Uh Oh! Page not found!" intro="It has **moved**." actions={[{ label: "Back to home", href: "/home" }]} />);
    expect(html).toMatch(/<h1 id="page-title">Uh Oh! Page not found!<\/h1>/);
    expect(html).toContain("It has <strong>moved</strong>.");
    expect(html).toMatch(/<a class="button button-primary" href="\/home"[^>]*>Back to home<\/a>/);
  });

  it("uses the navy background unless the page asks for another", () => {
    expect(renderHtml(<PageHeader type="pageHeader" title="T" />)).toContain('class="page-header bg-navy"');
    expect(renderHtml(<PageHeader type="pageHeader" title="T" background="mist" />)).toContain('class="page-header bg-mist"');
  });
});
