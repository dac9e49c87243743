import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node as YamlNode } from "yaml";
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
 * {@link ContentError}s (`E_YAML_SYNTAX`, `E_DUPLICATE_KEY`); an empty file is `E_EMPTY_FILE`.
 * Never throws on bad input.
 */
export function parseYaml(params: { relFile: string; text: string }): { parsed: ParsedFile; errors: ContentError[] } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(params.text, { lineCounter, uniqueKeys: true, prettyErrors: false, keepSourceTokens: false });
  const parsed: ParsedFile = { relFile: params.relFile, text: params.text, doc, lineCounter, data: undefined };
  const errors: ContentError[] = doc.errors.map((e) => {
    const { line, col } = lineCounter.linePos(e.pos[0]);
    const duplicate = e.code === "DUPLICATE_KEY";
    const firstLine = e.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
    return {
      code: duplicate ? "E_DUPLICATE_KEY" : "E_YAML_SYNTAX",
      file: params.relFile,
      line,
      col,
      path: "",
      message: duplicate ? `This key appears twice in the same mapping (${firstLine.replace(/^Map keys must be unique/, "keys must be unique")}).` : `${firstLine}.`,
      hint: duplicate ? "Delete one of the two entries or rename it." : syntaxHint(e.code),
      frame: codeFrame(params.text, line, col),
    } satisfies ContentError;
  });
  if (errors.length === 0) {
    parsed.data = doc.toJS({ maxAliasCount: 100 });
    if (parsed.data === undefined || parsed.data === null) {
      errors.push({ code: "E_EMPTY_FILE", file: params.relFile, line: 1, col: 1, path: "", message: "The file is empty.", frame: "" });
    }
  }
  return { parsed, errors };
}

function syntaxHint(code: string): string {
  switch (code) {
    case "BAD_INDENT":
    case "MISSING_CHAR":
      return "Check the indentation: nested keys use two more spaces than their parent, and tabs are not allowed.";
    case "MULTILINE_IMPLICIT_KEY":
    case "BLOCK_AS_IMPLICIT_KEY":
      return "A key is probably missing its colon, or a value that contains ': ' needs quotes.";
    case "TAB_AS_INDENT":
      return "Replace the tab characters with spaces.";
    case "MISSING_CLOSING_QUOTE":
    case "UNEXPECTED_TOKEN":
      return "A quoted value is probably missing its closing quote.";
    default:
      return "Check indentation (spaces only), colons after keys and matching quotes.";
  }
}

/**
 * Finds the YAML node at `path`, or the deepest existing ancestor when the path goes further than
 * the document does. `keyOf` selects the key node of the last segment (used for unknown fields)
 * instead of its value. Returns a 1-based line and column; 1:1 when nothing matches.
 */
export function locate(file: ParsedFile, path: DataPath, opts: { keyOf?: boolean } = {}): { line: number; col: number } {
  let node: unknown = file.doc.contents;
  let offset = (node as YamlNode | null)?.range?.[0] ?? 0;
  for (let i = 0; i < path.length; i++) {
    const segment = path[i]!;
    const last = i === path.length - 1;
    if (isMap(node)) {
      const pair = node.items.find((p) => (isScalar(p.key) ? String(p.key.value) : String(p.key)) === String(segment));
      if (!pair) break;
      const keyRange = isScalar(pair.key) ? pair.key.range : undefined;
      if (last && opts.keyOf && keyRange) {
        offset = keyRange[0];
        break;
      }
      const value = pair.value as YamlNode | null;
      offset = value?.range?.[0] ?? keyRange?.[0] ?? offset;
      node = value;
    } else if (isSeq(node)) {
      const item = node.items[Number(segment)] as YamlNode | undefined;
      if (!item) break;
      offset = item.range?.[0] ?? offset;
      node = item;
    } else break;
  }
  return file.lineCounter.linePos(offset);
}

/**
 * Renders a data path for people: `blocks[3] (hero) > slides[1] > srcMobile`. Array items that are
 * objects with a string `type` (blocks) get that type in brackets.
 */
export function readablePath(data: unknown, path: DataPath): string {
  const parts: string[] = [];
  let value: unknown = data;
  for (const segment of path) {
    if (typeof segment === "number" || (Array.isArray(value) && /^\d+$/.test(String(segment)))) {
      const index = Number(segment);
      const item = Array.isArray(value) ? value[index] : undefined;
      const type = item && typeof item === "object" && typeof (item as { type?: unknown }).type === "string" ? ` (${(item as { type: string }).type})` : "";
      if (parts.length === 0) parts.push(`[${index}]${type}`);
      else parts[parts.length - 1] += `[${index}]${type}`;
      value = item;
    } else {
      parts.push(String(segment));
      value = value && typeof value === "object" ? (value as Record<string, unknown>)[segment] : undefined;
    }
  }
  return parts.join(" > ");
}

/**
 * A {@link ContentError} at the node `path` of a parsed file: its line and column (the key of the
 * last segment with `keyOf`), readable path and code frame, with the given code, message and hint.
 */
export function locatedError(parsed: ParsedFile, code: ErrorCode, path: DataPath, message: string, hint?: string, opts: { keyOf?: boolean } = {}): ContentError {
  const { line, col } = locate(parsed, path, opts);
  return { code, file: parsed.relFile, line, col, path: readablePath(parsed.data, path), message, hint, frame: codeFrame(parsed.text, line, col) };
}
