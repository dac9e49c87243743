import { describe, expect, it } from "vitest";
import type { FactSheetsBlock } from "../../types/schema.generated.ts";
import { renderHtml } from "../../../tests/support/render.tsx";
import { screenOf } from "../../../tests/support/screen.ts";
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
    const screen = screenOf(renderHtml(<FactSheets {...block} />));
    const [asset, erp] = screen.getAllByRole("article");
    expect(asset!.attr("id")).toBe("assetSheet");
    expect(asset!.getByRole("img", { name: "Cover of the Asset Management fact sheet" }).attr("src")).toBe("/images/content/asset.svg");
    expect(asset!.getByRole("heading", { level: 3 }).name).toBe("Asset Management");
    // A sheet without a type is a Document.
    expect([asset!.getByText("Document").tag, erp!.getByText("Document").tag]).toEqual(["p", "p"]);
    expect(screen.getByText("Read them offline.").getByRole("strong").name).toBe("offline");
  });

  it("opens the PDF in a new tab with a link naming the sheet", () => {
    const view = screenOf(renderHtml(<FactSheets {...block} />)).getByRole("link", { name: "View Asset Management (PDF, opens in a new tab)" });
    expect([view.attr("href"), view.attr("target"), view.attr("rel")]).toEqual(["/docs/asset-management.pdf", "_blank", "noopener noreferrer"]);
    expect(view.text).toBe("View Asset Management (PDF, opens in a new tab)");
  });

  it("downloads the PDF under the sheet's title without script", () => {
    const screen = screenOf(renderHtml(<FactSheets {...block} />));
    const download = screen.getByRole("link", { name: "Download ERP Solution (PDF)" });
    expect([download.attr("href"), download.attr("download")]).toEqual(["/docs/erp.pdf", "ERP Solution.pdf"]);
    expect(screen.queryByRole("button", { hidden: true })).toBeNull();
  });
});
