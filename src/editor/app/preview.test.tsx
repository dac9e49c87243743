import { within } from "@testing-library/dom";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Block, PageData } from "../../shared/model.ts";
import { accessibleNames, screenOf } from "../../../tests/support/dom.ts";
import { testSite } from "../../../tests/support/render.tsx";
import { fitFrame, PreviewFrame, rememberedWidth } from "./PreviewFrame.tsx";
import { PreviewDocument } from "./preview.tsx";
import { isFromFrameMessage, isToFrameMessage } from "./preview-protocol.ts";

const blocks: Block[] = [
  { type: "pageHeader", title: "Partners", intro: "Platforms we know." },
  { type: "richText", heading: "Better together", body: ["We work with [partners](/partners)."] },
];

const page: PageData = {
  route: "/partners",
  file: "pages/partners.yaml",
  title: "Partners",
  description: "Our partners.",
  scrollOffset: { mobile: 120, desktop: 200 },
  blocks,
};

describe("preview messages", () => {
  it("accept only well-formed messages from the editor", () => {
    expect(isToFrameMessage({ kind: "render", site: testSite, page, selected: 1 })).toBe(true);
    expect(isToFrameMessage({ kind: "render", site: testSite, page: null, blocks, selected: null })).toBe(true);
    expect(isToFrameMessage({ kind: "scrollTo", index: 2 })).toBe(true);
    for (const bad of [
      null,
      "render",
      [],
      { kind: "render", site: null, page, selected: 0 },
      { kind: "render", site: testSite, page, selected: -1 },
      { kind: "render", site: testSite, page, blocks: {}, selected: 0 },
      { kind: "scrollTo", index: 1.5 },
      { kind: "select", index: 0 },
    ]) {
      expect(isToFrameMessage(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it("accept only well-formed messages from the frame", () => {
    expect(isFromFrameMessage({ kind: "ready" })).toBe(true);
    expect(isFromFrameMessage({ kind: "select", index: 0 })).toBe(true);
    expect(isFromFrameMessage({ kind: "height", px: 1234.5 })).toBe(true);
    for (const bad of [
      undefined,
      { kind: "select", index: "1" },
      { kind: "height", px: -1 },
      { kind: "height", px: Infinity },
      { kind: "render" },
    ]) {
      expect(isFromFrameMessage(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});

describe("preview document", () => {
  it("renders the site's header and footer around each block in its own selectable wrapper", async () => {
    const screen = screenOf(renderToStaticMarkup(<PreviewDocument message={{ kind: "render", site: testSite, page, selected: 1 }} />));
    const header = screen.getByRole("banner");
    const footer = screen.getByRole("contentinfo");
    // A click in the frame finds its block by data-block-index; the selected one is outlined by the preview's own style.
    const wrappers = [...screen.container.querySelectorAll<HTMLElement>("[data-block-index]")];
    expect(wrappers.map((wrapper) => [wrapper.dataset.blockIndex, wrapper.classList.contains("editor-selected")])).toEqual([
      ["0", false],
      ["1", true],
    ]);
    expect(header.compareDocumentPosition(wrappers[0]!) & header.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(wrappers[1]!.compareDocumentPosition(footer) & wrappers[1]!.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(wrappers[1]!).getByRole("heading", { name: "Better together" })).toBeTruthy();
    expect(screen.container.innerHTML).toContain("--anchor-offset-mobile:120px");
  });

  it("renders just the given blocks in catalogue mode, and says so when a page has none", () => {
    const catalogue = renderToStaticMarkup(
      <PreviewDocument message={{ kind: "render", site: testSite, page: null, blocks: [blocks[1]!], selected: null }} />,
    );
    expect(catalogue.match(/data-block-index=/g)).toHaveLength(1);
    expect(catalogue).not.toContain("editor-selected");
    const empty = renderToStaticMarkup(
      <PreviewDocument message={{ kind: "render", site: testSite, page: { ...page, blocks: [] }, selected: null }} />,
    );
    expect(empty).toContain("This page has no blocks yet.");
  });

  it("shows a lead form as a framed placeholder saying the provider's form appears on the live site, loading nothing from it", () => {
    const leadForm: Block = { type: "leadForm", form: "erpOne", title: "Ask about PrecisionERP" };
    const html = renderToStaticMarkup(
      <PreviewDocument message={{ kind: "render", site: testSite, page: null, blocks: [leadForm], selected: null }} />,
    );
    expect(html).toContain("The form provider&#x27;s form appears here on the live site.");
    expect(html).toContain('aria-label="Ask about PrecisionERP"');
    expect(html).not.toContain("could not be loaded");
    expect(html).not.toContain("<iframe");
    expect(html).not.toContain("forms.example.net");
  });
});

describe("preview frame", () => {
  it("is an iframe of the preview document titled by its label, with a width switcher", () => {
    const screen = screenOf(
      renderToStaticMarkup(
        <PreviewFrame
          site={testSite}
          page={page}
          selected={null}
          onSelect={() => undefined}
          label="Preview of Partners"
          stale="The preview shows your last change without errors."
        />,
      ),
    );
    const frame = screen.getByTitle("Preview of Partners");
    expect([frame.tagName, frame.getAttribute("src"), frame.style.width]).toEqual(["IFRAME", "/_editor/preview.html", "1440px"]);
    const widths = screen.getByRole("group", { name: "Preview width" });
    expect(accessibleNames(widths, "radio")).toEqual(["Phone 375 px", "Tablet 768 px", "Desktop 1440 px"]);
    expect((within(widths).getAllByRole("radio") as HTMLInputElement[]).map((radio) => [radio.value, radio.checked])).toEqual([
      ["375", false],
      ["768", false],
      ["1440", true],
    ]);
    expect(screen.getByText("The preview shows your last change without errors.")).toBeTruthy();
  });

  it("says why there is nothing to see while the site settings have errors", () => {
    const html = renderToStaticMarkup(<PreviewFrame site={null} page={page} selected={null} onSelect={() => undefined} label="Preview" />);
    expect(html).toContain("The preview appears once the site settings have no errors.");
  });

  it("scales a wide frame down to its pane, never up, and fills the pane's height", () => {
    expect(fitFrame(1440, 720, 900)).toEqual({ scale: 0.5, height: 1800 });
    expect(fitFrame(375, 720, 900)).toEqual({ scale: 1, height: 900 });
    expect(fitFrame(1440, 0, 0)).toEqual({ scale: 1, height: 0 });
  });

  it("starts at desktop width when no width is remembered", () => {
    expect(rememberedWidth()).toBe(1440);
  });
});
