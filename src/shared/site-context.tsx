import { createContext, useContext, type ReactNode } from "react";
import type { SiteData } from "./model.ts";

/**
 * The part of the site settings that interactive blocks (islands) read in the browser: lead forms,
 * videos, the video channel, the interaction timings and the contact details (the lead-form
 * overlay's failure panel offers the phone number and e-mail address). Each page with islands carries it once, as
 * JSON; the header, footer and cookie notice are prerendered and never need it in the browser.
 */
export type IslandSettings = Pick<SiteData, "leadForms" | "videos" | "videoChannel" | "interaction" | "contact">;

const SiteContext = createContext<SiteData | null>(null);
const SettingsContext = createContext<IslandSettings | null>(null);

/** Makes the resolved site settings (brand, menu, lead forms, videos) available to every block. */
export function SiteProvider(props: { site: SiteData; children: ReactNode }) {
  return (
    <SiteContext value={props.site}>
      <SettingsContext value={props.site}>{props.children}</SettingsContext>
    </SiteContext>
  );
}

/** Makes only the {@link IslandSettings} available: the root of an island, prerendered or hydrated. */
export function IslandSettingsProvider(props: { settings: IslandSettings; children: ReactNode }) {
  return <SettingsContext value={props.settings}>{props.children}</SettingsContext>;
}

/**
 * The whole site settings of the surrounding {@link SiteProvider}, for the parts of the page that are
 * prerendered only (header, footer, cookie notice). Throws when rendered outside one, and so inside an
 * island, which has only {@link useSiteSettings} (a developer error).
 */
export function useSite(): SiteData {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite() must be used inside <SiteProvider>");
  return site;
}

/** The {@link IslandSettings} of the surrounding provider: what a block that may be an island reads. Throws outside one (a developer error). */
export function useSiteSettings(): IslandSettings {
  const settings = useContext(SettingsContext);
  if (!settings) throw new Error("useSiteSettings() must be used inside <SiteProvider> or <IslandSettingsProvider>");
  return settings;
}

/**
 * Only the {@link IslandSettings} of `site` (which may be the whole SiteData, as the page's provider
 * holds it): what a page's islands receive in its settings script, and nothing of the menu, footer or
 * brand, which no island reads.
 */
export function islandSettingsOf(site: IslandSettings): IslandSettings {
  return {
    leadForms: site.leadForms,
    videos: site.videos,
    videoChannel: site.videoChannel,
    interaction: site.interaction,
    contact: site.contact,
  };
}

/**
 * The setting stored under `key` in a map of `_site.yaml` (lead forms, videos), or undefined when the
 * map has no such key of its own: a key such as `constructor` or `__proto__` never reaches the
 * map's prototype.
 */
export function settingByKey<T>(map: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(map, key) ? map[key] : undefined;
}
