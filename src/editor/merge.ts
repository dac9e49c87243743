/**
 * Combines two people's versions of the same page, for the team editor: each person worked on their own
 * copy, and both changed the page since the version they started from. The versions are compared as the
 * page's data (what the forms show), field by field, never as lines of text; what both changed in
 * different ways is handed back as a question for the author, in words. The combined page is written as
 * the smallest edits of the already published version's text (data-edit.ts), so its comments, quoting
 * and untouched lines stay byte for byte. Pure functions, no I/O: browser and server can both use them.
 */
import { Document, isScalar, parse, parseDocument, YAMLError } from "yaml";
import { blockSummary, countText, pathInWords, typeInWords } from "./app/page-model.ts";
import { applyDataChange, sameData } from "./data-edit.ts";
import {
  insertListItem,
  moveListItem,
  removeField,
  removeListItem,
  replaceNode,
  setField,
  YamlEditError,
  type YamlPath,
} from "./yaml-source.ts";

/** A path into a page's data: field names and list positions (from 0), e.g. `["blocks", 0, "slides", 1, "title"]`. */
type DataPath = (string | number)[];

/** Whose value to keep where both people changed the same thing: `"ours"` (the version being combined in) or `"theirs"` (the published one). */
export type MergeSide = "ours" | "theirs";

/**
 * One place both people changed in different ways. `key` is a stable id for the place, its path as a
 * JSON pointer (`"/blocks/0/slides/1/title"`, `""` for the whole page; `~` and `/` in a field name are
 * written `~0` and `~1`): the same conflict has the same key on every call, so a choice made for it can
 * be passed back in `choices`. `label` names the place in words ("Block 1 (Hero) › Slides 2 › Title").
 * `base` is the value both started from (`undefined` when it was not there, or when the page did not
 * exist yet); `ours` and `theirs` are each side's value (`undefined` where that side removed it).
 */
export interface FieldConflict {
  key: string;
  path: DataPath;
  label: string;
  base: unknown;
  ours: unknown;
  theirs: unknown;
}

/**
 * What {@link mergePageTexts} gives: the combined file's text with no open conflicts, or no text and the
 * conflicts that still need a choice.
 */
export type MergeResult = { text: string; conflicts: [] } | { text: null; conflicts: FieldConflict[] };

/** Why two versions could not be combined at all: one of them cannot be read as a page. The message is in plain words, for an author. */
export class MergeError extends Error {
  /** The version that cannot be read. */
  readonly side: MergeSide;

  constructor(side: MergeSide, message: string) {
    super(message);
    this.name = "MergeError";
    this.side = side;
  }
}

/** One difference between two versions of a page, for a reviewer. See {@link describeChanges}. */
export interface FieldChange {
  path: DataPath;
  label: string;
  before: unknown;
  after: unknown;
  kind: "changed" | "added" | "removed" | "moved";
  /** For `"moved"` only: where the item was before (its path in `before`). */
  from?: DataPath;
}

type Plain = Record<string, unknown>;

const isPlainObject = (v: unknown): v is Plain => typeof v === "object" && v !== null && !Array.isArray(v);

/* ------------------------------------------------------------------------------------------------ */
/* Lists compared item by item                                                                      */
/* ------------------------------------------------------------------------------------------------ */

/** A value as a string that is equal for equal data (fields in any order, `undefined` fields left out). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (isPlainObject(value)) {
    const keys = Object.keys(value)
      .filter((k) => value[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(",")}}`;
  }
  return value === undefined ? "undefined" : JSON.stringify(value);
}

/**
 * Which items of `a` and `b` stay, as pairs of positions `[i, j]` (a longest common subsequence of
 * equal keys). Where several choices are as long, an item is matched as early as it can be, so a copy
 * put right after its original leaves the original matched.
 */
