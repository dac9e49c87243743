import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";

const ROOT = process.cwd();
const VERTICALS = join(ROOT, "pages", "verticals");

/** Every picture path (`/images/...svg`) a page names, in order. */
function picturesOf(page: unknown): string[] {
  const found: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === "string" && /^\/images\/.+\.svg$/.test(value)) found.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(page);
  return found;
}

/**
 * The objects a drawing is made of, each by its outline: a path's data (`d`) when it is long enough to
 * be a drawn thing (a lift's scissor arms, a tractor's cab) rather than a dot or a line, and the
 * sequence of its drawing commands when that has ten or more (the same object drawn at another size or
 * place keeps its commands; colours, place and size often live on its group).
 */
function drawnObjects(picture: string): Set<string> {
  const svg = readFileSync(join(ROOT, "public", picture), "utf8");
  const outlines = [...svg.matchAll(/<path[^>]*\sd="([^"]+)"/g)].map((m) => m[1]!);
  const shapes = outlines.map((d) => `commands ${d.replace(/[^A-Za-z]/g, "")}`).filter((c) => c.length >= "commands ".length + 10);
  return new Set([...outlines.filter((d) => d.length >= 40), ...shapes]);
}

describe("industry pages' heroes", () => {
  const pages = readdirSync(VERTICALS).filter((f) => f.endsWith(".yaml"));

  it("cover every industry page", () => {
    expect(pages.length).toBeGreaterThanOrEqual(6);
  });

  for (const file of pages) {
    it(`${file}: the hero shows its own scene, drawn with none of the objects of the page's other pictures`, () => {
      const page = parse(readFileSync(join(VERTICALS, file), "utf8")) as { blocks: { type: string }[] };
      const hero = picturesOf(page.blocks.filter((b) => b.type === "hero"));
      const others = picturesOf(page.blocks.filter((b) => b.type !== "hero")).filter((p) => !p.startsWith("/images/icons/"));
      expect(hero.length).toBeGreaterThan(0);
      expect(others.length).toBeGreaterThan(0);
      for (const picture of hero) {
        expect(others, "the hero's picture appears again below it").not.toContain(picture);
        const heroObjects = drawnObjects(picture);
        for (const other of others) {
          const shared = [...drawnObjects(other)].filter((d) => heroObjects.has(d));
          expect(shared.length, `${picture} and ${other} draw the same objects`).toBe(0);
        }
      }
    });
  }
});
