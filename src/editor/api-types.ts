/**
 * The page editor's HTTP API, shared by its local server (src/editor/server/) and its browser app
 * (src/editor/app/). Every request body and response body is JSON, except uploads (raw bytes).
 * Files are named by their path relative to the project root with `/`, e.g. `pages/home.yaml`.
 * A refused or failed request answers with a 4xx/5xx status and an {@link ApiProblem} body.
 */
import type { ContentError } from "../content/errors.ts";
import type { Block, PageData, SiteData } from "../shared/model.ts";

/** Any refusal or failure: one plain sentence for the author, and the located content errors when there are some. */
export interface ApiProblem {
  message: string;
  errors?: ContentError[];
}

/** One page in the pages list. `file` is `pages/<route>.yaml` (or `pages/_site.yaml`, `pages/_404.yaml`). */
export interface PageSummary {
  file: string;
  /** `/home`; `/404` for the not-found page; `null` for the site settings. */
  route: string | null;
  /** The page's `title`, or the file name when it has none (a broken file). */
  title: string;
  /** Errors (not warnings) the file has on disk right now. */
  errorCount: number;
}

/** One block type of the catalogue: its schema's description and first example, with its title in words. */
export interface CatalogueEntry {
  type: string;
  title: string;
  description: string;
  example: Record<string, unknown>;
  /** The example ready to render (image sizes filled in, as devBlocksPage gives it), for the preview. */
  rendered: Block;
}

/** A lead form or video of `_site.yaml` as the editor shows it: its label, and the pages naming it (title and route). */
export interface KeyUse {
  label: string;
  pages: { title: string; route: string }[];
}

/** `GET /api/state`: everything the editor lists, as it is on disk. */
export interface EditorState {
  pages: PageSummary[];
  /** Every published path (pages and their aliases) with the section ids its page has, for link fields. */
  routes: { route: string; title: string; ids: string[] }[];
  /** The redirects of `_site.yaml` (addresses that send visitors to another), for the new-page dialog. */
  redirects?: { from: string; to: string }[];
  /**
   * Keys of `_site.yaml` a block may name: lead forms (of the current environment) and videos; in
   * `about`, each key's label (its name for authors) and the pages naming it.
   */
  keys: { leadForms: string[]; videos: string[]; about?: { leadForms: Record<string, KeyUse>; videos: Record<string, KeyUse> } };
  /** Every error and warning of the project on disk. */
  errors: ContentError[];
  /** Whether the project is a Git repository, and whether it has a remote to push to. */
  git: {
    repository: boolean;
    remote: string | null;
    /** The changed files under pages/ and public/ a publish commits, relative to the project root. */
    changedFiles: string[];
    /** Changed files a publish leaves out, with the reason: what the editor would not write itself (a symbolic link, an SVG...). */
    leftOut: { file: string; reason: string }[];
    /** New uploads among `changedFiles` that no page or the site settings use: a publish removes them unless the author keeps them. */
    unusedUploads: string[];
  };
}

/** `GET /api/schema`: the page and site schemas bundled for the form library, and the block catalogue. */
export interface EditorSchemas {
  page: Record<string, unknown>;
  site: Record<string, unknown>;
  catalogue: CatalogueEntry[];
}

/** `GET /api/file?file=pages/home.yaml`: a file's text on disk and its version (sha-256 hex of the text). */
export interface FileVersion {
  file: string;
  text: string;
  hash: string;
}

/** `POST /api/check`: validates the whole project with `text` in place of `file` (nothing is written). */
export interface CheckRequest {
  file: string;
  text: string;
}

/**
 * The answer to a check: every error and warning of the project with the draft in place (those of the
 * draft's own file first), how long validation took (ms), and the model the preview renders, when the
 * draft has no blocking error (`page` is null for `_site.yaml` and for a draft with errors).
 */
export interface CheckResponse {
  errors: ContentError[];
  /** The errors of other files that this draft causes (they are not there on disk), e.g. a link to a section id it removes; saving is refused while there are blocking ones. */
  elsewhere: ContentError[];
  page: PageData | null;
  site: SiteData | null;
  ms: number;
}

