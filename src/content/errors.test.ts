import { describe, expect, it } from "vitest";
import { closest, codeFrame, ContentValidationError, editDistance, formatErrors } from "./errors.ts";

describe("editDistance", () => {
  it("counts a swap of neighbouring letters as one edit", () => {
    expect(editDistance("titel", "title")).toBe(1);
    expect(editDistance("heding", "heading")).toBe(1);
    expect(editDistance("Hero", "hero")).toBe(0);
    expect(editDistance("cardGrid", "gallery")).toBeGreaterThan(4);
  });
});

describe("closest", () => {
  it("suggests near misses and nothing for unrelated words", () => {
    expect(closest("titel", ["type", "title", "intro"])).toBe("title");
    expect(closest("carGrid", ["cardGrid", "hero"])).toBe("cardGrid");
    expect(closest("banana", ["cardGrid", "hero"])).toBeUndefined();
  });
});

describe("codeFrame", () => {
  it("marks the line and puts a caret under the column", () => {
    expect(codeFrame("a: 1\nb: 2\nc: x\nd: 4\ne: 5", 3, 4)).toBe(["  1 | a: 1", "  2 | b: 2", "> 3 | c: x", "    |    ^", "  4 | d: 4"].join("\n"));
  });
});

describe("ContentValidationError", () => {
  it("prints as the located errors only: no stack trace, even when logged", () => {
    const error = new ContentValidationError([{ code: "E_UNKNOWN_FIELD", file: "pages/a.yaml", line: 3, col: 5, path: "blocks[0] (hero) > heding", message: 'Unknown field "heding".', hint: 'Did you mean "heading"?', frame: "> 3 |     heding: x\n    |     ^" }]);
    expect(error.stack).toBe(`ContentValidationError: ${error.message}`);
    expect(error.message).toContain("pages/a.yaml:3:5 E_UNKNOWN_FIELD Unknown field");
    expect(error.errors).toHaveLength(1);
    expect(Object.keys(error)).not.toContain("errors");
  });
});

describe("formatErrors", () => {
  it("falls back to the catalogue's advice when an error has no hint of its own", () => {
    const printed = formatErrors([{ code: "E_EVENT_DATE_YEAR", file: "pages/a.yaml", line: 1, col: 1, path: "", message: "No year.", frame: "" }], { color: false });
    expect(printed).toContain("hint: Write the dates with a four-digit year, e.g. `Oct 21-24, 2025`.");
  });
});
