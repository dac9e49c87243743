import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Blocks } from "../blocks/Blocks.tsx";
import { contentLocationFromEnv, loadContentOrThrow } from "../content/load.ts";
import { testSite } from "../../tests/support/render.tsx";
import type { Block } from "./model.ts";
import { shownBlocks, withMenuOfShownSections } from "./sections.ts";
import { SiteProvider } from "./site-context.tsx";

/**
 * The Resources page's Videos section, built with and without the video API key, through the build's
 * own functions: the content as `npm run build` loads it (VIDEO_API_KEY from the environment), and
 * the page's blocks rendered as the prerender renders them.
 */
describe("a section with nothing to show is not built (docs/product.md, Resources: Videos)", () => {
  const built = (env: NodeJS.ProcessEnv) => {
    const content = loadContentOrThrow(contentLocationFromEnv(process.cwd(), env));
    const resources = content.pages.get("/resources")!;
    const html = renderToStaticMarkup(
      <SiteProvider site={content.site}>
        <Blocks blocks={resources.blocks} />
      </SiteProvider>,
    );
    const menuLinks = content.site.menu.flatMap((item) => [item.link, ...(item.children ?? []).map((child) => child.link)]);
    return { html, menuLinks };
  };

  it("without VIDEO_API_KEY: no Videos section, no 'Videos' tile in 'Jump to a section', no Resources › Videos menu item", () => {
    const { html, menuLinks } = built({});
    expect(html).toContain('id="events"');
    expect(html).not.toContain('id="videos"');
    expect(html).not.toMatch(/<h2[^>]*>Videos<\/h2>/);
    expect(html).toContain('href="#events"');
    expect(html).not.toContain('href="#videos"');
    expect(html).not.toContain('data-island="videoList"');
    expect(menuLinks).toContain("/resources#events");
    expect(menuLinks).not.toContain("/resources#videos");
  });

  it("with VIDEO_API_KEY: the section, its tile and its menu item are all there", () => {
    const { html, menuLinks } = built({ VIDEO_API_KEY: "test" });
    expect(html).toContain('id="videos"');
    expect(html).toMatch(/<h2[^>]*>Videos<\/h2>/);
    expect(html).toContain('href="#videos"');
    expect(menuLinks).toContain("/resources#videos");
  });
});

describe("shownBlocks and withMenuOfShownSections", () => {
  const noKey = { videoChannel: { ...testSite.videoChannel, apiKey: "" } };
  const withKey = { videoChannel: { ...testSite.videoChannel, apiKey: "k" } };
  const videos: Block = { type: "videoList", id: "clips", heading: "Clips" };
  const tiles: Block = { type: "iconLinks", links: [{ label: "Clips", href: "#clips", icon: "/i.svg" }] };
  const text: Block = { type: "richText", heading: "Hello", body: ["Hi."] };

  it("leaves the blocks as they are when every section has something to show", () => {
    const blocks = [text, tiles, videos];
    expect(shownBlocks(blocks, withKey)).toBe(blocks);
  });

  it("drops an icon-link block whose only link pointed at a hidden section", () => {
    expect(shownBlocks([text, tiles, videos], noKey)).toEqual([text]);
  });

  it("drops menu items and sub-items that link to a hidden section, and nothing else", () => {
    const menu = [
      { id: "media", title: "Media", link: "/media#clips" },
      {
        id: "more",
        title: "More",
        link: "/media",
        children: [
          { id: "a", title: "Clips", link: "/media#clips" },
          { id: "b", title: "Text", link: "/media#text" },
        ],
      },
    ];
    const pages = new Map([["/media", { blocks: [videos] }]]);
    expect(withMenuOfShownSections({ ...noKey, menu }, pages).menu).toEqual([
      { id: "more", title: "More", link: "/media", children: [{ id: "b", title: "Text", link: "/media#text" }] },
    ]);
    const kept = { ...withKey, menu };
    expect(withMenuOfShownSections(kept, pages)).toBe(kept);
  });
});
