import { describe, expect, it } from "vitest";
import { closest, codeFrame, editDistance } from "./errors.ts";

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
