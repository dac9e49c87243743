import type { ComponentType } from "react";
import type { Block, BlockType } from "../shared/model.ts";
import { BulletSection } from "./bulletSection/BulletSection.tsx";
import { CallToAction } from "./callToAction/CallToAction.tsx";
import { CardGrid } from "./cardGrid/CardGrid.tsx";
import { Hero } from "./hero/Hero.tsx";
import { IconLinks } from "./iconLinks/IconLinks.tsx";
import { JobList } from "./jobList/JobList.tsx";
import { LegalDocument } from "./legalDocument/LegalDocument.tsx";
import { MediaText } from "./mediaText/MediaText.tsx";
import { PageHeader } from "./pageHeader/PageHeader.tsx";
import { Partner } from "./partnerBlock/Partner.tsx";
import { RichText } from "./richText/RichText.tsx";
import { Team } from "./team/Team.tsx";
import { Values } from "./values/Values.tsx";
import { lazyBlock } from "./lazy-block.tsx";
// Styles of the blocks whose code loads on demand stay in the page's stylesheet, so their prerendered
// HTML is styled before (and without) their JavaScript.
import "./eventsBrowser/eventsBrowser.css";
import "./factSheets/factSheets.css";
import "./gallery/gallery.css";
import "./leadForm/leadForm.css";
import "./planTable/planTable.css";
import "./testimonials/testimonials.css";
import "./videoList/videoList.css";

/**
 * Interactive blocks are split into their own chunks (spec: carousels, modals, the events browser
 * and the video list load only where used). The prerender loads them first, so their HTML is
 * complete and inline; in the browser each hydrates when its chunk arrives.
 */
const EventsBrowser = lazyBlock(() => import("./eventsBrowser/EventsBrowser.tsx").then((m) => m.EventsBrowser));
const FactSheets = lazyBlock(() => import("./factSheets/FactSheets.tsx").then((m) => m.FactSheets));
const Gallery = lazyBlock(() => import("./gallery/Gallery.tsx").then((m) => m.Gallery));
const LeadForm = lazyBlock(() => import("./leadForm/LeadForm.tsx").then((m) => m.LeadForm));
const PlanTable = lazyBlock(() => import("./planTable/PlanTable.tsx").then((m) => m.PlanTable));
const Testimonials = lazyBlock(() => import("./testimonials/Testimonials.tsx").then((m) => m.Testimonials));
const VideoList = lazyBlock(() => import("./videoList/VideoList.tsx").then((m) => m.VideoList));

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
