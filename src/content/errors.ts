import { visibleControls } from "./text-checks.ts";

/**
 * The catalogue of content errors: every problem a page author can cause has one stable code here.
 * Codes never change meaning once published; the README lists them with an example each.
 */
export const ERROR_CATALOGUE = {
  E_YAML_SYNTAX: { title: "YAML syntax error", hint: "Check indentation (spaces only), colons after keys and matching quotes." },
  E_DUPLICATE_KEY: { title: "Duplicate key", hint: "A key may appear once per mapping: delete or rename one of them." },
  E_EMPTY_FILE: { title: "Empty or missing file", hint: "A page file needs at least `title`, `description` and `blocks`." },
  E_UNKNOWN_BLOCK: { title: "Unknown block type", hint: "Use one of the block types listed in docs/blocks.md." },
  E_MISSING_FIELD: { title: "Missing required field", hint: "Add the field with a value of the expected type." },
  E_UNKNOWN_FIELD: { title: "Unknown field", hint: "Remove the field or fix its spelling." },
  E_WRONG_TYPE: { title: "Wrong type", hint: "Change the value to the expected type." },
  E_BAD_VALUE: { title: "Value not allowed", hint: "Use one of the allowed values." },
  E_BAD_URL: {
    title: "Link not allowed",
    hint: "Links must be a site path (/partners), an anchor (#events), or start with http://, https://, mailto: or tel:.",
    message: (p: { value: string; why: string; noun?: string }) => `The ${p.noun ?? "link"} ${quoteValue(p.value)} ${p.why}.`,
  },
  E_BAD_FORMAT: { title: "Value has the wrong format", hint: "Change the value to match the expected format." },
  E_BAD_MARKUP: { title: "Incomplete text markup", hint: "Write links as [label](/route) and bold text as **text**, with nothing missing." },
  E_TOO_FEW: { title: "Too few items, or too short", hint: "Add items (or text) until the minimum is reached." },
  E_TOO_MANY: { title: "Too many items, or too long", hint: "Remove items (or shorten the text, or lower the number) until the maximum is respected." },
  E_BROKEN_LINK: { title: "Link to a page that does not exist", hint: "Point the link at an existing route, or add the page." },
  E_BROKEN_ANCHOR: { title: "Link to a section that does not exist", hint: "Use an `id` that a block on the target page has." },
  E_MISSING_ASSET: { title: "File not found in public/", hint: "Add the file under public/ or fix the path." },
  E_DUPLICATE_ROUTE: { title: "Two pages publish the same route", hint: "Rename one file or remove the clashing alias or redirect." },
  E_DUPLICATE_ANCHOR: { title: "Duplicate id", hint: "Give each block (or menu item) a unique `id`." },
  E_PLAN_ROW_LENGTH: { title: "Plan-table row has the wrong number of cells", hint: "Give every row exactly one cell per tier." },
  E_EVENT_DATE_YEAR: { title: "Event date without a year", hint: "Write the dates with a four-digit year, e.g. `Oct 21-24, 2025`." },
  E_UNKNOWN_REFERENCE: { title: "Reference to a setting that does not exist", hint: "Use a key defined in pages/_site.yaml." },
  E_YAML_TAB: {
    title: "Tab used for indentation",
    hint: "Replace the tab with spaces (two for each level), so the line lines up with its neighbours.",
    message: () => "This line is indented with a tab. Page files are indented with spaces only.",
  },
  E_YAML_INDENT: {
    title: "List item indented wrongly",
    hint: "Line the item's - up under the - of the other items; the lines that belong to the item move with it.",
    message: (p: { indent: number; siblings: number; list: string; following: number }) => {
      const moves = `${Math.abs(p.indent - p.siblings)} ${Math.abs(p.indent - p.siblings) === 1 ? "space" : "spaces"} ${p.indent > p.siblings ? "left" : "right"}`;
      const rest = p.following ? `, with the ${p.following} ${p.following === 1 ? "line" : "lines"} below it that belong to it` : "";
      return `This line is indented ${p.indent} ${p.indent === 1 ? "space" : "spaces"}, its siblings${p.list ? ` in \`${p.list}\`` : ""} ${p.siblings}: indent it to column ${p.siblings + 1} (move it ${moves}${rest}).`;
    },
  },
  E_YAML_NO_DASH: {
    title: "List item without its dash",
    hint: "Write - and a space before the item's first key, with the - in line with the other items' dashes.",
    message: (p: { list: string; key: string; dashColumn: number }) => {
      const item = p.list === "blocks" ? "block" : "item";
      return `A ${item} in \`${p.list || "this list"}\` starts with \`- \`. This line (\`${p.key}:\`) has none, so it is read as part of the ${item} above: write \`- ${p.key}:\` with the - at column ${p.dashColumn}.`;
    },
  },
  E_YAML_NO_SPACE: {
    title: "No space after a colon",
    hint: "Put a space after the colon that ends the key.",
    message: (p: { key: string }) => `\`${p.key}:\` has no space after its colon, so the line is read as one piece of text instead of a key and its value: write \`${p.key}: \` followed by the value.`,
  },
  E_YAML_STRAY: {
    title: "Stray character",
    hint: "Delete the character (it may have been typed by accident).",
    message: (p: { char: string }) => `\`${p.char}\` does not belong here: it is not part of any key or value, so the page cannot be read from this line on.`,
  },
  E_TEXT_CUT_BY_COMMENT: {
    title: "Text cut short by #",
    hint: "Put the whole value in quotes, as shown; a # inside quotes is ordinary text.",
    message: (p: { published: string; quoted: string }) =>
      `In a value without quotes, " #" starts a comment, so this text would be published as ${JSON.stringify(p.published)} and the rest dropped. Write it in quotes: ${p.quoted}`,
  },
  E_CONTROL_CHAR: {
    title: "Control character in the file",
    hint: "Delete the character: retype the text around it, or paste it again as plain text. Save the file as UTF-8.",
    message: (p: { what: string }) => `This file holds ${p.what}, which is never text and would end up in the published page.`,
  },
  E_HTML_IN_TEXT: {
    title: "HTML tag in text",
    hint: "Text is shown exactly as typed; its only markup is **bold** and [label](/route).",
    message: (p: { tag: string; instead: string }) => `\`${p.tag}\` is HTML, which the site would show as typed, angle brackets and all: ${p.instead}.`,
  },
  E_CURLY_QUOTES: {
    title: "Text wrapped in curly quotes",
    hint: "Remove the curly quotes (a word processor may have added them); write straight quotes \"...\" if you meant to quote the value.",
    message: (p: { value: string }) => `This value is wrapped in curly quotes, which would be published with it: ${p.value}`,
  },
  E_LINKED_FILE: {
    title: "Linked file or folder",
    hint: "Copy the real file into the project instead of linking to it.",
    message: (p: { file: string; folder: string }) => `${p.file} is a symbolic link, which may lead anywhere on the disk, so it was not read. Files in ${p.folder} must be real files inside it.`,
  },
  E_BAD_ROUTE_NAME: {
    title: "File name that cannot be an address",
    hint: "Rename the file (and any link to its route).",
    message: (p: { file: string; suggestion: string; why: string }) => `${p.file} cannot be published: ${p.why}. Rename it, for example to ${p.suggestion}.`,
  },
  E_RESERVED_ROUTE: {
    title: "Route the site already uses",
    hint: "Choose another name for the page file.",
    message: (p: { route: string; owner: string }) => `The route ${p.route} is taken by ${p.owner}, so a page there would overwrite it or be overwritten.`,
  },
  E_ROUTE_CASE_CLASH: {
    title: "Two routes that differ only in case",
    hint: "Rename or merge one of the two files: macOS and Windows treat the two names as one.",
    message: (p: { route: string; other: string; otherFile: string }) => `The route ${p.route} differs from ${p.other} (${p.otherFile}) only in upper and lower case, so on many computers and hosts they are one file.`,
  },
  E_PAGE_HEADING: {
    title: "Page without exactly one page heading",
    hint: "Keep one block that gives the page its heading, as the first block of the page.",
    message: (p: { found: string; blocks: string }) =>
      p.found === "none"
        ? `This page has no page heading (h1), which every page needs for visitors, screen readers and search engines. Add a ${p.blocks} block at the top.`
        : `This block gives the page a second page heading (h1); the page already has one from ${p.found}. A page has exactly one: ${p.blocks}.`,
  },
  E_RESERVED_KEY: {
    title: "Setting name that is taken",
    hint: "Rename the key (and every page that uses it), e.g. with a word that says what the form, video or text is for.",
    message: (p: { key: string; why: string }) => `"${p.key}" ${p.why}.`,
  },
  E_UNKNOWN_PLACEHOLDER: {
    title: "Unknown placeholder",
    hint: "Placeholders are {brand}, {phone}, {email} and the names under variables: in pages/_site.yaml; write {{ and }} for braces that are just braces.",
    message: (p: { name: string }) => `{${p.name}} is not a placeholder the site knows, so it cannot be filled in.`,
  },
  E_VIDEO_HOST: {
    title: "Video the site cannot play",
    hint: "Use a YouTube or Vimeo watch address, or add the player's origin to contentSecurity.videoPlayers in pages/_site.yaml.",
    message: (p: { value: string; player?: string; players: string }) =>
      p.player
        ? `The video ${quoteValue(p.value)} plays in ${p.player}, which is not among the players the site allows (${p.players}), so visitors' browsers would block it.`
        : `The video ${quoteValue(p.value)} is not a YouTube or Vimeo address, so the event popup cannot play it (allowed players: ${p.players}).`,
  },
  E_YAML_NEEDS_QUOTES: {
    title: "Text that needs quotes",
    hint: "Put the whole value in quotes, as shown.",
    message: (p: { char: string; quoted: string; reason: "start" | "colon" }) =>
      p.reason === "colon"
        ? `This text contains \`: \`, which marks a key, so it cannot be read as text. Put the whole value in quotes: ${p.quoted}`
        : `This text starts with ${p.char === "`" ? "a backquote (`)" : `\`${p.char}\``}, which YAML reads as ${SPECIAL_START[p.char] ?? "a special character"}, not as text. Put the whole value in quotes: ${p.quoted}`,
  },
} as const satisfies Record<string, CatalogueEntry>;

/** What a value starting with each special character means to YAML, for {@link ERROR_CATALOGUE}'s E_YAML_NEEDS_QUOTES. */
const SPECIAL_START: Record<string, string> = {
  "[": "the start of a list",
  "{": "the start of a mapping",
  "*": "a reference to another value (an alias)",
  "&": "a name for the value (an anchor)",
  "!": "a type tag (and drops it from the text)",
  "|": "the start of a multi-line block of text",
  ">": "the start of a multi-line block of text",
  "%": "a directive",
  "@": "a reserved character",
  "`": "a reserved character",
};

