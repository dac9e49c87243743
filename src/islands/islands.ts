/**
 * The islands entry: the script the build adds to pages that have islands (after the site script).
 * It hydrates them; its chunk brings React's client, and each island's code comes as its own chunk.
 */
import { hydrateIslands } from "./hydrate.tsx";

if (typeof document !== "undefined") hydrateIslands(document);
