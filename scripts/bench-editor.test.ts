import { describe, expect, it } from "vitest";
import { draftText, editorAddress, findBlock, playwrightArgs, unmeasuredEditor } from "./bench-editor.ts";
import { checkEditorTargets, formatEditor, type EditorFigures } from "./bench-report.ts";

const figures: EditorFigures = {
  startMs: 1690,
  openMs: 1056.4,
  pagesListed: 24,
  previewFile: "pages/resources.yaml",
  previewRoute: "/resources",
  previewMs: 206,
  previewSamplesMs: [230, 196, 213, 206, 190],
  checkMs: 7.8,
  checkSamplesMs: [9.6, 7.6, 6.8, 7.6, 9.9, 9.5, 6.3, 6.3, 6.5, 8.1],
  checkRoundTripMs: 10.2,
  errors: [],
};

describe("the editor's targets", () => {
  it("are met at their limits (1500, 300 and 100 ms) and missed above them", () => {
    expect(checkEditorTargets({ ...figures, openMs: 1500, previewMs: 300, checkMs: 100 }).every((c) => c.met)).toBe(true);
    const slow = checkEditorTargets({ ...figures, openMs: 1500.1, previewMs: 301, checkMs: 140 });
    expect(slow.map((c) => c.met)).toEqual([false, false, false]);
    expect(slow[1]).toMatchObject({ target: "<= 300 ms", actual: "301 ms, median of 5" });
  });

  it("count a figure that was not measured as missed", () => {
    const checks = checkEditorTargets({ ...figures, previewMs: null, previewSamplesMs: [] });
    expect(checks[1]).toMatchObject({ met: false, actual: "not measured" });
    expect(checks[0]!.met && checks[2]!.met).toBe(true);
  });
});

describe("the editor's lines in the report", () => {
  it("give each figure with its target and a mark, in whole ms", () => {
    const lines = formatEditor(figures).split("\n");
    expect(lines).toContain("editor:     opens and lists 24 pages in 1056 ms (target ≤ 1500 ms) ✔");
    expect(lines).toContain("editor:     preview of /resources shows a keystroke in 206 ms (median of 5; target ≤ 300 ms) ✔");
    expect(lines).toContain(
      "editor:     validates a draft of pages/resources.yaml in 8 ms in-process (median of 10; 10 ms round trip; target ≤ 100 ms) ✔",
    );
    expect(lines[0]).toBe("editor:     npm run edit printed its address 1.69 s after it started (bundling its browser app; no target)");
    expect(lines).toHaveLength(4);
  });

  it("mark a miss and say why a part could not be measured", () => {
    const text = formatEditor({ ...figures, previewMs: null, previewSamplesMs: [], errors: ["the preview of /resources: timed out"] });
    expect(text).toContain("preview of /resources shows a keystroke in – (median of 0; target ≤ 300 ms) ✘");
    expect(text.split("\n").at(-1)).toBe("editor:     could not measure: the preview of /resources: timed out");
  });

  it("of a bench that could not run at all have no figure and the reason", () => {
    const none = unmeasuredEditor("the editor bench: no browser");
    expect(none).toMatchObject({
      previewFile: "pages/resources.yaml",
      previewRoute: "/resources",
      openMs: null,
      previewMs: null,
      checkMs: null,
      errors: ["the editor bench: no browser"],
    });
    expect(checkEditorTargets(none).some((c) => c.met)).toBe(false);
  });
});

describe("reading npm run edit's output", () => {
  it("finds the address on its own complete line only", () => {
    expect(editorAddress("Editor: http://localhost:41234/?token=0f3a9c\n")).toBe("http://localhost:41234/?token=0f3a9c");
    expect(editorAddress("bundling…\nEditor: http://localhost:5174/?token=ab_c-1\r\nmore")).toBe("http://localhost:5174/?token=ab_c-1");
    expect(editorAddress("Editor: http://localhost:5174/\n")).toBeNull();
    expect(editorAddress("Editor: http://localhost:41")).toBeNull();
    expect(editorAddress("Port 5174 is already in use\n")).toBeNull();
  });

  it("leaves headless mode to Playwright and keeps the other flags", () => {
    expect(playwrightArgs(["--headless=new", "--no-sandbox", "--headless", "--headless-mode"])).toEqual([
      "--no-sandbox",
      "--headless-mode",
    ]);
  });
});

describe("the page typed in", () => {
  const page = [
    "title: Resources",
    "blocks:",
    "  - type: richText",
    "    heading: Intro",
    "  - type: pageHeader",
    "    title: Resources  # the h1",
    "",
  ].join("\n");

  it("is found by block type, with its index and title", () => {
    expect(findBlock(page, "pageHeader")).toEqual({ index: 1, title: "Resources" });
    expect(findBlock(page, "hero")).toBeNull();
    expect(findBlock("blocks: [", "pageHeader")).toBeNull();
    expect(findBlock("- a\n", "pageHeader")).toBeNull();
    expect(findBlock("blocks:\n  - type: pageHeader\n", "pageHeader")).toBeNull();
  });

  it("has a different draft for every n, its page title typed into", () => {
    expect(draftText(page, 1).split("\n")[0]).toBe("title: Resourcesx");
    expect(draftText(page, 3).split("\n")[0]).toBe("title: Resourcesxxx");
    expect(draftText(page, 1).split("\n").slice(1)).toEqual(page.split("\n").slice(1));
    expect(draftText("blocks: []\n", 2)).toBe("blocks: []\n# draft 2\n");
    expect(draftText("blocks: []", 2)).toBe("blocks: []\n# draft 2\n");
    expect(draftText("title: Resources  # shown in tabs\nblocks: []\n", 2)).toBe("title: Resourcesxx  # shown in tabs\nblocks: []\n");
    expect(draftText("title: C# at work\n", 1)).toBe("title: C# at workx\n");
    expect(draftText('title: "Resources"\n', 1)).toBe('title: "Resources"\n# draft 1\n');
  });
});
