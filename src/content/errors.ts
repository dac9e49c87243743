import type { ContentError as SharedContentError } from "../shared/content-error.ts";
import type { PhoneProblem } from "./phone.ts";
import { visibleControls } from "./text-checks.ts";

/**
 * The catalogue of content errors: every problem a page author can cause has one stable code here,
 * with its title, its message template and its default hint. The catalogue owns the wording: every
 * error's message comes from its code's template ({@link explain}), never from where it is reported.
 * Codes never change meaning once published; docs/errors.md lists them with an example each.
 */
export const ERROR_CATALOGUE = {
  E_YAML_SYNTAX: {
    title: "YAML syntax error",
    hint: "Check indentation (spaces only), colons after keys and matching quotes.",
    message: (
      p:
        | { kind: "parser"; parserCode: string }
        | { kind: "unclosedQuote"; quote: string }
        | { kind: "unclosedBracket"; open: "[" | "{" }
        | { kind: "complexKey" }
        | { kind: "unreadable"; detail: string },
    ) => {
      switch (p.kind) {
        case "unclosedQuote":
          return `This quoted text has no closing ${p.quote}, so everything after it is read as part of the text.`;
        case "unclosedBracket":
          return `This ${p.open === "[" ? "list" : "mapping"} opened with ${p.open} is not closed with ${p.open === "[" ? "]" : "}"}.`;
        case "complexKey":
          return "This key is a list or a mapping; keys must be plain text.";
        case "unreadable":
          return `The file could not be read: ${p.detail}.`;
        case "parser":
          return Object.hasOwn(PARSER_ERRORS, p.parserCode)
            ? PARSER_ERRORS[p.parserCode]!
            : "This line could not be read as `key: value` or as a list item `- value`.";
      }
    },
  },
  E_DUPLICATE_KEY: {
    title: "Duplicate key",
    hint: "A key may appear once per mapping: delete or rename one of them.",
    message: (p: { key?: string; firstLine?: number }) =>
      `${p.key !== undefined ? `The key "${p.key}"` : "This key"} appears twice in the same mapping${p.firstLine !== undefined ? ` (first on line ${p.firstLine})` : ""}. Each key may appear only once.`,
  },
  E_EMPTY_FILE: {
    title: "Empty or missing file",
    hint: "A page file needs at least `title`, `description` and `blocks`.",
    message: (p: { kind: "empty" | "missingSite" | "missingNotFound" }) =>
      p.kind === "missingSite"
        ? "The site settings file is missing."
        : p.kind === "missingNotFound"
          ? "The not-found page file is missing."
          : "The file is empty: it has no content, only comments or blank lines.",
  },
  E_UNKNOWN_BLOCK: {
    title: "Unknown block type",
    hint: "Use one of the block types listed in docs/blocks.md.",
    message: (p: { type: string }) => `"${p.type}" is not a block type.`,
  },
  E_MISSING_FIELD: {
    title: "Missing required field",
    hint: "Add the field with a value of the expected type.",
    message: (
      p:
        | { kind: "blockType" }
        | { kind: "field"; field: string; label?: string; schema?: FieldSchema }
        | { kind: "oneOf"; fields: readonly string[] },
    ) => {
      if (p.kind === "blockType") return "This block has no block type: every block is of one of the block types.";
      if (p.kind === "oneOf") return `Needs one of the fields ${orList(p.fields.map((f) => `"${f}"`))}.`;
      const expected = p.schema ? describeExpected(p.schema) : "";
      return `The field "${p.label ?? p.field}" is required${expected ? ` (${expected})` : ""}: fill it in.`;
    },
  },
  E_UNKNOWN_FIELD: {
    title: "Unknown field",
    hint: "Remove the field or fix its spelling.",
    message: (p: { field: string }) => `Unknown field "${p.field}".`,
  },
  E_WRONG_TYPE: {
    title: "Wrong type",
    hint: "Change the value to the expected type.",
    message: (p: { type: string; value: unknown; blockType?: boolean }) =>
      `Expected ${p.blockType ? "the name of a block type" : article(p.type)}, got ${describeValue(p.value)}.`,
  },
  E_BAD_VALUE: {
    title: "Value not allowed",
    hint: "Use one of the allowed values.",
    message: (
      p:
        | { kind: "enum"; value: unknown; allowed: readonly unknown[] }
        | { kind: "const"; value: unknown; allowed: unknown }
        | { kind: "noShape" }
        | { kind: "rule"; keyword: string; detail?: string },
    ) => {
      switch (p.kind) {
        case "enum":
          return `${capital(describeValue(p.value))} is not allowed here. Allowed values: ${p.allowed.map((v) => JSON.stringify(v)).join(", ")}.`;
        case "const":
          return `Expected ${JSON.stringify(p.allowed)}, got ${describeValue(p.value)}.`;
        case "noShape":
          return "This value matches none of the allowed shapes.";
        case "rule":
          return `This value is not allowed here: it ${p.detail ?? `fails the "${p.keyword}" rule`}.`;
      }
    },
  },
  E_BAD_URL: {
    title: "Link not allowed",
    hint: "Links must be a site path (/partners), an anchor (#events), or start with http://, https://, mailto: or tel:.",
    message: (p: { value: string; problem: LinkProblem }) =>
      `The ${p.problem.kind === "dotSegments" ? "file path" : "link"} ${quoteValue(p.value)} ${LINK_PROBLEMS[p.problem.kind](p.problem as never)}.`,
  },
  E_BAD_FORMAT: {
    title: "Value has the wrong format",
    hint: "Change the value to match the expected format.",
    message: (
      p:
        | { kind: "schema"; value: unknown; custom?: string; format?: string; pattern?: string }
        | { kind: "variableName"; name: string }
        | { kind: "phone"; value: string; problem: PhoneProblem },
    ) => {
      if (p.kind === "phone") return `${quoteValue(p.value)} is not a phone number a phone can dial: ${PHONE_PROBLEMS[p.problem]}.`;
      if (p.kind === "variableName")
        return `The variable name "${p.name}" cannot be written as a placeholder: a name is letters, digits and _, starting with a letter.`;
      const expected = p.custom ?? (p.format !== undefined ? `Expected ${formatName(p.format)}.` : "It does not have the expected form.");
      return `${capital(describeValue(p.value))} is not valid here. ${expected}${p.pattern !== undefined ? ` (technical rule: ${p.pattern})` : ""}`;
    },
  },
  E_BAD_MARKUP: {
    title: "Incomplete text markup",
    hint: "Write links as [label](/route) and bold text as **text**, with nothing missing.",
    message: (p: { kind: "link" | "bold"; snippet: string }) =>
      p.kind === "link"
        ? `The link ${JSON.stringify(p.snippet)} is not complete, so it would be shown as typed.`
        : `The bold text starting at ${JSON.stringify(p.snippet)} has no closing **, so the stars would be shown as typed.`,
  },
  E_TOO_FEW: {
    title: "Too few items, or too short",
    hint: "Add items (or text) until the minimum is reached.",
    message: (p: { keyword: "minItems" | "minLength" | "minimum"; limit: number; value: unknown }) => {
      const what =
        p.keyword === "minItems"
          ? `at least ${p.limit} ${p.limit === 1 ? "item" : "items"}`
          : p.keyword === "minLength"
            ? p.limit === 1
              ? "some text (it is empty)"
              : `at least ${p.limit} characters (it has ${String(p.value).length})`
            : `a number of at least ${p.limit} (it is ${String(p.value)})`;
      return `Needs ${what}.`;
    },
  },
  E_TOO_MANY: {
    title: "Too many items, or too long",
    hint: "Remove items (or shorten the text, or lower the number) until the maximum is respected.",
    message: (p: { keyword: "maxItems" | "maxLength" | "maximum"; limit: number; value: unknown }) => {
      const what =
        p.keyword === "maxItems"
          ? `at most ${p.limit} items (it has ${Array.isArray(p.value) ? p.value.length : "more"})`
          : p.keyword === "maxLength"
            ? `at most ${p.limit} characters (it has ${String(p.value).length})`
            : `a number of at most ${p.limit} (it is ${String(p.value)})`;
      return `Allows ${what}.`;
    },
  },
  E_BROKEN_LINK: {
    title: "Link to a page that does not exist",
    hint: "Point the link at an existing route, or add the page.",
    message: (p: { route: string }) => `No page publishes the route ${p.route}.`,
  },
  E_BROKEN_ANCHOR: {
    title: "Link to a section that does not exist",
    hint: "Use the Id of a block on the target page.",
    message: (p: { id: string; route?: string }) =>
      p.route === undefined ? `No block on this page has the id "${p.id}".` : `The page ${p.route} has no block with the id "${p.id}".`,
  },
  E_MISSING_ASSET: {
    title: "File not found in public/",
    hint: "Add the file under public/ or fix the path.",
    message: (p: { file: string }) => `The file public${p.file} does not exist.`,
  },
  E_DUPLICATE_ROUTE: {
    title: "Two pages publish the same route",
    hint: "Rename one file or remove the clashing alias or redirect.",
    message: (p: {
      route: string;
      owner: { kind: "samePage" } | { kind: "page"; file: string } | { kind: "redirect" } | { kind: "invalidPage" };
      byRedirect?: boolean;
    }) => {
      const owner =
        p.owner.kind === "samePage"
          ? "this page"
          : p.owner.kind === "page"
            ? p.owner.file
            : p.owner.kind === "redirect"
              ? "a redirect in pages/_site.yaml"
              : "another page file (which has errors of its own)";
      return `The route ${p.route} is already published by ${owner}${p.byRedirect ? "; a redirect cannot share it" : ""}.`;
    },
  },
  E_DUPLICATE_ANCHOR: {
    title: "Duplicate id",
    hint: "Give each block (or menu item) an Id of its own.",
    message: (p: { id: string; line: number; path: string; menu?: boolean }) =>
      p.menu
        ? `The menu id "${p.id}" is already used (line ${p.line}, ${p.path}).`
        : `The id "${p.id}" is already used on this page (line ${p.line}, ${p.path}).`,
  },
  E_PLAN_ROW_LENGTH: {
    title: "Plan-table row has the wrong number of cells",
    hint: "Give every row exactly one cell per tier.",
    message: (p: { kind: "values" | "cells"; count: number; tiers: readonly string[] }) =>
      p.kind === "values"
        ? `This row has ${p.count} values but the table has ${p.tiers.length} tiers.`
        : `This row has ${p.count} cells but the table has ${p.tiers.length} tiers (${p.tiers.join(", ")}).`,
  },
  E_COMPARISON_ROW_LENGTH: {
    title: "Comparison row has the wrong number of answers",
    hint: "Give every point one answer per option, in the order of the options.",
    message: (p: { count: number; columns: readonly string[] }) =>
      `This point has ${p.count} ${p.count === 1 ? "answer" : "answers"} but the table compares ${p.columns.length} options (${p.columns.join(", ")}).`,
  },
  E_EVENT_DATE_YEAR: {
    title: "Event date without a year",
    hint: 'Write the dates with a four-digit year, e.g. "Oct 21-24, 2025".',
    message: (p: { dates: string }) => `"${p.dates}" has no four-digit year, so the event would never show under any year.`,
  },
  E_UNKNOWN_REFERENCE: {
    title: "Reference to a setting that does not exist",
    hint: "Use a key defined in pages/_site.yaml.",
    message: (p: { kind: "leadForm" | "video"; name: string }) =>
      p.kind === "leadForm"
        ? `There is no lead form "${p.name}" in pages/_site.yaml.`
        : `There is no video "${p.name}" in pages/_site.yaml (videos).`,
  },
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
    message: (p: { key: string }) =>
      `\`${p.key}:\` has no space after its colon, so the line is read as one piece of text instead of a key and its value: write \`${p.key}: \` followed by the value.`,
  },
  E_YAML_STRAY: {
    title: "Stray character",
    hint: "Delete the character (it may have been typed by accident).",
    message: (p: { char: string }) =>
      `\`${p.char}\` does not belong here: it is not part of any key or value, so the page cannot be read from this line on.`,
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
    message: (p: { what: string; escaped?: boolean }) =>
      p.escaped
        ? `This text holds ${p.what}, written as a code after a backslash (such as \\x1b or \\u202e), which is never text and would end up in the published page.`
        : `This file holds ${p.what}, which is never text and would end up in the published page.`,
  },
  E_HTML_IN_TEXT: {
    title: "HTML tag in text",
    hint: "Text is shown exactly as typed; its only markup is **bold** and [label](/route).",
    message: (p: { tag: string; instead: string }) =>
      `${JSON.stringify(p.tag)} is HTML, which the site would show as typed, angle brackets and all: ${p.instead}.`,
  },
  E_CURLY_QUOTES: {
    title: "Text wrapped in curly quotes",
    hint: 'Remove the curly quotes (a word processor may have added them); write straight quotes "..." if you meant to quote the value.',
    message: (p: { value: string }) => `This value is wrapped in curly quotes, which would be published with it: ${p.value}`,
  },
  E_LINKED_FILE: {
    title: "Linked file or folder",
    hint: "Copy the real file into the project instead of linking to it.",
    message: (p: { file: string; folder: string }) =>
      `${p.file} is a symbolic link, which may lead anywhere on the disk, so it was not read. Files in ${p.folder} must be real files inside it.`,
  },
  E_BAD_ROUTE_NAME: {
    title: "File name that cannot be an address",
    hint: "Rename the file (and any link to its route).",
    message: (p: { file: string; suggestion: string; reason: "extension" | "characters" }) =>
      `${p.file} cannot be published: ${p.reason === "extension" ? "page files end in .yaml" : "a page's file name (and its folders') becomes its address, which may only hold the letters A-Z and a-z, digits, - and _"}. Rename it, for example to ${p.suggestion}.`,
  },
  E_RESERVED_ROUTE: {
    title: "Route the site already uses",
    hint: "Choose another name for the page file.",
    message: (p: { route: string; owner: string }) =>
      `The route ${p.route} is taken by ${p.owner}, so a page there would overwrite it or be overwritten.`,
  },
  E_ROUTE_CASE_CLASH: {
    title: "Two routes that differ only in case",
    hint: "Rename or merge one of the two files: macOS and Windows treat the two names as one.",
    message: (p: { route: string; other: string; otherFile: string }) =>
      `The route ${p.route} differs from ${p.other} (${p.otherFile}) only in upper and lower case, so on many computers and hosts they are one file.`,
  },
  E_PAGE_HEADING: {
    title: "Page without exactly one page heading",
    hint: "Keep one block that gives the page its heading, as the first block of the page.",
    message: (p: { found: string; blocks: readonly string[] }) => {
      const blocks = orList(p.blocks.map((t) => `"${t}"`));
      return p.found === "none"
        ? `This page has no page heading (h1), which every page needs for visitors, screen readers and search engines. Add a ${blocks} block at the top.`
        : `This block gives the page a second page heading (h1); the page already has one from ${p.found}. A page has exactly one: ${blocks}.`;
    },
  },
  E_RESERVED_KEY: {
    title: "Setting name that is taken",
    hint: "Rename it (and every page that uses it), e.g. with a word that says what the form, video or text is for.",
    message: (p: { key: string; reason: "objectProperty" } | { key: string; reason: "placeholder"; setting: string }) =>
      p.reason === "placeholder"
        ? `"${p.key}" is one of the site's own placeholders, always filled from ${p.setting}, so a variable cannot take its name.`
        : `"${p.key}" names a property every JavaScript object already has, so it cannot name a lead form, video or variable.`,
  },
  E_UNKNOWN_PLACEHOLDER: {
    title: "Unknown placeholder",
    hint: "Placeholders are {brand}, {phone}, {email} and the names under Variables in the site settings (pages/_site.yaml); write {{ and }} for braces that are just braces.",
    message: (p: { name: string }) => `{${p.name}} is not a placeholder the site knows, so it cannot be filled in.`,
  },
  E_VIDEO_HOST: {
    title: "Video the site cannot play",
    hint: "Use a YouTube or Vimeo watch address, or add the player's origin to contentSecurity.videoPlayers in pages/_site.yaml.",
    message: (p: { value: string; player?: string; players: readonly string[] }) =>
      p.player
        ? `The video ${quoteValue(p.value)} plays in ${p.player}, which is not among the players the site allows (${p.players.join(", ")}), so visitors' browsers would block it.`
        : `The video ${quoteValue(p.value)} is not a YouTube or Vimeo address, so the event popup cannot play it (allowed players: ${p.players.join(", ")}).`,
  },
  E_TEMPLATE_TEXT: {
    title: "Example text left in a new page",
    hint: "Replace the example text with this page's own words.",
    message: (p: { value: string }) =>
      `${quoteValue(p.value)} is the example text a new page starts with, for you to replace: write this page's own text here.`,
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

/**
 * Why a link or file path cannot be used, for E_BAD_URL: a scheme other than http(s), mailto: and
 * tel:; a start (`//`, `/\`) that browsers read as another website; a scheme written oddly; an
 * anchor that does not start with a letter; neither a site path nor a full address; or a file path
 * with . or .. segments.
 */
export type LinkProblem =
  | { kind: "scheme"; scheme: string }
  | { kind: "otherSite"; start: string }
  | { kind: "oddScheme" }
  | { kind: "badAnchor" }
  | { kind: "notALink" }
  | { kind: "dotSegments" };

/** The end of the sentence "The link ... " for each {@link LinkProblem}. */
const LINK_PROBLEMS: { [K in LinkProblem["kind"]]: (p: Extract<LinkProblem, { kind: K }>) => string } = {
  scheme: (p) => `uses the scheme "${p.scheme}:", which is not allowed`,
  otherSite: (p) => `starts with ${p.start}, which browsers read as another website`,
  oddScheme: () => "is not written the way such a link is (lower-case https://, mailto: or tel: with a dialable number)",
  badAnchor: () => "is an anchor that does not start with a letter",
  notALink: () => "is neither a path of this site (starting with /) nor a full address",
  dotSegments: () => "has . or .. in it, which would reach outside public/",
};

/** The end of the sentence "... is not a phone number a phone can dial: " for each {@link PhoneProblem}. */
const PHONE_PROBLEMS: Record<PhoneProblem, string> = {
  letters: "it has letters in it, which a phone cannot dial (write the digits they stand for)",
  signs: "it has signs other than digits, spaces, brackets, dashes, dots and a leading +",
  tooShort: "it has too few digits",
  tooLong: "it has too many digits",
  notANumber: "it is not a phone number",
};

/** A plain-language sentence for each YAML parser error code the slip rules do not explain, for E_YAML_SYNTAX (never the parser's own wording). */
const PARSER_ERRORS: Record<string, string> = {
  MULTIPLE_DOCS: "The file holds more than one YAML document: a line with only --- starts a second one. A content file holds exactly one.",
  BAD_ALIAS: "An alias (*name) refers to an anchor (&name) that is not defined above it.",
  TAB_AS_INDENT: "Tabs are not allowed as indentation.",
  MULTILINE_IMPLICIT_KEY: "This line could not be read as `key: value`: the key seems to run over more than one line.",
  BAD_INDENT: "This line is not indented like the lines it belongs with.",
  BAD_DQ_ESCAPE: "This quoted text has a backslash that does not start a known escape such as \\n or \\\\.",
  KEY_OVER_1024_CHARS: "This key is longer than 1024 characters.",
  BLOCK_IN_FLOW: "A list or mapping written on several lines is inside one written with [ ] or { }.",
};

/** What the schema says a missing field holds, as far as E_MISSING_FIELD names it: its allowed values, its one value, or its type. */
export interface FieldSchema {
  /** The field's label in the editor's form. */
  title?: unknown;
  enum?: unknown;
  const?: unknown;
  type?: unknown;
}

/** `one of "a", "b"`, a JSON constant, or the type in words; "" when the schema says none of these. */
function describeExpected(schema: FieldSchema): string {
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.map((v) => JSON.stringify(v)).join(", ")}`;
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (typeof schema.type === "string") return article(schema.type);
  return "";
}

/** A JSON Schema type in an author's words, as the editor's form shows it: `array` is "a list", `object` "a group of fields". */
function article(type: string): string {
  switch (type) {
    case "array":
      return "a list";
    case "object":
      return "a group of fields";
    case "integer":
      return "a whole number";
    case "boolean":
      return "true or false";
    case "number":
      return "a number";
    case "string":
      return "text";
    default:
      return type;
  }
}

/** A value as a message names it: `the text "..."` (cut to 60 characters), `a list`, `the number 3`. */
function describeValue(value: unknown): string {
  if (value === null || value === undefined) return "nothing (the value is empty)";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a group of fields";
  if (typeof value === "string") return `the text ${JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value)}`;
  return `${typeof value === "boolean" ? "the boolean" : "the number"} ${String(value)}`;
}

/** A JSON Schema format in words, e.g. "an e-mail address such as hello@example.com". */
function formatName(format: string): string {
  switch (format) {
    case "email":
      return "an e-mail address such as hello@example.com";
    case "uri":
      return "a full URL such as https://example.com";
    case "date":
      return "a date such as 2025-10-21";
    default:
      return `a valid ${format}`;
  }
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Joins words as a sentence does: `a`, `a or b`, `a, b or c`. */
function orList(items: readonly string[]): string {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;
}

/**
 * One entry of the catalogue: a title, a hint (the default advice, shown when an error brings no
 * more specific one) and the message template that words every error of the code from its parameters.
 */
interface CatalogueEntry {
  title: string;
  hint: string;
  message: (params: never) => string;
}

/** The parameters the message template of `code` takes. */
export type MessageParams<C extends ErrorCode> = (typeof ERROR_CATALOGUE)[C] extends { message: (p: infer P) => string } ? P : never;

/**
 * The message of an error of `code`, worded by the catalogue's template from `params`, and the
 * code's default hint. Every error the validator reports takes its message from here.
 */
export function explain<C extends ErrorCode>(code: C, params: MessageParams<C>): { message: string; hint: string } {
  const entry: CatalogueEntry = ERROR_CATALOGUE[code];
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
/** A content error with one of the catalogue's codes (see {@link SharedContentError}). */
export type ContentError = SharedContentError<ErrorCode>;

/**
 * The codes of mistakes in a file's text that only editing the file by hand can make (YAML syntax,
 * file names, linked files): the editor's form writes the file itself, so an author using it never
 * meets them, and their messages may speak of lines, colons and quotes. Every other message is one
 * an author can read in the editor, so it speaks the form's words (field labels, "a group of fields").
 */
export const FILE_TEXT_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  "E_YAML_SYNTAX",
  "E_DUPLICATE_KEY",
  "E_EMPTY_FILE",
  "E_YAML_TAB",
  "E_YAML_INDENT",
  "E_YAML_NO_DASH",
  "E_YAML_NO_SPACE",
  "E_YAML_STRAY",
  "E_TEXT_CUT_BY_COMMENT",
  "E_YAML_NEEDS_QUOTES",
  "E_LINKED_FILE",
  "E_BAD_ROUTE_NAME",
  "E_ROUTE_CASE_CLASH",
]);

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
  const lines = linesOf(text);
  const first = Math.max(1, line - 2);
  const last = Math.min(lines.length, line + 1);
  const width = String(last).length;
  // Long lines are shown as a window around the column, so a frame never floods the terminal.
  const start = col - 1 < FRAME_WIDTH - 20 ? 0 : col - 1 - FRAME_WIDTH / 2;
  const clip = (s: string) =>
    s.length <= FRAME_WIDTH && start === 0
      ? s
      : `${start > 0 ? "…" : ""}${s.slice(start, start + FRAME_WIDTH)}${s.length > start + FRAME_WIDTH ? "…" : ""}`;
  const caret = col - 1 - start + (start > 0 ? 1 : 0);
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const marker = n === line ? ">" : " ";
    out.push(`${marker} ${String(n).padStart(width)} | ${visibleControls(clip(lines[n - 1] ?? ""))}`.trimEnd());
    if (n === line) out.push(`  ${" ".repeat(width)} | ${" ".repeat(Math.max(0, caret))}^`);
  }
  return out.join("\n");
}

/** The last text {@link codeFrame} split into lines, and its lines. */
let split: { text: string; lines: string[] } | undefined;

/**
 * The lines of `text`, kept for the next call: the errors of one file each get a frame of the same
 * text, and splitting it once per error made reporting grow with the square of the errors.
 */
function linesOf(text: string): string[] {
  if (split?.text !== text) split = { text, lines: text.split(/\r?\n/) };
  return split.lines;
}

/** Characters of a source line a code frame shows at most. */
const FRAME_WIDTH = 160;

/** Longest part of an author's value a message quotes, in characters. */
const QUOTE_LIMIT = 200;

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
 * the catalogue's), the code frame, and last a summary line. `color` adds ANSI colours. Only the first
 * `limit` errors (default {@link LISTED_ERRORS}, in file, line and column order) are listed; a line
 * says how many more there are, and the summary counts them all.
 */
export function formatErrors(errors: ContentError[], opts: { color: boolean; limit?: number }): string {
  const paint = (code: number, s: string) => (opts.color ? `\u001b[${code}m${visibleControls(s)}\u001b[0m` : visibleControls(s));
  const sorted = [...errors].sort(compareErrors);
  const listed = sorted.slice(0, opts.limit ?? LISTED_ERRORS);
  const byFile = groupByFile(sorted);
  const files = [...byFile.keys()];
  const out: string[] = [];
  for (const [file, inFile] of groupByFile(listed)) {
    out.push(paint(1, `${file}`) + paint(2, ` (${count(byFile.get(file)!)})`));
    for (const e of inFile) {
      out.push("");
      const warning = e.severity === "warning";
      out.push(
        `  ${paint(36, `${e.file}:${e.line}:${e.col}`)} ${paint(warning ? 33 : 31, e.code)} ${warning ? `${paint(33, "warning:")} ` : ""}${ERROR_CATALOGUE[e.code].title}`,
      );
      if (e.path) out.push(`  at ${paint(1, clipRuns(e.path))}`);
      out.push(`  ${visibleControls(clipRuns(e.message))}`);
      out.push(`  ${paint(33, `hint: ${clipRuns(e.hint ?? ERROR_CATALOGUE[e.code].hint)}`)}`);
      if (e.frame) out.push("", ...e.frame.split("\n").map((l) => `    ${l}`));
    }
    out.push("");
  }
  if (listed.length < sorted.length)
    out.push(paint(2, `… and ${sorted.length - listed.length} more not listed: fix the ones above, then check again to see the rest.`), "");
  const blocking = errors.some(isBlocking);
  out.push(
    paint(blocking ? 31 : 33, `${blocking ? "✖" : "⚠"} ${count(errors)} in ${files.length} ${files.length === 1 ? "file" : "files"}`),
  );
  return out.join("\n");
}

/** `errors` by file, in the order the files first occur. */
function groupByFile(errors: readonly ContentError[]): Map<string, ContentError[]> {
  const groups = new Map<string, ContentError[]>();
  for (const e of errors) {
    const group = groups.get(e.file);
    if (group) group.push(e);
    else groups.set(e.file, [e]);
  }
  return groups;
}

/** How many errors {@link formatErrors} lists at most; the rest are counted. */
const LISTED_ERRORS = 100;

/** "2 errors", "1 warning" or "2 errors and 1 warning". */
function count(errors: ContentError[]): string {
  const e = errors.filter(isBlocking).length;
  const w = errors.length - e;
  const parts = [e || !w ? `${e} ${e === 1 ? "error" : "errors"}` : "", w ? `${w} ${w === 1 ? "warning" : "warnings"}` : ""].filter(
    Boolean,
  );
  return parts.join(" and ");
}

/**
 * Edit distance between two strings, case-insensitive: insertions, deletions, substitutions and
 * swaps of two neighbouring letters each count 1 (optimal string alignment), so "titel" is 1 from "title".
 */
export function editDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  const d: number[][] = Array.from({ length: s.length + 1 }, (_, i) =>
    Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
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
