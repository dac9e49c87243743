/**
 * Edits a page file's YAML source in place, so that saving changes only what the author changed:
 * comments, blank lines, key order, quoting style and the `# yaml-language-server` line of every
 * untouched part stay byte-identical. The file is never re-dumped: a value is rewritten through the
 * `yaml` package's concrete syntax tree (CST), which keeps every other token as it was read, and a
 * list item is moved as the lines it occupies, with the comment lines written directly above it.
 */
import { Composer, CST, Document, isMap, isScalar, isSeq, LineCounter, Parser, stringify, type Node as YamlNode } from "yaml";

/** A path into the document: map keys and list indexes, e.g. `["blocks", 2, "heading"]`. */
export type YamlPath = readonly (string | number)[];

/** An edit that cannot be made: the path does not lead to the kind of node the edit needs, or the file does not parse. */
export class YamlEditError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "YamlEditError";
  }
}

/** The source read as CST tokens and as a document whose nodes point at those tokens. */
function read(text: string): { tokens: CST.Token[]; doc: Document.Parsed; lines: LineCounter } {
  const lines = new LineCounter();
  const tokens = Array.from(new Parser(lines.addNewLine).parse(text));
  const docs = Array.from(new Composer({ keepSourceTokens: true }).compose(tokens));
  if (docs.length !== 1) throw new YamlEditError(`The file holds ${docs.length} YAML documents; a page file holds one.`);
  const doc = docs[0]!;
  if (doc.errors.length)
    throw new YamlEditError(`The file does not parse (${doc.errors[0]!.message.split("\n")[0]}); fix it before editing it here.`);
  return { tokens, doc, lines };
}

function nodeAt(doc: Document.Parsed, path: YamlPath): YamlNode {
  const node = doc.getIn(path, true);
  if (!node || typeof node !== "object") throw new YamlEditError(`Nothing at ${path.join(" > ") || "the top"}.`);
  return node as YamlNode;
}

/**
 * `text` with the scalar at `path` set to `value` (a string, number, boolean or null), written in the
 * node's own style where the value allows it (plain stays plain, quoted stays quoted, a folded
 * paragraph stays folded) and quoted where plain text would read differently. Every other byte of
 * `text` is kept. Throws a {@link YamlEditError} when `path` does not lead to a scalar or `text` does
 * not parse.
 */
export function setScalar(text: string, path: YamlPath, value: string | number | boolean | null): string {
  const { tokens, doc } = read(text);
  const node = nodeAt(doc, path);
  if (!isScalar(node) || !node.srcToken || !CST.isScalar(node.srcToken))
    throw new YamlEditError(`${path.join(" > ")} is not a single value.`);
  const source = value === null ? "null" : String(value);
  const token = node.srcToken;
  const plainSafe = typeof value !== "string" || (reads(source, value) && source.trim() === source && source !== "");
  if (token.type === "block-scalar") setBlockScalar(token, source);
  else {
    CST.setScalarValue(token, source, { type: token.type === "scalar" && !plainSafe ? "QUOTE_DOUBLE" : undefined });
    dropCarriedMark(token);
  }
  const out = tokens.map((t) => CST.stringify(t)).join("");
  const check = read(out).doc.getIn(path);
  if (check !== value) throw new YamlEditError(`${path.join(" > ")} could not be written as ${JSON.stringify(value)}.`);
  return out;
}

/** The comment "New page from a copy" puts after a value carried over from the original page, for the author to check. */
const CARRIED_MARK = /^#\s*carried over from (\S+): check this (.+)$/;

/** Removes the carried-over comment (and the space before it) from the end of a value's line: the author changed the value, so it is checked. */
function dropCarriedMark(token: CST.FlowScalar) {
  const end = token.end ?? [];
  const at = end.findIndex((t) => t.type === "comment" && CARRIED_MARK.test(t.source));
  if (at === -1) return;
  const from = at > 0 && end[at - 1]!.type === "space" ? at - 1 : at;
  end.splice(from, at - from + 1);
}

/**
 * The values of `text` still marked as carried over from the page it was copied from: each one's path
 * (`["blocks", 3, "form"]`), the route it came from and what to check ("lead form", "video"). Empty for
 * a text that does not parse.
 */
