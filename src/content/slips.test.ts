/**
 * YAML structure slips, the ones page authors make most: each gives exactly one error, at the slip's
 * own line and column, in plain words (never the YAML library's), pinned with its exact output. A
 * property test makes the same slips at random places in the real pages and checks the same rules.
 */
import fc from "fast-check";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { checkFixture } from "../../scripts/support/fixture-check.ts";
import { FIXTURES, removeFixtureProjects } from "../../tests/support/fixture-project.ts";
import { formatErrors } from "./errors.ts";
import { readSources, validateSources } from "./load.ts";
import { loadSchemasCached } from "./schemas.ts";

afterAll(removeFixtureProjects);

const page = (name: string) => checkFixture("invalid-pages", name).printed;

/** Phrases of the YAML library's own messages; an author never sees them. */
const LIBRARY_WORDING = [
  /implicit (map )?key/i,
  /compact mapping/i,
  /block sequence/i,
  /unexpected scalar/i,
  /node end/i,
  /flow (sequence|mapping|collection)/i,
  /at line \d+, column/i,
  /collection/i,
  /\bscalar\b/i,
  /indicator/i,
  /plain value/i,
];

describe("YAML structure slips", () => {
  it("slip-indent-too-far.yaml: a pasted block indented two spaces too far", () => {
    expect(page("slip-indent-too-far.yaml")).toMatchInlineSnapshot(`
      "pages/slip-indent-too-far.yaml (1 error)

        pages/slip-indent-too-far.yaml:8:5 E_YAML_INDENT List item indented wrongly
        This line is indented 4 spaces, its siblings in \`blocks\` 2: indent it to column 3 (move it 2 spaces left, with the 2 lines below it that belong to it).
        hint: Line the item's - up under the - of the other items; the lines that belong to the item move with it.

            6 |     title: Welcome
            7 |
          > 8 |     - type: richText
              |     ^
            9 |       body:

      ✖ 1 error in 1 file"
    `);
  });

  it("slip-indent-too-little.yaml: a pasted block indented two spaces too little", () => {
    expect(page("slip-indent-too-little.yaml")).toMatchInlineSnapshot(`
      "pages/slip-indent-too-little.yaml (1 error)

        pages/slip-indent-too-little.yaml:8:1 E_YAML_INDENT List item indented wrongly
        This line is indented 0 spaces, its siblings in \`blocks\` 2: indent it to column 3 (move it 2 spaces right, with the 2 lines below it that belong to it).
        hint: Line the item's - up under the - of the other items; the lines that belong to the item move with it.

            6 |     title: Welcome
            7 |
          > 8 | - type: richText
              | ^
            9 |   body:

      ✖ 1 error in 1 file"
    `);
  });

  it("slip-bullet-indented-into-text.yaml: a bullet indented too far would be read as more of the bullet above", () => {
    expect(page("slip-bullet-indented-into-text.yaml")).toMatchInlineSnapshot(`
      "pages/slip-bullet-indented-into-text.yaml (1 error)

        pages/slip-bullet-indented-into-text.yaml:8:9 E_YAML_INDENT List item indented wrongly
        This line is indented 8 spaces, its siblings 6: indent it to column 7 (move it 2 spaces left).
        hint: Line the item's - up under the - of the other items; the lines that belong to the item move with it.

            6 |     bullets:
            7 |       - Service history for every unit
          > 8 |         - Utilization by day, week and month
              |         ^
            9 |       - Rental rates by season

      ✖ 1 error in 1 file"
    `);
  });

  it("slip-no-dash.yaml: a block written without its dash", () => {
    expect(page("slip-no-dash.yaml")).toMatchInlineSnapshot(`
      "pages/slip-no-dash.yaml (1 error)

        pages/slip-no-dash.yaml:8:5 E_YAML_NO_DASH List item without its dash
        A block in \`blocks\` starts with \`- \`. This line (\`type:\`) has none, so it is read as part of the block above: write \`- type:\` with the - at column 3.
        hint: Write - and a space before the item's first key, with the - in line with the other items' dashes.

            6 |     title: Welcome
            7 |
          > 8 |     type: richText
              |     ^
            9 |     body:

      ✖ 1 error in 1 file"
    `);
  });

  it("slip-no-dash-at-dash-column.yaml: a block without its dash, at the dashes' column", () => {
    expect(page("slip-no-dash-at-dash-column.yaml")).toMatchInlineSnapshot(`
      "pages/slip-no-dash-at-dash-column.yaml (1 error)

        pages/slip-no-dash-at-dash-column.yaml:8:3 E_YAML_NO_DASH List item without its dash
        A block in \`blocks\` starts with \`- \`. This line (\`type:\`) has none, so it is read as part of the block above: write \`- type:\` with the - at column 3.
        hint: Write - and a space before the item's first key, with the - in line with the other items' dashes.

            6 |     title: Welcome
            7 |
          > 8 |   type: richText
              |   ^
            9 |   body:

      ✖ 1 error in 1 file"
    `);
  });

  it("slip-no-space-after-colon.yaml: heading:Text", () => {
    expect(page("slip-no-space-after-colon.yaml")).toMatchInlineSnapshot(`
      "pages/slip-no-space-after-colon.yaml (1 error)

        pages/slip-no-space-after-colon.yaml:6:12 E_YAML_NO_SPACE No space after a colon
        \`heading:\` has no space after its colon, so the line is read as one piece of text instead of a key and its value: write \`heading: \` followed by the value.
        hint: Put a space after the colon that ends the key.

            4 | blocks:
            5 |   - type: richText
          > 6 |     heading:Our story
              |            ^
            7 |     body: [Text]

      ✖ 1 error in 1 file"
    `);
  });

  it("slip-stray-character.yaml: a character at column 1", () => {
    expect(page("slip-stray-character.yaml")).toMatchInlineSnapshot(`
      "pages/slip-stray-character.yaml (1 error)

        pages/slip-stray-character.yaml:6:1 E_YAML_STRAY Stray character
        \`x\` does not belong here: it is not part of any key or value, so the page cannot be read from this line on.
        hint: Delete the character (it may have been typed by accident).

            4 | blocks:
            5 |   - type: richText
          > 6 | x   heading: Our story
              | ^
            7 |     body: [Text]

      ✖ 1 error in 1 file"
    `);
  });

  it("slip-stray-bracket.yaml: a bracket alone on a line", () => {
    expect(page("slip-stray-bracket.yaml")).toMatchInlineSnapshot(`
      "pages/slip-stray-bracket.yaml (1 error)

        pages/slip-stray-bracket.yaml:8:1 E_YAML_STRAY Stray character
        \`]\` does not belong here: it is not part of any key or value, so the page cannot be read from this line on.
        hint: Delete the character (it may have been typed by accident).

            6 |     heading: Our story
            7 |     body: [Text]
          > 8 | ]
              | ^
            9 |

      ✖ 1 error in 1 file"
    `);
  });

  it("slip-colon-in-text.yaml: text with a colon and a space in it", () => {
    expect(page("slip-colon-in-text.yaml")).toMatchInlineSnapshot(`
      "pages/slip-colon-in-text.yaml (1 error)

        pages/slip-colon-in-text.yaml:6:20 E_YAML_NEEDS_QUOTES Text that needs quotes
        This text contains \`: \`, which marks a key, so it cannot be read as text. Put the whole value in quotes: heading: "Agenda: what every unit earns"
        hint: Put the whole value in quotes, as shown.

            4 | blocks:
            5 |   - type: richText
          > 6 |     heading: Agenda: what every unit earns
              |                    ^
            7 |     body: [Text]

      ✖ 1 error in 1 file"
    `);
  });

  it("slip-starts-with-link.yaml: a paragraph that starts with a link", () => {
    expect(page("slip-starts-with-link.yaml")).toMatchInlineSnapshot(`
      "pages/slip-starts-with-link.yaml (1 error)

        pages/slip-starts-with-link.yaml:7:9 E_YAML_NEEDS_QUOTES Text that needs quotes
        This text starts with \`[\`, which YAML reads as the start of a list, not as text. Put the whole value in quotes: - "[Contact us](/home) to learn more."
        hint: Put the whole value in quotes, as shown.

            5 |   - type: richText
            6 |     body:
          > 7 |       - [Contact us](/home) to learn more.
              |         ^
            8 |

      ✖ 1 error in 1 file"
    `);
  });

  it("slip-starts-with-bold.yaml: a paragraph that starts with bold text", () => {
    expect(page("slip-starts-with-bold.yaml")).toMatchInlineSnapshot(`
      "pages/slip-starts-with-bold.yaml (1 error)

        pages/slip-starts-with-bold.yaml:7:9 E_YAML_NEEDS_QUOTES Text that needs quotes
        This text starts with \`*\`, which YAML reads as a reference to another value (an alias), not as text. Put the whole value in quotes: - "**Bold** words open this paragraph."
        hint: Put the whole value in quotes, as shown.

            5 |   - type: richText
            6 |     body:
          > 7 |       - **Bold** words open this paragraph.
              |         ^
            8 |

      ✖ 1 error in 1 file"
    `);
  });

  it("slip-starts-with-bracket.yaml: a heading that starts with [ and never closes it", () => {
    expect(page("slip-starts-with-bracket.yaml")).toMatchInlineSnapshot(`
      "pages/slip-starts-with-bracket.yaml (1 error)

        pages/slip-starts-with-bracket.yaml:6:14 E_YAML_NEEDS_QUOTES Text that needs quotes
        This text starts with \`[\`, which YAML reads as the start of a list, not as text. Put the whole value in quotes: heading: "[New] Our story"
        hint: Put the whole value in quotes, as shown.

            4 | blocks:
            5 |   - type: richText
          > 6 |     heading: [New] Our story
              |              ^
            7 |     body: [Text]

      ✖ 1 error in 1 file"
    `);
  });

  it("slip-starts-with-ampersand.yaml", () => {
    expect(page("slip-starts-with-ampersand.yaml")).toMatchInlineSnapshot(`
      "pages/slip-starts-with-ampersand.yaml (1 error)

        pages/slip-starts-with-ampersand.yaml:7:9 E_YAML_NEEDS_QUOTES Text that needs quotes
        This text starts with \`&\`, which YAML reads as a name for the value (an anchor), not as text. Put the whole value in quotes: - "& more words follow."
        hint: Put the whole value in quotes, as shown.

            5 |   - type: richText
            6 |     body:
          > 7 |       - & more words follow.
              |         ^
            8 |

      ✖ 1 error in 1 file"
    `);
  });

  it("slip-starts-with-exclamation.yaml: parsed without error, but the ! would be dropped", () => {
    expect(page("slip-starts-with-exclamation.yaml")).toMatchInlineSnapshot(`
      "pages/slip-starts-with-exclamation.yaml (1 error)

        pages/slip-starts-with-exclamation.yaml:7:9 E_YAML_NEEDS_QUOTES Text that needs quotes
        This text starts with \`!\`, which YAML reads as a type tag (and drops it from the text), not as text. Put the whole value in quotes: - "! Limited offer words follow."
        hint: Put the whole value in quotes, as shown.

            5 |   - type: richText
            6 |     body:
          > 7 |       - ! Limited offer words follow.
              |         ^
            8 |

      ✖ 1 error in 1 file"
    `);
  });

  it("slip-starts-with-pipe.yaml", () => {
    expect(page("slip-starts-with-pipe.yaml")).toMatchInlineSnapshot(`
      "pages/slip-starts-with-pipe.yaml (1 error)

        pages/slip-starts-with-pipe.yaml:7:9 E_YAML_NEEDS_QUOTES Text that needs quotes
        This text starts with \`|\`, which YAML reads as the start of a multi-line block of text, not as text. Put the whole value in quotes: - "| Step one words follow."
        hint: Put the whole value in quotes, as shown.

            5 |   - type: richText
            6 |     body:
          > 7 |       - | Step one words follow.
              |         ^
            8 |

      ✖ 1 error in 1 file"
    `);
  });

  it("slip-starts-with-greater-than.yaml", () => {
    expect(page("slip-starts-with-greater-than.yaml")).toMatchInlineSnapshot(`
      "pages/slip-starts-with-greater-than.yaml (1 error)

        pages/slip-starts-with-greater-than.yaml:7:9 E_YAML_NEEDS_QUOTES Text that needs quotes
        This text starts with \`>\`, which YAML reads as the start of a multi-line block of text, not as text. Put the whole value in quotes: - "> Quote of the day words follow."
        hint: Put the whole value in quotes, as shown.

            5 |   - type: richText
            6 |     body:
          > 7 |       - > Quote of the day words follow.
              |         ^
            8 |

      ✖ 1 error in 1 file"
    `);
  });

  it("slip-starts-with-percent.yaml", () => {
    expect(page("slip-starts-with-percent.yaml")).toMatchInlineSnapshot(`
      "pages/slip-starts-with-percent.yaml (1 error)

        pages/slip-starts-with-percent.yaml:7:9 E_YAML_NEEDS_QUOTES Text that needs quotes
        This text starts with \`%\`, which YAML reads as a directive, not as text. Put the whole value in quotes: - "%20 off all plans words follow."
        hint: Put the whole value in quotes, as shown.

            5 |   - type: richText
            6 |     body:
          > 7 |       - %20 off all plans words follow.
              |         ^
            8 |

      ✖ 1 error in 1 file"
    `);
  });

  it("slip-starts-with-at.yaml", () => {
    expect(page("slip-starts-with-at.yaml")).toMatchInlineSnapshot(`
      "pages/slip-starts-with-at.yaml (1 error)

        pages/slip-starts-with-at.yaml:7:9 E_YAML_NEEDS_QUOTES Text that needs quotes
        This text starts with \`@\`, which YAML reads as a reserved character, not as text. Put the whole value in quotes: - "@Northgate on every network words follow."
        hint: Put the whole value in quotes, as shown.

            5 |   - type: richText
            6 |     body:
          > 7 |       - @Northgate on every network words follow.
              |         ^
            8 |

      ✖ 1 error in 1 file"
    `);
  });

  it("slip-starts-with-backquote.yaml", () => {
    expect(page("slip-starts-with-backquote.yaml")).toMatchInlineSnapshot(`
      "pages/slip-starts-with-backquote.yaml (1 error)

        pages/slip-starts-with-backquote.yaml:7:9 E_YAML_NEEDS_QUOTES Text that needs quotes
        This text starts with a backquote (\`), which YAML reads as a reserved character, not as text. Put the whole value in quotes: - "\`code\` samples words follow."
        hint: Put the whole value in quotes, as shown.

            5 |   - type: richText
            6 |     body:
          > 7 |       - \`code\` samples words follow.
              |         ^
            8 |

      ✖ 1 error in 1 file"
    `);
  });

  it("text-cut-by-comment.yaml: ' #' after plain text would publish only what comes before it", () => {
    expect(page("text-cut-by-comment.yaml")).toMatchInlineSnapshot(`
      "pages/text-cut-by-comment.yaml (1 error)

        pages/text-cut-by-comment.yaml:6:29 E_TEXT_CUT_BY_COMMENT Text cut short by #
        In a value without quotes, " #" starts a comment, so this text would be published as "Why we are the" and the rest dropped. Write it in quotes: heading: "Why we are the #1 ERP"
        hint: Put the whole value in quotes, as shown; a # inside quotes is ordinary text.

            4 | blocks:
            5 |   - type: richText
          > 6 |     heading: Why we are the #1 ERP
              |                             ^
            7 |     body: [Text]

      ✖ 1 error in 1 file"
    `);
  });

  it("every structure fixture gives one error, never in the YAML library's words", () => {
    const names = readdirSync(join(FIXTURES, "invalid-pages")).filter((n) =>
      /^(slip-|tab-indent|missing-colon|yaml-syntax|two-documents|text-cut)/.test(n),
    );
    expect(names.length).toBeGreaterThanOrEqual(20);
    for (const name of names) {
      const { errors, printed } = checkFixture("invalid-pages", name);
      expect(errors, name).toHaveLength(1);
      for (const phrase of LIBRARY_WORDING) expect(printed, `${name}: ${phrase}`).not.toMatch(phrase);
    }
  });
});

