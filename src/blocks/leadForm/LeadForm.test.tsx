import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { accessibleNames, styleOf, visibleText, wholeText } from "../../../tests/support/dom.ts";
import { render, renderHtml } from "../../../tests/support/render.tsx";
import { LeadForm } from "./LeadForm.tsx";

const url = "https://forms.example.net/lead?formid=11&h=C1&topic=contact";

/** Whether an element around `element` lays its children out in columns, the first 18rem wide (the contact panel's), as the site's stylesheets do on a 1440 px wide window. */
function besideThePanel(element: HTMLElement): boolean {
  for (let box = element.parentElement; box; box = box.parentElement)
    if (styleOf(box).gridTemplateColumns.startsWith("18rem ")) return true;
  return false;
}
const styles = ["src/styles/global.css", "src/blocks/leadForm/leadForm.css"];

/**
 * The form's frame titled `title` as a browser with JavaScript has it: the one outside the `<noscript>`
 * (this document, like a browser without JavaScript, reads the `<noscript>`'s frame as an element too).
 */
function frameOf(screen: Pick<ReturnType<typeof render>, "getAllByTitle">, title = "Product enquiry form"): HTMLElement {
  const frames = screen.getAllByTitle(title).filter((frame) => !frame.closest("noscript"));
  expect(frames).toHaveLength(1);
  return frames[0]!;
}

