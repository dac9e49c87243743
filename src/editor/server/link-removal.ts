/**
 * What becomes of a link when the page it leads to is deleted and the author chooses to remove the
 * links rather than send visitors elsewhere: each link named in words ("the Logistics card on
 * Verticals", "the Logistics item in the Verticals menu"), and the edit that removes it.
 *
 * What goes depends on the block, so that what stays still makes sense:
 * - a card (card grid), an icon link, a menu item, a footer or social link, or a redirect exists to
 *   lead somewhere: the whole item goes (and the card grid or icon links block with its last item);
 * - a button goes too, unless it also opens a lead form or plays a video: then only its link goes,
 *   and it keeps doing that (a call to action goes with its last button);
 * - a logo (logo strip) and an event (its video link) are content of their own: they stay, without the link;
 * - a link written as its own label and address (a case study's link) goes whole;
 * - a top-level menu entry with a list of items stays and opens its list; without one it goes;
 * - a `[label](/route)` link inside a text: the text stays, the label is no longer a link;
 * - any other link field is emptied (the checks that run before anything is written refuse it when
 *   the field is required, and the author sends visitors elsewhere instead).
 */
import { isScalar, parseDocument } from "yaml";
import { pathInWords, typeInWords } from "../app/page-model.ts";
import type { DataPath, ParsedFile } from "../../content/parse.ts";
import { removeField, removeListItem, replaceNode, setScalar, YamlEditError } from "../yaml-source.ts";

/** One edit that removes a link: a list item, a field, or the link markup around a label in a text. */
export type Removal =
  | { kind: "item"; list: DataPath; index: number }
  | { kind: "field"; map: DataPath; key: string }
  | { kind: "unlink"; path: DataPath; href: string };

/** A link in words, what removing it does in words, and the edit that does it. */
export interface LinkRemoval {
  /** The link as the author knows it: "the Logistics card on Verticals". */
  words: string;
  /** What removing it does: "the card is removed", "the logo stays, without a link". */
  effect: string;
  removal: Removal;
  /** When this removal empties its list: what goes instead (the block, or the field holding the list), and the effect then. */
  whenLast?: { removal: Removal; effect: string };
}

/** A list of items in a block: what one item is called, its name, and what happens when the link goes. */
interface ItemRule {
  noun: string;
  name(item: Record<string, unknown>): string;
  /** "item": the item goes; "field": only its link goes. */
  remove(item: Record<string, unknown>): "item" | "field";
  /** When the last item goes: the whole block goes, or only the list. */
  whenLast: "block" | "list";
  /** The sentence for a link removed alone: "the logo stays, without a link". */
  keptEffect?(item: Record<string, unknown>): string;
  /** Whether the item is named inside its block ("the Contact us button in the call to action") or on its own ("the Logistics card"). */
  inBlock: boolean;
}

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : "");

const BUTTON: ItemRule = {
  noun: "button",
  name: (item) => text(item.label),
  remove: (item) => (text(item.leadForm) || text(item.video) ? "field" : "item"),
  keptEffect: (item) => (text(item.leadForm) ? "the button stays and opens its form" : "the button stays and plays its video"),
  whenLast: "list",
  inBlock: true,
};

/** By `<block type>.<list>`: the lists of blocks whose items hold a link. */
const BLOCK_ITEMS: Record<string, ItemRule> = {
  "cardGrid.cards": { noun: "card", name: (item) => text(item.title), remove: () => "item", whenLast: "block", inBlock: false },
  "iconLinks.links": { noun: "link", name: (item) => text(item.label), remove: () => "item", whenLast: "block", inBlock: false },
  "callToAction.actions": { ...BUTTON, whenLast: "block" },
  "hero.actions": BUTTON,
  "pageHeader.actions": BUTTON,
  "logoStrip.logos": {
    noun: "logo",
    name: (item) => text((item.image as Record<string, unknown> | undefined)?.alt) || text(item.alt),
    remove: () => "field",
    keptEffect: () => "the logo stays, without a link",
    whenLast: "list",
    inBlock: false,
  },
  "eventsBrowser.events": {
    noun: "event",
    name: (item) => text(item.title),
    remove: () => "field",
    keptEffect: () => "the event stays, without its video",
    whenLast: "list",
    inBlock: false,
  },
};

/**
 * By `<block type>.<field>`: links written as an object of their own (a label and an address), in
 * words; without its address the object would be incomplete, so the whole link goes.
 */
const BLOCK_LINK_OBJECTS: Record<string, string> = {
  "caseStudy.link": "story's",
};