describe("slips that would publish something other than what was typed", () => {
  it("control-character.yaml: an escape character, shown as a visible stand-in, never raw", () => {
    expect(page("control-character.yaml")).toMatchInlineSnapshot(`
      "pages/control-character.yaml (1 error)

        pages/control-character.yaml:6:23 E_CONTROL_CHAR Control character in the file
        This file holds the control character ESC (U+001B), which is never text and would end up in the published page.
        hint: Delete the character: retype the text around it, or paste it again as plain text. Save the file as UTF-8.

            4 | blocks:
            5 |   - type: richText
          > 6 |     heading: Our story␛[2J begins
              |                       ^
            7 |     body: [Text]

      ✖ 1 error in 1 file"
    `);
  });

  it("not-utf8.yaml: a byte from another encoding", () => {
    expect(page("not-utf8.yaml")).toMatchInlineSnapshot(`
      "pages/not-utf8.yaml (1 error)

        pages/not-utf8.yaml:7:12 E_CONTROL_CHAR Control character in the file
        This file holds a byte that is not UTF-8 text (the file was probably saved in another encoding), which is never text and would end up in the published page.
        hint: Delete the character: retype the text around it, or paste it again as plain text. Save the file as UTF-8.

            5 |   - type: richText
            6 |     body:
          > 7 |       - Caf� and more.
              |            ^
            8 |

      ✖ 1 error in 1 file"
    `);
  });

  it("html-bold.yaml: <b> instead of **bold**", () => {
    expect(page("html-bold.yaml")).toMatchInlineSnapshot(`
      "pages/html-bold.yaml (1 error)

        pages/html-bold.yaml:7:21 E_HTML_IN_TEXT HTML tag in text
        at blocks[0] (richText) > body[0]
        "<b>" is HTML, which the site would show as typed, angle brackets and all: write bold text as **here to help**.
        hint: Text is shown exactly as typed; its only markup is **bold** and [label](/route).

            5 |   - type: richText
            6 |     body:
          > 7 |       - Our team is <b>here to help</b> every day.
              |                     ^
            8 |   - { type: pageHeader, title: Page heading }

      ✖ 1 error in 1 file"
    `);
  });

  it("html-line-break.yaml: <br> instead of a new paragraph", () => {
    expect(page("html-line-break.yaml")).toMatchInlineSnapshot(`
      "pages/html-line-break.yaml (1 error)

        pages/html-line-break.yaml:7:20 E_HTML_IN_TEXT HTML tag in text
        at blocks[0] (richText) > body[0]
        "<br>" is HTML, which the site would show as typed, angle brackets and all: start a new paragraph as a new item of the list instead.
        hint: Text is shown exactly as typed; its only markup is **bold** and [label](/route).

            5 |   - type: richText
            6 |     body:
          > 7 |       - First line.<br>Second line.
              |                    ^
            8 |   - { type: pageHeader, title: Page heading }

      ✖ 1 error in 1 file"
    `);
  });

  it("html-link.yaml: <a href> instead of [label](/route)", () => {
    expect(page("html-link.yaml")).toMatchInlineSnapshot(`
      "pages/html-link.yaml (1 error)

        pages/html-link.yaml:7:17 E_HTML_IN_TEXT HTML tag in text
        at blocks[0] (richText) > body[0]
        "<a href=\\"/home\\">" is HTML, which the site would show as typed, angle brackets and all: write a link as [visit us](/home).
        hint: Text is shown exactly as typed; its only markup is **bold** and [label](/route).

            5 |   - type: richText
            6 |     body:
          > 7 |       - "Please <a href=\\"/home\\">visit us</a> soon."
              |                 ^
            8 |   - { type: pageHeader, title: Page heading }

      ✖ 1 error in 1 file"
    `);
  });

  it("curly-quotes.yaml: a warning, and the page still validates", () => {
    expect(checkFixture("invalid-pages", "curly-quotes.yaml").errors.map((e) => e.severity)).toEqual(["warning"]);
    expect(page("curly-quotes.yaml")).toMatchInlineSnapshot(`
      "pages/curly-quotes.yaml (1 warning)

        pages/curly-quotes.yaml:6:14 E_CURLY_QUOTES warning: Text wrapped in curly quotes
        at blocks[0] (richText) > heading
        This value is wrapped in curly quotes, which would be published with it: "“Webinars”"
        hint: Remove the curly quotes (a word processor may have added them); write straight quotes "..." if you meant to quote the value.

            4 | blocks:
            5 |   - type: richText
          > 6 |     heading: “Webinars”
              |              ^
            7 |     body: [Text]

      ⚠ 1 warning in 1 file"
    `);
  });

  it("broken-link-in-bold.yaml: a link inside bold text is checked like any other", () => {
    expect(page("broken-link-in-bold.yaml")).toMatchInlineSnapshot(`
      "pages/broken-link-in-bold.yaml (1 error)

        pages/broken-link-in-bold.yaml:7:29 E_BROKEN_LINK Link to a page that does not exist
        at blocks[0] (richText) > body[0]
        No page publishes the route /nope.
        hint: The nearest existing route is "/home". Each file under pages/ publishes one route: pages/partners.yaml is /partners.

            5 |   - type: richText
            6 |     body:
          > 7 |       - "**Read [our story](/nope) today**"
              |                             ^
            8 |   - { type: pageHeader, title: Page heading }

      ✖ 1 error in 1 file"
    `);
  });

  it("no message echoes raw control characters or more than 200 characters of a value", () => {
    const long = "x".repeat(5000);
    const text = `title: Slip\ndescription: Long.\nblocks:\n  - type: richText\n    background: ${long}\n    body: ["[a](/${long})", "\u0007 bell"]\n`;
    const real = readSources({ rootDir: join(FIXTURES, "base"), pagesDir: join(FIXTURES, "base/pages") });
    const linkOnly = `title: Slip\ndescription: Long.\nblocks:\n  - type: richText\n    body: ["[a](/${long})", "[b](/images/${long}.png)", "**${long}"]\n`;
    for (const body of [text, linkOnly]) {
      const sources = { ...real, pages: [...real.pages, { relFile: "pages/long.yaml", route: "/long", text: body }] };
      const { errors } = validateSources({
        sources,
        schemas: loadSchemasCached({ schemaDir: join(process.cwd(), "schema") }),
        publicDir: join(process.cwd(), "public"),
      });
      const printed = formatErrors(errors, { color: true });
      expect(errors.length).toBeGreaterThan(0);
      expect(printed).not.toMatch(/x{201}/);
      expect(stripVTControlCharacters(printed)).not.toMatch(/(?![\t\n])\p{Cc}/u);
    }
  });
});

