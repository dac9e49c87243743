/**
 * The page to send visitors to in place of one that is gone: the page above it in the site's
 * structure, else a page whose title says much the same, else the home page. Never the route that is
 * nearest as a string: `/verticals/rentals` is close to `/verticals/logistic` in spelling and says
 * nothing about logistics.
 */

/** A page that can be suggested: its route and its title (the route's last part in words will do when the title is unknown). */
export interface RoutePage {
  route: string;
  title: string;
}

/** Why a page was chosen, for the sentence that offers it. */
type RelatedReason = "parent" | "title" | "home";

/** The suggested page, and why it was chosen. */
export interface RelatedRoute extends RoutePage {
  reason: RelatedReason;
}

/** Words that say nothing about what a page is about. */
const STOP_WORDS = new Set(["a", "an", "and", "the", "of", "for", "to", "in", "on", "our", "us", "we", "with", "your", "page", "about"]);

/**
 * The words of a title or of a route's last part, lower case, without words that say nothing:
 * `contactProducts` → ["contact", "products"], "Let's talk about our products!" → ["let", "talk", "products"].
 */
export function titleWords(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w));
}

/** Whether two words are the same word in another form: equal, or one starts with the other and both have at least 4 letters (logistic, logistics). */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 4 && long.startsWith(short);
}

/** How much two sets of words have in common, from 0 (nothing) to 1 (the same words). */
function titleSimilarity(a: readonly string[], b: readonly string[]): number {
  if (!a.length || !b.length) return 0;
  const shared = a.filter((w) => b.some((v) => sameWord(w, v))).length;
  return shared / (a.length + b.length - shared);
}

/** The route's last part in words: `/verticals/asset-management` → "asset management". */
export function routeWords(route: string): string {
  return (route.split("/").pop() ?? "").replace(/[-_]+/g, " ");
}

/**
 * The page to send visitors of `route` to, among `pages` (which should no longer hold `route`):
 * 1. the nearest page above it (`/verticals` for `/verticals/logistic`, `/a` for `/a/b/c` when there
 *    is no `/a/b`);
 * 2. else the page whose title (with its route's last part) shares most words with `title` and the
 *    route's last part: "Logistics" finds "Logistics and transport", never "Rentals";
 * 3. else `/home`.
 * Returns undefined when none of these exists. Never throws.
 */
export function relatedRoute(route: string, title: string | undefined, pages: readonly RoutePage[]): RelatedRoute | undefined {
  const others = pages.filter((p) => p.route !== route && p.route !== "/");
  const byRoute = new Map(others.map((p) => [p.route, p]));
  const segments = route.split("/").filter(Boolean);
  for (let n = segments.length - 1; n >= 1; n--) {
    const parent = byRoute.get(`/${segments.slice(0, n).join("/")}`);
    if (parent) return { ...parent, reason: "parent" };
  }
  const wanted = [...new Set([...titleWords(title ?? ""), ...titleWords(routeWords(route))])];
  let best: RoutePage | undefined;
  let bestScore = 0;
  for (const page of others) {
    const score = titleSimilarity(wanted, [...new Set([...titleWords(page.title), ...titleWords(routeWords(page.route))])]);
    if (score > bestScore || (score === bestScore && best && score > 0 && page.route.length < best.route.length))
      [best, bestScore] = [page, score];
  }
  if (best && bestScore > 0) return { ...best, reason: "title" };
  const home = byRoute.get("/home");
  return home ? { ...home, reason: "home" } : undefined;
}