function commonItems(a: readonly string[], b: readonly string[]): [number, number][] {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const n = a.length - head - tail;
  const m = b.length - head - tail;
  // lengths[i][j]: the longest common run of a[head + i..] and b[head + j..] (the middle only).
  const lengths = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lengths[i]![j] = a[head + i] === b[head + j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const pairs: [number, number][] = [];
  for (let k = 0; k < head; k++) pairs.push([k, k]);
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[head + i] === b[head + j]) {
      pairs.push([head + i, head + j]);
      i++;
      j++;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i++;
    else j++;
  }
  for (let k = 0; k < tail; k++) pairs.push([a.length - tail + k, b.length - tail + k]);
  return pairs;
}

/** A stretch where two lists differ: items `[b0, b1)` of the first stand where items `[a0, a1)` of the second are. */
interface Hunk {
  b0: number;
  b1: number;
  a0: number;
  a1: number;
}

/** The stretches between the items that `before` and `after` have in common, in order. */
function hunks(before: readonly unknown[], after: readonly unknown[]): { hunks: Hunk[]; matches: [number, number][] } {
  const matches = commonItems(before.map(canonical), after.map(canonical));
  const out: Hunk[] = [];
  let b = 0;
  let a = 0;
  for (const [i, j] of [...matches, [before.length, after.length] as [number, number]]) {
    if (i > b || j > a) out.push({ b0: b, b1: i, a0: a, a1: j });
    b = i + 1;
    a = j + 1;
  }
  return { hunks: out, matches };
}

/**
 * Where each item of `before` that is still in `after`, unchanged, now stands: the items kept in order,
 * and the items taken out in one place and put back in another (moved). Position in `before` → position
 * in `after`.
 */
function whereItemsStand(before: readonly unknown[], after: readonly unknown[], diff = hunks(before, after)): Map<number, number> {
  const { hunks: stretches, matches } = diff;
  const out = new Map(matches);
  const put = stretches.flatMap((h) => Array.from({ length: h.a1 - h.a0 }, (_, k) => h.a0 + k));
  const taken = new Set<number>();
  for (const h of stretches) {
    for (let i = h.b0; i < h.b1; i++) {
      const j = put.find((j) => !taken.has(j) && sameData(before[i], after[j]));
      if (j === undefined) continue;
      taken.add(j);
      out.set(i, j);
    }
  }
  return out;
}

/** Whether every difference between the lists is items changed where they stand (none added, removed or moved). */
const changedInPlace = (hs: readonly Hunk[]) => hs.every((h) => h.b1 - h.b0 === h.a1 - h.a0);

/** Whether `path` is the page's list of blocks. */
const isBlockList = (path: readonly (string | number)[]) => path.length === 1 && path[0] === "blocks";

/**
 * What kind of item a value is, for pairing a changed item with what it became: a single value, a
 * list, or a group of fields (in the page's list of blocks, of its block `type`).
 */
function itemKind(value: unknown, inBlockList: boolean): string {
  if (Array.isArray(value)) return "list";
  if (isPlainObject(value)) return inBlockList && typeof value.type === "string" ? `fields:${value.type}` : "fields";
  return "value";
}

/* ------------------------------------------------------------------------------------------------ */
/* Labels in words                                                                                  */
/* ------------------------------------------------------------------------------------------------ */

/** The `type` of block `index` in the first of `roots` that has that block with a type, or "". */
function blockTypeIn(roots: readonly unknown[], index: number): string {
  for (const root of roots) {
    const blocks = isPlainObject(root) ? root.blocks : undefined;
    const block = Array.isArray(blocks) ? blocks[index] : undefined;
    if (isPlainObject(block) && typeof block.type === "string" && block.type.trim()) return block.type;
  }
  return "";
}

/**
 * `path` in words: a page's block as "Block 3 (Call to action)", then the fields and list positions
 * inside it as {@link pathInWords} writes them; "The whole page" for the empty path.
 */
function labelFor(path: readonly (string | number)[], roots: readonly unknown[]): string {
  if (path.length === 0) return "The whole page";
  if (path[0] === "blocks" && typeof path[1] === "number") {
    const type = blockTypeIn(roots, path[1]);
    const head = `Block ${path[1] + 1}${type ? ` (${typeInWords(type)})` : ""}`;
    const rest = pathInWords(path.slice(2));
    return rest ? `${head} › ${rest}` : head;
  }
  return pathInWords(path);
}

