import { useId, type ReactNode } from "react";
import { attachDashes, InlineText } from "./InlineText.tsx";
import type { Background } from "../types/schema.generated.ts";

/**
 * The outer frame of a block: a full-width <section> with the block's background and anchor id,
 * and a centred container (the content column, at most 1296 px wide, 1248 inside its padding) for its content.
 */
export function Section(props: {
  id?: string;
  background?: Background;
  className?: string;
  labelledBy?: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <section
      id={props.id}
      className={`section bg-${props.background ?? "white"} ${props.className ?? ""}`.trim()}
      aria-labelledby={props.labelledBy}
    >
      <div className={props.wide ? "container container-wide" : "container"}>{props.children}</div>
    </section>
  );
}

/** A section heading at the level the block asks for (h2 by default), with an optional eyebrow line above. */
export function Heading(props: { level?: 2 | 3; id?: string; eyebrow?: string; children: ReactNode; className?: string }) {
  const Tag = props.level === 3 ? "h3" : "h2";
  return (
    <>
      {props.eyebrow && <p className="eyebrow">{props.eyebrow}</p>}
      <Tag id={props.id} className={props.className ?? "section-title"}>
        {typeof props.children === "string" ? attachDashes(props.children) : props.children}
      </Tag>
    </>
  );
}

/**
 * An element id for a block's heading, so the section can be labelled by it: `<blockId>-heading`,
 * or a React-generated id (stable between prerender and hydration) when the block has no id.
 */
export function useHeadingId(blockId: string | undefined): string {
  const generated = useId();
  return blockId ? `${blockId}-heading` : `h${generated.replace(/[^A-Za-z0-9_-]/g, "")}`;
}

/**
 * The top of a block: its heading (with optional eyebrow) and, when given, an intro paragraph with
 * inline markup. Renders nothing for a missing heading or intro.
 */
export function SectionHeader(props: { id?: string; level?: 2 | 3; eyebrow?: string; heading?: string; intro?: string }) {
  return (
    <>
      {props.heading && (
        <Heading level={props.level} id={props.id} eyebrow={props.eyebrow}>
          {props.heading}
        </Heading>
      )}
      {props.intro && (
        <p className="section-intro">
          <InlineText text={props.intro} />
        </p>
      )}
    </>
  );
}
