import {
  isAlias,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  visit,
  type Document,
  type Node as YamlNode,
  type YAMLError,
} from "yaml";
import { codeFrame, explain, type ContentError, type ErrorCode, type MessageParams } from "./errors.ts";
import { commentCut, findStructureSlip, quoteForYaml } from "./slips.ts";
import { describeControl, findControlCharacters } from "./text-checks.ts";

/** A parsed YAML file that keeps node ranges, so any value can be traced back to its line and column. */
export interface ParsedFile {
  /** File relative to the project root, used in messages. */
  relFile: string;
  text: string;
  doc: Document.Parsed;
  lineCounter: LineCounter;
  /** The plain JavaScript value of the document (undefined when the file is empty). */
  data: unknown;
}

/** A path into a YAML document: map keys and sequence indexes, as ajv's instancePath splits into. */
export type DataPath = ReadonlyArray<string | number>;

/**
 * Parses YAML text, keeping positions. Syntax errors and duplicate keys become located
 * {@link ContentError}s (`E_YAML_SYNTAX`, `E_DUPLICATE_KEY`, with the readable path of the duplicate
 * key and the line of its first use); a file with no content (or only comments) is `E_EMPTY_FILE`.
 * `parsed.data` is set only when there are no errors. Never throws on bad input.
 */
export function parseYaml(params: { relFile: string; text: string }): { parsed: ParsedFile; errors: ContentError[] } {
  const { doc, lineCounter } = parseWithPositions(params.text);
  const parsed: ParsedFile = { relFile: params.relFile, text: params.text, doc, lineCounter, data: undefined };
  const at = (code: ErrorCode, offset: number, path: string, message: string, hint?: string): ContentError => {
    const { line, col } = lineCounter.linePos(Math.min(Math.max(0, offset), params.text.length));
    return { code, file: params.relFile, line, col, path, message, hint, frame: codeFrame(params.text, line, col) };
  };
  // Control characters are never content and would reach the page (or the author's terminal): refuse the file before reading it as YAML.
  const controls = findControlCharacters(params.text);
  if (controls.length) {
    return {
      parsed,
      errors: controls.map((c) => at("E_CONTROL_CHAR", c.offset, "", explain("E_CONTROL_CHAR", { what: describeControl(c.char) }).message)),
    };
  }
  const errors: ContentError[] = [];
  // One slip makes the parser report a cascade of errors, mostly on correct lines: report the slip
  // behind the first one, once, in the author's terms; duplicate keys are reported only when the
  // file is otherwise readable (a broken structure makes keys look duplicated).
  const syntax = doc.errors.filter((e) => e.code !== "DUPLICATE_KEY").sort((a, b) => a.pos[0] - b.pos[0]);
  if (syntax.length) errors.push(structureError(params.text, syntax, at));
  else {
    for (const e of doc.errors) {
      const found = findPairByKeyOffset(doc, e.pos[0]);
      if (found?.newItem) {
        const dashColumn = Math.max(1, lineCounter.linePos(found.newItem.itemOffset).col - 2);
        errors.push(
          at("E_YAML_NO_DASH", e.pos[0], "", explain("E_YAML_NO_DASH", { list: found.newItem.list, key: found.key, dashColumn }).message),
        );
        continue;
      }
      const firstLine = found?.firstOffset !== undefined ? lineCounter.linePos(found.firstOffset).line : undefined;
      errors.push(
        at(
          "E_DUPLICATE_KEY",
          e.pos[0],
          found ? readablePathInDoc(doc, found.path) : "",
          explain("E_DUPLICATE_KEY", { key: found?.key, firstLine }).message,
          "Delete one of the two entries, or rename it if you meant a different field.",
        ),
      );
    }
  }
  if (errors.length === 0) errors.push(...textSlips(params.text, doc, at));
  if (errors.length === 0) {
    const complexKey = findComplexKey(doc.contents);
    if (complexKey !== undefined)
      errors.push(
        at(
          "E_YAML_SYNTAX",
          complexKey,
          "",
          explain("E_YAML_SYNTAX", { kind: "complexKey" }).message,
          "Write the key as a word followed by a colon, e.g. `title:`; a line starting with `? ` makes a complex key.",
        ),
      );
  }
  if (errors.length === 0) {
    try {
      parsed.data = doc.toJS({ maxAliasCount: 100 });
    } catch (error) {
      // Only a resource-exhaustion guard (too many aliases) throws here; report it like a syntax error.
      errors.push(
        at(
          "E_YAML_SYNTAX",
          0,
          "",
          explain("E_YAML_SYNTAX", { kind: "unreadable", detail: (error as Error).message }).message,
          "Avoid YAML aliases (*name) that repeat large parts of the file; write the values out instead.",
        ),
      );
    }
    if (errors.length === 0 && (parsed.data === undefined || parsed.data === null)) {
      errors.push({
        code: "E_EMPTY_FILE",
        file: params.relFile,
        line: 1,
        col: 1,
        path: "",
        message: explain("E_EMPTY_FILE", { kind: "empty" }).message,
        hint: "A page needs at least `title`, `description` and `blocks` (run `npm run new-page -- /route` to start from a template).",
        frame: "",
      });
    }
  }
  return { parsed, errors };
}

