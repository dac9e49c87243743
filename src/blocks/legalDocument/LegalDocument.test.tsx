import { describe, expect, it } from "vitest";
import type { LegalDocumentBlock } from "../../types/schema.generated.ts";
import { renderHtml } from "../../../tests/support/render.tsx";
import { screenOf } from "../../../tests/support/screen.ts";
import { LegalDocument } from "./LegalDocument.tsx";

const doc: LegalDocumentBlock = {
  type: "legalDocument",
  title: "Terms and Conditions",
  updated: "28 November 2022",
  intro: ["These terms govern your use of this website."],
  sections: [
    { id: "intellectualProperty", heading: "Intellectual property", body: ["All content belongs to **us**."] },
    { id: "contact", heading: "Contact", body: ["Write to us."], bullets: ["By e-mail: [inquiries](mailto:inquiries@example.com)", "By phone"] },
  ],
};

describe("LegalDocument", () => {
  it("shows the title as the page's only h1 with the last-updated date and intro", () => {
    const screen = screenOf(renderHtml(<LegalDocument {...doc} />));
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.name)).toEqual(["Terms and Conditions"]);
    const paragraphs = screen.getAllByRole("paragraph").map((p) => p.text);
    expect(paragraphs.slice(0, 2)).toEqual(["Last updated: 28 November 2022", "These terms govern your use of this website."]);
  });

  it("leaves out the date line when the document has no date", () => {
    const screen = screenOf(renderHtml(<LegalDocument {...doc} updated={undefined} />));
    expect(screen.queryByText(/Last updated/)).toBeNull();
  });

  it("links every section from an ordered Contents navigation", () => {
    const contents = screenOf(renderHtml(<LegalDocument {...doc} />)).getByRole("navigation", { name: "Contents" });
    const list = contents.getByRole("list");
    expect(list.tag).toBe("ol");
    expect(list.getAllByRole("link").map((link) => [link.name, link.attr("href")])).toEqual([
      ["Intellectual property", "#intellectualProperty"],
      ["Contact", "#contact"],
    ]);
  });

  it("numbers the sections and renders their paragraphs and bullets with inline markup", () => {
    const screen = screenOf(renderHtml(<LegalDocument {...doc} />));
    const contact = screen.getByRole("region", { name: "2. Contact" });
    expect(contact.attr("id")).toBe("contact");
    expect(contact.getByRole("heading", { level: 2 }).name).toBe("2. Contact");
    expect(contact.getByRole("paragraph").text).toBe("Write to us.");
    const bullets = contact.getByRole("list").getAllByRole("listitem");
    expect(bullets.map((item) => item.text)).toEqual(["By e-mail: inquiries", "By phone"]);
    expect(bullets[0]!.getByRole("link", { name: "inquiries" }).attr("href")).toBe("mailto:inquiries@example.com");
    const property = screen.getByRole("region", { name: "1. Intellectual property" });
    expect(property.getByText("All content belongs to us.").getByRole("strong").name).toBe("us");
  });
});
