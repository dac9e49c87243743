import { within } from "@testing-library/dom";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { visibleText } from "../../tests/support/dom.ts";
import { render, renderHtml } from "../../tests/support/render.tsx";
import { InlineText, Paragraphs, SlashBreaks } from "./InlineText.tsx";

describe("InlineText", () => {
  it("turns **bold** and [label](href) into elements", () => {
    const html = renderHtml(<InlineText text="Talk to **our team** or see [partners](/partners#Odoo)." />);
    expect(html).toBe('Talk to <strong>our team</strong> or see <a href="/partners#Odoo">partners</a>.');
  });

  it("makes links inside bold text links, inside the <strong>", () => {
    const html = renderHtml(<InlineText text="**Read [our story](/aboutus) today**" />);
    expect(html).toBe('<strong>Read <a href="/aboutus">our story</a> today</strong>');
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
    const paragraph = render(
      <Paragraphs paragraphs={["PrecisionERP runs **PrecisionERP** rentals."]} highlight={["PrecisionERP"]} />,
    ).getByRole("paragraph");
    expect(visibleText(paragraph)).toBe("PrecisionERP runs PrecisionERP rentals.");
    expect(
      within(paragraph)
        .getAllByRole("mark")
        .map((mark) => mark.textContent),
    ).toEqual(["PrecisionERP", "PrecisionERP"]);
    expect(within(within(paragraph).getByRole("strong")).getByRole("mark").textContent).toBe("PrecisionERP");
  });
});

describe("InlineText with any mix of markup, HTML and addresses", () => {
  const pieces = [
    "**",
    "[",
    "]",
    "(",
    ")",
    "label",
    " ",
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    '" onmouseover="alert(1)',
    "javascript:alert(1)",
    "data:text/html,<b>x</b>",
    "vbscript:x",
    "//evil.example",
    "/\\evil.example",
    "/home",
    "#top",
    "https://example.com",
    "mailto:a@example.com",
    "tel:+15550100",
    "&amp;",
  ];
  const link = fc.tuple(fc.constantFrom(...pieces), fc.constantFrom(...pieces)).map(([label, href]) => `[${label}](${href})`);
  const text = fc.array(fc.oneof(fc.constantFrom(...pieces), link), { maxLength: 14 }).map((parts) => parts.join(""));

  it("only ever makes <strong>, <mark> and links to allowed addresses, and no other element or attribute", () => {
    fc.assert(
      fc.property(text, (t) => {
        const html = renderHtml(<Paragraphs paragraphs={[t]} highlight={["label"]} />);
        for (const [, name, attributes] of html.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)) {
          expect(["p", "strong", "mark", "a"]).toContain(name);
          const attrs = [...attributes!.matchAll(/\s([^\s=]+)="([^"]*)"/g)].map((m) => ({ name: m[1]!, value: m[2]! }));
          for (const attr of attrs) expect(["href", "target", "rel", "class"]).toContain(attr.name);
          const href = attrs.find((a) => a.name === "href")?.value;
          // A site path (never //host or /\host, which lead to another website), an anchor, http(s), mailto: or tel:.
          if (name === "a") expect(href).toMatch(/^(https?:\/\/|mailto:|tel:|\/(?![/\\])|#)/);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe("SlashBreaks", () => {
  it("lets a compound title wrap after each slash and nowhere else", () => {
    expect(renderHtml(<SlashBreaks text="Platforms/Environments/Protocols" />)).toBe("Platforms/<wbr/>Environments/<wbr/>Protocols");
  });

  it("leaves a title without slashes, or with slashes not between two words, as it is", () => {
    expect(renderHtml(<SlashBreaks text="Odoo Consulting" />)).toBe("Odoo Consulting");
    expect(renderHtml(<SlashBreaks text="<b>Rentals</b> and / more" />)).toBe("&lt;b&gt;Rentals&lt;/b&gt; and / more");
  });
});
