import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import type { LegalDocumentBlock } from "../../types/schema.generated.ts";
import { accessibleNames, visibleText, wholeText } from "../../../tests/support/dom.ts";
import { render } from "../../../tests/support/render.tsx";
import { LegalDocument } from "./LegalDocument.tsx";

const doc: LegalDocumentBlock = {
  type: "legalDocument",
  title: "Terms and Conditions",
  updated: "28 November 2022",
  intro: ["These terms govern your use of this website."],
  sections: [
    { id: "intellectualProperty", heading: "Intellectual property", body: ["All content belongs to **us**."] },
    {
      id: "contact",
      heading: "Contact",
      body: ["Write to us."],
      bullets: ["By e-mail: [inquiries](mailto:inquiries@example.com)", "By phone"],
    },
  ],
};

describe("LegalDocument", () => {
  it("shows the title as the page's only h1 with the last-updated date and intro", () => {
    const screen = render(<LegalDocument {...doc} />);
    expect(accessibleNames(screen.container, "heading", { level: 1 })).toEqual(["Terms and Conditions"]);
    const paragraphs = screen.getAllByRole("paragraph").map(visibleText);
    expect(paragraphs.slice(0, 2)).toEqual(["Last updated: 28 November 2022", "These terms govern your use of this website."]);
  });

  it("leaves out the date line when the document has no date", () => {
    const screen = render(<LegalDocument {...doc} updated={undefined} />);
    expect(screen.queryByText(/Last updated/)).toBeNull();
  });

  it("links every section from an ordered Contents navigation", () => {
    const contents = render(<LegalDocument {...doc} />).getByRole("navigation", { name: "Contents" });
    const list = within(contents).getByRole("list");
    expect(list.tagName).toBe("OL");
    expect(accessibleNames(list, "link")).toEqual(["Intellectual property", "Contact"]);
    expect(
      within(list)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["#intellectualProperty", "#contact"]);
  });

  it("numbers the sections and renders their paragraphs and bullets with inline markup", () => {
    const screen = render(<LegalDocument {...doc} />);
    const contact = screen.getByRole("region", { name: "2. Contact" });
    expect(contact.id).toBe("contact");
    expect(accessibleNames(contact, "heading", { level: 2 })).toEqual(["2. Contact"]);
    expect(visibleText(within(contact).getByRole("paragraph"))).toBe("Write to us.");
    const bullets = within(within(contact).getByRole("list")).getAllByRole("listitem");
    expect(bullets.map(visibleText)).toEqual(["By e-mail: inquiries", "By phone"]);
    expect(within(bullets[0]!).getByRole("link", { name: "inquiries" }).getAttribute("href")).toBe("mailto:inquiries@example.com");
    const property = screen.getByRole("region", { name: "1. Intellectual property" });
    expect(within(within(property).getByText(wholeText("All content belongs to us."))).getByRole("strong").textContent).toBe("us");
  });
});