/** The place where a link is, in words: "on Verticals", "in the site settings". */
function onPage(file: string, data: unknown): string {
  if (file.endsWith("/_site.yaml")) return "in the site settings";
  if (file.endsWith("/_404.yaml")) return "on the not-found page";
  return `on ${text((data as { title?: unknown } | null)?.title) || file}`;
}

const at = (data: unknown, path: DataPath): unknown =>
  path.reduce<unknown>((v, k) => (v && typeof v === "object" ? (v as Record<string, unknown>)[k as string] : undefined), data);
const named = (name: string, noun: string) => (name ? `the ${name} ${noun}` : `a ${noun}`);

/** A link in a page's block: in a list the block type knows, or any other field of it. */
function blockLink(data: unknown, path: DataPath, where: string): LinkRemoval {
  const b = path[1] as number;
  const block = at(data, ["blocks", b]) as Record<string, unknown>;
  const type = text(block?.type);
  const blockWords = typeInWords(type).toLowerCase();
  const rule =
    typeof path[2] === "string" && typeof path[3] === "number" && path.length === 5 ? BLOCK_ITEMS[`${type}.${path[2]}`] : undefined;
  const wholeBlock: Removal = { kind: "item", list: ["blocks"], index: b };
  const owner = BLOCK_LINK_OBJECTS[`${type}.${String(path[2])}`];
  if (owner && path.length === 4 && path[3] === "href")
    return {
      words: `the ${owner} link of the ${blockWords} ${where}`,
      effect: `the ${owner} link is removed`,
      removal: { kind: "field", map: path.slice(0, 2), key: path[2] as string },
    };
  if (!rule) {
    const field = path[path.length - 1] as string;
    return {
      words: `the ${pathInWords(path.slice(2)).toLowerCase()} of the ${blockWords} ${where}`,
      effect: "the link is removed",
      removal: { kind: "field", map: path.slice(0, -1), key: field },
    };
  }
  const list: DataPath = path.slice(0, 3);
  const item = at(data, path.slice(0, 4)) as Record<string, unknown>;
  const words = `${named(rule.name(item), rule.noun)}${rule.inBlock ? ` in the ${blockWords}` : ""} ${where}`;
  if (rule.remove(item) === "field")
    return {
      words,
      effect: rule.keptEffect?.(item) ?? "the link is removed",
      removal: { kind: "field", map: path.slice(0, 4), key: path[4] as string },
    };
  const whenLast =
    rule.whenLast === "block"
      ? { removal: wholeBlock, effect: `the ${rule.noun} is removed, and with it the ${blockWords}, which has no other ${rule.noun}` }
      : { removal: { kind: "field", map: path.slice(0, 2), key: path[2] as string } as Removal, effect: `the ${rule.noun} is removed` };
  return { words, effect: `the ${rule.noun} is removed`, removal: { kind: "item", list, index: path[3] as number }, whenLast };
}

/** A link in the site settings: the menu, the footer, the social links, a redirect, or any other field. */
function siteLink(data: unknown, path: DataPath, href: string): LinkRemoval | undefined {
  const [first, i, second, j] = path;
  if (first === "menu" && typeof i === "number") {
    const entry = at(data, ["menu", i]) as Record<string, unknown>;
    const menu = text(entry?.title) || "its";
    if (second === "children" && typeof j === "number") {
      const child = at(data, path.slice(0, 4)) as Record<string, unknown>;
      return {
        words: `${named(text(child?.title), "item")} in the ${menu} menu`,
        effect: "the item is removed from the menu",
        removal: { kind: "item", list: path.slice(0, 3), index: j },
        whenLast: {
          removal: { kind: "field", map: ["menu", i], key: "children" },
          effect: "the item is removed, and the menu's list with it",
        },
      };
    }
    if (second === "activePaths" && typeof j === "number")
      return {
        words: `the ${menu} menu, which is marked as the current one on ${href}`,
        effect: "the menu no longer marks that address",
        removal: { kind: "item", list: path.slice(0, 3), index: j },
        whenLast: { removal: { kind: "field", map: ["menu", i], key: "activePaths" }, effect: "the menu no longer marks that address" },
      };
    if (second === "link") {
      const hasItems = Array.isArray(entry?.children) && entry.children.length > 0;
      return hasItems
        ? {
            words: `the ${menu} menu`,
            effect: "the menu stays and opens its list of items",
            removal: { kind: "field", map: ["menu", i], key: "link" },
          }
        : { words: `the ${menu} menu`, effect: "the menu entry is removed", removal: { kind: "item", list: ["menu"], index: i } };
    }
  }
  // The footer's links, the social links and the redirects are lists the site settings always have: emptied, they stay as [].
  const itemOf = (list: DataPath, words: string, effect: string): LinkRemoval => ({
    words,
    effect,
    removal: { kind: "item", list, index: path[list.length] as number },
  });
  if (first === "footer" && i === "links" && typeof second === "number" && path.length === 4)
    return itemOf(
      ["footer", "links"],
      `${named(text((at(data, path.slice(0, 3)) as Record<string, unknown>)?.label), "link")} in the footer`,
      "the link is removed from the footer",
    );
  if (first === "social" && typeof i === "number" && path.length === 3)
    return itemOf(
      ["social"],
      `${named(text((at(data, path.slice(0, 2)) as Record<string, unknown>)?.label), "social link")} in the footer`,
      "the social link is removed",
    );
  if (first === "redirects" && typeof i === "number" && second === "to") {
    const from = text((at(data, ["redirects", i]) as Record<string, unknown>)?.from);
    return itemOf(["redirects"], `the redirect from ${from}`, `the redirect is removed (${from} then shows “Page not found”)`);
  }
  return undefined;
}

