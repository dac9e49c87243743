import type { ComponentType } from "react";
import type { Block, BlockType } from "../content/model.ts";
import { BulletSection } from "./bulletSection/BulletSection.tsx";
import { CallToAction } from "./callToAction/CallToAction.tsx";
import { CardGrid } from "./cardGrid/CardGrid.tsx";
import { EventsBrowser } from "./eventsBrowser/EventsBrowser.tsx";
import { FactSheets } from "./factSheets/FactSheets.tsx";
import { Gallery } from "./gallery/Gallery.tsx";
import { Hero } from "./hero/Hero.tsx";
import { IconLinks } from "./iconLinks/IconLinks.tsx";
import { JobList } from "./jobList/JobList.tsx";
import { LeadForm } from "./leadForm/LeadForm.tsx";
import { LegalDocument } from "./legalDocument/LegalDocument.tsx";
import { MediaText } from "./mediaText/MediaText.tsx";
import { PageHeader } from "./pageHeader/PageHeader.tsx";
import { Partner } from "./partnerBlock/Partner.tsx";
import { PlanTable } from "./planTable/PlanTable.tsx";
import { RichText } from "./richText/RichText.tsx";
import { Team } from "./team/Team.tsx";
import { Testimonials } from "./testimonials/Testimonials.tsx";
import { Values } from "./values/Values.tsx";
import { VideoList } from "./videoList/VideoList.tsx";

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
  eventsBrowser: EventsBrowser,
  factSheets: FactSheets,
  gallery: Gallery,
  hero: Hero,
  iconLinks: IconLinks,
  jobList: JobList,
  leadForm: LeadForm,
  legalDocument: LegalDocument,
  mediaText: MediaText,
  pageHeader: PageHeader,
  partnerBlock: Partner,
  planTable: PlanTable,
  richText: RichText,
  team: Team,
  testimonials: Testimonials,
  values: Values,
  videoList: VideoList,
};
