/**
 * Finds the author's slip behind a YAML parse failure, in the file's own lines: a tab used for
 * indentation, a list item indented too far or too little, an item written without its `- `, a key
 * without a space after its colon, a stray character, or text that needs quotes. The YAML parser
 * reports where it got lost (often the blank line above the slip, then a cascade of follow-on
 * errors on correct lines); this module names the one line and column the author has to change.
 */

/** One structure slip: where it is (0-based offset into the text) and what the catalogue entry needs to word it. */
export type Slip =
  | { kind: "tab"; offset: number }
  | { kind: "indent"; offset: number; indent: number; siblings: number; list: string; following: number }
  | { kind: "noDash"; offset: number; list: string; key: string; dashColumn: number; sameColumn: boolean }
  | { kind: "noSpace"; offset: number; key: string }
  | { kind: "stray"; offset: number; char: string }
  | { kind: "needsQuotes"; offset: number; char: string; quoted: string; reason: "start" | "colon" };

/** One line of a YAML file as the slip rules see it. */
interface Line {
  /** 0-based line number. */
  n: number;
  /** Offset of the line's first character in the text. */
  start: number;
  text: string;
  /** Leading spaces (tabs stop the count). */
  indent: number;
  /** Blank or comment-only. */
  empty: boolean;
  /** Starts with `- ` (or is a lone `-`). */
  dash: boolean;
  /** The mapping key the line starts with (after its `- `, if any), when it has one. */
  key?: string;
  /** Whether the key has a value on the same line. */
  keyHasValue: boolean;
}

const KEY = /^((?:-[ \t]+)*)([A-Za-z_$][\w$.-]*|"[^"]*"|'[^']*')[ \t]*:(?=[ \t]|$)/;

function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  text.split("\n").forEach((raw, n) => {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    const indent = /^ */.exec(line)![0].length;
    const content = line.slice(indent);
    const empty = content.trim() === "" || content.startsWith("#");
    const key = KEY.exec(content);
    const rest = key ? content.slice(key[0].length).trim() : "";
    lines.push({
      n,
      start,
      text: line,
      indent,
      empty,
      dash: /^-(?:[ \t]|$)/.test(content),
      key: key?.[2],
      keyHasValue: rest !== "" && !rest.startsWith("#"),
    });
    start += raw.length + 1;
  });
  return lines;
}

/**
 * Marks the lines that belong to a block scalar (`|`, `>`) or continue a multi-line value: the
 * slip rules only look at lines that start a key or a list item.
 */
