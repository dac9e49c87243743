import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { styleOf } from "../../tests/support/dom.ts";
import { render } from "../../tests/support/render.tsx";
import { ActionRow } from "./ActionButton.tsx";
import { NARROW_QUERY } from "./breakpoints.ts";

describe("narrow windows (docs/product.md, Constants: up to 550 px)", () => {
  // A phone, the last narrow width, the first wide one, a desktop.
  const windows = [
    { widthPx: 375, narrow: true },
    { widthPx: 550, narrow: true },
    { widthPx: 551, narrow: false },
    { widthPx: 1440, narrow: false },
  ];

  for (const { widthPx, narrow } of windows) {
    it(`at ${widthPx} px, a button with a link and a lead form ${narrow ? "opens the lead-form overlay" : "follows its link"}`, () => {
      // The button asks the window whether NARROW_QUERY matches (ActionButton.tsx), as here.
      expect(new Window({ width: widthPx, height: 800 }).matchMedia(NARROW_QUERY).matches).toBe(narrow);
    });

    it(`at ${widthPx} px, the Learn More button ${narrow ? "takes its full-width mobile style" : "keeps its normal style"}, as the overlay decision does`, () => {
      const screen = render(<ActionRow responsive actions={[{ label: "Learn More", href: "/precisionERP" }]} />, {
        width: widthPx,
        styles: ["src/styles/global.css", "src/ui/action.css"],
      });
      expect(styleOf(screen.getByRole("link", { name: "Learn More" })).width === "100%").toBe(narrow);
    });
  }
});