export function carriedMarks(text: string): { path: YamlPath; from: string; what: string }[] {
  const out: { path: YamlPath; from: string; what: string }[] = [];
  const walk = (node: unknown, path: YamlPath) => {
    if (isSeq(node)) node.items.forEach((item, i) => walk(item, [...path, i]));
    else if (isMap(node)) {
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? pair.key.value : pair.key;
        if (typeof key !== "string") continue;
        const match = isScalar(pair.value) ? CARRIED_MARK.exec(`#${pair.value.comment ?? ""}`) : null;
        if (match) out.push({ path: [...path, key], from: match[1]!, what: match[2]! });
        else walk(pair.value, [...path, key]);
      }
    }
  };
  try {
    walk(read(text).doc.contents, []);
  } catch {
    return [];
  }
  return out;
}

/**
 * Writes `value` into a folded (`>`) or literal (`|`) paragraph at the indentation its lines already
 * have (the library's own setter would write it at the parent's indentation). A value with a line
 * break or with spaces at either end is written double-quoted instead, where it reads back exactly.
 */
function setBlockScalar(token: CST.BlockScalar, value: string) {
  const body = value.replace(/\n$/, "");
  if (/\n/.test(body) || body.trim() !== body || body === "") {
    CST.setScalarValue(token, value, { type: "QUOTE_DOUBLE" });
    return;
  }
  const indent = /^( *)\S/m.exec(token.source)?.[1] ?? " ".repeat(token.indent + 2);
  // The header's chomping says whether the paragraph ends with a line break (none: "clip") or not ("-"):
  // it follows the new value, so a paragraph retyped in the form stays a paragraph.
  const header = token.props.find((t): t is CST.SourceToken => t.type === "block-scalar-header");
  if (header) header.source = header.source.replace(/[-+]/g, "") + (body === value ? "-" : "");
  // Blank lines after the paragraph are part of its token: they stay.
  const trail = /\n(?:[ \t]*\n)*$/.exec(token.source)?.[0] ?? "";
  token.source = `${indent}${body}${trail}`;
}

/** Whether `source` written as a plain scalar reads back as the string `value`. */
function reads(source: string, value: string): boolean {
  try {
    const parsed = read(`x: ${source}\n`).doc.get("x");
    return parsed === value;
  } catch {
    return false;
  }
}

/** A block list as the lines of its source: the text before it, each item's lines (with the comments above it), the text between items, and the text after it. */
interface ListLayout {
  prefix: string;
  chunks: string[];
  gaps: string[];
  suffix: string;
  /** The column of the items' dashes. */
  indent: number;
}