/**
 * The link at `path` of `parsed` (a link field, or with `inline` a `[label](href)` link inside the
 * text at `path`), in words, with the edit that removes it (see the rules above). Never throws.
 */
export function linkRemoval(parsed: ParsedFile, path: DataPath, href: string, inline: boolean): LinkRemoval {
  const where = onPage(parsed.relFile, parsed.data);
  if (inline) {
    const value = String(at(parsed.data, path) ?? "");
    const label = inlineLabel(value, href);
    const container =
      path[0] === "blocks" && typeof path[1] === "number"
        ? `the ${typeInWords(text((at(parsed.data, path.slice(0, 2)) as Record<string, unknown>)?.type)).toLowerCase()}`
        : "the text";
    return {
      words: `the link “${label}” in ${container} ${where}`,
      effect: "the text stays; its words are no longer a link",
      removal: { kind: "unlink", path, href },
    };
  }
  if (path[0] === "blocks" && typeof path[1] === "number") return blockLink(parsed.data, path, where);
  const site = parsed.relFile.endsWith("/_site.yaml") ? siteLink(parsed.data, path, href) : undefined;
  if (site) return site;
  const holder = pathInWords(path.slice(0, -1)).toLowerCase();
  return {
    words: `${holder ? `the link of the ${holder}` : `the ${pathInWords(path).toLowerCase()} field`} ${where}`,
    effect: "the link is removed",
    removal: { kind: "field", map: path.slice(0, -1), key: path[path.length - 1] as string },
  };
}

const LINK_MARKUP = (href: string) => new RegExp(`\\[([^\\]]*)\\]\\(${href.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\)`, "g");

/** The label of the first `[label](href)` in `value`. */
function inlineLabel(value: string, href: string): string {
  return LINK_MARKUP(href).exec(value)?.[1] ?? href;
}

/** The removals of one file's links, with each list that would be emptied replaced by what its last item's rule says goes instead. */
export function combineRemovals(data: unknown, plans: readonly LinkRemoval[]): Removal[] {
  const byList = new Map<string, LinkRemoval[]>();
  const others: Removal[] = [];
  for (const plan of plans) {
    if (plan.removal.kind !== "item") others.push(plan.removal);
    else {
      const key = JSON.stringify(plan.removal.list);
      byList.set(key, [...(byList.get(key) ?? []), plan]);
    }
  }
  const removals = [...others];
  for (const [key, group] of byList) {
    const list = at(data, JSON.parse(key) as DataPath);
    const indexes = new Set(group.map((p) => (p.removal as { index: number }).index));
    const last = group.find((p) => p.whenLast);
    if (Array.isArray(list) && indexes.size >= list.length && last?.whenLast) removals.push(last.whenLast.removal);
    else removals.push(...group.map((p) => p.removal));
  }
  return withoutNested(dedupe(withEmptyMenus(removals)));
}

/** A top-level menu entry that loses both its link and its list of items goes whole. */
function withEmptyMenus(removals: Removal[]): Removal[] {
  const fieldOf = (r: Removal, key: string) => r.kind === "field" && r.key === key && r.map.length === 2 && r.map[0] === "menu";
  const emptied = removals.filter(
    (r) =>
      fieldOf(r, "link") &&
      removals.some(
        (o) => fieldOf(o, "children") && JSON.stringify((o as { map: DataPath }).map) === JSON.stringify((r as { map: DataPath }).map),
      ),
  );
  const gone = emptied.map((r) => (r as { map: DataPath }).map[1] as number);
  return [
    ...removals.filter((r) => !(r.kind === "field" && r.map[0] === "menu" && r.map.length === 2 && gone.includes(r.map[1] as number))),
    ...gone.map((i): Removal => ({ kind: "item", list: ["menu"], index: i })),
  ];
}

