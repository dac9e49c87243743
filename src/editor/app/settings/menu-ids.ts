/**
 * A menu item's id made from its title, so an author adding "Cloud migration" to the menu never has to
 * invent an id: `menuCloudMigration`, as the site's own ids are written.
 */

/** A menu item as the settings form edits it: its id, title and, for a dropdown, its children. */
interface MenuItem {
  id?: unknown;
  title?: unknown;
  children?: unknown;
  [key: string]: unknown;
}

/**
 * The id made from `title`: "menu" and the title's words, each starting with a capital, letters and
 * digits only ("Let's talk!" is `menuLetsTalk`); "menuItem" for a title without letters or digits.
 */
export function menuIdFromTitle(title: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/['’]/g, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return words.length ? `menu${words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join("")}` : "menuItem";
}

/**
 * `after` (the Menu section's values: `{ menu: [...] }`) with the id of each menu item, dropdown
 * children included, made from its title where the author has not chosen one: an id that is empty, or
 * still the one made from the item's title before this change (`before`, the same item by position).
 * Each made id is unique among the menu's ids (`menuCloud2` when `menuCloud` is taken). Anything that
 * is not a menu is returned as it is.
 */
export function withMenuIds<T>(before: unknown, after: T): T {
  const menu = (after as { menu?: unknown } | null)?.menu;
  if (!Array.isArray(menu)) return after;
  const previous = (before as { menu?: unknown } | null)?.menu;
  const taken = new Set<string>();
  const collect = (items: unknown) => {
    if (!Array.isArray(items)) return;
    for (const item of items as MenuItem[]) {
      if (typeof item?.id === "string" && item.id) taken.add(item.id);
      collect(item?.children);
    }
  };
  collect(menu);
  const unique = (id: string) => {
    let candidate = id;
    for (let n = 2; taken.has(candidate); n++) candidate = `${id}${n}`;
    taken.add(candidate);
    return candidate;
  };
  const fill = (items: unknown, old: unknown): unknown => {
    if (!Array.isArray(items)) return items;
    return (items as MenuItem[]).map((item, i) => {
      if (!item || typeof item !== "object") return item;
      const was = Array.isArray(old) ? (old[i] as MenuItem | undefined) : undefined;
      const title = typeof item.title === "string" ? item.title : "";
      const id = typeof item.id === "string" ? item.id : "";
      const madeBefore = typeof was?.title === "string" && was.id === menuIdFromTitle(was.title) && was.title !== title;
      let next: MenuItem = item;
      if (title.trim() && (!id || (madeBefore && id === was?.id))) {
        taken.delete(id);
        next = { ...item, id: unique(menuIdFromTitle(title)) };
      }
      return item.children === undefined ? next : { ...next, children: fill(item.children, was?.children) };
    });
  };
  return { ...(after as object), menu: fill(menu, previous) } as T;
}