/** One entry of the catalogue: a title, a hint, and for codes whose wording the catalogue builds, a message template. */
interface CatalogueEntry {
  title: string;
  hint: string;
  message?: (params: never) => string;
}

/** The parameters the message template of `code` takes (never for codes without a template). */
export type MessageParams<C extends ErrorCode> = (typeof ERROR_CATALOGUE)[C] extends { message: (p: infer P) => string } ? P : never;

/**
 * The message and hint of a catalogue code with a message template, filled in with `params`.
 * Throws when `code` has no template (a developer error).
 */
export function explain<C extends ErrorCode>(code: C, params: MessageParams<C>): { message: string; hint: string } {
  const entry = ERROR_CATALOGUE[code] as CatalogueEntry;
  if (!entry.message) throw new Error(`${code} has no message template in the error catalogue`);
  return { message: (entry.message as (p: MessageParams<C>) => string)(params), hint: entry.hint };
}

/** A stable error code from {@link ERROR_CATALOGUE}. */
export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** Every code of the catalogue, in catalogue order. */
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

/** Whether `code` is a code of the catalogue. */
export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_CATALOGUE, code);
}

/**
 * One problem in one content file, located at the exact YAML node.
 * `line` and `col` are 1-based; `path` is the readable YAML path (`blocks[3] (hero) > slides[1] > srcMobile`),
 * empty for the document root.
 */
