/**
 * Turns an edit of a page's data (what a form shows) into the smallest edit of its YAML text, so a
 * saved file differs from the one on disk only where the author changed something. Built on the
 * in-place edits of yaml-source.ts: a changed value is rewritten in its own style, a new field is
 * added at the end of its mapping, a removed one goes with its comment lines, and a list item added,
 * removed or moved travels as its own lines.
 */
import { parse } from "yaml";
import {
  insertListItem,
  moveListItem,
  removeField,
  removeListItem,
  replaceNode,
  setField,
  setScalar,
  YamlEditError,
  type YamlPath,
} from "./yaml-source.ts";

type Plain = Record<string, unknown>;

const isPlainObject = (v: unknown): v is Plain => typeof v === "object" && v !== null && !Array.isArray(v);
const isScalarValue = (v: unknown): v is string | number | boolean | null =>
  v === null || ["string", "number", "boolean"].includes(typeof v);

/** Whether two plain data values (what YAML parses to) are equal, deeply. */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b))
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => sameData(v, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const ka = Object.keys(a).filter((k) => a[k] !== undefined);
    const kb = Object.keys(b).filter((k) => b[k] !== undefined);
    return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && sameData(a[k], b[k]));
  }
  return false;
}

/**
 * `text` rewritten so the value at `path` goes from `before` to `after` (plain data, as `parse` of the
 * yaml package gives it) with the fewest edits: unchanged parts are left byte for byte; in a mapping
 * each changed field is edited on its own, an `undefined` field is removed, a new one is added; in a
 * list, one item added, removed or moved is edited as that item's lines (its comments travel with it);
 * anything else (a value changing kind, a list changing in several places) is rewritten in its own
 * place only. Returns `text` itself when nothing changed. Throws a {@link YamlEditError} when `path`
 * does not lead into the document or `text` does not parse.
 */
export function applyDataChange(text: string, path: YamlPath, before: unknown, after: unknown): string {
  if (sameData(before, after)) return text;
  if (isPlainObject(before) && isPlainObject(after)) {
    let out = text;
    for (const key of Object.keys(before)) if (before[key] !== undefined && after[key] === undefined) out = removeField(out, path, key);
    for (const [key, value] of Object.entries(after)) {
      if (value === undefined) continue;
      out = before[key] === undefined ? setField(out, path, key, value) : applyDataChange(out, [...path, key], before[key], value);
    }
    return out;
  }
  if (Array.isArray(before) && Array.isArray(after)) return applyListChange(text, path, before, after);
  if (isScalarValue(after) && isScalarValue(before)) {
    try {
      return setScalar(text, path, after);
    } catch (e) {
      if (!(e instanceof YamlEditError)) throw e;
    }
  }
  return replaceNode(text, path, after);
}

/** One item added, removed or moved as a line edit where the list allows it; otherwise item by item, or the list rewritten in place. */
function applyListChange(text: string, path: YamlPath, before: readonly unknown[], after: readonly unknown[]): string {
  const lineEdit = (edit: () => string): string | undefined => {
    try {
      return edit();
    } catch (e) {
      if (e instanceof YamlEditError) return undefined;
      throw e;
    }
  };
  let out: string | undefined;
  if (after.length === before.length + 1) {
    const at = after.findIndex((_, k) => sameData(without(after, k), before));
    if (at !== -1) out = lineEdit(() => insertListItem(text, path, at, after[at]));
  } else if (before.length === after.length + 1) {
    const at = before.findIndex((_, k) => sameData(without(before, k), after));
    if (at !== -1) out = lineEdit(() => removeListItem(text, path, at));
  } else if (before.length === after.length) {
    const move = findMove(before, after);
    if (move) out = lineEdit(() => moveListItem(text, path, move.from, move.to));
    else if (before.length > 0) {
      out = lineEdit(() => before.reduce<string>((acc, item, i) => applyDataChange(acc, [...path, i], item, after[i]), text));
    }
  }
  return out ?? replaceNode(text, path, after);
}

function without<T>(list: readonly T[], index: number): T[] {
  return [...list.slice(0, index), ...list.slice(index + 1)];
}

/** The one move (item `from` taken out and put back at `to`) that turns `before` into `after`, if there is one. */
function findMove(before: readonly unknown[], after: readonly unknown[]): { from: number; to: number } | undefined {
  let first = 0;
  while (first < before.length && sameData(before[first], after[first])) first++;
  let last = before.length - 1;
  while (last > first && sameData(before[last], after[last])) last--;
  if (first >= last) return undefined;
  const moved = (from: number, to: number) => {
    const list = without(before, from);
    list.splice(to, 0, before[from]);
    return sameData(list, after);
  };
  if (moved(first, last)) return { from: first, to: last };
  if (moved(last, first)) return { from: last, to: first };
  return undefined;
}

/**
 * `text`, or `savedText` itself when the two hold the same data: a field cleared and typed back, or a
 * change undone by hand, leaves the file as it was saved, byte for byte. Either text that does not
 * parse gives `text`.
 */
export function asSavedWhenSame(text: string, savedText: string): string {
  if (text === savedText) return text;
  try {
    return sameData(parse(text), parse(savedText)) ? savedText : text;
  } catch {
    return text;
  }
}

/**
 * `text` with the value at `path` set to `after`, reading what is there now from `text` itself:
 * {@link applyDataChange} for callers that hold only the new value (a form's whole block). Throws a
 * {@link YamlEditError} when `text` does not parse or `path` does not lead into it.
 */
export function setDataAt(text: string, path: YamlPath, after: unknown): string {
  let before: unknown;
  try {
    before = path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], parse(text));
  } catch {
    throw new YamlEditError("The file does not parse; fix it before editing it here.");
  }
  if (before === undefined) {
    const parent = path.slice(0, -1);
    const key = path[path.length - 1];
    if (typeof key !== "string") throw new YamlEditError(`Nothing at ${path.join(" > ")}.`);
    return setField(text, parent, key, after);
  }
  return applyDataChange(text, path, before, after);
}

/**
 * The validator's error path, as ContentError.path writes it (`blocks[2] (hero) > actions[0] > href`,
 * `title`, or empty for the whole file), as a data path: `["blocks", 2, "actions", 0, "href"]`.
 * A part it cannot read ends the path there, so an error still lands on the nearest field it names.
 */
export function parseErrorPath(path: string): (string | number)[] {
  const out: (string | number)[] = [];
  if (!path.trim()) return out;
  for (const rawPart of path.split(" > ")) {
    const part = rawPart.replace(/ \([^()]*\)$/, "");
    const match = /^([^[\]]*)((?:\[\d+\])*)$/.exec(part);
    if (!match) break;
    if (match[1]) out.push(match[1]);
    for (const index of match[2]!.matchAll(/\[(\d+)\]/g)) out.push(Number(index[1]));
  }
  return out;
}
