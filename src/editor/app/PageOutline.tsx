import { BlockList, type BlockRowInfo } from "./BlockList.tsx";
import { countText, type PlacedError } from "./page-model.ts";
import type { Outline } from "./use-outline.ts";

/** The page's outline: the page details, then the blocks (select, collapse, move, copy, delete) and Add block. */
export function PageOutline(props: {
  outline: Outline;
  rows: BlockRowInfo[];
  errors: PlacedError[];
  onMove(from: number, to: number): void;
  onDuplicate(index: number): void;
  onDelete(index: number): void;
  onAdd(): void;
}) {
  const { outline, rows } = props;
  const { selection, collapsed, setCollapsed } = outline;
  const pageErrors = props.errors.filter((p) => p.block === null).length;
  const allCollapsed = collapsed.size === rows.length;
  return (
    <nav className="col-blocks" aria-label="Page outline">
      <button
        type="button"
        className="page-details-button"
        aria-current={selection === "page" ? "true" : undefined}
        onClick={() => outline.setSelected("page")}
      >
        <span className="block-type">Page details</span>
        <span className="block-summary">Title, description, share picture</span>
        {pageErrors > 0 && <span className="badge badge-error">{countText(pageErrors, "error")}</span>}
      </button>
      <div className="blocks-head">
        <h2 className="column-title">Blocks</h2>
        <button
          type="button"
          className="button small quiet"
          onClick={() => setCollapsed(allCollapsed ? new Set() : new Set(rows.map((r) => r.key)))}
          aria-label={allCollapsed ? "Expand all blocks" : "Collapse all blocks"}
        >
          {allCollapsed ? "Expand all" : "Collapse all"}
        </button>
      </div>
      <BlockList
        rows={rows}
        selected={typeof selection === "number" ? selection : null}
        collapsed={collapsed}
        onSelect={outline.setSelected}
        onToggle={(key) =>
          setCollapsed((c) => {
            const next = new Set(c);
            if (!next.delete(key)) next.add(key);
            return next;
          })
        }
        onMove={props.onMove}
        onDuplicate={props.onDuplicate}
        onDelete={props.onDelete}
      />
      <button type="button" className="button primary add-block" onClick={props.onAdd}>
        Add block
      </button>
    </nav>
  );
}
