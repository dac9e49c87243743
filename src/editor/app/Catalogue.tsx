import { useState } from "react";
import type { CatalogueEntry } from "../api-types.ts";
import type { PageData, SiteData } from "../../shared/model.ts";
import { Dialog } from "./dialogs.tsx";
import { PreviewFrame } from "./PreviewFrame.tsx";

/**
 * "Add block": every block type with its description; the chosen one shown rendered from its example,
 * and added with "Add this block". `site`/`page` give the preview its site settings and page context.
 */
export function Catalogue(props: {
  entries: CatalogueEntry[];
  site: SiteData | null;
  page: PageData | null;
  position: string;
  onAdd(entry: CatalogueEntry): void;
  onClose(): void;
}) {
  const [query, setQuery] = useState("");
  const [chosen, setChosen] = useState<string | null>(props.entries[0]?.type ?? null);
  const q = query.trim().toLowerCase();
  const shown = q
    ? props.entries.filter(
        (e) => e.title.toLowerCase().includes(q) || e.description.toLowerCase().includes(q) || e.type.toLowerCase().includes(q),
      )
    : props.entries;
  const entry = props.entries.find((e) => e.type === chosen) ?? null;

  return (
    <Dialog title="Add a block" onClose={props.onClose} wide>
      <div className="catalogue">
        <div className="catalogue-list">
          <div className="field">
            <label htmlFor="catalogue-search">Search block types</label>
            <input id="catalogue-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
          </div>
          <ul aria-label="Block types">
            {shown.map((e) => (
              <li key={e.type}>
                <button type="button" className="catalogue-item" aria-pressed={e.type === chosen} onClick={() => setChosen(e.type)}>
                  <span className="catalogue-title">{e.title}</span>
                  <span className="catalogue-description">{e.description}</span>
                </button>
              </li>
            ))}
            {shown.length === 0 && <li className="muted">No block type matches “{query.trim()}”.</li>}
          </ul>
        </div>
        <div className="catalogue-preview">
          {entry ? (
            <>
              <div className="catalogue-preview-head">
                <div>
                  <h3>{entry.title}</h3>
                  <p className="muted">{entry.description}</p>
                </div>
                <button type="button" className="button primary" onClick={() => props.onAdd(entry)}>
                  Add this block
                </button>
              </div>
              <p className="muted">It is added {props.position}, with example text to replace.</p>
              <PreviewFrame
                key={entry.type}
                site={props.site}
                page={props.page}
                blocks={[entry.rendered]}
                selected={null}
                onSelect={() => undefined}
                label={`Example of ${entry.title}`}
              />
            </>
          ) : (
            <p className="muted">Choose a block type to see an example.</p>
          )}
        </div>
      </div>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={props.onClose}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
