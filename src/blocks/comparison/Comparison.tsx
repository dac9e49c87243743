import { BLOCK_DEFAULTS, type ComparisonBlock } from "../../types/schema.generated.ts";
import { Section, SectionHeader, useHeadingId } from "../../ui/Section.tsx";
import "./comparison.css";

/**
 * Us against the usual alternatives: an optional eyebrow, heading and intro, then a table with its
 * caption, a column header per option (ours first, highlighted) and a row header per point compared.
 * From 768 px it is a table; narrower, each row becomes a card (the point as its title, then each
 * option's answer under the option's name), so a phone never scrolls sideways. The table keeps its
 * roles written out, since browsers drop a table's semantics once its parts are no longer laid out as
 * a table; the option names repeated in the cards are hidden from screen readers, which announce the
 * column headers instead. A row with fewer answers than options leaves the rest empty (the validator
 * refuses it first). A prerendered block: no JavaScript.
 */
export function Comparison(props: ComparisonBlock) {
  const headingId = useHeadingId(props.id);
  const labelled = Boolean(props.heading);
  const featureHeading = props.featureHeading ?? BLOCK_DEFAULTS.comparison.featureHeading;
  const ours = (i: number) => (i === 0 ? " comparison-ours" : "");
  /* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- the roles keep the table a table to screen readers when phones show its rows as cards (a data cell is a cell, not a grid cell) */
  return (
    <Section id={props.id} background={props.background} className="comparison" labelledBy={labelled ? headingId : undefined}>
      <SectionHeader level={props.headingLevel} id={headingId} eyebrow={props.eyebrow} heading={props.heading} intro={props.intro} />
      <table className="comparison-table" role="table">
        <caption className="comparison-caption">{props.caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader" className="comparison-feature-heading">
              {featureHeading}
            </th>
            {props.columns.map((column, i) => (
              <th key={i} scope="col" role="columnheader" className={`comparison-option${ours(i)}`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {props.rows.map((row, r) => (
            <tr key={r} role="row" className="comparison-row">
              <th scope="row" role="rowheader" className="comparison-feature">
                {row.feature}
              </th>
              {props.columns.map((column, i) => (
                <td key={i} role="cell" className={`comparison-cell${ours(i)}`}>
                  <span className="comparison-cell-option" aria-hidden="true">
                    {column}
                  </span>
                  <span className="comparison-cell-answer">{row.cells[i] ?? ""}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
  /* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */
}