export interface ContentError {
  code: ErrorCode;
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
  /** "warning" for a likely slip that does not stop the build (the page is published as written); absent for errors. */
  severity?: "warning";
}

/** The codes reported as warnings: the page still builds, but probably not as the author meant. */
export const WARNING_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>(["E_CURLY_QUOTES"]);

/** Whether `e` stops validation and the build (every error that is not a warning does). */
export function isBlocking(e: ContentError): boolean {
  return e.severity !== "warning";
}

/**
 * Thrown by the content loader when any file has errors; carries every error of every file. Its
 * `stack` is only its message (the formatted, located errors): wherever it is logged, a content
 * error never shows a stack trace, which would say nothing to an author and hide the message.
 */
export class ContentValidationError extends Error {
  /** All errors, sorted by file, line and column (not enumerable, so logging the error prints only its message). */
  declare readonly errors: ContentError[];
  constructor(errors: ContentError[]) {
    super(formatErrors(errors, { color: false }));
    this.name = "ContentValidationError";
    Object.defineProperty(this, "errors", { value: errors, enumerable: false });
    this.stack = `${this.name}: ${this.message}`;
  }
}

/**
 * Builds a code frame: up to two lines before `line`, the line itself marked with `>`, a caret
 * under `col`, and one line after. `line`/`col` are 1-based. Returns "" for empty text.
 */
