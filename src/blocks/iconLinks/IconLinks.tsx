import { use } from "react";
import type { IconLinksBlock } from "../../types/schema.generated.ts";
import { FirstScreenContext } from "../../ui/Img.tsx";
import { useHeadingId } from "../../ui/Section.tsx";
import { SmartLink } from "../../ui/SmartLink.tsx";
import "./iconLinks.css";

/**
 * A row of large icon tiles (docs/product.md, Resources: links to #events, #factSheets, #videos,
 * #gallery) in a <nav> labelled by the block's heading, or "On this page" when there is none.
 * One row from 768 px (four across for four links), two per row on phones. Every tile is a real link.
 * Its icons load lazily unless the block is on the page's first screen.
 */
export function IconLinks(props: IconLinksBlock) {
  const headingId = useHeadingId(props.id);
  const firstScreen = use(FirstScreenContext);
  return (
    <nav
      id={props.id}
      className="icon-links"
      aria-labelledby={props.heading ? headingId : undefined}
      aria-label={props.heading ? undefined : "On this page"}
    >
      <div className="container">
        {props.heading && (
          <h2 id={headingId} className="section-title icon-links-title">
            {props.heading}
          </h2>
        )}
        <ul className="icon-links-list">
          {props.links.map((link, i) => (
            <li key={i}>
              <SmartLink href={link.href} className="icon-links-tile">
                <img
                  className="icon-links-icon"
                  src={link.icon}
                  alt=""
                  width={64}
                  height={64}
                  loading={firstScreen ? undefined : "lazy"}
                  decoding="async"
                />
                <span className="icon-links-label">{link.label}</span>
              </SmartLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
