import { describe, expect, it } from "vitest";
import { renderHtml } from "../test/render.tsx";
import { InlineText, Paragraphs } from "./RichText.tsx";

describe("InlineText", () => {
  it("turns **bold** and [label](href) into elements", () => {
    const html = renderHtml(<InlineText text="Talk to **our team** or see [partners](/partners#Odoo)." />);
    expect(html).toBe('Talk to <strong>our team</strong> or see <a href="/partners#Odoo" data-discover="true">partners</a>.');
  });

  it("opens external links in a new tab without giving the opener away", () => {
    const html = renderHtml(<InlineText text="[Odoo](https://www.odoo.com)" />);
    expect(html).toBe('<a href="https://www.odoo.com" target="_blank" rel="noopener noreferrer">Odoo</a>');
  });

  it("shows HTML and script typed by an author as text", () => {
    const html = renderHtml(<InlineText text={'<img src=x onerror="alert(1)"><script>alert(2)</script>'} />);
    expect(html).not.toMatch(/<img|<script/);
    expect(html).toContain("&lt;script&gt;");
  });

  it("never makes a javascript: link", () => {
    const html = renderHtml(<InlineText text="[click](javascript:alert(1))" />);
    expect(html).not.toContain("<a");
    expect(html).toContain("[click](javascript:alert(1)");
  });

  it("highlights the given words with <mark>", () => {
    const html = renderHtml(<Paragraphs paragraphs={["PrecisionERP runs **PrecisionERP** rentals."]} highlight={["PrecisionERP"]} />);
    expect(html.match(/<mark class="highlight">PrecisionERP<\/mark>/g)).toHaveLength(2);
    expect(html.startsWith("<p>")).toBe(true);
  });
});
