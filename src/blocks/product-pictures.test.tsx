/**
 * The product on show: every PrecisionERP product picture (public/images/product/) is shown on one
 * page only, so a visitor never meets the same screen twice; and on /precisionERP (and so on its
 * section routes, which show the same page) every section's bullets have a product picture beside them,
 * on alternating sides on a wide screen.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { loadContentOrThrow } from "../content/load.ts";
import { shownBefore } from "../../tests/support/dom.ts";
import { render } from "../../tests/support/render.tsx";
import { Blocks } from "./Blocks.tsx";

const root = process.cwd();
const content = loadContentOrThrow({ rootDir: root, videoApiKey: "test" });
/** Each page file once: an alias route shows its page's blocks, so it is not a page of its own. */
const pages = [...new Map([...content.pages.values(), content.notFound].map((page) => [page.file, page])).values()];
const PRODUCT_FOLDER = "/images/product/";

/** Every product picture path among the strings in `value`, at any depth. */
function productPictures(value: unknown, found: string[] = []): string[] {
  if (typeof value === "string" && value.startsWith(PRODUCT_FOLDER)) found.push(value);
  else if (Array.isArray(value)) value.forEach((item) => productPictures(item, found));
  else if (value && typeof value === "object") Object.values(value).forEach((item) => productPictures(item, found));
  return found;
}

describe("the product pictures", () => {
  it("are each shown on exactly one page, and only once there", () => {
    const shownOn = new Map<string, string[]>();
    for (const page of pages)
      for (const picture of productPictures(page.blocks)) shownOn.set(picture, [...(shownOn.get(picture) ?? []), page.route]);
    const files = readdirSync(join(root, "public", PRODUCT_FOLDER)).map((name) => `${PRODUCT_FOLDER}${name}`);
    expect(Object.fromEntries(files.map((file) => [file, shownOn.get(file)?.length ?? 0]))).toEqual(
      Object.fromEntries(files.map((file) => [file, 1])),
    );
  });

  it("stand beside every section's bullets on /precisionERP, with alt text, on alternating sides", () => {
    const page = content.pages.get("/precisionERP")!;
    const styles = ["src/styles/global.css", "src/blocks/bulletSection/bulletSection.css"];
    const screen = render(<Blocks blocks={page.blocks} />, { site: content.site, styles, width: 1440 });
    const bulletSections = page.blocks.flatMap((block) => (block.type === "bulletSection" ? [block.id] : []));
    expect(bulletSections).toEqual(["AssetManagement", "ErpSolution", "UnifiedSystems", "AdditionalModules"]);
    const sections = screen.getAllByRole("region").filter((region) => bulletSections.includes(region.id));
    expect(sections).toHaveLength(bulletSections.length);
    const sides = sections.map((section) => {
      const [picture, ...others] = within(section).getAllByRole("img");
      expect(others, `${section.id} shows one picture`).toEqual([]);
      expect(picture!.getAttribute("src")!.startsWith(PRODUCT_FOLDER), `${section.id} shows a product picture`).toBe(true);
      expect(picture!.getAttribute("alt")!.length, `${section.id}'s picture says what it shows`).toBeGreaterThan(40);
      return shownBefore(picture!, within(section).getAllByRole("list")[0]!) ? "left" : "right";
    });
    expect(sides).toEqual(["right", "left", "right", "left"]);
  });
});
