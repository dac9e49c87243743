import { createContext, useContext, type ReactNode } from "react";
import type { SiteData } from "./model.ts";

const SiteContext = createContext<SiteData | null>(null);

/** Makes the resolved site settings (brand, menu, lead forms, videos) available to every block. */
export function SiteProvider(props: { site: SiteData; children: ReactNode }) {
  return <SiteContext.Provider value={props.site}>{props.children}</SiteContext.Provider>;
}

/** The site settings of the surrounding {@link SiteProvider}. Throws when rendered outside one (a developer error). */
export function useSite(): SiteData {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite() must be used inside <SiteProvider>");
  return site;
}

/**
 * The setting stored under `key` in a map of `_site.yaml` (lead forms, videos), or undefined when the
 * map has no such key of its own: a key such as `constructor` or `__proto__` never reaches the
 * map's prototype. Lives here, beside {@link useSite}, so that every block reading settings shares
 * one chunk of JavaScript with it.
 */
export function settingByKey<T>(map: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(map, key) ? map[key] : undefined;
}
