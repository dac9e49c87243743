import { describe, expect, it } from "vitest";
import { renderHtml } from "../../../tests/support/render.tsx";
import { screenOf, type Found } from "../../../tests/support/screen.ts";
import { LeadForm } from "./LeadForm.tsx";

const url = "https://forms.example.net/lead?formid=11&h=C1&topic=contact";

/** The block's own section around an element of it. */
function sectionAround(element: Found): Found {
  for (let box = element.parent(); box; box = box.parent()) if (box.tag === "section") return box;
  throw new Error("not inside a section");
}

describe("LeadForm", () => {
  it("embeds the site's form by key in a titled, lazy, sandboxed frame with the default size", () => {
    const screen = screenOf(renderHtml(<LeadForm type="leadForm" form="contactUsOne" title="Product enquiry form" />));
    const frame = screen.getByTitle("Product enquiry form");
    expect([frame.tag, frame.attr("src"), frame.attr("loading")]).toEqual(["iframe", url, "lazy"]);
    expect(frame.attr("sandbox")).toContain("allow-forms");
    const box = frame.parent()!;
    expect([box.attr("style"), box.attr("data-spinner-ms")]).toEqual(["height:75vh", "2000"]);
    expect(box.parent()!.attr("data-provider-check")).toBeTruthy();
    expect(box.parent()!.parent()!.attr("style")).toBe("max-width:1400px");
    // No heading of the block's own: the contact panel's "Prefer to talk?" is the only one.
    expect(screen.getAllByRole("heading").map((h) => h.name)).toEqual(["Prefer to talk?"]);
  });

  it("has the spinner in the prerendered HTML, over the frame, for the block's spinnerDelay (the site script ends it)", () => {
    const screen = screenOf(renderHtml(<LeadForm type="leadForm" form="contactUsOne" title="Product enquiry form" spinnerDelay={1500} />));
    const spinner = screen.getByRole("status");
    expect(spinner.text).toBe("Loading the form…");
    const frame = screen.getByTitle("Product enquiry form");
    expect(spinner.parent()!.attr("data-spinner-ms")).toBe("1500");
    expect(frame.parent()!.attr("data-spinner-ms")).toBe("1500");
    // Until the spinner ends, the frame is neither announced nor reachable by Tab.
    expect([frame.attr("aria-hidden"), frame.attr("tabindex")]).toEqual(["true", "-1"]);
  });

  it("has no spinner when spinnerDelay is 0", () => {
    const screen = screenOf(renderHtml(<LeadForm type="leadForm" form="contactUsOne" title="Product enquiry form" spinnerDelay={0} />));
    expect(screen.queryByRole("status", { hidden: true })).toBeNull();
    expect(screen.queryByText(/Loading the form/)).toBeNull();
    const frame = screen.getByTitle("Product enquiry form");
    expect([frame.attr("aria-hidden"), frame.attr("tabindex"), frame.parent()!.attr("data-spinner-ms")]).toEqual([undefined, undefined, undefined]);
  });

  it("uses the block's width and height and shows heading and intro above the form", () => {
    const screen = screenOf(
      renderHtml(<LeadForm type="leadForm" id="contactForm" heading="Let's talk!" intro="We answer **within a day**." form="erpOne" title="ERP form" maxWidth={900} maxHeightVh={60} />),
    );
    const section = screen.getByRole("region", { name: "Let's talk!" });
    expect(section.getByRole("heading", { level: 2 }).name).toBe("Let's talk!");
    expect(section.getByText("We answer within a day.").getByRole("strong").name).toBe("within a day");
    const box = screen.getByTitle("ERP form").parent()!;
    expect([box.attr("style"), box.parent()!.parent()!.attr("style")]).toEqual(["height:60vh", "max-width:900px"]);
    expect(section.text.indexOf("We answer within a day.")).toBeLessThan(section.text.indexOf("Form not showing?"));
  });

  it("offers the form in a new tab for visitors whose browser blocks the frame", () => {
    const screen = screenOf(renderHtml(<LeadForm type="leadForm" form="contactUsOne" title="Product enquiry form" />));
    const line = screen.getByText("Form not showing? Open it in a new tab");
    const link = line.getByRole("link", { name: /^Open it in a new tab/ });
    expect([link.attr("href"), link.attr("target"), link.attr("rel")]).toEqual([url, "_blank", "noopener noreferrer"]);
  });

  it("renders nothing for a form key the site does not define", () => {
    expect(renderHtml(<LeadForm type="leadForm" form="missing" title="Form" heading="Let's talk!" />)).toBe("");
  });

  it("offers the site's phone and e-mail beside the form under 'Prefer to talk?', unless the block turns it off", () => {
    const screen = screenOf(renderHtml(<LeadForm type="leadForm" form="contactUsOne" title="Product enquiry form" />));
    const panel = screen.getByRole("group", { name: "Prefer to talk?" });
    expect(panel.getByRole("heading", { level: 2 }).name).toBe("Prefer to talk?");
    expect(panel.getAllByRole("link").map((link) => [link.text, link.attr("href")])).toEqual([
      ["+1 (555) 014-2010", "tel:+15550142010"],
      ["inquiries@example.com", "mailto:inquiries@example.com"],
    ]);
    // The panel comes before the form.
    const block = panel.parent()!;
    expect(block.text.indexOf("Prefer to talk?")).toBeLessThan(block.text.indexOf("Form not showing?"));
    // Side by side is the stylesheet's doing; the markup decides whether the block asks for it.
    expect(sectionAround(panel).attr("class")).toMatch(/\blead-form-with-contact\b/);
    const without = screenOf(renderHtml(<LeadForm type="leadForm" form="contactUsOne" title="Product enquiry form" contactPanel={false} />));
    const withoutBlock = sectionAround(without.getByTitle("Product enquiry form"));
    expect(withoutBlock.attr("class")).toMatch(/\blead-form\b/);
    expect(withoutBlock.attr("class")).not.toMatch(/with-contact/);
    expect(without.queryByRole("group", { name: "Prefer to talk?" })).toBeNull();
    expect(without.queryByText(/Prefer to talk/)).toBeNull();
  });

  it("has the failure panel in the HTML, hidden until the provider proves unreachable: the form in a new tab, phone and e-mail", () => {
    const screen = screenOf(renderHtml(<LeadForm type="leadForm" form="contactUsOne" title="Product enquiry form" contactPanel={false} />));
    expect(screen.queryByRole("alert")).toBeNull();
    const failed = screen.getByRole("alert", { hidden: true });
    expect(failed.attr("hidden")).toBe("");
    expect(failed.getAllByRole("paragraph", { hidden: true })[0]!.text).toBe("The form could not be loaded");
    const open = failed.getByRole("link", { name: /^Open the form in a new tab/, hidden: true });
    expect([open.attr("href"), open.attr("target"), open.attr("rel")]).toEqual([url, "_blank", "noopener noreferrer"]);
    expect(failed.getAllByRole("link", { hidden: true }).map((link) => link.attr("href"))).toEqual([url, "tel:+15550142010", "mailto:inquiries@example.com"]);
  });

  it("puts the panel's title one level below the block's heading", () => {
    const screen = screenOf(renderHtml(<LeadForm type="leadForm" heading="Let's talk!" form="contactUsOne" title="Form" />));
    expect(screen.getByRole("heading", { name: "Prefer to talk?" }).level).toBe(3);
  });
});