/** `path` as a JSON pointer: `["blocks", 0, "title"]` → `/blocks/0/title`; `""` for the empty path. */
function pointer(path: readonly (string | number)[]): string {
  return path.map((part) => `/${String(part).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
}

/* ------------------------------------------------------------------------------------------------ */
/* Three-way merge of the data                                                                      */
/* ------------------------------------------------------------------------------------------------ */

interface MergeContext {
  choices: Readonly<Record<string, MergeSide>>;
  conflicts: FieldConflict[];
  /** The page did not exist (or cannot be read) in the version both started from: every difference is a question. */
  noBase: boolean;
  roots: readonly unknown[];
}

/** The value at `path` where both sides changed it differently: the chosen side's, else a conflict is recorded (and theirs stands in). */
function conflict(base: unknown, ours: unknown, theirs: unknown, path: DataPath, ctx: MergeContext): unknown {
  const key = pointer(path);
  const choice = Object.hasOwn(ctx.choices, key) ? ctx.choices[key] : undefined;
  if (choice === "ours") return ours;
  if (choice === "theirs") return theirs;
  ctx.conflicts.push({ key, path, label: labelFor(path, ctx.roots), base, ours, theirs });
  return theirs;
}

/** The combined value at `path` (`undefined`: the field is gone). */
function merge3(base: unknown, ours: unknown, theirs: unknown, path: DataPath, ctx: MergeContext): unknown {
  if (sameData(ours, theirs)) return theirs;
  if (!ctx.noBase) {
    if (sameData(base, ours)) return theirs;
    if (sameData(base, theirs)) return ours;
  }
  if (isPlainObject(ours) && isPlainObject(theirs)) {
    // A block made into another kind of block on one side is a different block: its fields are not mixed with the other side's.
    if (path.length === 2 && path[0] === "blocks" && typeof path[1] === "number" && ours.type !== theirs.type)
      return conflict(base, ours, theirs, path, ctx);
    const from: Plain = isPlainObject(base) ? base : {};
    const out: Plain = {};
    const keys = new Set([...Object.keys(theirs), ...Object.keys(ours), ...Object.keys(from)]);
    for (const key of keys) {
      const value = merge3(from[key], ours[key], theirs[key], [...path, key], ctx);
      if (value !== undefined) out[key] = value;
    }
    return out;
  }
  if (Array.isArray(ours) && Array.isArray(theirs)) return mergeLists(base, ours, theirs, path, ctx);
  return conflict(base, ours, theirs, path, ctx);
}

/**
 * Two changed lists combined: item by item when neither side added, removed or moved an item; when
 * only one side did, the other side's changed items are carried to where those items now stand (unless
 * that side removed or changed them too); when both did, the whole list is one conflict.
 */
function mergeLists(base: unknown, ours: unknown[], theirs: unknown[], path: DataPath, ctx: MergeContext): unknown {
  const itemByItem = (from: readonly unknown[] | undefined) => ours.map((item, i) => merge3(from?.[i], item, theirs[i], [...path, i], ctx));
  if (!Array.isArray(base))
    return ours.length === theirs.length && (ctx.noBase || base === undefined)
      ? itemByItem(undefined)
      : conflict(base, ours, theirs, path, ctx);
  const oursInPlace = changedInPlace(hunks(base, ours).hunks);
  const theirsInPlace = changedInPlace(hunks(base, theirs).hunks);
  if (oursInPlace && theirsInPlace) return itemByItem(base);
  if (oursInPlace || theirsInPlace) {
    // One side only changed items where they stand; the other added, removed or moved some.
    const [changed, other] = oursInPlace ? [ours, theirs] : [theirs, ours];
    const result = [...other];
    const whereNow = whereItemsStand(base, other);
    for (let i = 0; i < base.length; i++) {
      if (sameData(base[i], changed[i])) continue;
      const at = whereNow.get(i);
      if (at === undefined) return conflict(base, ours, theirs, path, ctx);
      result[at] = changed[i];
    }
    return result;
  }
  return conflict(base, ours, theirs, path, ctx);
}

/* ------------------------------------------------------------------------------------------------ */
/* Writing the combined data as edits of the published text                                         */
/* ------------------------------------------------------------------------------------------------ */

const isEditError = (e: unknown): e is YamlEditError => e instanceof YamlEditError;

/**
 * `text` (whose value at `path` is `before`) with that value made `after`, in the smallest edits that
 * can be made; where they cannot, the value is rewritten in its own place. Throws a
 * {@link YamlEditError} when even that cannot be done (the caller then rewrites a larger part).
 */
function editText(text: string, path: YamlPath, before: unknown, after: unknown): string {
  if (sameData(before, after)) return text;
  try {
    return smallestEdit(text, path, before, after);
  } catch (e) {
    if (!isEditError(e)) throw e;
  }
  return isSingleValue(before) && isSingleValue(after) ? quotedInPlace(text, path, after) : replaceNode(text, path, after);
}

const isSingleValue = (v: unknown): v is string | number | boolean | null =>
  v === null || ["string", "number", "boolean"].includes(typeof v);

/**
 * `text` with the single value at `path` written as a double-quoted value in its own place (a text
 * with line breaks, which the in-place edits of data-edit.ts cannot write, reads back exactly this way).
 * Throws a {@link YamlEditError} when there is no single value at `path` or it would not read back.
 */
function quotedInPlace(text: string, path: YamlPath, value: string | number | boolean | null): string {
  const doc = parseDocument(text);
  const node = doc.getIn(path, true);
  if (!isScalar(node) || !node.range) throw new YamlEditError(`${path.join(" > ")} is not a single value.`);
  const [start, end] = node.range;
  // A JSON string is a double-quoted YAML value: its escapes (\n, \", \uXXXX) read the same in both.
  const out = `${text.slice(0, start)}${JSON.stringify(value)}${text.slice(start, end).endsWith("\n") ? "\n" : ""}${text.slice(end)}`;
  doc.setIn(path, value);
  let check: unknown;
  try {
    check = parse(out);
  } catch {
    throw new YamlEditError(`${path.join(" > ")} could not be written in place.`);
  }
  if (!sameData(check, doc.toJS())) throw new YamlEditError(`${path.join(" > ")} could not be written in place.`);
  return out;
}

function smallestEdit(text: string, path: YamlPath, before: unknown, after: unknown): string {
  if (isPlainObject(before) && isPlainObject(after)) {
    let out = text;
    // Fields added and changed first, removed last: a mapping never empties on the way.
    for (const [key, value] of Object.entries(after)) {
      if (value === undefined) continue;
      out = before[key] === undefined ? setField(out, path, key, value) : editText(out, [...path, key], before[key], value);
    }
    for (const key of Object.keys(before)) if (before[key] !== undefined && after[key] === undefined) out = removeField(out, path, key);
    return out;
  }
  if (Array.isArray(before) && Array.isArray(after)) return editList(text, path, before, after);
  return applyDataChange(text, path, before, after);
}

/** The one move (an item taken out and put back elsewhere) that turns `before` into `after`, if there is one. */
function singleMove(before: readonly unknown[], after: readonly unknown[]): { from: number; to: number } | undefined {
  if (before.length !== after.length) return undefined;
  let first = 0;
  while (first < before.length && sameData(before[first], after[first])) first++;
  let last = before.length - 1;
  while (last > first && sameData(before[last], after[last])) last--;
  if (first >= last) return undefined;
  const moved = (from: number, to: number) => {
    const list = [...before];
    list.splice(to, 0, ...list.splice(from, 1));
    return sameData(list, after);
  };
  if (moved(first, last)) return { from: first, to: last };
  if (moved(last, first)) return { from: last, to: first };
  return undefined;
}

/**
 * A list's items added, removed, moved and changed as edits of their own lines: an item that moved
 * travels with its comments, items that stay are edited where they are, and each added item is written
 * in the list's indentation.
 */
function editList(text: string, path: YamlPath, before: readonly unknown[], after: readonly unknown[]): string {
  const move = singleMove(before, after);
  if (move) {
    try {
      return moveListItem(text, path, move.from, move.to);
    } catch (e) {
      if (!isEditError(e)) throw e;
    }
  }
  let out = text;
  // From the last stretch to the first, so the positions of the stretches before stay as they were.
  for (const h of hunks(before, after).hunks.reverse()) {
    // Items that stand in each other's place are edited where they are (keeping their comments and the
    // blank lines around them): all of them when as many come as go, else the leading ones of the same kind.
    let paired = 0;
    if (h.b1 - h.b0 === h.a1 - h.a0) paired = h.b1 - h.b0;
    else
      while (
        h.b0 + paired < h.b1 &&
        h.a0 + paired < h.a1 &&
        itemKind(before[h.b0 + paired], isBlockList(path)) === itemKind(after[h.a0 + paired], isBlockList(path))
      )
        paired++;
    // New items go in after the old ones before those are taken out, so the list never empties on the way.
    for (let k = paired; k < h.a1 - h.a0; k++) out = insertListItem(out, path, h.b1 + k - paired, after[h.a0 + k]);
    for (let k = h.b1 - 1; k >= h.b0 + paired; k--) out = removeListItem(out, path, k);
    for (let k = 0; k < paired; k++) out = editText(out, [...path, h.b0 + k], before[h.b0 + k], after[h.a0 + k]);
  }
  return out;
}

/** `text` rewritten to hold `data`, keeping what it can: the top value replaced in place, else the whole document written again with its opening comments. */
function rewriteWhole(text: string, data: unknown): string {
  try {
    const out = replaceNode(text, [], data);
    if (sameData(parse(out), data)) return out;
  } catch (e) {
    if (!isEditError(e)) throw e;
  }
  const doc = new Document(data);
  doc.commentBefore = parseDocument(text).commentBefore;
  return doc.toString({ lineWidth: 0 });
}

/** Reads one side's text, or throws a {@link MergeError} saying which version cannot be read. */
function readSide(text: string, side: MergeSide): unknown {
  try {
    return parse(text);
  } catch {
    throw new MergeError(
      side,
      side === "ours"
        ? "Your version of this page cannot be read, so it cannot be combined with the published one."
        : "The published version of this page cannot be read, so your changes cannot be combined with it.",
    );
  }
}

/**
 * Combines two versions of one page file that were both changed since a common version.
 *
 * `base` is the file's text in the version both started from (`null` when the file did not exist then,
 * e.g. both people created the same page); `ours` is the version being combined in, `theirs` the one
 * already published. The texts are read as data and combined field by field: mappings key by key; a
 * list item by item when neither side added, removed or moved items, and, when only one side did, the
 * other side's changed items follow them to where they now stand; otherwise a list changed on both
 * sides is one value. A value changed on one side takes that side's value; changed on both sides to the
 * same value is kept; changed to different values (or removed on one side and changed on the other) is a
 * {@link FieldConflict}, unless `choices` (by the conflict's `key`) says whose value to keep. With no
 * `base`, every place the two versions differ is a conflict. A `base` that cannot be read counts as none.
 *
 * Returns `{ text, conflicts: [] }` when every difference is settled: `text` is `theirs` with the
 * combined changes made as the smallest edits (comments, quoting and untouched lines of `theirs` stay
 * byte for byte; where a value cannot be edited in place a larger part is rewritten, and the whole file
 * only when nothing else works); it is `theirs` itself when nothing of ours is left to add. Returns
 * `{ text: null, conflicts }` with the conflicts that have no choice yet otherwise (the same keys on
 * every call for the same texts). Keys of `choices` that name no conflict are ignored, and so is a choice
 * other than `"ours"` or `"theirs"`.
 *
 * Throws a {@link MergeError} (with `side` and a message in plain words) when `ours` or `theirs` cannot
 * be read as a page file.
 */
export function mergePageTexts(params: {
  base: string | null;
  ours: string;
  theirs: string;
  choices?: Record<string, MergeSide>;
}): MergeResult {
  const { ours, theirs } = params;
  const oursData = readSide(ours, "ours");
  const theirsData = readSide(theirs, "theirs");
  if (ours === theirs || sameData(oursData, theirsData)) return { text: theirs, conflicts: [] };
  let baseData: unknown;
  let noBase = params.base === null;
  if (params.base !== null) {
    try {
      baseData = parse(params.base);
    } catch {
      noBase = true;
    }
  }
  const ctx: MergeContext = { choices: params.choices ?? {}, conflicts: [], noBase, roots: [oursData, theirsData, baseData] };
  const merged = merge3(baseData, oursData, theirsData, [], ctx);
  if (ctx.conflicts.length) return { text: null, conflicts: ctx.conflicts };
  if (sameData(merged, theirsData)) return { text: theirs, conflicts: [] };
  let text: string | undefined;
  try {
    text = editText(theirs, [], theirsData, merged);
    if (!sameData(parse(text), merged)) text = undefined;
  } catch (e) {
    if (!isEditError(e) && !(e instanceof YAMLError)) throw e;
  }
  return { text: text ?? rewriteWhole(theirs, merged), conflicts: [] };
}

/* ------------------------------------------------------------------------------------------------ */
/* Describing changes for a reviewer                                                                */
/* ------------------------------------------------------------------------------------------------ */

/**
 * What changed from `before` to `after` (two versions of a page's data, as `parse` of the yaml package
 * gives them), field by field, in reading order, for a reviewer:
 *
 * - a single value that changed is one `"changed"` entry with both values (a field that appears or
 *   disappears is `"added"` or `"removed"`, with its whole value);
 * - a list compares its items as wholes first: an item put in or taken out is one `"added"` or
 *   `"removed"` entry carrying the whole item (a block is labelled "Block 3 (Call to action)"), an item
 *   that only moved is `"moved"` with `from`, and the items in between are compared field by field, so
 *   one block added never reports the rest of the page as changed;
 * - a value that changes kind (a text becoming a list) is one `"changed"` entry.
 *
 * `path` is where the value is in `after` (in `before` for what was removed); `label` says it in words
 * ("Block 1 (Hero) › Slides 1 › Title", "Title"; "The whole page" when the two are not pages at all).
 * Returns `[]` when the two are equal. Never throws: any values are compared as they are.
 */
export function describeChanges(before: unknown, after: unknown): FieldChange[] {
  const out: FieldChange[] = [];
  describe(before, after, [], [], out, [after, before]);
  return out;
}

function entry(kind: FieldChange["kind"], path: DataPath, before: unknown, after: unknown, roots: readonly unknown[]): FieldChange {
  return { path, label: labelFor(path, roots), before, after, kind };
}

/** Adds the changes from `before` (at `beforePath`) to `after` (at `path`) to `out`. */
function describe(
  before: unknown,
  after: unknown,
  path: DataPath,
  beforePath: DataPath,
  out: FieldChange[],
  roots: readonly unknown[],
): void {
  if (sameData(before, after)) return;
  if (before === undefined) out.push(entry("added", path, undefined, after, [roots[0]]));
  else if (after === undefined) out.push(entry("removed", beforePath, before, undefined, [roots[1]]));
  else if (isPlainObject(before) && isPlainObject(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)]))
      describe(before[key], after[key], [...path, key], [...beforePath, key], out, roots);
  } else if (Array.isArray(before) && Array.isArray(after)) describeList(before, after, path, beforePath, out, roots);
  else out.push(entry("changed", path, before, after, roots));
}

/** A list's differences: whole items added, removed or moved, and the items that stand in each other's place compared inside. */
function describeList(
  before: readonly unknown[],
  after: readonly unknown[],
  path: DataPath,
  beforePath: DataPath,
  out: FieldChange[],
  roots: readonly unknown[],
): void {
  const diff = hunks(before, after);
  const stretches = diff.hunks;
  // Items taken out in one place and put back, unchanged, in another: moved.
  const kept = new Set(diff.matches.map(([i]) => i));
  const movedFrom = new Map<number, number>();
  for (const [i, j] of whereItemsStand(before, after, diff)) if (!kept.has(i)) movedFrom.set(j, i);
  const movedTo = new Set(movedFrom.values());
  // Each change sorted where it stands in `after`; what was removed comes first at its place.
  const found: { at: number; order: number; changes: FieldChange[] }[] = [];
  for (const h of stretches) {
    const olds = Array.from({ length: h.b1 - h.b0 }, (_, k) => h.b0 + k).filter((i) => !movedTo.has(i));
    const news = Array.from({ length: h.a1 - h.a0 }, (_, k) => h.a0 + k).filter((j) => !movedFrom.has(j));
    // Pair the old items with new ones of the same kind (a hero with a hero), in order; those are changes inside an item.
    const pairs = commonItems(
      olds.map((i) => itemKind(before[i], isBlockList(path))),
      news.map((j) => itemKind(after[j], isBlockList(path))),
    ).map(([x, y]) => [olds[x]!, news[y]!] as const);
    const pairedOld = new Set(pairs.map(([i]) => i));
    const pairedNew = new Map(pairs.map(([i, j]) => [j, i]));
    for (const i of olds)
      if (!pairedOld.has(i))
        found.push({ at: h.a0, order: 0, changes: [entry("removed", [...beforePath, i], before[i], undefined, [roots[1]])] });
    for (const j of news) {
      const i = pairedNew.get(j);
      const changes: FieldChange[] = [];
      if (i === undefined) changes.push(entry("added", [...path, j], undefined, after[j], [roots[0]]));
      else describe(before[i], after[j], [...path, j], [...beforePath, i], changes, roots);
      found.push({ at: j, order: 1, changes });
    }
  }
  for (const [j, i] of movedFrom)
    found.push({ at: j, order: 1, changes: [{ ...entry("moved", [...path, j], before[i], after[j], roots), from: [...beforePath, i] }] });
  found.sort((x, y) => x.at - y.at || x.order - y.order);
  for (const f of found) out.push(...f.changes);
}

/* ------------------------------------------------------------------------------------------------ */
/* Values in words                                                                                  */
/* ------------------------------------------------------------------------------------------------ */

/** Longest text shown by {@link summariseValue}, in characters; longer text ends with "…". */
const VALUE_LENGTH = 120;

function cut(text: string): string {
  return text.length > VALUE_LENGTH ? `${text.slice(0, VALUE_LENGTH - 1).trimEnd()}…` : text;
}

/**
 * A value as one short line for a person: text as it is (line breaks and runs of spaces as one space),
 * cut to 120 characters with "…"; numbers as written; `true`/`false` as "Yes"/"No"; a list as its
 * count ("3 items", "1 item", "no items"); a group of fields by its heading, title, eyebrow, intro,
 * text, label or name (the first it has, without inline markup), after its `type` in words when it has
 * one ("Call to action: Talk to us", "Book a call (a group of fields)", "Hero (a group of fields)"),
 * else "a group of fields"; `null`, `undefined`, empty text and an empty group as "(empty)". Any value
 * is accepted; never throws.
 */
export function summariseValue(value: unknown): string {
  if (value === null || value === undefined) return "(empty)";
  if (typeof value === "string") {
    const text = value.replace(/\s+/g, " ").trim();
    return text ? cut(text) : "(empty)";
  }
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (Array.isArray(value)) return countText(value.length, "item").replace(/^No /, "no ");
  if (isPlainObject(value)) {
    if (Object.keys(value).every((k) => value[k] === undefined)) return "(empty)";
    const summary =
      blockSummary(value) || [value.label, value.name].find((v): v is string => typeof v === "string" && v.trim() !== "")?.trim();
    const kind = typeof value.type === "string" && value.type ? typeInWords(value.type) : "";
    if (kind) return cut(summary ? `${kind}: ${summary}` : `${kind} (a group of fields)`);
    return summary ? cut(`${summary} (a group of fields)`) : "a group of fields";
  }
  return cut(String(value));
}