function listLayout(text: string, path: YamlPath): ListLayout {
  const { doc } = read(text);
  const list = nodeAt(doc, path);
  if (!isSeq(list) || list.flow || list.items.length === 0)
    throw new YamlEditError(`${path.join(" > ") || "The top"} is not a list written one item per line.`);
  const lineStarts = lineStartOffsets(text);
  const lineOf = (offset: number) => upperBound(lineStarts, offset) - 1;
  const lineText = (line: number) => text.slice(lineStarts[line], lineStarts[line + 1] ?? text.length);
  const items = list.items as YamlNode[];
  const count = items.length;

  // Each item's dash line, and the comment lines directly above it (no blank line between).
  const dashLines = items.map((item) => lineOf(item.range![0]));
  const indent = lineText(dashLines[0]!).search(/\S/);
  const starts = dashLines.map((dash, i) => {
    let line = dash;
    const floor = i === 0 ? -1 : dashLines[i - 1]!;
    while (line - 1 > floor && /^\s*#/.test(lineText(line - 1))) line--;
    return line;
  });
  // An item ends at its last line of content (blank lines and comments of the next item excluded),
  // keeping comment lines indented deeper than its dash.
  const ends = items.map((item, i) => {
    const next = i + 1 < count ? starts[i + 1]! : lineOf(list.range![2] === text.length ? text.length : list.range![2]) + 1;
    let line = Math.max(lineOf(Math.max(item.range![1] - 1, item.range![0])), dashLines[i]!) + 1;
    // A line indented no deeper than the dash is not the item's: the list ended there (a nested list's
    // node may claim the lines up to its parent's next item).
    while (line < next && lineText(line).trim() !== "" && !/^\s*#/.test(lineText(line)) && lineText(line).search(/\S/) > indent) line++;
    while (line < next && /^\s*#/.test(lineText(line)) && lineText(line).search(/\S/) > indent) line++;
    return line;
  });
  const at = (line: number) => lineStarts[line] ?? text.length;
  return {
    prefix: text.slice(0, at(starts[0]!)),
    chunks: items.map((_, i) => text.slice(at(starts[i]!), at(ends[i]!))),
    gaps: items.slice(0, -1).map((_, i) => text.slice(at(ends[i]!), at(starts[i + 1]!))),
    suffix: text.slice(at(ends[count - 1]!)),
    indent,
  };
}

/**
 * The text of a list whose items are now `chunks` (in order), with `layout.gaps[i]` between items i
 * and i + 1; checks that the list then has as many items as `chunks`.
 */
function joinLayout(text: string, path: YamlPath, layout: ListLayout, chunks: string[], what: string): string {
  const lastHadNewline = layout.chunks[layout.chunks.length - 1]!.endsWith("\n");
  const placed = chunks.map((c) => (c.endsWith("\n") ? c : `${c}\n`));
  if (!lastHadNewline && placed.length) placed[placed.length - 1] = placed[placed.length - 1]!.slice(0, -1);
  let out = layout.prefix;
  placed.forEach((piece, slot) => (out += piece + (slot < placed.length - 1 ? (layout.gaps[slot] ?? "") : "")));
  out += layout.suffix;
  let list: unknown;
  try {
    list = read(out).doc.getIn(path, true);
  } catch {
    list = undefined;
  }
  if (!isSeq(list) || list.items.length !== chunks.length)
    throw new YamlEditError(`${what} would change the shape of ${path.join(" > ")}.`);
  return out;
}

function checkIndex(layout: ListLayout, ...indexes: number[]) {
  const count = layout.chunks.length;
  const bad = indexes.find((i) => !Number.isInteger(i) || i < 0 || i >= count);
  if (bad !== undefined) throw new YamlEditError(`A list of ${count} items has no item ${bad}.`);
}

/**
 * `text` with the item at index `from` of the block list at `path` moved to index `to` (the indexes of
 * the list as it is, and as it will be). The item moves as its lines, together with the comment lines
 * written directly above it; blank lines between items stay where they are. Every other byte of
 * `text` is kept, so moving the item back gives `text` again. Throws a {@link YamlEditError} when
 * `path` is not a block list (one `- ` per line) or an index is out of range.
 */
export function moveListItem(text: string, path: YamlPath, from: number, to: number): string {
  const layout = listLayout(text, path);
  checkIndex(layout, from, to);
  if (from === to) return text;
  const chunks = [...layout.chunks];
  chunks.splice(to, 0, ...chunks.splice(from, 1));
  return joinLayout(text, path, layout, chunks, `Moving item ${from}`);
}

/**
 * `text` without the item at `index` of the block list at `path`, and without the comment lines
 * directly above it. Throws a {@link YamlEditError} when `path` is not a block list, the index is out
 * of range, or the item is the list's last (a page keeps at least one block; empty the list another way).
 */
export function removeListItem(text: string, path: YamlPath, index: number): string {
  const layout = listLayout(text, path);
  checkIndex(layout, index);
  if (layout.chunks.length === 1) throw new YamlEditError(`${path.join(" > ")} has only this item; a list here keeps at least one.`);
  const chunks = layout.chunks.filter((_, i) => i !== index);
  const gaps = layout.gaps.filter((_, i) => i !== Math.min(index, layout.gaps.length - 1));
  return joinLayout(text, path, { ...layout, gaps }, chunks, `Removing item ${index}`);
}

/**
 * `text` with a copy of the item at `index` of the block list at `path` right after it: its lines as
 * written, comments included, so the copy looks exactly like the original. Throws a
 * {@link YamlEditError} when `path` is not a block list or the index is out of range.
 */
export function duplicateListItem(text: string, path: YamlPath, index: number): string {
  const layout = listLayout(text, path);
  checkIndex(layout, index);
  const chunks = [...layout.chunks];
  chunks.splice(index + 1, 0, layout.chunks[index]!);
  const gaps = [...layout.gaps];
  gaps.splice(index, 0, "");
  return joinLayout(text, path, { ...layout, gaps }, chunks, `Copying item ${index}`);
}

/**
 * `text` with `value` (plain data: a block, an event, a text) added to the block list at `path` as its
 * item number `index` (0 for first, the list's length for last), written by the yaml package in the
 * list's indentation. Every other byte of `text` is kept. Throws a {@link YamlEditError} when `path` is
 * not a block list or `index` is out of range.
 */
export function insertListItem(text: string, path: YamlPath, index: number, value: unknown): string {
  const layout = listLayout(text, path);
  if (!Number.isInteger(index) || index < 0 || index > layout.chunks.length)
    throw new YamlEditError(`A list of ${layout.chunks.length} items cannot take an item at ${index}.`);
  const pad = " ".repeat(layout.indent);
  const item = (
    oneLineItems(layout) && isFlatRecord(value)
      ? `- ${stringify(value, { collectionStyle: "flow", lineWidth: 0 })}`
      : stringify([value], { lineWidth: 0 })
  )
    .split("\n")
    .map((line) => (line ? pad + line : line))
    .join("\n");
  const chunks = [...layout.chunks];
  chunks.splice(index, 0, item.endsWith("\n") ? item : `${item}\n`);
  const gaps = [...layout.gaps];
  gaps.splice(Math.min(index, gaps.length), 0, "");
  return joinLayout(text, path, { ...layout, gaps }, chunks, `Adding an item at ${index}`);
}

/** Whether every item of the list is written as one `{ ... }` line (comments above it aside). */
function oneLineItems(layout: ListLayout): boolean {
  return layout.chunks.every((chunk) => {
    const lines = chunk.split("\n").filter((line) => line.trim() && !line.trim().startsWith("#"));
    return lines.length === 1 && /^\s*-\s+\{.*\}\s*(#.*)?$/.test(lines[0]!);
  });
}

/** Whether `value` is a group of fields whose values are all single values (it fits on one `{ ... }` line). */
function isFlatRecord(value: unknown): boolean {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => v === null || typeof v !== "object")
  );
}

/**
 * `text` with the node at `path` (a list, a mapping or a value) replaced by `value`, written by the
 * yaml package in the node's own form: a `{ ... }` or `[ ... ]` node stays on its line, an indented
 * node keeps its column. Only the node's own text changes. Throws a {@link YamlEditError} when nothing
 * is at `path` or the result would not read back as `value`.
 */
export function replaceNode(text: string, path: YamlPath, value: unknown): string {
  const { doc } = read(text);
  const node = nodeAt(doc, path);
  const [start, end] = node.range!;
  let source: string;
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const before = text.slice(lineStart, start);
  // An empty `{}` or `[]` is what a new list item or field starts as: once it has content it is written
  // out as indented lines, as an author would write it, not as one long `{ ... }` line.
  const grows =
    (isMap(node) || isSeq(node)) &&
    node.flow &&
    node.items.length === 0 &&
    value !== null &&
    typeof value === "object" &&
    Object.keys(value).length > 0;
  if (grows && /(^|\s)-\s+$/.test(before)) {
    const column = start - lineStart;
    const lines = stringify(value, { lineWidth: 0 }).replace(/\n$/, "").split("\n");
    source = lines.map((line, i) => (i === 0 || !line ? line : " ".repeat(column) + line)).join("\n");
  } else if (grows && /:\s+$/.test(before)) {
    const keyColumn = /^(\s*(?:-\s+)*)/.exec(before)![1]!.length;
    const lines = stringify(value, { lineWidth: 0 }).replace(/\n$/, "").split("\n");
    const out = `${text.slice(0, start).replace(/[ \t]+$/, "")}\n${lines.map((line) => (line ? " ".repeat(keyColumn + 2) + line : line)).join("\n")}${text.slice(end)}`;
    return checked(out, path, value);
  } else if ((isMap(node) || isSeq(node)) && !node.flow) {
    const column = start - text.lastIndexOf("\n", start - 1) - 1;
    const lines = stringify(value, { lineWidth: 0 }).replace(/\n$/, "").split("\n");
    source = lines.map((line, i) => (i === 0 || !line ? line : " ".repeat(column) + line)).join("\n");
  } else {
    const single = new Document(value);
    if (isMap(single.contents) || isSeq(single.contents)) single.contents.flow = true;
    source = single.toString({ lineWidth: 0 }).replace(/\n$/, "");
  }
  const original = text.slice(start, end);
  const keepNewline = original.endsWith("\n") ? "\n" : "";
  return checked(text.slice(0, start) + source + keepNewline + text.slice(end), path, value);
}

/** `out` when the value at `path` reads back as `value`; otherwise throws a {@link YamlEditError} (the edit would change something else). */
function checked(out: string, path: YamlPath, value: unknown): string {
  let check: unknown;
  try {
    check = read(out).doc.getIn(path);
  } catch {
    check = undefined;
  }
  if (JSON.stringify(check) !== JSON.stringify(value)) throw new YamlEditError(`${path.join(" > ")} could not be written in place.`);
  return out;
}

/**
 * `text` with the field `key` of the mapping at `mapPath` set to `value`: an existing single value is
 * rewritten in its own style ({@link setScalar}), an existing list or mapping is replaced in place
 * ({@link replaceNode}), and a new field is added after the mapping's last field, at its indentation
 * (a `{ ... }` mapping is rewritten on its line). Throws a {@link YamlEditError} when `mapPath` is not
 * a mapping.
 */
export function setField(text: string, mapPath: YamlPath, key: string, value: unknown): string {
  const { doc } = read(text);
  const map = nodeAt(doc, mapPath);
  if (!isMap(map)) throw new YamlEditError(`${mapPath.join(" > ") || "The top"} is not a set of fields.`);
  const path = [...mapPath, key];
  if (map.has(key)) {
    const current = map.get(key, true);
    if (isScalar(current) && (value === null || ["string", "number", "boolean"].includes(typeof value)))
      return setScalar(text, path, value as string | number | boolean | null);
    return replaceNode(text, path, value);
  }
  if (map.flow || map.items.length === 0) return replaceNode(text, mapPath, { ...(map.toJSON() as object), [key]: value });
  const firstKey = map.items[0]!.key as YamlNode;
  const column = firstKey.range![0] - text.lastIndexOf("\n", firstKey.range![0] - 1) - 1;
  const end = map.range![1];
  const lineEnd = text.indexOf("\n", end - 1 < 0 ? 0 : end - 1);
  const insertAt = text[end - 1] === "\n" ? end : lineEnd === -1 ? text.length : lineEnd + 1;
  const lines = stringify({ [key]: value }, { lineWidth: 0 })
    .replace(/\n$/, "")
    .split("\n")
    .map((line) => (line ? " ".repeat(column) + line : line));
  const before = text.slice(0, insertAt);
  const out = `${before}${before.endsWith("\n") || before === "" ? "" : "\n"}${lines.join("\n")}\n${text.slice(insertAt)}`;
  let check: unknown;
  try {
    check = read(out).doc.getIn(path);
  } catch {
    check = undefined;
  }
  if (JSON.stringify(check) !== JSON.stringify(value))
    throw new YamlEditError(`${key} could not be added to ${mapPath.join(" > ") || "the top"}.`);
  return out;
}

/**
 * `text` without the field `key` of the mapping at `mapPath`: its lines (and the comment lines directly
 * above it) go, the rest stays; a field written on a list item's dash line or inside `{ ... }` is
 * removed by rewriting that mapping in place. Returns `text` unchanged when there is no such field.
 * Throws a {@link YamlEditError} when `mapPath` is not a mapping.
 */
export function removeField(text: string, mapPath: YamlPath, key: string): string {
  const { doc } = read(text);
  const map = nodeAt(doc, mapPath);
  if (!isMap(map)) throw new YamlEditError(`${mapPath.join(" > ") || "The top"} is not a set of fields.`);
  const index = map.items.findIndex((pair) => isScalar(pair.key) && pair.key.value === key);
  if (index === -1) return text;
  const keyNode = map.items[index]!.key as YamlNode;
  const lineStart = text.lastIndexOf("\n", keyNode.range![0] - 1) + 1;
  const onDashLine = text.slice(lineStart, keyNode.range![0]).trim() !== "";
  if (map.flow || onDashLine || map.items.length === 1) {
    const rest = Object.fromEntries(Object.entries(map.toJSON() as Record<string, unknown>).filter(([k]) => k !== key));
    return replaceNode(text, mapPath, rest);
  }
  const lineStarts = lineStartOffsets(text);
  const lineOf = (offset: number) => upperBound(lineStarts, offset) - 1;
  const lineText = (line: number) => text.slice(lineStarts[line], lineStarts[line + 1] ?? text.length);
  let first = lineOf(keyNode.range![0]);
  while (first > 0 && /^\s*#/.test(lineText(first - 1))) first--;
  const next = map.items[index + 1]?.key as YamlNode | undefined;
  let last = next ? lineOf(next.range![0]) : lineOf(Math.max(map.range![1] - 1, keyNode.range![0])) + 1;
  if (next) while (last - 1 > first && /^\s*#/.test(lineText(last - 1))) last--;
  return text.slice(0, lineStarts[first]) + text.slice(lineStarts[last] ?? text.length);
}

/** The offset where each line of `text` starts. */
function lineStartOffsets(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === "\n" && i + 1 < text.length) starts.push(i + 1);
  return starts;
}

/** The index of the first element of sorted `values` greater than `value`. */
function upperBound(values: readonly number[], value: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (values[mid]! <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
