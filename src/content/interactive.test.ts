import { describe, expect, it } from "vitest";
import { registry } from "../blocks/registry.ts";
import type { Block } from "../shared/model.ts";
import { loadContentOrThrow } from "./load.ts";
import { blocksNeedClientScript, INTERACTIVE_BLOCK_TYPES } from "./interactive.ts";

const heroSlide = { srcMobile: "/m.svg", srcDesktop: "/d.svg", alt: "A slide" };
const richText = (actions?: unknown[]) => ({ type: "richText", heading: "Text", paragraphs: ["Words"], ...(actions ? { actions } : {}) }) as unknown as Block;

describe("blocksNeedClientScript", () => {
  it("is false for text, links and a single-slide hero", () => {
    expect(blocksNeedClientScript([{ type: "hero", heading: "Hi", slides: [heroSlide] } as unknown as Block, richText([{ label: "Go", href: "/home" }])])).toBe(false);
  });

  it("is true for a carousel, an interactive block type, or a button that opens a dialog", () => {
    expect(blocksNeedClientScript([{ type: "hero", heading: "Hi", slides: [heroSlide, heroSlide] } as unknown as Block])).toBe(true);
    expect(blocksNeedClientScript([{ type: "gallery", heading: "Pictures", images: [] } as unknown as Block])).toBe(true);
    expect(blocksNeedClientScript([richText([{ label: "Talk to us", leadForm: "erpOne" }])])).toBe(true);
    expect(blocksNeedClientScript([richText([{ label: "Watch", video: "weCanHelp" }])])).toBe(true);
  });

  it("names exactly the blocks the registry loads on demand", () => {
    const lazy = Object.entries(registry)
      .filter(([, component]) => "preload" in component)
      .map(([type]) => type);
    expect(new Set(lazy)).toEqual(INTERACTIVE_BLOCK_TYPES);
  });

  it("leaves the legal pages of the real site without JavaScript and keeps it on home", () => {
    const content = loadContentOrThrow({ rootDir: process.cwd() });
    for (const route of ["/privacyPolicy", "/termsAndCondition", "/cookies"]) expect(content.pages.get(route)?.interactive, route).toBe(false);
    expect(content.pages.get("/home")?.interactive).toBe(true);
  });
});
