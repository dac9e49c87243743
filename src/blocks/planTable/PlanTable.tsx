import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import type { PlanTableBlock } from "../../types/schema.generated.ts";
import { ActionBox } from "../../ui/ActionButton.tsx";
import { useHydrated } from "../../ui/useHydrated.ts";
import { InlineText } from "../../ui/InlineText.tsx";
import { Section, SectionHeader, useHeadingId } from "../../ui/Section.tsx";
import {
  cellEditText,
  cellText,
  editCell,
  initialCells,
  plainText,
  type CellAddress,
  type CellValue,
  type PlanCells,
} from "./plan-state.ts";
import "./planTable.css";

/**
 * The most tiers the phone layout's tier switcher handles (its CSS has one rule per tier). A table with
 * more tiers keeps the sideways-scrolling table on phones.
 */
const SWITCHABLE_TIERS_MAX = 6;

/**
 * The Admin-in-a-Box tier comparison (docs/product.md, Content: Admin-in-a-Box plan table): the heading and
 * intro above a real <table> with one column per tier, the minimum-hours row, then each feature
 * group as a heading row followed by its feature rows, each cell a checkmark ("Included") or empty
 * ("Not included", a short dash). Cells are rendered exactly as given (the content cross-check
 * guarantees one per tier). Columns have set widths (`table-layout: fixed`), so an edit never moves them.
 * The note and the action follow the table.
 *
 * Below 768 px (phones), a table of 2 to {@link SWITCHABLE_TIERS_MAX} tiers shows one tier at a time
 * beside the feature names: a radio group ('Plan to show', one option per tier, the first chosen)
 * above the table picks the column, and the features that tier does not include are dimmed. This is
 * CSS over the same prerendered markup (`:has()`), so it works before hydration, without JavaScript,
 * and costs no script. Browsers without `:has()`, and tables of more tiers, get the whole table,
 * scrolling sideways inside a focusable region with the feature column kept in view.
 *
 * Without JavaScript it is a plain, readable table. Once hydrated, every cell of the hours and
 * feature rows is a button named '{row}, {tier}: {value}' that turns into a text field; on blur
 * (or Enter) the typed text replaces the cell, in this page's state only (docs/product.md, Content:
 * not kept, a reload shows the content again). Escape leaves the cell unchanged.
 */
export function PlanTable(props: PlanTableBlock) {
  const headingId = useHeadingId(props.id);
  const hintId = useId();
  const hydrated = useHydrated();
  const switchable = props.tiers.length >= 2 && props.tiers.length <= SWITCHABLE_TIERS_MAX;
  const switchName = `${useId().replace(/[^A-Za-z0-9_-]/g, "")}-tier`;
  const [state, setState] = useState(() => ({ source: props, cells: initialCells(props) }));
  // New content (another page's table rendered in the same place) starts again from that content.
  if (state.source.groups !== props.groups || state.source.minimumHours !== props.minimumHours)
    setState({ source: props, cells: initialCells(props) });
  const { cells } = state;
  const commit = (at: CellAddress, text: string) => setState((current) => ({ ...current, cells: editCell(current.cells, at, text) }));

  return (
    <Section id={props.id} className={switchable ? "plan-table plan-table-switchable" : "plan-table"} labelledBy={headingId}>
      <SectionHeader level={props.headingLevel} id={headingId} heading={props.heading} intro={props.intro} />
      {switchable && <TierSwitch name={switchName} tiers={props.tiers} />}
      {/* Focusable so keyboard users can scroll the table sideways when it is wider than the screen. Its name
          differs from the section's (labelled by the same heading): two landmarks must not share one. */}
      <div className="plan-table-scroll" role="region" aria-label={`${props.heading}: comparison table`} tabIndex={0}>
        <PlanGrid block={props} cells={cells} hydrated={hydrated} hintId={hintId} onCommit={commit} />
      </div>
      {hydrated && (
        <p id={hintId} className="visually-hidden">
          Select a cell to change its text. Changes stay on this page until you reload it.
        </p>
      )}
      {props.note && (
        <p className="plan-table-note">
          <InlineText text={props.note} />
        </p>
      )}
      {props.action && <ActionBox boxClassName="action-row" action={props.action} context={props.heading} />}
    </Section>
  );
}

/**
 * The comparison <table>: a column per tier after the feature column, the tiers' header row, the
 * minimum-hours row, then each feature group as a heading row followed by its feature rows. `cells`
 * holds what each cell shows now; once `hydrated`, each cell is editable and a typed text goes to
 * `onCommit` with the cell's address. `hintId` is the id of the hint that says how to edit a cell.
 */
