import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { countText } from "./page-model.ts";

/** One block as its row shows it. `key` stays with the block while it moves; `label` names it in button names. */
export interface BlockRowInfo {
  key: string;
  /** The block type's title ("Hero"). */
  title: string;
  /** Its heading, title or eyebrow text; empty when it has none. */
  summary: string;
  errors: number;
  warnings: number;
}

/** What a row's buttons call the block: its summary, or its type and position when it has no text. */
function rowLabel(row: BlockRowInfo, index: number): string {
  return row.summary || `${row.title} ${index + 1}`;
}

/** The DOM id of a row's button (`up`, `down`, `select`...), to put focus back on it after the list changed. */
export function rowButtonId(key: string, button: string): string {
  return `block-row-${key}-${button}`;
}

const INSTRUCTIONS =
  "To move a block with the keyboard, press Space or Enter on its handle, move it with the up and down arrow keys, then press Space or Enter to drop it, or Escape to cancel.";

/**
 * The page's blocks as a sortable list: select, move (drag and drop, or the Up and Down buttons),
 * duplicate, delete, collapse. The parent applies each change to the page and announces it.
 */
export function BlockList(props: {
  rows: BlockRowInfo[];
  selected: number | null;
  collapsed: ReadonlySet<string>;
  onSelect(index: number): void;
  onToggle(key: string): void;
  onMove(from: number, to: number): void;
  onDuplicate(index: number): void;
  onDelete(index: number): void;
}) {
  const { rows } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = rows.map((r) => r.key);
  const indexOf = (id: UniqueIdentifier) => ids.indexOf(String(id));
  const nameOf = (id: UniqueIdentifier) => {
    const i = indexOf(id);
    return i === -1 ? "The block" : rows[i]!.title;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, at position ${indexOf(active.id) + 1} of ${rows.length}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} is over position ${indexOf(over.id) + 1} of ${rows.length}.`
        : `${nameOf(active.id)} is outside the list.`,
    // A real move is announced by the page editor's own live region, like the Up and Down buttons.
    onDragEnd: ({ active, over }) =>
      !over || over.id === active.id
        ? `${nameOf(active.id)} dropped back at position ${indexOf(active.id) + 1} of ${rows.length}.`
        : undefined,
    onDragCancel: ({ active }) =>
      `Moving ${nameOf(active.id)} was cancelled; it stays at position ${indexOf(active.id) + 1} of ${rows.length}.`,
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = indexOf(active.id);
    const to = indexOf(over.id);
    if (from !== -1 && to !== -1) props.onMove(from, to);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="block-list" aria-label="Blocks of this page">
          {rows.map((row, i) => (
            <BlockRow
              key={row.key}
              row={row}
              index={i}
              count={rows.length}
              selected={props.selected === i}
              collapsed={props.collapsed.has(row.key)}
              onSelect={props.onSelect}
              onToggle={props.onToggle}
              onMove={props.onMove}
              onDuplicate={props.onDuplicate}
              onDelete={props.onDelete}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function BlockRow(props: {
  row: BlockRowInfo;
  index: number;
  count: number;
  selected: boolean;
  collapsed: boolean;
  onSelect(index: number): void;
  onToggle(key: string): void;
  onMove(from: number, to: number): void;
  onDuplicate(index: number): void;
  onDelete(index: number): void;
}) {
  const { row, index, count, collapsed } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: row.key });
  const label = rowLabel(row, index);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`block-row${props.selected ? " is-selected" : ""}${isDragging ? " is-dragging" : ""}${row.errors ? " has-errors" : ""}`}
    >
      <div className="block-row-main">
        <button
          type="button"
          className="drag-handle"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Drag ${label} to another position`}
        >
          <span aria-hidden="true">⋮⋮</span>
        </button>
        <button
          type="button"
          id={rowButtonId(row.key, "select")}
          className="block-select"
          aria-current={props.selected ? "true" : undefined}
          onClick={() => props.onSelect(index)}
        >
          <span className="block-type">
            <span className="block-position">{index + 1}.</span> {row.title}
          </span>
          {!collapsed && <span className="block-summary">{row.summary || "No heading"}</span>}
        </button>
        <button
          type="button"
          id={rowButtonId(row.key, "toggle")}
          className="button small quiet"
          aria-expanded={!collapsed}
          aria-label={`${collapsed ? "Expand" : "Collapse"} ${label}`}
          onClick={() => props.onToggle(row.key)}
        >
          {collapsed ? "Expand" : "Collapse"}
        </button>
      </div>
      <div className="block-row-meta">
        {row.errors > 0 && <span className="badge badge-error">{countText(row.errors, "error")}</span>}
        {row.warnings > 0 && <span className="badge badge-warning">{countText(row.warnings, "warning")}</span>}
        <span className="block-row-actions">
          <button
            type="button"
            id={rowButtonId(row.key, "up")}
            className="button small"
            aria-label={`Move ${label} up`}
            disabled={index === 0}
            onClick={() => props.onMove(index, index - 1)}
          >
            Up
          </button>
          <button
            type="button"
            id={rowButtonId(row.key, "down")}
            className="button small"
            aria-label={`Move ${label} down`}
            disabled={index === count - 1}
            onClick={() => props.onMove(index, index + 1)}
          >
            Down
          </button>
          <button type="button" className="button small" aria-label={`Duplicate ${label}`} onClick={() => props.onDuplicate(index)}>
            Duplicate
          </button>
          <button
            type="button"
            className="button small danger-quiet"
            aria-label={`Delete ${label}`}
            onClick={() => props.onDelete(index)}
            disabled={count === 1}
            title={count === 1 ? "A page keeps at least one block" : undefined}
          >
            Delete
          </button>
        </span>
      </div>
    </li>
  );
}
