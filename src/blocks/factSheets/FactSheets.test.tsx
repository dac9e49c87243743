import { describe, expect, it } from "vitest";
import type { FactSheetsBlock } from "../../types/schema.generated.ts";
import { renderHtml } from "../../test/render.tsx";
import { FactSheets } from "./FactSheets.tsx";

const block: FactSheetsBlock = {
  type: "factSheets",
  id: "factSheets",
  heading: "Fact Sheets",
  intro: "Read them **offline**.",
  sheets: [
    {
      id: "assetSheet",
      title: "Asset Management",
      type: "Document",
      img: { src: "/images/content/asset.svg", alt: "Cover of the Asset Management fact sheet", width: 300, height: 400 },
      pdf: "/docs/asset-management.pdf",
    },
    { id: "erpSheet", title: "ERP Solution", img: { src: "/images/content/erp.svg", alt: "" }, pdf: "/docs/erp.pdf" },
  ],
};

describe("FactSheets", () => {
  it("shows a card per sheet with its thumbnail, title and type", () => {
    const html = renderHtml(<FactSheets {...block} />);
    expect(html).toMatch(/<article id="assetSheet"[^]*<img src="\/images\/content\/asset.svg" alt="Cover of the Asset Management fact sheet"/);
    expect(html).toMatch(/<h3 id="assetSheet-title"[^>]*>Asset Management<\/h3>/);
    expect(html.match(/>Document<\/p>/g)).toHaveLength(2);
    expect(html).toContain("<strong>offline</strong>");
  });

  it("opens the PDF in a new tab with a link naming the sheet", () => {
    const html = renderHtml(<FactSheets {...block} />);
    expect(html).toMatch(
      /<a href="\/docs\/asset-management.pdf"[^>]*target="_blank" rel="noopener noreferrer">View<span class="visually-hidden"> Asset Management \(PDF, opens in a new tab\)<\/span><\/a>/,
    );
  });

  it("downloads the PDF under the sheet's title without script", () => {
    const html = renderHtml(<FactSheets {...block} />);
    expect(html).toMatch(/<a href="\/docs\/erp.pdf"[^>]*download="ERP Solution.pdf">[^]*?Download<span class="visually-hidden"> ERP Solution \(PDF\)<\/span><\/a>/);
    expect(html).not.toContain("<button");
  });
});
