import type { ComponentType } from "react";
import type { Block, BlockType } from "../shared/model.ts";
import type { HeroBlock } from "../types/schema.generated.ts";
import { BulletSection } from "./bulletSection/BulletSection.tsx";
import { CallToAction } from "./callToAction/CallToAction.tsx";
import { CardGrid } from "./cardGrid/CardGrid.tsx";
import { Hero } from "./hero/Hero.tsx";
import { preloadHeroImage } from "./hero/preload.ts";
import { useLcpClaim, usePictureSets } from "../ui/Picture.tsx";
import { IconLinks } from "./iconLinks/IconLinks.tsx";
import { JobList } from "./jobList/JobList.tsx";
import { LegalDocument } from "./legalDocument/LegalDocument.tsx";
import { LogoStrip } from "./logoStrip/LogoStrip.tsx";
import { MediaText } from "./mediaText/MediaText.tsx";
import { PageHeader } from "./pageHeader/PageHeader.tsx";
import { PartnerBlock } from "./partnerBlock/PartnerBlock.tsx";
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
import type { HydrateWhen, IslandName, IslandProps } from "../islands/loaders.ts";

/**
 * An interactive block type as an island (docs/product.md, Behaviours: carousels, dialogs, the events browser, the
 * video list, editable plan cells): prerendered with the page, then hydrated on its own `when`
 * (src/islands/loaders.ts), its code loaded only on pages that have it. `interactive` says whether one
 * block of the type needs the browser at all (a hero of one slide does not); by default every one does.
 */
function islandBlock<N extends IslandName & BlockType>(
  name: N,
  component: ComponentType<IslandProps<N>>,
  when: HydrateWhen,
  interactive?: (block: IslandProps<N>) => boolean,
): ComponentType<IslandProps<N>> {
  const Component = component as ComponentType<object>;
  const IslandBlock = (props: IslandProps<N>) => (interactive && !interactive(props) ? <Component {...(props as object)} /> : <Island name={name} component={component} props={props} when={when} />);
  IslandBlock.displayName = `Island(${name})`;
  return IslandBlock;
}

// Above the fold and turning on its own: hydrated at once. One slide is a picture, no carousel.
const HeroIsland = islandBlock("hero", Hero, "load", (hero) => hero.slides.length > 1);

/** The hero block: its LCP image preloaded in the page's head, then the hero itself, an island when it is a carousel. */
function HeroBlockView(props: HeroBlock) {
  // The hero is the page's first block: its first slide is the LCP picture, whatever follows it.
  useLcpClaim(true);
  preloadHeroImage(props, usePictureSets());
  return <HeroIsland {...props} />;
}

/** For each block type, the component that renders it: its props are exactly that block's schema type. */
export type BlockRegistry = { [K in BlockType]: ComponentType<Extract<Block, { type: K }>> };

/**
 * The one map from block `type` (as written in YAML and named by schema/blocks/<type>.schema.json)
 * to its React component. A unit test fails when its keys, the schema files and the types used in
 * pages/ differ.
 */
export const registry: BlockRegistry = {
  bulletSection: BulletSection,
  callToAction: CallToAction,
  cardGrid: CardGrid,
  eventsBrowser: islandBlock("eventsBrowser", EventsBrowser, "idle"),
  factSheets: islandBlock("factSheets", FactSheets, "idle"),
  gallery: islandBlock("gallery", Gallery, "idle"),
  hero: HeroBlockView,
  iconLinks: IconLinks,
  jobList: JobList,
  leadForm: LeadForm,
  legalDocument: LegalDocument,
  logoStrip: LogoStrip,
  mediaText: MediaText,
  pageHeader: PageHeader,
  partnerBlock: PartnerBlock,
  planTable: islandBlock("planTable", PlanTable, "idle"),
  richText: RichText,
  stats: Stats,
  team: Team,
  testimonials: islandBlock("testimonials", Testimonials, "idle"),
  values: Values,
  videoList: islandBlock("videoList", VideoList, "idle"),
};