function PlanGrid(props: {
  block: PlanTableBlock;
  cells: PlanCells;
  hydrated: boolean;
  hintId: string;
  onCommit(at: CellAddress, text: string): void;
}) {
  const { block, cells } = props;
  const cell = (at: CellAddress, row: string, tier: string, value: CellValue | undefined) => (
    <PlanCell
      key={at.tier}
      label={`${row}, ${tier}`}
      value={value}
      hydrated={props.hydrated}
      hintId={props.hintId}
      onCommit={(text) => props.onCommit(at, text)}
    />
  );
  return (
    <table className="plan-table-table">
      {/* The visible heading above names the section; the caption names the table for table navigation. */}
      <caption className="visually-hidden">{block.heading}</caption>
      {/* The columns' widths (planTable.css): fixed, so an edit never moves them. */}
      <colgroup>
        <col className="plan-table-col-feature" />
        {block.tiers.map((_, i) => (
          <col key={i} className="plan-table-col-tier" />
        ))}
      </colgroup>
      <thead>
        <tr>
          <td className="plan-table-corner" />
          {block.tiers.map((tier, i) => (
            <th key={i} scope="col" className="plan-table-tier" data-tier={tier.toLowerCase()}>
              {tier}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr className="plan-table-hours">
          <th scope="row">{block.minimumHours.label}</th>
          {block.tiers.map((tier, c) => cell({ row: "hours", tier: c }, block.minimumHours.label, tier, cells.hours[c]))}
        </tr>
      </tbody>
      {block.groups.map((group, g) => (
        <tbody key={g}>
          <tr className="plan-table-group">
            <th scope="rowgroup" colSpan={block.tiers.length + 1}>
              <span className="plan-table-group-label">{group.heading}</span>
            </th>
          </tr>
          {group.rows.map((row, r) => (
            <tr key={r}>
              <th scope="row">
                <InlineText text={row.feature} />
              </th>
              {block.tiers.map((tier, c) => cell({ group: g, row: r, tier: c }, plainText(row.feature), tier, cells.groups[g]?.[r]?.[c]))}
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}

/** One cell of a tier, named `label` ('{row}, {tier}'): nothing when the row has no value for the tier, its content as given before hydration, an {@link EditableCell} after. */
function PlanCell(props: { label: string; value: CellValue | undefined; hydrated: boolean; hintId: string; onCommit(text: string): void }) {
  const { value, hydrated } = props;
  if (value === undefined) return null;
  const className =
    value === true
      ? "plan-table-yes"
      : value === false
        ? "plan-table-no"
        : typeof value === "number"
          ? "plan-table-number"
          : "plan-table-text";
  return (
    <td className={`${className}${hydrated ? " is-editable" : ""}`}>
      {hydrated ? (
        <EditableCell label={props.label} value={value} hintId={props.hintId} onCommit={props.onCommit} />
      ) : (
        <CellContent value={value} />
      )}
    </td>
  );
}

/**
 * The phone layout's tier switcher: a native radio group (arrow keys move between tiers) named 'Plan to
 * show', one option per tier, the first checked. Uncontrolled: the choice lives in the inputs, and the CSS
 * shows the chosen tier's column (planTable.css), so it works before and without hydration. Shown only
 * below 768 px.
 */
function TierSwitch(props: { name: string; tiers: readonly string[] }) {
  return (
    <fieldset className="plan-table-switch">
      <legend className="visually-hidden">Plan to show</legend>
      <div className="plan-table-switch-options">
        {props.tiers.map((tier, i) => (
          <label key={i} className="plan-table-switch-option" data-tier={tier.toLowerCase()}>
            <input type="radio" name={props.name} value={i} defaultChecked={i === 0} />
            <span>{tier}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** What a cell shows: the check icon with 'Included' for screen readers, a dash with 'Not included', '{n} hours', or text. */
function CellContent(props: { value: CellValue }) {
  const { value } = props;
  if (typeof value === "boolean") {
    return (
      <>
        {value ? <CheckIcon /> : <span className="plan-table-dash" aria-hidden="true" />}
        <span className="visually-hidden">{cellText(value)}</span>
      </>
    );
  }
  if (typeof value === "number") {
    return (
      <>
        <span className="plan-table-hours-value">{value}</span>{" "}
        <span className="plan-table-hours-unit">{value === 1 ? "hour" : "hours"}</span>
      </>
    );
  }
  return <span className="plan-table-cell-text">{value}</span>;
}

/**
 * One editable cell: a button showing the value that, when pressed, becomes a text field named
 * `label` holding the value's text. Blur or Enter hands the text to `onCommit`; Escape discards it.
 * Enter and Escape give focus back to the button.
 */
function EditableCell(props: { label: string; value: CellValue; hintId: string; onCommit: (text: string) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const discard = useRef(false);
  const refocus = useRef(false);
  const editing = draft !== null;

  useEffect(() => {
    if (!editing && refocus.current) {
      refocus.current = false;
      button.current?.focus();
    }
  }, [editing]);

  if (editing) {
    const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key !== "Enter" && event.key !== "Escape") return;
      event.preventDefault();
      discard.current = event.key === "Escape";
      refocus.current = true;
      event.currentTarget.blur();
    };
    return (
      <input
        className="plan-table-input"
        type="text"
        aria-label={props.label}
        value={draft}
        size={6}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the field replaces the cell button the visitor just pressed, so focus must follow it
        autoFocus
        onChange={(event) => setDraft(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (!discard.current) props.onCommit(draft);
          discard.current = false;
          setDraft(null);
        }}
      />
    );
  }
  return (
    <button
      ref={button}
      type="button"
      className="plan-table-cell-button"
      aria-label={`${props.label}: ${cellText(props.value)}`}
      aria-describedby={props.hintId}
      onClick={() => setDraft(cellEditText(props.value))}
    >
      <CellContent value={props.value} />
      <PencilIcon />
    </button>
  );
}

function CheckIcon() {
  return (
    <svg className="plan-table-check" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" />
      <path d="M6.5 12.5l3.5 3.5 7.5-8" />
    </svg>
  );
}

function PencilIcon() {
  return (
    <svg className="plan-table-pencil" viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M4 20h4L19 9l-4-4L4 16z M13.5 6.5l4 4" />
    </svg>
  );
}
