import { describe, expect, it } from "vitest";
import { renderHtml } from "../../test/render.tsx";
import { LeadForm } from "./LeadForm.tsx";

const url = "https://forms.example.net/lead?formid=11&amp;h=C1&amp;topic=contact";

describe("LeadForm", () => {
  it("embeds the site's form by key in a titled, lazy, sandboxed frame with the default size", () => {
    const html = renderHtml(<LeadForm type="leadForm" form="contactUsOne" title="Product enquiry form" />);
    expect(html).toMatch(
      /<div class="lead-form-frame" style="max-width:1400px"><div class="provider-frame" data-provider-check="[^"]+"><div class="provider-frame-box" style="height:75vh" data-spinner-ms="2000">/,
    );
    expect(html).toContain(`src="${url}"`);
    expect(html).toMatch(/<iframe[^>]*title="Product enquiry form"[^>]*loading="lazy"[^>]*sandbox="[^"]*allow-forms/);
    // No heading of the block's own (the contact panel's "Prefer to talk?" is the only one).
    expect(html).not.toMatch(/<h2[^>]*class="section-title/);
  });

  it("has the spinner in the prerendered HTML, over the frame, for the block's spinnerDelay (the site script ends it)", () => {
    const html = renderHtml(<LeadForm type="leadForm" form="contactUsOne" title="Product enquiry form" spinnerDelay={1500} />);
    expect(html).toMatch(/data-spinner-ms="1500"><div class="spinner provider-frame-spinner" role="status">Loading the form…<\/div><iframe class="provider-frame-iframe is-loading"/);
    expect(html).toMatch(/<iframe[^>]*aria-hidden="true"[^>]*tabindex="-1"/i);
  });

  it("has no spinner when spinnerDelay is 0", () => {
    const html = renderHtml(<LeadForm type="leadForm" form="contactUsOne" title="Product enquiry form" spinnerDelay={0} />);
    expect(html).not.toMatch(/spinner|role="status"|is-loading|<iframe[^>]*aria-hidden/);
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

  it("offers the site's phone and e-mail beside the form under 'Prefer to talk?', unless the block turns it off", () => {
    const html = renderHtml(<LeadForm type="leadForm" form="contactUsOne" title="Product enquiry form" />);
    expect(html).toMatch(/<div class="lead-form-contact" role="group" aria-labelledby="([^"]+)"><h2 id="\1" class="lead-form-contact-title">Prefer to talk\?<\/h2>/);
    expect(html).toMatch(
      /<div class="lead-form-contact"[\s\S]*<a class="contact-link" href="tel:\+15550142010">[\s\S]*\+1 \(555\) 014-2010<\/a>[\s\S]*<a class="contact-link" href="mailto:inquiries@example.com">[\s\S]*inquiries@example.com<\/a>[\s\S]*<div class="lead-form-frame"/,
    );
    expect(html).toContain('lead-form lead-form-with-contact"');
    const without = renderHtml(<LeadForm type="leadForm" form="contactUsOne" title="Product enquiry form" contactPanel={false} />);
    expect(without).not.toContain("Prefer to talk?");
    expect(without).toContain('bg-white lead-form"');
  });

  it("has the failure panel in the HTML, hidden until the provider proves unreachable: the form in a new tab, phone and e-mail", () => {
    const html = renderHtml(<LeadForm type="leadForm" form="contactUsOne" title="Product enquiry form" contactPanel={false} />);
    expect(html).toContain('<div class="provider-frame-failed" role="alert" hidden=""><p class="provider-frame-failed-title">The form could not be loaded</p>');
    expect(html).toContain(`<a class="button button-primary" href="${url}" target="_blank" rel="noopener noreferrer">Open the form in a new tab</a>`);
    expect(html).toMatch(/<div class="provider-frame-failed"[\s\S]*href="tel:\+15550142010"[\s\S]*href="mailto:inquiries@example.com"[\s\S]*<p class="provider-frame-fallback">/);
  });

  it("puts the panel's title one level below the block's heading", () => {
    const html = renderHtml(<LeadForm type="leadForm" heading="Let's talk!" form="contactUsOne" title="Form" />);
    expect(html).toMatch(/<h3 id="[^"]+" class="lead-form-contact-title">Prefer to talk\?<\/h3>/);
  });
});