/**
 * What removing `plan`'s link does once every removal of its file is `combined` ({@link combineRemovals}):
 * its own effect, its list's `whenLast` effect when it empties the list, or the larger thing that goes
 * with it (a menu entry left without link and items, a block).
 */
export function effectOf(data: unknown, plan: LinkRemoval, combined: readonly Removal[]): string {
  const own = removedPath(plan.removal);
  const cover = combined.find((r) => JSON.stringify(removedPath(r)) === JSON.stringify(own) || within(own, removedPath(r)));
  if (!cover || JSON.stringify(cover) === JSON.stringify(plan.removal)) return plan.effect;
  if (plan.whenLast && JSON.stringify(cover) === JSON.stringify(plan.whenLast.removal)) return plan.whenLast.effect;
  const path = removedPath(cover);
  const item = at(data, path) as Record<string, unknown> | undefined;
  if (path[0] === "menu" && path.length === 2) return `the whole ${text(item?.title)} menu is removed: none of it leads anywhere else`;
  if (path[0] === "blocks" && path.length === 2) return `the whole ${typeInWords(text(item?.type)).toLowerCase()} is removed`;
  return plan.whenLast?.effect ?? plan.effect;
}

const removedPath = (r: Removal): DataPath => (r.kind === "item" ? [...r.list, r.index] : r.kind === "field" ? [...r.map, r.key] : r.path);
const within = (inner: DataPath, outer: DataPath) => outer.length < inner.length && outer.every((k, i) => k === inner[i]);

function dedupe(removals: Removal[]): Removal[] {
  const seen = new Set<string>();
  return removals.filter((r) => {
    const key = JSON.stringify(r);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Drops the removals inside something another removal takes away whole. */
function withoutNested(removals: Removal[]): Removal[] {
  return removals.filter((r) => !removals.some((o) => o !== r && o.kind !== "unlink" && within(removedPath(r), removedPath(o))));
}

/** Orders paths so that later list items come first: removing them leaves the indexes of earlier ones valid. */
function comparePaths(a: DataPath, b: DataPath): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] === b[i]) continue;
    if (typeof a[i] === "number" && typeof b[i] === "number") return (b[i] as number) - (a[i] as number);
    return String(b[i]).localeCompare(String(a[i]));
  }
  return b.length - a.length;
}

/**
 * `source` (a file's text) with `removals` (from {@link combineRemovals}) applied as the smallest
 * edits of its text: a list item's lines, a field's lines, the `[`, `](href)` around a label. Throws a
 * YamlEditError when one cannot be made in place.
 */
export function applyRemovals(source: string, removals: readonly Removal[]): string {
  let out = source;
  for (const r of [...removals].sort((a, b) => comparePaths(removedPath(a), removedPath(b)))) {
    if (r.kind === "item") out = withoutItem(out, r.list, r.index);
    else if (r.kind === "field") out = removeField(out, r.map, r.key);
    else out = unlink(out, r.path, r.href);
  }
  return out;
}

/** `source` without item `index` of the list at `list`: its lines, or the list written anew when its lines cannot go alone (its last item before another field). */
function withoutItem(source: string, list: DataPath, index: number): string {
  const items = (parseDocument(source).getIn(list) as { toJSON?(): unknown } | undefined)?.toJSON?.();
  const rest = Array.isArray(items) ? items.filter((_, i) => i !== index) : [];
  if (rest.length === 0) return replaceNode(source, list, []);
  try {
    return removeListItem(source, list, index);
  } catch (error) {
    if (error instanceof YamlEditError) return replaceNode(source, list, rest);
    throw error;
  }
}

/** `source` with every `[label](href)` in the text at `path` turned into its label, in the text's own source when it reads back right, else rewritten. */
function unlink(source: string, path: DataPath, href: string): string {
  const doc = parseDocument(source);
  const node = doc.getIn(path, true);
  const value = String(doc.getIn(path) ?? "");
  const after = value.replace(LINK_MARKUP(href), "$1");
  if (isScalar(node) && node.range) {
    const [start, end] = node.range;
    const edited = source.slice(0, start) + source.slice(start, end).replace(LINK_MARKUP(href), "$1") + source.slice(end);
    if (parseDocument(edited).getIn(path) === after) return edited;
  }
  return setScalar(source, path, after);
}
