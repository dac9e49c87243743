/**
 * The team editor's API (`npm run edit:team`) beside the page editor's own (api-types.ts): who is
 * signed in, change sets, conflicts to choose, review summaries, publishing and the live check. Shared
 * by the team server (src/editor/team/) and the browser app.
 */
import type { ContentError } from "../shared/content-error.ts";
import type { PageData, SiteData } from "../shared/model.ts";
import type { FieldChange } from "./merge.ts";

/** What a person may do: edit and ask for review, or also review and publish. */
export type Role = "editor" | "publisher";

/** `GET /api/me`: the signed-in person, their role, the publishers to ask, and the live site's address (null when not set). */
export interface Me {
  person: { email: string; name: string };
  role: Role;
  publishers: string[];
  siteUrl: string | null;
}

/** One change set: a Git branch `edit/<person>/<short title>` on the site's remote. */
export interface ChangeSet {
  /** The change set in addresses: its branch without `edit/`, with `~` for `/` (`pat~new-home-title`). */
  id: string;
  branch: string;
  title: string;
  /** Who started it. */
  owner: { email: string; name: string };
  /** Everyone who saved in it, by e-mail. */
  authors: string[];
  /** Who asked for review, and when (ISO 8601), or null while it is being edited. */
  review: { by: string; at: string } | null;
  /** The files it changes, relative to the repository root (pages/…, public/…), sorted. */
  files: string[];
  /** When it last changed (ISO 8601), and its head commit. */
  updatedAt: string;
  head: string;
}

/**
 * A field two people changed differently, in one file of a change set: `key` identifies it (a JSON
 * pointer, "" for a whole file), `page` and `label` name it in words ("/home", "Block 1 (Hero) ›
 * Slides 1 › Title"), and the values are as the change set began (`base`), in it (`ours`) and as
 * published (`theirs`); for a whole file, its texts (null: deleted).
 */
export interface FileConflict {
  file: string;
  key: string;
  path: (string | number)[];
  page: string;
  label: string;
  base: unknown;
  ours: unknown;
  theirs: unknown;
}

/** `POST /api/changes/<id>/open` and `POST …/resolve`: the change set, the fields still to choose, and its preview link. */
export interface ChangeSetState {
  changeSet: ChangeSet;
  conflicts: FileConflict[];
  previewUrl: string;
}

/** The choices that settle conflicts: by file, by conflict key, which side stays ("ours": the change set's). */
export type Choices = Record<string, Record<string, "ours" | "theirs">>;

/** One page (or the site settings) of a change set in its summary: what changed, field by field. */
export interface PageChanges {
  file: string;
  route: string | null;
  title: string;
  status: "changed" | "added" | "deleted";
  changes: FieldChange[];
}

/** `GET /api/changes/<id>/summary` (and each item of `GET /api/review`): what a reviewer reads. */
export interface ChangeSetSummary {
  changeSet: ChangeSet;
  pages: PageChanges[];
  /** Files of public/ it adds, changes or removes (pictures, PDFs), by site path. */
  files: { path: string; status: "added" | "changed" | "deleted" }[];
  /** The blocking errors of the site with the change (publishing is refused while there are any). */
  errors: ContentError[];
  /** Files of the change set the editor does not publish (a symbolic link, an SVG...), with the reason: publishing is refused while there are any. */
  leftOut: { file: string; reason: string }[];
  /** Site paths of the pictures and PDFs it adds that no page or the site settings use. */
  unusedUploads: string[];
  previewUrl: string;
}

/** `POST /api/changes/<id>/publish`: the commit now on the deployed branch, and how long publishing took (ms). */
export interface PublishedChange {
  commit: string;
  title: string;
  branch: string;
  ms: number;
}

/** A change set published from the editor, as `GET /api/published` lists it (newest first). */
export interface PublishedSet {
  /** The commit that published it on the deployed branch. */
  commit: string;
  title: string;
  /** Who published it, and when (ISO 8601). */
  publishedBy: { name: string; email: string };
  at: string;
  /** Everyone who saved in it, by e-mail. */
  authors: string[];
}

/** `GET /api/live?commit=…`: whether the live site serves that commit (or a later one); null when the editor cannot know (no SITE_URL). */
export interface LiveState {
  live: boolean | null;
  served: string | null;
  message?: string;
}

/** `GET /api/changes/<id>/render?route=…`: what the preview link shows for a route. */
export interface RenderedRoute {
  site: SiteData | null;
  page: PageData | null;
  /** The route to go to instead (a redirect of `_site.yaml`). */
  redirect?: string;
  /** The section id to scroll to (an alias route). */
  section?: string;
  notFound: boolean;
  /** The change set's title and id. */
  title: string;
  id: string;
}
