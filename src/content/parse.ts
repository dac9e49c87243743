import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node as YamlNode } from "yaml";
import { codeFrame, type ContentError, type ErrorCode } from "./errors.ts";

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
  const lineCounter = new LineCounter();
  // logLevel "error": the parser's warnings would go to the console; what matters is reported below.
  const doc = parseDocument(params.text, { lineCounter, uniqueKeys: true, prettyErrors: false, keepSourceTokens: false, logLevel: "error" });
  const parsed: ParsedFile = { relFile: params.relFile, text: params.text, doc, lineCounter, data: undefined };
  const at = (code: ErrorCode, offset: number, path: string, message: string, hint?: string): ContentError => {
    const { line, col } = lineCounter.linePos(Math.min(Math.max(0, offset), params.text.length));
    return { code, file: params.relFile, line, col, path, message, hint, frame: codeFrame(params.text, line, col) };
  };
  const errors: ContentError[] = doc.errors.map((e) => {
    if (e.code === "DUPLICATE_KEY") {
      const found = findPairByKeyOffset(doc, e.pos[0]);
      const key = found ? found.key : "This key";
      const first = found?.firstOffset !== undefined ? ` (first on line ${lineCounter.linePos(found.firstOffset).line})` : "";
      return at(
        "E_DUPLICATE_KEY",
        e.pos[0],
        found ? readablePathInDoc(doc, found.path) : "",
        `${found ? `The key "${key}"` : key} appears twice in the same mapping${first}. Each key may appear only once.`,
        "Delete one of the two entries, or rename it if you meant a different field.",
      );
    }
    const unclosed = unclosedOpening(params.text, e.code, e.message, e.pos[0]);
    if (unclosed) return at("E_YAML_SYNTAX", unclosed.offset, "", unclosed.message, unclosed.hint);
    return at("E_YAML_SYNTAX", e.pos[0], "", syntaxMessage(e.code, e.message), syntaxHint(e.code));
  });
  if (errors.length === 0) {
    const complexKey = findComplexKey(doc.contents);
    if (complexKey !== undefined) errors.push(at("E_YAML_SYNTAX", complexKey, "", "This key is a list or a mapping; keys must be plain text.", "Write the key as a word followed by a colon, e.g. `title:`; a line starting with `? ` makes a complex key."));
  }
  if (errors.length === 0) {
    try {
      parsed.data = doc.toJS({ maxAliasCount: 100 });
    } catch (error) {
      // Only a resource-exhaustion guard (too many aliases) throws here; report it like a syntax error.
      errors.push(at("E_YAML_SYNTAX", 0, "", `The file could not be read: ${(error as Error).message}.`, "Avoid YAML aliases (*name) that repeat large parts of the file; write the values out instead."));
    }
    if (errors.length === 0 && (parsed.data === undefined || parsed.data === null)) {
      errors.push({ code: "E_EMPTY_FILE", file: params.relFile, line: 1, col: 1, path: "", message: "The file is empty: it has no content, only comments or blank lines.", hint: "A page needs at least `title`, `description` and `blocks` (run `npm run new-page -- /route` to start from a template).", frame: "" });
    }
  }
  return { parsed, errors };
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

/** The key (as text), data path and first occurrence of the map pair whose key starts at `offset`. */
function findPairByKeyOffset(doc: Document.Parsed, offset: number): { key: string; path: (string | number)[]; firstOffset?: number } | undefined {
  const visit = (node: unknown, path: (string | number)[]): { key: string; path: (string | number)[]; firstOffset?: number } | undefined => {
    if (isMap(node)) {
      for (const pair of node.items) {
        const keyNode = pair.key as YamlNode | null;
        const key = isScalar(keyNode) ? String(keyNode.value) : String(keyNode);
        if (keyNode?.range?.[0] === offset) {
          const first = node.items.find((p) => p !== pair && (isScalar(p.key) ? String(p.key.value) : String(p.key)) === key);
          return { key, path: [...path, key], firstOffset: (first?.key as YamlNode | null)?.range?.[0] };
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
function unclosedOpening(text: string, code: string, message: string, pos: number): { offset: number; message: string; hint: string } | undefined {
  const quote = code === "MISSING_CHAR" ? /Missing closing (["'])quote/.exec(message)?.[1] : undefined;
  if (quote) {
    const offset = text.lastIndexOf(quote, Math.max(0, pos - 1));
    if (offset < 0) return undefined;
    return { offset, message: `This quoted text has no closing ${quote}, so everything after it is read as part of the text.`, hint: `Add the closing ${quote} at the end of the value.` };
  }
  const bracket = /end with an? ([\]}])/.exec(message)?.[1];
  if (bracket) {
    const open = bracket === "]" ? "[" : "{";
    let depth = 0;
    for (let i = Math.min(pos, text.length) - 1; i >= 0; i--) {
      if (text[i] === bracket) depth++;
      else if (text[i] === open) {
        if (depth === 0) {
          return {
            offset: i,
            message: `This ${open === "[" ? "list" : "mapping"} opened with ${open} is not closed with ${bracket}.`,
            hint: `Add the closing ${bracket} at the end of the ${open === "[" ? "list" : "mapping"}, or write the items on their own lines instead.`,
          };
        }
        depth--;
      }
    }
  }
  return undefined;
}

/** A plain-language sentence for a YAML syntax error: the parser's own words, or ours where they are technical. */
function syntaxMessage(code: string, message: string): string {
  const first = message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "").replace(/\.$/, "");
  switch (code) {
    case "MULTIPLE_DOCS":
      return "The file holds more than one YAML document: a line with only --- starts a second one. A content file holds exactly one.";
    case "BAD_ALIAS":
      return `${first}: an alias (*name) refers to an anchor (&name) that is not defined above it.`;
    case "TAB_AS_INDENT":
      return "Tabs are not allowed as indentation.";
    case "MULTILINE_IMPLICIT_KEY":
      return "This line could not be read as `key: value`: the key seems to run over more than one line.";
    default:
      return `${first}.`;
  }
}

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
      return "A closing quote or bracket is probably missing.";
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
export function locatedError(parsed: ParsedFile, code: ErrorCode, path: DataPath, message: string, hint?: string, opts: LocateOptions = {}): ContentError {
  const { line, col } = locate(parsed, path, opts);
  return { code, file: parsed.relFile, line, col, path: readablePath(parsed.data, path), message, hint, frame: codeFrame(parsed.text, line, col) };
}
