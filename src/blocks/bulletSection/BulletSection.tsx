import type { BulletSectionBlock } from "../../types/schema.generated.ts";
import { ActionBox } from "../../ui/ActionButton.tsx";
import { Img } from "../../ui/Img.tsx";
import { InlineText } from "../../ui/InlineText.tsx";
import { Heading, Section, useHeadingId } from "../../ui/Section.tsx";
import { balancedColumns, columnClasses } from "../../ui/columns.ts";
import "./bulletSection.css";

/**
 * The picture's rendered width (bulletSection.css): 7 of 12 parts of the content column (1,248 px at
 * most, 64 px between the columns) from 992 px, at most 720 px below, the column's width on phones.
 */
const BULLET_SECTION_SIZES = "(min-width: 1296px) 691px, (min-width: 992px) calc(58.34vw - 65px), min(720px, calc(100vw - 48px))";

/**
 * A feature section (docs/product.md, PrecisionERP): a decorative icon beside the heading, a
 * paragraph and a check-mark list (with `listStyle: steps` a numbered list, for a process followed in
 * order) in the main column, the list in as many columns as fill its rows evenly (src/ui/columns.ts:
 * up to two on tablets and three on wider screens, or `columns` when set; one beside a box or a picture unless
 * `columns` says otherwise),
 * the highlighted side box (teal, navy or amber) beside it from 992 px, and the button under the
 * main column. With an `image` (a product screen), the picture takes the side column, wider than the
 * text, with the box under it, on the right unless `imagePosition: left`. On phones everything
 * stacks: main column, picture, box, button.
 */
export function BulletSection(props: BulletSectionBlock) {
  const headingId = useHeadingId(props.id);
  const box = props.box;
  const image = props.image;
  const layout = [
    "bullet-section-layout",
    box || image ? "bullet-section-has-box" : "",
    image ? `bullet-section-has-image bullet-section-image-${props.imagePosition ?? "right"}` : "",
  ];
  const boxPanel = box && <SideBox box={box} headingLevel={props.headingLevel} highlight={props.highlight} />;
  return (
    <Section id={props.id} background={props.background} className="bullet-section" labelledBy={headingId}>
      <div className={layout.filter(Boolean).join(" ")}>
        <div className="bullet-section-main">
          <div className="bullet-section-head">
            {props.icon && (
              <img className="bullet-section-icon" src={props.icon} alt="" width={64} height={64} loading="lazy" decoding="async" />
            )}
            <Heading level={props.headingLevel} id={headingId} className="section-title bullet-section-title">
              {props.heading}
            </Heading>
          </div>
          {props.text && (
            <p className="bullet-section-text">
              <InlineText text={props.text} highlight={props.highlight} />
            </p>
          )}
          <BulletList
            bullets={props.bullets}
            steps={props.listStyle === "steps"}
            most={props.columns ?? (box || image ? 1 : 3)}
            highlight={props.highlight}
          />
        </div>
        {image ? (
          <div className="bullet-section-aside">
            <div className="bullet-section-media">
              <Img image={image} className="bullet-section-img" sizes={BULLET_SECTION_SIZES} />
            </div>
            {boxPanel}
          </div>
        ) : (
          boxPanel
        )}
        {props.action && <ActionBox boxClassName="bullet-section-action" action={props.action} responsive context={props.heading} />}
      </div>
    </Section>
  );
}

/**
 * The list of a section: check marks, or numbers for `steps`, in as many columns as fill its rows
 * evenly, `most` at most (two at most on tablets; src/ui/columns.ts). On a tablet, a check list that
 * two rows-by-row columns would leave with one line alone (an odd count) flows down two columns
 * instead (6 and 5 lines for 11), rather than one column leaving half the row empty.
 */
function BulletList(props: { bullets: string[]; steps: boolean; most: number; highlight?: string[] }) {
  const List = props.steps ? "ol" : "ul";
  const count = props.bullets.length;
  const columns = columnClasses(count, { tablet: Math.min(2, props.most), laptop: props.most, desktop: props.most });
  const flowOnTablet = !props.steps && props.most >= 2 && count > 2 && balancedColumns(count, 2) === 1;
  return (
    <List
      className={`${props.steps ? "steps-list" : "check-list"} bullet-section-list column-list ${columns}${flowOnTablet ? " column-flow-t" : ""}`}
    >
      {props.bullets.map((bullet, i) => (
        <li key={i}>
          <InlineText text={bullet} highlight={props.highlight} />
        </li>
      ))}
    </List>
  );
}

/** The highlighted side box, its title one heading level below the section's. */
function SideBox(props: {
  box: NonNullable<BulletSectionBlock["box"]>;
  headingLevel?: BulletSectionBlock["headingLevel"];
  highlight?: string[];
}) {
  const { box, highlight } = props;
  const BoxTitle = props.headingLevel === 3 ? "h4" : "h3";
  return (
    <div className={`bullet-section-box bullet-section-box-${box.tone ?? "teal"}`}>
      {box.title && <BoxTitle className="bullet-section-box-title">{box.title}</BoxTitle>}
      <p className="bullet-section-box-text">
        <InlineText text={box.text} highlight={highlight} />
      </p>
      {box.extraText && (
        <p className="bullet-section-box-extra">
          <InlineText text={box.extraText} highlight={highlight} />
        </p>
      )}
    </div>
  );
}
