import { describe, expect, it } from "vitest";
import { renderHtml } from "../../test/render.tsx";
import { BulletSection } from "./BulletSection.tsx";

describe("BulletSection", () => {
  it("renders the anchored section with a decorative icon, heading, text and bullet list", () => {
    const html = renderHtml(
      <BulletSection
        type="bulletSection"
        id="AssetManagement"
        icon="/images/icons/asset-management.svg"
        heading="Complete Equipment Management"
        text="Track **every** asset with PrecisionERP."
        highlight={["PrecisionERP"]}
        bullets={["Reservations", "Dispatch", "Field service"]}
      />,
    );
    expect(html).toMatch(/<section id="AssetManagement"[^>]*aria-labelledby="AssetManagement-heading"/);
    expect(html).toMatch(/<img[^>]*src="\/images\/icons\/asset-management.svg" alt=""/);
    expect(html).toMatch(/<h2 id="AssetManagement-heading"[^>]*>Complete Equipment Management<\/h2>/);
    expect(html).toContain('Track <strong>every</strong> asset with <mark class="highlight">PrecisionERP</mark>.');
    expect(html).toMatch(/<ul class="check-list bullet-section-list"><li>Reservations<\/li><li>Dispatch<\/li><li>Field service<\/li><\/ul>/);
  });

  it("renders the side box in its tone with a title one level below the heading, and the button as a link", () => {
    const html = renderHtml(
      <BulletSection
        type="bulletSection"
        heading="Unified Systems"
        headingLevel={3}
        bullets={["One platform"]}
        columns={2}
        box={{ title: "Scale with confidence", text: "One system for every branch.", extraText: "99.9% uptime", tone: "amber" }}
        action={{ label: "Learn More", href: "/precisionERP/UnifiedSystems" }}
      />,
    );
    expect(html).toContain("bullet-section-list-2");
    expect(html).toMatch(/<div class="bullet-section-box bullet-section-box-amber"><h4[^>]*>Scale with confidence<\/h4><p[^>]*>One system for every branch.<\/p><p[^>]*>99.9% uptime<\/p><\/div>/);
    expect(html).toMatch(/<a[^>]*href="\/precisionERP\/UnifiedSystems"[^>]*>Learn More<span class="visually-hidden">: Unified Systems<\/span><\/a>/);
  });

  it("defaults the box to teal and shows typed markup as text", () => {
    const html = renderHtml(<BulletSection type="bulletSection" heading="<i>H</i>" bullets={["<b>x</b>"]} box={{ text: "Box" }} />);
    expect(html).toContain("bullet-section-box-teal");
    expect(html).toContain("&lt;i&gt;H&lt;/i&gt;");
    expect(html).toContain("<li>&lt;b&gt;x&lt;/b&gt;</li>");
  });
});
