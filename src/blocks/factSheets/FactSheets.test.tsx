import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import type { FactSheetsBlock } from "../../types/schema.generated.ts";
import { accessibleNames, visibleText, wholeText } from "../../../tests/support/dom.ts";
import { render } from "../../../tests/support/render.tsx";
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
    const screen = render(<FactSheets {...block} />);
    const [asset, erp] = screen.getAllByRole("article");
    expect(asset!.id).toBe("assetSheet");
    expect(within(asset!).getByRole("img", { name: "Cover of the Asset Management fact sheet" }).getAttribute("src")).toBe(
      "/images/content/asset.svg",
    );
    expect(accessibleNames(asset!, "heading", { level: 3 })).toEqual(["Asset Management"]);
    // A sheet without a type is a Document.
    for (const sheet of [asset!, erp!]) expect(within(sheet).getAllByRole("paragraph")).toContain(within(sheet).getByText("Document"));
    expect(within(screen.getByText(wholeText("Read them offline."))).getByRole("strong").textContent).toBe("offline");
  });

  it("opens the PDF in a new tab with a link naming the sheet", () => {
    const view = render(<FactSheets {...block} />).getByRole("link", { name: "View Asset Management (PDF, opens in a new tab)" });
    expect([view.getAttribute("href"), view.getAttribute("target"), view.getAttribute("rel")]).toEqual([
      "/docs/asset-management.pdf",
      "_blank",
      "noopener noreferrer",
    ]);
    expect(visibleText(view)).toBe("View Asset Management (PDF, opens in a new tab)");
  });

  it("downloads the PDF under the sheet's title without script", () => {
    const screen = render(<FactSheets {...block} />);
    const download = screen.getByRole("link", { name: "Download ERP Solution (PDF)" });
    expect([download.getAttribute("href"), download.getAttribute("download")]).toEqual(["/docs/erp.pdf", "ERP Solution.pdf"]);
    expect(screen.queryByRole("button", { hidden: true })).toBeNull();
  });
});