/** The document of `text` with its line counter, as every reader of content files parses it. */
function parseWithPositions(text: string): { doc: Document.Parsed; lineCounter: LineCounter } {
  const lineCounter = new LineCounter();
  // logLevel "error": the parser's warnings would go to the console; what matters is reported by parseYaml.
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false, keepSourceTokens: false, logLevel: "error" });
  return { doc, lineCounter };
}

/**
 * A file that passed parsing and validation in an earlier process, from its `data` as validated (see
 * src/content/content-cache.ts): `doc` and `lineCounter` are parsed from `text` only when first read
 * (to locate an error a cross-file check finds in it), so an unchanged file costs no parsing.
 */
export function validatedParsedFile(relFile: string, text: string, data: unknown): ParsedFile {
  let positions: ReturnType<typeof parseWithPositions> | undefined;
  const read = () => (positions ??= parseWithPositions(text));
  return {
    relFile,
    text,
    data,
    get doc() {
      return read().doc;
    },
    get lineCounter() {
      return read().lineCounter;
    },
  };
}

/**
 * Slips the parser accepts but that would publish something other than what the author typed: a
 * value starting with `!` (read as a type tag and dropped), and a ` #` that cuts unquoted text short
 * (E_TEXT_CUT_BY_COMMENT). One error per slip, in file order.
 */
function textSlips(
  text: string,
  doc: Document.Parsed,
  at: (code: ErrorCode, offset: number, path: string, message: string, hint?: string) => ContentError,
): ContentError[] {
  const out: ContentError[] = [];
  visit(doc, {
    Node(_key, node) {
      if (!isScalar(node) && !isMap(node) && !isSeq(node)) return;
      const range = node.range;
      if (!range) return;
      if (node.tag) {
        const tagOffset = text.lastIndexOf("!", range[0]);
        if (tagOffset >= 0) {
          const lineStart = text.lastIndexOf("\n", tagOffset - 1) + 1;
          const lineEnd = text.indexOf("\n", tagOffset);
          const value = text
            .slice(tagOffset, lineEnd < 0 ? text.length : lineEnd)
            .replace(/\r$/, "")
            .trim();
          const quoted = `${text.slice(lineStart, tagOffset).trim()} ${quoteForYaml(value)}`.trim();
          out.push(
            at("E_YAML_NEEDS_QUOTES", tagOffset, "", explain("E_YAML_NEEDS_QUOTES", { char: "!", quoted, reason: "start" }).message),
          );
        }
        return;
      }
      if (isScalar(node) && node.type === "PLAIN" && typeof node.value === "string") {
        const merged = mergedListItem(text, range[0], range[1]);
        if (merged) out.push(at("E_YAML_INDENT", merged.offset, "", explain("E_YAML_INDENT", merged).message));
        const cut = commentCut(text, node.value, range[0], range[1]);
        if (cut)
          out.push(
            at(
              "E_TEXT_CUT_BY_COMMENT",
              cut.offset,
              "",
              explain("E_TEXT_CUT_BY_COMMENT", { published: node.value, quoted: cut.quoted }).message,
            ),
          );
      }
    },
  });
  return out;
}

/**
 * A list item indented too far after a one-line text item is read as more of that text (`- One` then
 * `  - Two` publishes "One - Two"). Returns the slipped line's offset and indents when a continuation
 * line of the plain text starting at `start` begins with `- ` and the text is itself a list item.
 */