describe("the same slips, made at random in the real pages", () => {
  const root = process.cwd();
  const schemas = loadSchemasCached({ schemaDir: join(root, "schema") });
  const real = readSources({ rootDir: root, pagesDir: join(root, "pages") });
  const isDash = (line: string) => /^ *- \S/.test(line);
  const isKey = (line: string) => /^ *(- )?[A-Za-z_][\w-]*: /.test(line);

  /** The slips, each as a change to one line of a page: undefined when the line does not suit the slip. */
  const SLIPS: Record<string, (line: string) => string | undefined> = {
    tab: (l) => (/^ {2,}\S/.test(l) ? `\t${l.trimStart()}` : undefined),
    indentMore: (l) => (isDash(l) ? `  ${l}` : undefined),
    indentLess: (l) => (/^ {2,}- \S/.test(l) ? l.slice(2) : undefined),
    noSpace: (l) => (/^ *[A-Za-z_][\w-]*: [A-Za-z]/.test(l) ? l.replace(": ", ":") : undefined),
    stray: (l) => (/^ {2,}[A-Za-z]/.test(l) && isKey(l) ? `x${l.slice(1)}` : undefined),
  };

  it("each gives exactly one error for the page, at the slipped line, in plain words", () => {
    const pages = real.pages.filter((p) => p.text.split("\n").length > 10);
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(SLIPS)), fc.nat(pages.length - 1), fc.nat(10_000), (kind, pageIndex, lineSeed) => {
        const source = pages[pageIndex]!;
        const lines = source.text.split("\n");
        // Lines inside block text (after `|` or `>`), before or after the change, are text, not structure.
        // The first item under a key may sit at any indent, so moving it is no slip: only later items are moved.
        const firstItem = (i: number) =>
          kind.startsWith("indent") &&
          /:\s*$/.test(
            lines
              .slice(0, i)
              .filter((l) => l.trim() !== "")
              .pop() ?? "",
          );
        const candidates = lines
          .map((l, i) => ({ l, i }))
          .filter(
            ({ l, i }) =>
              SLIPS[kind]!(l) !== undefined &&
              !insideBlockText(lines, i) &&
              !firstItem(i) &&
              !insideBlockText(
                lines.map((x, j) => (j === i ? SLIPS[kind]!(x)! : x)),
                i,
              ),
          );
        fc.pre(candidates.length > 0);
        const { i } = candidates[lineSeed % candidates.length]!;
        lines[i] = SLIPS[kind]!(lines[i]!)!;
        const text = lines.join("\n");
        const sources = { ...real, pages: real.pages.map((p) => (p.relFile === source.relFile ? { ...p, text } : p)) };
        const errors = validateSources({ sources, schemas, publicDir: join(root, "public") }).errors.filter(
          (e) => e.file === source.relFile,
        );
        const printed = formatErrors(errors, { color: false });
        for (const phrase of LIBRARY_WORDING) expect(printed).not.toMatch(phrase);
        // A slip that YAML still reads (say a stray letter inside a key) is caught by the schema; otherwise it is one error, on its line.
        const structural = errors.filter((e) => e.code.startsWith("E_YAML") || e.code === "E_TEXT_CUT_BY_COMMENT");
        if (structural.length) {
          expect(errors, printed).toHaveLength(1);
          expect(Math.abs(errors[0]!.line - (i + 1)), printed).toBeLessThanOrEqual(1);
        } else expect(errors.length, `${kind} at ${source.relFile}:${i + 1} was not caught`).toBeGreaterThan(0);
      }),
      { numRuns: 150, seed: 16 },
    );
    // 150 validations of a whole page: about 1.5 s alone, several times that beside a full test run.
  }, 60_000);
});

/** Whether line `index` is inside a `|` or `>` block of text. */
function insideBlockText(lines: string[], index: number): boolean {
  const indent = (l: string) => /^ */.exec(l)![0].length;
  for (let i = index - 1; i >= 0; i--) {
    const l = lines[i]!;
    if (l.trim() === "") continue;
    if (indent(l) < indent(lines[index]!)) return /(:|-)\s*[|>][-+]?\s*$/.test(l);
  }
  return false;
}
