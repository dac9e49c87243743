/** Names in words for what the team editor shows authors and reviewers: a field of a page, a page file. */
import { routeForPageFile } from "../../content/discover.ts";
import { pathInWords, typeInWords } from "../app/page-model.ts";

/**
 * A field of a page in words, for `data` (the page's parsed data, to name a block by its type) and
 * `path`: `["blocks", 1, "slides", 0, "title"]` → "Block 2 (Hero) › Slides 1 › Title"; `["title"]` →
 * "Title"; `[]` → "The whole page".
 */
export function fieldLabel(data: unknown, path: readonly (string | number)[]): string {
  if (path.length === 0) return "The whole page";
  if (path[0] === "blocks" && typeof path[1] === "number") {
    const block = (data as { blocks?: { type?: unknown }[] } | null)?.blocks?.[path[1]];
    const type = typeof block?.type === "string" ? ` (${typeInWords(block.type)})` : "";
    const rest = pathInWords(path.slice(2));
    return `Block ${path[1] + 1}${type}${rest ? ` › ${rest}` : ""}`;
  }
  return pathInWords(path);
}

/** What an editable file is, in words: a page's route, "Site settings", "Not-found page", or a public file's site path. */
export function fileInWords(file: string): { route: string | null; name: string } {
  if (file === "pages/_site.yaml") return { route: null, name: "Site settings" };
  if (file === "pages/_404.yaml") return { route: "/404", name: "Not-found page" };
  if (file.startsWith("public/")) return { route: null, name: file.slice("public".length) };
  const route = file.startsWith("pages/") ? routeForPageFile(file.slice("pages/".length)) : null;
  return { route, name: route ?? file };
}
