import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { NARROW_MAX_WIDTH_PX, NARROW_QUERY } from "./breakpoints.ts";

describe("narrow breakpoint (docs/product.md, Constants: 550 px)", () => {
  it("is 550 px, and the Learn More style switches at the same width as the overlay decision", () => {
    expect(NARROW_MAX_WIDTH_PX).toBe(550);
    expect(NARROW_QUERY).toBe("(max-width: 550px)");
    const css = readFileSync(join(import.meta.dirname, "action.css"), "utf8");
    expect(css).toContain(`@media ${NARROW_QUERY}`);
  });
});