describe("LeadForm", () => {
  it("embeds the site's form by key in a titled, lazy, sandboxed frame with the default size", () => {
    const screen = render(<LeadForm type="leadForm" form="contactUsOne" title="Product enquiry form" />);
    const frame = frameOf(screen);
    // Its address waits for the page's largest paint (the site script sets it); without JavaScript, the <noscript>'s frame has it.
    expect([frame.tagName, frame.getAttribute("src"), frame.dataset.src, frame.getAttribute("loading")]).toEqual([
      "IFRAME",
      null,
      url,
      "lazy",
    ]);
    expect(frame.getAttribute("sandbox")).toContain("allow-forms");
    const noScript = screen.getAllByTitle("Product enquiry form").find((f) => f.closest("noscript"))!;
    expect(["src", "loading", "sandbox", "aria-hidden"].map((name) => noScript.getAttribute(name))).toEqual([
      url,
      "lazy",
      frame.getAttribute("sandbox"),
      null,
    ]);
    const box = frame.parentElement!;
    // The site script reads data-spinner-ms (when to end the spinner) and data-provider-check (whether the form can be reached).
    expect([box.style.getPropertyValue("--provider-frame-height"), box.dataset.spinnerMs]).toEqual(["75vh", "2000"]);
    expect(box.parentElement!.dataset.providerCheck).toBeTruthy();
    expect(box.parentElement!.parentElement!.style.maxWidth).toBe("1400px");
    // No heading of the block's own: the contact panel's "Prefer to talk?" is the only one.
    expect(accessibleNames(screen.container, "heading")).toEqual(["Prefer to talk?"]);
  });

  it("has the spinner in the prerendered HTML, over the frame, for the block's spinnerDelay (the site script ends it)", () => {
    const screen = render(<LeadForm type="leadForm" form="contactUsOne" title="Product enquiry form" spinnerDelay={1500} />);
    const spinner = screen.getByRole("status");
    expect(visibleText(spinner)).toBe("Loading the form…");
    const frame = frameOf(screen);
    expect(spinner.parentElement!.dataset.spinnerMs).toBe("1500");
    expect(frame.parentElement!.dataset.spinnerMs).toBe("1500");
    // Until the spinner ends, the frame is neither announced nor reachable by Tab.
    expect([frame.getAttribute("aria-hidden"), frame.getAttribute("tabindex")]).toEqual(["true", "-1"]);
  });

  it("has no spinner when spinnerDelay is 0", () => {
    const screen = render(<LeadForm type="leadForm" form="contactUsOne" title="Product enquiry form" spinnerDelay={0} />);
    expect(screen.queryByRole("status", { hidden: true })).toBeNull();
    expect(screen.queryByText(/Loading the form/)).toBeNull();
    const frame = frameOf(screen);
    expect([frame.getAttribute("aria-hidden"), frame.getAttribute("tabindex"), frame.parentElement!.dataset.spinnerMs]).toEqual([
      null,
      null,
      undefined,
    ]);
  });

  it("uses the block's width and height and shows heading and intro above the form", () => {
    const screen = render(
      <LeadForm
        type="leadForm"
        id="contactForm"
        heading="Let's talk!"
        intro="We answer **within a day**."
        form="erpOne"
        title="ERP form"
        maxWidth={900}
        maxHeightVh={60}
      />,
    );
    const section = screen.getByRole("region", { name: "Let's talk!" });
    expect(accessibleNames(section, "heading", { level: 2 })).toEqual(["Let's talk!"]);
    expect(within(within(section).getByText(wholeText("We answer within a day."))).getByRole("strong").textContent).toBe("within a day");
    const box = frameOf(screen, "ERP form").parentElement!;
    expect([box.style.getPropertyValue("--provider-frame-height"), box.parentElement!.parentElement!.style.maxWidth]).toEqual([
      "60vh",
      "900px",
    ]);
    expect(visibleText(section).indexOf("We answer within a day.")).toBeLessThan(visibleText(section).indexOf("Form not showing?"));
  });

  it("offers the form in a new tab for visitors whose browser blocks the frame", () => {
    const screen = render(<LeadForm type="leadForm" form="contactUsOne" title="Product enquiry form" />);
    const line = screen.getByText(wholeText("Form not showing? Open it in a new tab"));
    const link = within(line).getByRole("link", { name: /^Open it in a new tab/ });
    expect(["href", "target", "rel"].map((name) => link.getAttribute(name))).toEqual([url, "_blank", "noopener noreferrer"]);
  });

  it("has the failure panel ready in the frame's box, without the phone and e-mail the contact panel shows beside it", () => {
    const screen = render(<LeadForm type="leadForm" form="contactUsOne" title="Product enquiry form" />);
    const alert = screen.getByRole("alert", { hidden: true });
    expect(alert.parentElement).toBe(frameOf(screen).parentElement);
    expect(alert.textContent).toContain("The form could not be loaded");
    expect(
      within(alert)
        .getAllByRole("link", { hidden: true })
        .map((link) => link.getAttribute("href")),
    ).toEqual([url]);
    // Without the contact panel, the failure panel offers them itself.
    const alone = render(<LeadForm type="leadForm" form="contactUsOne" title="Product enquiry form" contactPanel={false} />).getByRole(
      "alert",
      { hidden: true },
    );
    expect(
      within(alone)
        .getAllByRole("link", { hidden: true })
        .map((link) => link.getAttribute("href")),
    ).toEqual([url, "tel:+15550142010", "mailto:inquiries@example.com"]);
  });

  it("renders nothing for a form key the site does not define", () => {
    expect(renderHtml(<LeadForm type="leadForm" form="missing" title="Form" heading="Let's talk!" />)).toBe("");
  });

  it("offers the site's phone and e-mail beside the form under 'Prefer to talk?', unless the block turns it off", () => {
    const screen = render(<LeadForm type="leadForm" form="contactUsOne" title="Product enquiry form" />, { styles });
    const panel = screen.getByRole("group", { name: "Prefer to talk?" });
    expect(accessibleNames(panel, "heading", { level: 2 })).toEqual(["Prefer to talk?"]);
    expect(
      within(panel)
        .getAllByRole("link")
        .map((link) => [visibleText(link), link.getAttribute("href")]),
    ).toEqual([
      ["+1 (555) 014-2010", "tel:+15550142010"],
      ["inquiries@example.com", "mailto:inquiries@example.com"],
    ]);
    // The panel comes before the form, in a column of its own beside it.
    const block = panel.parentElement!;
    expect(visibleText(block).indexOf("Prefer to talk?")).toBeLessThan(visibleText(block).indexOf("Form not showing?"));
    expect(besideThePanel(panel)).toBe(true);
    const without = render(<LeadForm type="leadForm" form="contactUsOne" title="Product enquiry form" contactPanel={false} />, { styles });
    expect(besideThePanel(frameOf(without))).toBe(false);
    expect(without.queryByRole("group", { name: "Prefer to talk?" })).toBeNull();
    expect(without.queryByText(/Prefer to talk/)).toBeNull();
  });

  it("has the failure panel in the HTML, hidden until the provider proves unreachable: the form in a new tab, phone and e-mail", () => {
    const screen = render(<LeadForm type="leadForm" form="contactUsOne" title="Product enquiry form" contactPanel={false} />);
    expect(screen.queryByRole("alert")).toBeNull();
    const failed = screen.getByRole("alert", { hidden: true });
    expect(failed.hidden).toBe(true);
    expect(within(failed).getAllByRole("paragraph", { hidden: true })[0]!.textContent).toBe("The form could not be loaded");
    const open = within(failed).getByRole("link", { name: /^Open the form in a new tab/, hidden: true });
    expect(["href", "target", "rel"].map((name) => open.getAttribute(name))).toEqual([url, "_blank", "noopener noreferrer"]);
    expect(
      within(failed)
        .getAllByRole("link", { hidden: true })
        .map((link) => link.getAttribute("href")),
    ).toEqual([url, "tel:+15550142010", "mailto:inquiries@example.com"]);
  });

  it("puts the panel's title one level below the block's heading", () => {
    const screen = render(<LeadForm type="leadForm" heading="Let's talk!" form="contactUsOne" title="Form" />);
    expect(screen.getByRole("heading", { name: "Prefer to talk?" })).toBe(
      screen.getByRole("heading", { name: "Prefer to talk?", level: 3 }),
    );
  });
});