function mergedListItem(
  text: string,
  start: number,
  end: number,
): { offset: number; indent: number; siblings: number; list: string; following: number } | undefined {
  const source = text.slice(start, end);
  if (!source.includes("\n")) return undefined;
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const item = /^( *)- /.exec(text.slice(lineStart, start));
  if (!item) return undefined;
  const continuation = /\n( *)- \S/.exec(source);
  if (!continuation) return undefined;
  return {
    offset: start + continuation.index + 1 + continuation[1]!.length,
    indent: continuation[1]!.length,
    siblings: item[1]!.length,
    list: "",
    following: 0,
  };
}

/**
 * The one error that explains a parse failure: an unclosed quote or bracket (where it opens), else
 * the structure slip behind the first parser error (see findStructureSlip), else the first error in
 * general words. Never uses the parser's own wording.
 */
function structureError(
  text: string,
  syntax: readonly YAMLError[],
  at: (code: ErrorCode, offset: number, path: string, message: string, hint?: string) => ContentError,
): ContentError {
  for (const e of syntax) {
    const unclosed = unclosedOpening(text, e.code, e.message, e.pos[0]);
    if (!unclosed) continue;
    // `- [Contact us today` is text that needs quotes rather than a list that lost its ].
    const asText = findStructureSlip(text, unclosed.offset, false);
    if (asText?.kind === "needsQuotes" && asText.offset === unclosed.offset)
      return at("E_YAML_NEEDS_QUOTES", asText.offset, "", explain("E_YAML_NEEDS_QUOTES", asText).message);
    return at("E_YAML_SYNTAX", unclosed.offset, "", explain("E_YAML_SYNTAX", unclosed.params).message, unclosed.hint);
  }
  const first = syntax[0]!;
  const slip = findStructureSlip(
    text,
    first.pos[0],
    syntax.some((e) => e.code === "TAB_AS_INDENT"),
  );
  if (slip) {
    switch (slip.kind) {
      case "tab":
        return at("E_YAML_TAB", slip.offset, "", explain("E_YAML_TAB", {}).message);
      case "indent":
        return at("E_YAML_INDENT", slip.offset, "", explain("E_YAML_INDENT", slip).message);
      case "noDash":
        return at("E_YAML_NO_DASH", slip.offset, "", explain("E_YAML_NO_DASH", slip).message);
      case "noSpace":
        return at("E_YAML_NO_SPACE", slip.offset, "", explain("E_YAML_NO_SPACE", slip).message);
      case "stray":
        return at("E_YAML_STRAY", slip.offset, "", explain("E_YAML_STRAY", slip).message);
      case "needsQuotes":
        return at("E_YAML_NEEDS_QUOTES", slip.offset, "", explain("E_YAML_NEEDS_QUOTES", slip).message);
    }
  }
  return at(
    "E_YAML_SYNTAX",
    first.pos[0],
    "",
    explain("E_YAML_SYNTAX", { kind: "parser", parserCode: first.code }).message,
    syntaxHint(first.code),
  );
}

/** Start offset of the first map key that is a list or a mapping (YAML allows it; content files cannot use it), if any. */
function findComplexKey(node: unknown, depth = 0): number | undefined {
  if (depth > 200) return undefined;
  if (isMap(node)) {
    for (const pair of node.items) {
      if (isMap(pair.key) || isSeq(pair.key)) return (pair.key as YamlNode).range?.[0] ?? 0;
      const inner = findComplexKey(pair.value, depth + 1);
      if (inner !== undefined) return inner;
    }
  } else if (isSeq(node)) {
    for (const item of node.items) {
      const inner = findComplexKey(item, depth + 1);
      if (inner !== undefined) return inner;
    }
  }
  return undefined;
}

/**
 * The key (as text), data path and first occurrence of the map pair whose key starts at `offset`.
 * `newItem` is set when the map is an item of a list and the repeated key is the item's first key:
 * the second occurrence most likely starts a new item that lost its `- ` (`list` names the list,
 * `itemOffset` is where the item's first key starts).
 */
