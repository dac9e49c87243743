import type { PageHeaderBlock } from "../../types/schema.generated.ts";
import { ActionRow } from "../../ui/ActionButton.tsx";
import { attachDashes, InlineText } from "../../ui/InlineText.tsx";
import "./pageHeader.css";

/** A plain page heading (the page's h1) with optional eyebrow, intro and buttons, for pages without a hero image. */
export function PageHeader(props: PageHeaderBlock) {
  return (
    <section id={props.id} className={`page-header bg-${props.background ?? "navy"}`} aria-labelledby="page-title">
      <div className="container">
        {props.eyebrow && <p className="eyebrow">{props.eyebrow}</p>}
        <h1 id="page-title">{attachDashes(props.title)}</h1>
        {props.intro && (
          <p className="page-header-intro">
            <InlineText text={props.intro} />
          </p>
        )}
        <ActionRow actions={props.actions} context={props.title} />
      </div>
    </section>
  );
}
