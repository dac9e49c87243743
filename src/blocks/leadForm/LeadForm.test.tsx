import { describe, expect, it } from "vitest";
import { renderHtml } from "../../test/render.tsx";
import { LeadForm } from "./LeadForm.tsx";

const url = "https://forms.example.net/lead?formid=11&amp;h=C1&amp;topic=contact";

describe("LeadForm", () => {
  it("embeds the site's form by key in a titled, lazy, sandboxed frame with the default size", () => {
    const html = renderHtml(<LeadForm type="leadForm" form="contactUsOne" title="Product enquiry form" />);
    expect(html).toMatch(/<div class="lead-form-frame" style="max-width:1400px"><div class="provider-frame"><div class="provider-frame-box" style="height:75vh" data-spinner-ms="2000">/);
    expect(html).toContain(`src="${url}"`);
    expect(html).toMatch(/<iframe[^>]*title="Product enquiry form"[^>]*loading="lazy"[^>]*sandbox="[^"]*allow-forms/);
    expect(html).not.toMatch(/<h2/);
  });

  it("has the spinner in the prerendered HTML, over the frame, for the block's spinnerDelay (the site script ends it)", () => {
    const html = renderHtml(<LeadForm type="leadForm" form="contactUsOne" title="Product enquiry form" spinnerDelay={1500} />);
    expect(html).toMatch(/data-spinner-ms="1500"><div class="spinner provider-frame-spinner" role="status">Loading the form…<\/div><iframe class="provider-frame-iframe is-loading"/);
    expect(html).toMatch(/<iframe[^>]*aria-hidden="true"[^>]*tabindex="-1"/i);
  });

  it("has no spinner when spinnerDelay is 0", () => {
    const html = renderHtml(<LeadForm type="leadForm" form="contactUsOne" title="Product enquiry form" spinnerDelay={0} />);
    expect(html).not.toMatch(/spinner|role="status"|is-loading|aria-hidden/);
  });

  it("uses the block's width and height and shows heading and intro above the form", () => {
    const html = renderHtml(<LeadForm type="leadForm" id="contactForm" heading="Let's talk!" intro="We answer **within a day**." form="erpOne" title="ERP form" maxWidth={900} maxHeightVh={60} />);
    expect(html).toMatch(/<h2 id="contactForm-heading"[^>]*>Let&#x27;s talk!<\/h2>/);
    expect(html).toContain("We answer <strong>within a day</strong>.");
    expect(html).toContain('style="max-width:900px"');
    expect(html).toContain('style="height:60vh"');
  });

  it("offers the form in a new tab for visitors whose browser blocks the frame", () => {
    const html = renderHtml(<LeadForm type="leadForm" form="contactUsOne" title="Product enquiry form" />);
    expect(html).toContain(`Form not showing? <a href="${url}" target="_blank" rel="noopener noreferrer">Open it in a new tab</a>`);
  });

  it("renders nothing for a form key the site does not define", () => {
    expect(renderHtml(<LeadForm type="leadForm" form="missing" title="Form" heading="Let's talk!" />)).toBe("");
  });
});