function findPairByKeyOffset(
  doc: Document.Parsed,
  offset: number,
): { key: string; path: (string | number)[]; firstOffset?: number; newItem?: { list: string; itemOffset: number } } | undefined {
  type Found = { key: string; path: (string | number)[]; firstOffset?: number; newItem?: { list: string; itemOffset: number } };
  const keyText = (k: unknown) => (isScalar(k) ? String(k.value) : String(k));
  const visit = (node: unknown, path: (string | number)[]): Found | undefined => {
    if (isMap(node)) {
      for (const pair of node.items) {
        const keyNode = pair.key as YamlNode | null;
        const key = keyText(keyNode);
        if (keyNode?.range?.[0] === offset) {
          const first = node.items.find((p) => p !== pair && keyText(p.key) === key);
          const list = path.length >= 2 && typeof path[path.length - 1] === "number" ? path[path.length - 2] : undefined;
          const newItem =
            list !== undefined && node.items[0] !== pair && keyText(node.items[0]!.key) === key
              ? { list: String(list), itemOffset: node.range?.[0] ?? 0 }
              : undefined;
          return { key, path: [...path, key], firstOffset: (first?.key as YamlNode | null)?.range?.[0], newItem };
        }
        const inner = visit(pair.value, [...path, key]);
        if (inner) return inner;
      }
    } else if (isSeq(node)) {
      for (let i = 0; i < node.items.length; i++) {
        const inner = visit(node.items[i], [...path, i]);
        if (inner) return inner;
      }
    }
    return undefined;
  };
  return visit(doc.contents, []);
}

/** {@link readablePath} for a document that could not be converted to plain data (it has errors). */
function readablePathInDoc(doc: Document.Parsed, path: DataPath): string {
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: 100 });
  } catch {
    data = undefined;
  }
  return readablePath(data, path);
}

/**
 * The parser notices a missing closing quote or bracket only where the file (or the collection)
 * ends, often lines later. Points at the opening quote or bracket instead, which is where the
 * author has to look.
 */
function unclosedOpening(
  text: string,
  code: string,
  parserMessage: string,
  pos: number,
): { offset: number; params: MessageParams<"E_YAML_SYNTAX">; hint: string } | undefined {
  const quote = code === "MISSING_CHAR" ? /Missing closing (["'])quote/.exec(parserMessage)?.[1] : undefined;
  if (quote) {
    const offset = text.lastIndexOf(quote, Math.max(0, pos - 1));
    if (offset < 0) return undefined;
    return { offset, params: { kind: "unclosedQuote", quote }, hint: `Add the closing ${quote} at the end of the value.` };
  }
  const bracket = /end with an? ([\]}])/.exec(parserMessage)?.[1];
  if (bracket) {
    const open = bracket === "]" ? "[" : "{";
    let depth = 0;
    for (let i = Math.min(pos, text.length) - 1; i >= 0; i--) {
      if (text[i] === bracket) depth++;
      else if (text[i] === open) {
        if (depth === 0) {
          return {
            offset: i,
            params: { kind: "unclosedBracket", open },
            hint: `Add the closing ${bracket} at the end of the ${open === "[" ? "list" : "mapping"}, or write the items on their own lines instead.`,
          };
        }
        depth--;
      }
    }
  }
  return undefined;
}

/** The advice for a YAML syntax error the slip rules did not recognise, by the parser's error code. */
function syntaxHint(code: string): string {
  switch (code) {
    case "BAD_INDENT":
      return "Check the indentation: nested keys use two more spaces than their parent, and tabs are not allowed.";
    case "MULTILINE_IMPLICIT_KEY":
    case "BLOCK_AS_IMPLICIT_KEY":
      return "A key is probably missing its colon, or a value that contains ': ' needs quotes.";
    case "TAB_AS_INDENT":
      return "Replace the tab characters with spaces.";
    case "MISSING_CHAR":
      return "A closing quote or bracket, or the colon after a key, is probably missing.";
    case "BAD_DQ_ESCAPE":
      return "Write a backslash as \\\\, or put the text in single quotes instead.";
    case "UNEXPECTED_TOKEN":
    case "BAD_SCALAR_START":
      return "A value that starts with a special character (@, `, |, >, %, *, & or !) or contains ': ' needs quotes.";
    case "MULTIPLE_DOCS":
      return "Remove the --- line, or move what follows it into another file.";
    case "BAD_ALIAS":
      return "Write the value out instead of using an alias.";
    default:
      return "Check indentation (spaces only), colons after keys and matching quotes.";
  }
}

/** How {@link locate} narrows a position: to the key of the last segment, or to a text inside the node. */
export interface LocateOptions {
  /** Point at the key of the last path segment instead of its value (unknown fields). */
  keyOf?: boolean;
  /** Point at the first occurrence of this text inside the node's source, when it occurs there. */
  within?: string;
  /** Characters to move right from the start of `within`. */
  skip?: number;
}

/**
 * Finds the YAML node at `path`, or the deepest existing ancestor when the path goes further than
 * the document does. `keyOf` selects the key node of the last segment (used for unknown fields)
 * instead of its value. `within` narrows the position to where that text first occurs inside the
 * node's source (for example a link target inside a paragraph), moved right by `skip`. Returns a 1-based line and column;
 * 1:1 when nothing matches.
 */