export function codeFrame(text: string, line: number, col: number): string {
  if (!text) return "";
  const lines = text.split(/\r?\n/);
  const first = Math.max(1, line - 2);
  const last = Math.min(lines.length, line + 1);
  const width = String(last).length;
  // Long lines are shown as a window around the column, so a frame never floods the terminal.
  const start = col - 1 < FRAME_WIDTH - 20 ? 0 : col - 1 - FRAME_WIDTH / 2;
  const clip = (s: string) => (s.length <= FRAME_WIDTH && start === 0 ? s : `${start > 0 ? "…" : ""}${s.slice(start, start + FRAME_WIDTH)}${s.length > start + FRAME_WIDTH ? "…" : ""}`);
  const caret = col - 1 - start + (start > 0 ? 1 : 0);
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const marker = n === line ? ">" : " ";
    out.push(`${marker} ${String(n).padStart(width)} | ${visibleControls(clip(lines[n - 1] ?? ""))}`.trimEnd());
    if (n === line) out.push(`  ${" ".repeat(width)} | ${" ".repeat(Math.max(0, caret))}^`);
  }
  return out.join("\n");
}

/** Characters of a source line a code frame shows at most. */
const FRAME_WIDTH = 160;

/** Longest part of an author's value a message quotes, in characters. */
export const QUOTE_LIMIT = 200;

/** `text` with every run of more than {@link QUOTE_LIMIT} characters without a space (an echoed link, path or id) cut to that length with `...`. */
function clipRuns(text: string): string {
  return text.replace(new RegExp(`\\S{${QUOTE_LIMIT + 1},}`, "g"), (run) => `${run.slice(0, QUOTE_LIMIT - 3)}...`);
}

/** `value` cut to {@link QUOTE_LIMIT} characters (with `...`) and JSON-quoted, for a message that names it. */
export function quoteValue(value: string): string {
  return JSON.stringify(value.length > QUOTE_LIMIT ? `${value.slice(0, QUOTE_LIMIT - 3)}...` : value);
}

/** Compares errors by file, then line, then column, then code: the order they are printed in. */
export function compareErrors(a: ContentError, b: ContentError): number {
  return a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col || a.code.localeCompare(b.code);
}

/**
 * Formats errors for a terminal, grouped by file, each starting with `file:LINE:COL` so terminals
 * and editors make it clickable, then the readable path, the message, a hint (the error's own, else
 * the catalogue's), the code frame, and last a summary line. `color` adds ANSI colours.
 */
export function formatErrors(errors: ContentError[], opts: { color: boolean }): string {
  const paint = (code: number, s: string) => (opts.color ? `\u001b[${code}m${visibleControls(s)}\u001b[0m` : visibleControls(s));
  const sorted = [...errors].sort(compareErrors);
  const files = [...new Set(sorted.map((e) => e.file))];
  const out: string[] = [];
  for (const file of files) {
    const inFile = sorted.filter((e) => e.file === file);
    out.push(paint(1, `${file}`) + paint(2, ` (${count(inFile)})`));
    for (const e of inFile) {
      out.push("");
      const warning = e.severity === "warning";
      out.push(`  ${paint(36, `${e.file}:${e.line}:${e.col}`)} ${paint(warning ? 33 : 31, e.code)} ${warning ? `${paint(33, "warning:")} ` : ""}${ERROR_CATALOGUE[e.code].title}`);
      if (e.path) out.push(`  at ${paint(1, clipRuns(e.path))}`);
      out.push(`  ${visibleControls(clipRuns(e.message))}`);
      out.push(`  ${paint(33, `hint: ${clipRuns(e.hint ?? ERROR_CATALOGUE[e.code].hint)}`)}`);
      if (e.frame) out.push("", ...e.frame.split("\n").map((l) => `    ${l}`));
    }
    out.push("");
  }
  const blocking = errors.some(isBlocking);
  out.push(paint(blocking ? 31 : 33, `${blocking ? "✖" : "⚠"} ${count(errors)} in ${files.length} ${files.length === 1 ? "file" : "files"}`));
  return out.join("\n");
}

/** "2 errors", "1 warning" or "2 errors and 1 warning". */
function count(errors: ContentError[]): string {
  const e = errors.filter(isBlocking).length;
  const w = errors.length - e;
  const parts = [e || !w ? `${e} ${e === 1 ? "error" : "errors"}` : "", w ? `${w} ${w === 1 ? "warning" : "warnings"}` : ""].filter(Boolean);
  return parts.join(" and ");
}

/**
 * Edit distance between two strings, case-insensitive: insertions, deletions, substitutions and
 * swaps of two neighbouring letters each count 1 (optimal string alignment), so "titel" is 1 from "title".
 */
export function editDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  const d: number[][] = Array.from({ length: s.length + 1 }, (_, i) => Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[s.length]![t.length]!;
}

/**
 * Returns the candidate closest to `value` when it is a plausible typo (edit distance at most a third
 * of the longer word, minimum 1, or a case-only difference); otherwise undefined.
 */
export function closest(value: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const d = editDistance(value, c);
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  if (best === undefined) return undefined;
  const limit = Math.max(1, Math.floor(Math.max(value.length, best.length) / 3));
  return bestDistance <= limit ? best : undefined;
}
