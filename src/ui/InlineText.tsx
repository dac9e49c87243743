import { Fragment, type ReactNode } from "react";
import { INLINE_MARKUP, isAllowedHref } from "../shared/inline-markup.ts";
import { SmartLink } from "./SmartLink.tsx";

/**
 * Renders one line of author text with its inline markup as React elements, never as HTML:
 * `**bold**` becomes <strong> (links inside it included), `[label](href)` a link (shown as typed when
 * the href is not an allowed link, such as `javascript:`; see isAllowedHref), and every word of `highlight` a
 * <mark className="highlight">. Any other character, `<script>` included, is shown as typed.
 */
export function InlineText(props: { text: string; highlight?: readonly string[] }): ReactNode {
  const out: ReactNode[] = [];
  let last = 0;
  let key = 0;
  for (const m of props.text.matchAll(INLINE_MARKUP)) {
    if (m.index > last) out.push(<Highlighted key={key++} text={props.text.slice(last, m.index)} words={props.highlight} />);
    if (m[1] !== undefined)
      out.push(
        <strong key={key++}>
          <InlineText text={m[1]} highlight={props.highlight} />
        </strong>,
      );
    else if (isAllowedHref(m[3]!))
      out.push(
        <SmartLink key={key++} href={m[3]!}>
          {m[2]}
        </SmartLink>,
      );
    else out.push(m[0]);
    last = m.index + m[0].length;
  }
  if (last < props.text.length) out.push(<Highlighted key={key++} text={props.text.slice(last)} words={props.highlight} />);
  return <>{out}</>;
}

/** Paragraphs of author text, each a <p> with {@link InlineText}. */
export function Paragraphs(props: { paragraphs: readonly string[]; highlight?: readonly string[]; className?: string }) {
  return (
    <>
      {props.paragraphs.map((p, i) => (
        <p key={i} className={props.className}>
          <InlineText text={p} highlight={props.highlight} />
        </p>
      ))}
    </>
  );
}

/**
 * `text` with the space before each em or en dash (" — ", " – ") made non-breaking, so a dash always
 * ends the line its first half is on and never starts a line. Other text is returned unchanged.
 */
export function attachDashes(text: string): string {
  return text.replace(/[ \t\n]+(?=[—–](?:\s|$))/g, "\u00a0");
}

function Highlighted(props: { text: string; words?: readonly string[] }): ReactNode {
  const words = (props.words ?? []).filter(Boolean);
  const text = attachDashes(props.text);
  if (words.length === 0) return text;
  const pattern = new RegExp(`(${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`, "g");
  return text.split(pattern).map((part, i) =>
    i % 2 === 1 ? (
      <mark key={i} className="highlight">
        {part}
      </mark>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}

/**
 * A title whose long compound words ("Platforms/Environments/Protocols") may wrap only after a
 * slash: a `<wbr>` follows every "/" between two letters or digits, so a narrow card breaks the title
 * between its parts instead of mid-word. Other text (no slash, a URL's "//", typed markup such as
 * "</b>") renders unchanged.
 */
export function SlashBreaks(props: { text: string }): ReactNode {
  return attachDashes(props.text)
    .split(/(?<=\w\/)(?=\w)/)
    .map((part, i) => (
      <Fragment key={i}>
        {i > 0 && <wbr />}
        {part}
      </Fragment>
    ));
}