export function locate(file: ParsedFile, path: DataPath, opts: LocateOptions = {}): { line: number; col: number } {
  let node: unknown = file.doc.contents;
  let offset = (node as YamlNode | null)?.range?.[0] ?? 0;
  let end: number | undefined = (node as YamlNode | null)?.range?.[1];
  for (let i = 0; i < path.length; i++) {
    const segment = path[i]!;
    const last = i === path.length - 1;
    // A value reached through an alias (*name) is written at its anchor (&name): point there, so one
    // mistake in an anchored block is reported once, not once per alias.
    if (isAlias(node)) {
      node = resolveAlias(file, node);
      offset = (node as YamlNode | undefined)?.range?.[0] ?? offset;
      end = (node as YamlNode | undefined)?.range?.[1] ?? end;
    }
    if (isMap(node)) {
      const pair = node.items.find((p) => (isScalar(p.key) ? String(p.key.value) : String(p.key)) === String(segment));
      if (!pair) break;
      const keyRange = isScalar(pair.key) ? pair.key.range : undefined;
      if (last && opts.keyOf && keyRange) {
        offset = keyRange[0];
        end = keyRange[1];
        break;
      }
      const value = pair.value as YamlNode | null;
      offset = value?.range?.[0] ?? keyRange?.[0] ?? offset;
      end = value?.range?.[1] ?? keyRange?.[1];
      node = value;
      if (last && isAlias(node)) {
        const target = resolveAlias(file, node) as YamlNode | undefined;
        offset = target?.range?.[0] ?? offset;
        end = target?.range?.[1] ?? end;
      }
    } else if (isSeq(node)) {
      const item = node.items[Number(segment)] as YamlNode | undefined;
      if (!item) break;
      offset = item.range?.[0] ?? offset;
      end = item.range?.[1];
      node = item;
      if (last && isAlias(node)) {
        const target = resolveAlias(file, node) as YamlNode | undefined;
        offset = target?.range?.[0] ?? offset;
        end = target?.range?.[1] ?? end;
      }
    } else break;
  }
  if (opts.within && end !== undefined) {
    const index = file.text.slice(offset, end).indexOf(opts.within);
    if (index >= 0) offset += index + (opts.skip ?? 0);
  }
  return file.lineCounter.linePos(Math.min(offset, file.text.length));
}

function resolveAlias(file: ParsedFile, alias: unknown): unknown {
  try {
    return (alias as { resolve(doc: Document): unknown }).resolve(file.doc);
  } catch {
    return undefined;
  }
}

/**
 * Renders a data path for people: `blocks[3] (hero) > slides[1] > srcMobile`. Items of a `blocks`
 * list that have a string `type` get that type in brackets. Never throws, whatever `data` holds.
 */
export function readablePath(data: unknown, path: DataPath): string {
  const parts: string[] = [];
  let value: unknown = data;
  let previous: string | number | undefined;
  for (const segment of path) {
    if (typeof segment === "number" || (Array.isArray(value) && /^\d+$/.test(String(segment)))) {
      const index = Number(segment);
      const item = Array.isArray(value) ? (value[index] as unknown) : undefined;
      const blockType = previous === "blocks" && item && typeof item === "object" ? (item as { type?: unknown }).type : undefined;
      const type = typeof blockType === "string" ? ` (${blockType})` : "";
      if (parts.length === 0) parts.push(`[${index}]${type}`);
      else parts[parts.length - 1] += `[${index}]${type}`;
      value = item;
    } else {
      parts.push(String(segment));
      value = value && typeof value === "object" && Object.hasOwn(value, segment) ? (value as Record<string, unknown>)[segment] : undefined;
    }
    previous = segment;
  }
  return parts.join(" > ");
}

/**
 * A {@link ContentError} at the node `path` of a parsed file: its line and column (the key of the
 * last segment with `keyOf`, or the first occurrence of `within` inside the node), readable path and
 * code frame, with the given code, message and hint.
 */
export function locatedError(
  parsed: ParsedFile,
  code: ErrorCode,
  path: DataPath,
  message: string,
  hint?: string,
  opts: LocateOptions = {},
): ContentError {
  const { line, col } = locate(parsed, path, opts);
  return {
    code,
    file: parsed.relFile,
    line,
    col,
    path: readablePath(parsed.data, path),
    message,
    hint,
    frame: codeFrame(parsed.text, line, col),
  };
}
