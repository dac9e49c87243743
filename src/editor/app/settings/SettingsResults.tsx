/**
 * The site settings that the pages list's search finds: each section whose name, field titles or
 * values match, as a link that opens that section.
 */
import { useEffect, useMemo, useState } from "react";
import { getFile } from "../api.ts";
import { useDrafts, useServices } from "../context.ts";
import { parseLeniently, settingsPath } from "./sections.ts";
import { searchSettings } from "./search.ts";
import { SITE_FILE } from "./useSettingsDraft.ts";

/**
 * The settings sections `query` finds, under the heading "Site settings", or nothing for an empty
 * query or no match. Values are searched in the author's draft of the settings when there is one,
 * else in the file on disk (read once, when the first search is typed).
 */
export function SettingsResults({ query }: { query: string }) {
  const services = useServices();
  const store = useDrafts(services.store);
  const [diskText, setDiskText] = useState<string | null>(null);
  const searching = query.trim() !== "";
  const draftText = store.get(SITE_FILE)?.text ?? store.stored(SITE_FILE)?.text;

  useEffect(() => {
    if (!searching || draftText !== undefined || diskText !== null) return;
    let live = true;
    getFile(SITE_FILE).then(
      (file) => live && setDiskText(file.text),
      // Without the file, sections are still found by name and field.
      () => live && setDiskText(""),
    );
    return () => {
      live = false;
    };
  }, [searching, draftText, diskText]);

  const data = useMemo(() => parseLeniently(draftText ?? diskText ?? ""), [draftText, diskText]);
  const matches = useMemo(() => searchSettings(query, services.schemas.site, data), [query, services.schemas.site, data]);
  if (matches.length === 0) return null;
  return (
    <section aria-labelledby="settings-results-title">
      <h2 id="settings-results-title" className="section-title">
        Site settings
      </h2>
      <ul className="page-list" aria-label="Site settings found">
        {matches.map(({ section, reason }) => (
          <li key={section.id} className="page-row">
            <div className="page-row-text">
              <span className="page-row-title">{section.title}</span>
              <span className="page-row-route">{reason}</span>
            </div>
            <div className="page-row-actions">
              <a
                className="button primary"
                href={settingsPath(section.id)}
                aria-label={`Open ${section.title}`}
                onClick={(e) => {
                  if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                  e.preventDefault();
                  services.navigate(settingsPath(section.id));
                }}
              >
                Open
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
