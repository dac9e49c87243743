import { use, type ComponentType } from "react";
import type { Block, BlockType } from "../shared/model.ts";
import type { EventsBrowserBlock as EventsBrowserBlockProps, HeroBlock as HeroBlockProps } from "../types/schema.generated.ts";
import { renderYear } from "../shared/build-year.ts";
import { BulletSection } from "./bulletSection/BulletSection.tsx";
import { CallToAction } from "./callToAction/CallToAction.tsx";
import { CardGrid } from "./cardGrid/CardGrid.tsx";
import { CaseStudy } from "./caseStudy/CaseStudy.tsx";
import { Comparison } from "./comparison/Comparison.tsx";
import { Faq } from "./faq/Faq.tsx";
import { Hero } from "./hero/Hero.tsx";
import { preloadHeroImage } from "./hero/preload.ts";
import { FirstScreenContext } from "../ui/Img.tsx";
import { useLcpClaim, usePictureSets } from "../ui/Picture.tsx";
import { IconLinks } from "./iconLinks/IconLinks.tsx";
import { JobList } from "./jobList/JobList.tsx";
import { LegalDocument } from "./legalDocument/LegalDocument.tsx";
import { LogoStrip } from "./logoStrip/LogoStrip.tsx";
import { LogoWall } from "./logoWall/LogoWall.tsx";
import { MediaText } from "./mediaText/MediaText.tsx";
import { PageHeader } from "./pageHeader/PageHeader.tsx";
import { PartnerBlock } from "./partnerBlock/PartnerBlock.tsx";
import { ProductTour } from "./productTour/ProductTour.tsx";
import { RichText } from "./richText/RichText.tsx";
import { Stats } from "./stats/Stats.tsx";
import { Team } from "./team/Team.tsx";
import { Values } from "./values/Values.tsx";
import { EventsBrowser } from "./eventsBrowser/EventsBrowser.tsx";
import { FactSheets } from "./factSheets/FactSheets.tsx";
import { Gallery } from "./gallery/Gallery.tsx";
import { LeadForm } from "./leadForm/LeadForm.tsx";
import { PlanTable } from "./planTable/PlanTable.tsx";
import { Testimonials } from "./testimonials/Testimonials.tsx";
import { VideoList } from "./videoList/VideoList.tsx";
import { Island } from "../islands/Island.tsx";
import { ISLANDS, isIslandName, type IslandName, type IslandProps } from "../islands/island-table.ts";

/**
 * A block type that is an island (src/islands/island-table.ts) as the component the registry maps it
 * to: prerendered with the page, then hydrated on its own, its code loaded only on pages that have it.
 * A block the island's `interactive` says needs no browser (a hero of one slide) renders as is.
 */
function islandBlock<N extends IslandName>(name: N, component: ComponentType<IslandProps<N>>): ComponentType<IslandProps<N>> {
  const { interactive } = ISLANDS[name] as { interactive?: (props: IslandProps<N>) => boolean };
  const Component = component as ComponentType<object>;
  const IslandBlock = (props: IslandProps<N>) =>
    interactive && !interactive(props) ? <Component {...(props as object)} /> : <Island name={name} component={component} props={props} />;
  IslandBlock.displayName = `Island(${name})`;
  return IslandBlock;
}

/** Every block type whose name is an island's, as that island ({@link islandBlock}); the others as they are. */
function withIslands(components: BlockRegistry): BlockRegistry {
  const entries = Object.entries(components).map(([type, component]) => [
    type,
    isIslandName(type) ? islandBlock(type, component as never) : component,
  ]);
  return Object.fromEntries(entries) as BlockRegistry;
}

/** For each block type, the component that renders it: its props are exactly that block's schema type. */
export type BlockRegistry = { [K in BlockType]: ComponentType<Extract<Block, { type: K }>> };

/** Each block type's component, as it renders wherever it is (the editor's preview, unit tests, inside an island). */
const components: BlockRegistry = {
  bulletSection: BulletSection,
  callToAction: CallToAction,
  cardGrid: CardGrid,
  caseStudy: CaseStudy,
  comparison: Comparison,
  eventsBrowser: EventsBrowser,
  factSheets: FactSheets,
  faq: Faq,
  gallery: Gallery,
  hero: Hero,
  iconLinks: IconLinks,
  jobList: JobList,
  leadForm: LeadForm,
  legalDocument: LegalDocument,
  logoStrip: LogoStrip,
  logoWall: LogoWall,
  mediaText: MediaText,
  pageHeader: PageHeader,
  partnerBlock: PartnerBlock,
  planTable: PlanTable,
  productTour: ProductTour,
  richText: RichText,
  stats: Stats,
  team: Team,
  testimonials: Testimonials,
  values: Values,
  videoList: VideoList,
};

const blocks = withIslands(components);
// The hero's island typed with the hero's own props (its placement too), which `blocks` widens to the block's.
const HeroIsland = islandBlock("hero", Hero);

/**
 * The hero block: its LCP image preloaded in the page's head, then the hero itself, an island when it
 * is a carousel. A hero out of the first screen (above an alias route's section) preloads nothing, and
 * its first slide loads lazily.
 */
function HeroBlock(props: HeroBlockProps) {
  const firstScreen = use(FirstScreenContext);
  // On the first screen the hero is the page's first block: its first slide is the LCP picture, whatever follows it.
  useLcpClaim(firstScreen);
  const sets = usePictureSets();
  if (firstScreen) preloadHeroImage(props, sets);
  return <HeroIsland {...props} offScreen={firstScreen ? undefined : true} />;
}

/**
 * The events browser, as of the year the page is rendered in (the build's, when prerendered): the
 * year goes with the island's props, so the browser hydrates the same year's events the page shows.
 */
function EventsBrowserBlock(props: EventsBrowserBlockProps) {
  return <EventsBrowserIsland {...props} asOfYear={renderYear()} />;
}
const EventsBrowserIsland = islandBlock("eventsBrowser", EventsBrowser);

/**
 * The one map from block `type` (as written in YAML and named by schema/blocks/<type>.schema.json)
 * to its React component. A block type named in the island table (src/islands/island-table.ts) is
 * that island. A unit test fails when its keys, the schema files and the types used in pages/ differ.
 */
export const registry: BlockRegistry = { ...blocks, hero: HeroBlock, eventsBrowser: EventsBrowserBlock };