/** `POST /api/save`: writes `text` to `file` when the file on disk is still at `baseHash` (or `force`), and the draft has no error. */
export interface SaveRequest {
  file: string;
  text: string;
  /** The hash of the version the draft started from; `null` for a file that did not exist. */
  baseHash: string | null;
  /** Overwrite even though the file changed on disk (the author chose to after seeing the difference). */
  force?: boolean;
}

/** 200: saved, with the new version's hash. */
export interface SaveResponse {
  hash: string;
  /**
   * The text saved, when it is not the draft's: the team editor combined the draft with changes to
   * other fields of the page made since it was opened (a colleague's, or the published site's). The
   * editor then shows this text.
   */
  text?: string;
}

/** 409 to a save: the file changed on disk since the draft started; what is on disk now. */
export interface SaveConflict extends ApiProblem {
  disk: FileVersion | null;
}

/** A picture or PDF under public/, for the image picker. `path` is the site path, e.g. `/images/team/a.png`. */
export interface AssetEntry {
  path: string;
  bytes: number;
  width?: number;
  height?: number;
}

/**
 * `POST /api/upload?name=<file name>&folder=<folder>`: the body is the file's bytes (a picture goes
 * under public/images/<folder>, a PDF under public/files). 201 with the stored asset and, when the
 * editor changed the file (scaled a large photo down, gave it the ending of what it holds), one
 * plain line for each change in `notes`.
 */
export interface UploadResponse extends AssetEntry {
  notes?: string[];
}

/** `POST /api/pages/new`: a page from the template, or a copy of `from` (a route). */
export interface NewPageRequest {
  route: string;
  from?: string;
  /** The route is a redirect of `_site.yaml` that the new page replaces: the redirect is removed, in the same step. */
  replaceRedirect?: boolean;
}

/** The new page, and for a copy, what it carried over that still points where the source pointed (plain sentences). */
export interface NewPageResponse {
  file: string;
  route: string;
  carried: string[];
}

/** One link that a rename would rewrite or a delete would break. */
export interface LinkUse {
  file: string;
  line: number;
  /** Where in the file, as the validator names it, e.g. `blocks[2] (hero) > actions[0] > href`. */
  path: string;
  href: string;
  /** What the link becomes (rename only). */
  after?: string;
  /** The link in words, as the author knows it: "the Logistics card on Verticals" (delete only). */
  words?: string;
  /** What removing the link does: "the card is removed", "the logo stays, without a link" (delete only). */
  effect?: string;
}

/** `POST /api/pages/plan-rename` and `/api/pages/rename`: move the page `from` to route `to`. */
export interface RenameRequest {
  from: string;
  to: string;
  /** Add a redirect from the old route to the new one in `_site.yaml`. */
  redirect: boolean;
}

/** What a rename changes (the plan) or changed: the moved file and every link rewritten. */
export interface RenameResponse {
  file: string;
  links: LinkUse[];
}

/**
 * `POST /api/pages/plan-delete` and `/api/pages/delete`: delete the page at `route`. When links lead
 * to it, at least one of `redirectTo` and `removeLinks` is needed: the server never leaves a link to nowhere.
 */
export interface DeleteRequest {
  route: string;
  /** A route the old one redirects to from now on (added to `_site.yaml`): links that stay lead there. */
  redirectTo?: string;
  /** Remove every link to the page (the card, the menu item, or only the link, as each `effect` says). */
  removeLinks?: boolean;
}

/** The links into the page, each in words with what removing it does, and the related page to send visitors to. */
export interface DeleteResponse {
  links: LinkUse[];
  /** The page above it, else a page with a similar title, else the home page (plan only; absent when the site has none). */
  related?: { route: string; title: string; reason: "parent" | "title" | "home" };
}

/** `POST /api/publish`: validate everything, commit the changed pages/ and public/ files, push when there is a remote. */
export interface PublishRequest {
  author: string;
  email?: string;
  /** Publish the new uploads no page uses too, instead of removing them. */
  keepUnused?: boolean;
}

/** What was published: the commit, its message, the files, and whether (and where) it was pushed. */
export interface PublishResponse {
  commit: string;
  message: string;
  files: string[];
  pushed: boolean;
  remote: string | null;
  /** Changed files left out of the commit, with the reason. */
  leftOut: { file: string; reason: string }[];
  /** New uploads no page used, removed from the project instead of published. */
  removed: string[];
}
