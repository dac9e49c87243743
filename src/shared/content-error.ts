/**
 * One located content error or warning, as the build, `npm run validate`, the dev server and the page
 * editor report it. `Code` is the error catalogue's union of codes (src/content/errors.ts); code that
 * only shows errors (the editor's browser app) uses plain strings.
 */
export interface ContentError<Code extends string = string> {
  /** The catalogue's stable name, e.g. `E_UNKNOWN_KEY`. */
  code: Code;
  /** File relative to the project root, e.g. `pages/home.yaml`. */
  file: string;
  line: number;
  col: number;
  path: string;
  /** Plain-language sentence(s): what is wrong and what is expected. */
  message: string;
  /** Optional extra advice, e.g. `Did you mean "heading"?`. */
  hint?: string;
  /** Short code frame with a caret under the column; empty when the file has no text. */
  frame: string;
  /** For a missing field (E_MISSING_FIELD, reported on the group of fields that lacks it): the key of that field, e.g. `title`, so the editor shows the error on it. */
  missingField?: string;
  /** "warning" for a likely slip that does not stop the build (the page is published as written); absent for errors. */
  severity?: "warning";
}
