import type { Block, PageData, SiteData } from "./model.ts";

/** What decides, at build time, whether a section has anything to show: the video channel's API key. */
export type SectionSettings = Pick<SiteData, "videoChannel">;

/**
 * Whether `block` has anything to show in this build. The video list (docs/product.md, Resources:
 * "Videos: list from the company's video channel") shows only the channel's videos, fetched in the
 * browser with the channel's API key: a site built without a key (`videoChannel.apiKey` of
 * pages/_site.yaml empty and no VIDEO_API_KEY) would show a heading over nothing, so the section is
 * left out. Every other block is shown.
 */
function blockShown(block: Block, settings: SectionSettings): boolean {
  return block.type !== "videoList" || settings.videoChannel.apiKey !== "";
}

/** The ids of the blocks of `blocks` that are left out of this build (see {@link blockShown}). */
function hiddenSectionIds(blocks: readonly Block[], settings: SectionSettings): Set<string> {
  return new Set(blocks.flatMap((block) => (!blockShown(block, settings) && block.id ? [block.id] : [])));
}

/**
 * A page's blocks as this build shows them: without the blocks that have nothing to show
 * ({@link blockShown}), and without the icon links (the Resources page's "Jump to a section" tiles)
 * to those blocks' `#anchors` on the same page; an icon-link block left with no link goes too.
 * Returns `blocks` itself when nothing is left out.
 */
export function shownBlocks(blocks: readonly Block[], settings: SectionSettings): readonly Block[] {
  const hidden = hiddenSectionIds(blocks, settings);
  if (blocks.every((block) => blockShown(block, settings))) return blocks;
  const toHidden = (href: string) => href.startsWith("#") && hidden.has(href.slice(1));
  return blocks.flatMap((block): Block[] => {
    if (!blockShown(block, settings)) return [];
    if (block.type !== "iconLinks") return [block];
    const links = block.links.filter((link) => !toHidden(link.href));
    return links.length === 0 ? [] : [{ ...block, links }];
  });
}

/**
 * The site's menu as this build shows it: without the items and sub-items that link to a section
 * left out of its page (`/resources#videos` in a build without the video API key), so the menu never
 * points at a missing section. `pages` maps each route to its page. Returns `site` itself when
 * nothing is left out.
 */
export function withMenuOfShownSections<S extends SectionSettings & Pick<SiteData, "menu">>(
  site: S,
  pages: ReadonlyMap<string, Pick<PageData, "blocks">>,
): S {
  const hiddenByRoute = new Map([...pages].map(([route, page]) => [route, hiddenSectionIds(page.blocks, site)]));
  const hidden = (link: string) => {
    const [path = "", id] = link.split("#");
    return id !== undefined && hiddenByRoute.get(path)?.has(id) === true;
  };
  if (![...hiddenByRoute.values()].some((ids) => ids.size > 0)) return site;
  const menu = site.menu
    .filter((item) => !hidden(item.link ?? ""))
    .map((item) => (item.children ? { ...item, children: item.children.filter((child) => !hidden(child.link)) } : item));
  return { ...site, menu };
}
