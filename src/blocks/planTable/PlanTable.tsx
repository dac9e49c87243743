import type { PlanTableBlock } from "../../types/schema.generated.ts";
import { ActionButton } from "../../ui/ActionButton.tsx";
import { InlineText } from "../../ui/RichText.tsx";
import { Section, SectionHeader, useHeadingId } from "../../ui/Section.tsx";

/**
 * The Admin-in-a-Box tier comparison (spec section 3, Admin-in-a-Box plan table): the heading and
 * intro above a real <table> with one column per tier, the minimum-hours row, then each feature
 * group as a heading row followed by its feature rows, each cell a checkmark ("Included") or empty
 * ("Not included"). Cells are rendered exactly as given (the content cross-check guarantees one per
 * tier). On narrow screens the table scrolls sideways inside a focusable region with the feature
 * column kept in view. The note and the action follow the table.
 */
export function PlanTable(props: PlanTableBlock) {
  const hid = useHeadingId(props.id);
  const columns = props.tiers.length + 1;
  return (
    <Section id={props.id} className="plan-table" labelledBy={hid}>
      <SectionHeader level={props.headingLevel} id={hid} heading={props.heading} intro={props.intro} />
      {/* Focusable so keyboard users can scroll the table sideways when it is wider than the screen. */}
      <div className="plan-table-scroll" role="region" aria-label={props.heading} tabIndex={0}>
        <table className="plan-table-table">
          {/* The visible heading above names the section; the caption names the table for table navigation. */}
          <caption className="visually-hidden">{props.heading}</caption>
          <thead>
            <tr>
              <td className="plan-table-corner" />
              {props.tiers.map((tier, i) => (
                <th key={i} scope="col" className="plan-table-tier" data-tier={tier.toLowerCase()}>
                  {tier}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className="plan-table-hours">
              <th scope="row">{props.minimumHours.label}</th>
              {props.minimumHours.values.map((hours, i) => (
                <td key={i}>
                  <span className="plan-table-hours-value">{hours}</span> <span className="plan-table-hours-unit">{hours === 1 ? "hour" : "hours"}</span>
                </td>
              ))}
            </tr>
          </tbody>
          {props.groups.map((group, g) => (
            <tbody key={g}>
              <tr className="plan-table-group">
                <th scope="rowgroup" colSpan={columns}>
                  <span className="plan-table-group-label">{group.heading}</span>
                </th>
              </tr>
              {group.rows.map((row, r) => (
                <tr key={r}>
                  <th scope="row">
                    <InlineText text={row.feature} />
                  </th>
                  {row.cells.map((included, c) => (
                    <td key={c} className={included ? "plan-table-yes" : "plan-table-no"}>
                      {included && <CheckIcon />}
                      <span className="visually-hidden">{included ? "Included" : "Not included"}</span>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
      {props.note && (
        <p className="plan-table-note">
          <InlineText text={props.note} />
        </p>
      )}
      {props.action && (
        <div className="action-row">
          <ActionButton action={props.action} />
        </div>
      )}
    </Section>
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