function structureLines(lines: Line[]): Line[] {
  const out: Line[] = [];
  let bodyIndent = -1;
  for (const line of lines) {
    if (line.empty) continue;
    if (bodyIndent >= 0 && line.indent > bodyIndent) continue;
    bodyIndent = -1;
    out.push(line);
    const content = line.text.slice(line.indent);
    const value = content
      .replace(KEY, "")
      .replace(/^(?:-[ \t]+)+/, "")
      .trim();
    const ownIndent = line.indent + (line.dash && !line.key ? 0 : /^(?:-[ \t]+)*/.exec(content)![0].length);
    // A block scalar's body, and the continuation lines of a plain or quoted value, are more indented than the line that starts them.
    if (/^[|>][-+0-9]*[ \t]*(#.*)?$/.test(value) || (value !== "" && !value.startsWith("#") && !/^[[{]/.test(value)))
      bodyIndent = ownIndent;
  }
  return out;
}

/**
 * The same-line comment that cuts a plain (unquoted) text value short, if any: ` #` after plain
 * text starts a comment, so `Why we are the #1 ERP` publishes "Why we are the". Counted as a slip
 * when the value has several words or the comment does not start with a space (`#1`); a one-word
 * value with a `# note` is taken as a deliberate comment. `valueEnd` is the offset just after the
 * value. Returns the offset of the `#` and the value as the author meant it, quoted.
 */
export function commentCut(
  text: string,
  value: string,
  valueStart: number,
  valueEnd: number,
): { offset: number; quoted: string } | undefined {
  const lineEnd = text.indexOf("\n", valueEnd);
  const after = text.slice(valueEnd, lineEnd < 0 ? text.length : lineEnd).replace(/\r$/, "");
  const comment = /^[ \t]+#(.*)$/.exec(after);
  if (!comment) return undefined;
  if (!/\s/.test(value) && /^\s/.test(comment[1]!)) return undefined;
  const lineStart = text.lastIndexOf("\n", valueStart - 1) + 1;
  const prefix = text.slice(lineStart, valueStart);
  const meant = `${value}${after}`.trim();
  return { offset: valueEnd + after.indexOf("#"), quoted: `${prefix.trim()} ${quoteForYaml(meant)}`.trim() };
}

/** Quotes `value` for YAML the way an author would type it: double quotes unless the text holds some. */
export function quoteForYaml(value: string): string {
  if (!value.includes('"') && !value.includes("\\")) return `"${value}"`;
  if (!value.includes("'")) return `'${value}'`;
  return `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/** The name of the list a line belongs to: the key of the nearest less-indented line that opens a block. */
function listName(lines: Line[], index: number, indent: number): string {
  for (let i = index - 1; i >= 0; i--) {
    const line = lines[i]!;
    if (line.indent < indent && line.key && !line.keyHasValue) return line.key;
    if (line.indent < indent && !line.dash) break;
  }
  return "";
}

/**
 * The slip that explains a parse failure, or undefined when none of the rules fits (the caller then
 * reports the parser's first error in general words). `errorOffset` is where the parser first got
 * lost; `tabIndent` says the parser saw a tab used as indentation. Never throws.
 */
export function findStructureSlip(text: string, errorOffset: number, tabIndent: boolean): Slip | undefined {
  const lines = splitLines(text);
  if (tabIndent) {
    const tab = lines.find((l) => /^ *\t/.test(l.text) && l.text.trim() !== "");
    if (tab) return { kind: "tab", offset: tab.start + tab.indent };
  }
  const structure = structureLines(lines);
  // The parser often stops on the blank line above the slip: start from the first line with content at or after it.
  let at = structure.findIndex((l) => l.start + l.text.length >= errorOffset);
  if (at < 0) at = structure.length - 1;
  if (at < 0) return undefined;
  for (const index of [at, at - 1, at + 1]) {
    if (index < 0 || index >= structure.length) continue;
    const slip = slipOnLine(structure, index);
    if (slip) return slip;
  }
  return undefined;
}

function slipOnLine(lines: Line[], index: number): Slip | undefined {
  const line = lines[index]!;
  const content = line.text.slice(line.indent);

  // A stray character before the real content (`x    heading: ...`) or alone on its line (`]`).
  const stray = /^([^\s\-#"'[{]{1,2})[ \t]+(?:-[ \t]|[A-Za-z_][\w-]*:(?:[ \t]|$))/.exec(content);
  if (stray && !stray[1]!.includes(":")) return { kind: "stray", offset: line.start + line.indent, char: stray[1]! };
  if (/^[^\w\s"'#-]{1,2}$/.test(content.trimEnd()) && !/^[|>]/.test(content))
    return { kind: "stray", offset: line.start + line.indent, char: content.trimEnd() };

  // `heading:Text`: a key whose colon has no space after it, so the whole line is read as one word.
  const noSpace = /^((?:-[ \t]+)?)([A-Za-z_][\w-]*):(?![\s/])\S/.exec(content);
  if (noSpace && !/^(https?|mailto|tel|ftp)$/i.test(noSpace[2]!) && !line.key) {
    return { kind: "noSpace", offset: line.start + line.indent + noSpace[1]!.length + noSpace[2]!.length, key: noSpace[2]! };
  }

  // A value that YAML reads as something other than text.
  const prefix = /^((?:-[ \t]+)*(?:(?:[A-Za-z_$][\w$.-]*|"[^"]*"|'[^']*')[ \t]*:[ \t]+)?)/.exec(content)![1]!;
  const value = content
    .slice(prefix.length)
    .replace(/[ \t]+#.*$/, "")
    .trimEnd();
  const valueOffset = line.start + line.indent + prefix.length;
  if (value) {
    const first = value[0]!;
    if ("[{".includes(first)) {
      const close = matchingClose(value);
      const text = close >= 0 ? value.slice(close + 1).trim() !== "" : !value.includes(",") && /\s/.test(value);
      if (text)
        return {
          kind: "needsQuotes",
          offset: valueOffset,
          char: first,
          quoted: content.slice(0, prefix.length) + quoteForYaml(value),
          reason: "start",
        };
    } else if ("*&!|>%@`".includes(first)) {
      const indicatorOnly = /^[|>][-+0-9]*$/.test(value) || /^[*&][\w-]+$/.test(value);
      if (!indicatorOnly)
        return {
          kind: "needsQuotes",
          offset: valueOffset,
          char: first,
          quoted: content.slice(0, prefix.length) + quoteForYaml(value),
          reason: "start",
        };
    } else if (!"\"'".includes(first)) {
      const colon = /:(?:[ \t]|$)/.exec(value);
      if (colon && prefix.includes(":"))
        return {
          kind: "needsQuotes",
          offset: valueOffset + colon.index,
          char: ":",
          quoted: content.slice(0, prefix.length) + quoteForYaml(value),
          reason: "colon",
        };
    }
  }

  // Indentation: where this line sits against the lines before it.
  let previous = index - 1;
  while (previous >= 0 && lines[previous]!.indent > line.indent) previous--;
  const parent = previous >= 0 ? lines[previous]! : undefined;
  const opensHere = parent && parent.indent === line.indent && parent.key && !parent.keyHasValue && previous === index - 1;
  if (line.dash) {
    if (!parent || parent.dash || opensHere) return undefined;
    if (parent.indent < line.indent && parent.key && !parent.keyHasValue && previous === index - 1) return undefined;
    if (parent.indent < line.indent && parent.dash) return undefined;
    const siblings = siblingIndent(lines, index, line);
    if (siblings === undefined || siblings === line.indent) return undefined;
    let following = 0;
    // The lines that belong to the item: more indented than its dash, up to the next item of the list.
    for (let i = index + 1; i < lines.length; i++) {
      const other = lines[i]!;
      if (other.indent <= line.indent || (other.dash && other.indent <= Math.max(line.indent, siblings))) break;
      following++;
    }
    return {
      kind: "indent",
      offset: line.start + line.indent,
      indent: line.indent,
      siblings,
      list: listName(lines, index, siblings),
      following,
    };
  }
  if (line.key && parent?.dash && parent.indent === line.indent) {
    // A key in line with the dashes of a list: a new item that lost its `- `, unless the list hangs off a key at this same indent.
    let first = previous;
    while (first > 0 && (lines[first - 1]!.dash ? lines[first - 1]!.indent === line.indent : lines[first - 1]!.indent > line.indent))
      first--;
    const opener = first > 0 ? lines[first - 1] : undefined;
    if (opener && opener.indent === line.indent && opener.key && !opener.keyHasValue) return undefined;
    return {
      kind: "noDash",
      offset: line.start + line.indent,
      list: listName(lines, previous, line.indent),
      key: line.key,
      dashColumn: line.indent + 1,
      sameColumn: true,
    };
  }
  return undefined;
}

/** The indent of the list items this misplaced item most likely belongs with: the nearest earlier item starting with the same key, else the nearest earlier item. */
function siblingIndent(lines: Line[], index: number, line: Line): number | undefined {
  let nearest: number | undefined;
  for (let i = index - 1; i >= 0; i--) {
    const other = lines[i]!;
    if (!other.dash || other.indent === line.indent) continue;
    if (line.key && other.key === line.key) return other.indent;
    nearest ??= other.indent;
  }
  for (let i = index + 1; i < lines.length; i++) {
    const other = lines[i]!;
    if (other.dash && other.indent !== line.indent && line.key && other.key === line.key) return other.indent;
  }
  return nearest;
}

/** Index of the bracket that closes the one `value` starts with, or -1 (quotes inside are skipped). */
function matchingClose(value: string): number {
  let depth = 0;
  let quote = "";
  for (let i = 0; i < value.length; i++) {
    const c = value[i]!;
    if (quote) {
      if (c === quote) quote = "";
    } else if (c === '"' || c === "'") quote = c;
    else if (c === "[" || c === "{") depth++;
    else if (c === "]" || c === "}") {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}
