/**
 * The exact output of the validator for each invalid fixture, one mistake per file, pinned with
 * inline snapshots: location, readable path, message, hint and code frame. When a message changes
 * on purpose, review the diff and run `npx vitest run -u src/content/fixtures.test.ts`.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkFixture } from "../../scripts/support/fixture-check.ts";
import { FIXTURES, removeFixtureProjects } from "../../tests/support/fixture-project.ts";
import { ERROR_CODES } from "./errors.ts";

afterAll(removeFixtureProjects);

const page = (name: string) => checkFixture("invalid-pages", name).printed;
const site = (name: string) => checkFixture("invalid-site", name).printed;

describe("invalid-pages", () => {
  it("alias-missing-section.yaml: An alias that scrolls to a section the page does not have.", () => {
    expect(page("alias-missing-section.yaml")).toMatchInlineSnapshot(`
      "pages/alias-missing-section.yaml (1 error)

        pages/alias-missing-section.yaml:8:14 E_BROKEN_ANCHOR Link to a section that does not exist
        at aliases[0] > section
        No block on this page has the id "pricing".
        hint: Ids on the page: top.

            6 | aliases:
            7 |   - path: /bad/Pricing
          > 8 |     section: pricing
              |              ^
            9 |

      ✖ 1 error in 1 file"
    `);
  });

  it("bad-enum-button.yaml: A button style that is misspelt.", () => {
    expect(page("bad-enum-button.yaml")).toMatchInlineSnapshot(`
      "pages/bad-enum-button.yaml (1 error)

        pages/bad-enum-button.yaml:7:58 E_BAD_VALUE Value not allowed
        at blocks[0] (pageHeader) > actions[0] > variant
        The text "primery" is not allowed here. Allowed values: "primary", "secondary", "light", "outline".
        hint: Did you mean "primary"?

            5 |   - type: pageHeader
            6 |     title: Welcome
          > 7 |     actions: [{ label: Contact us, href: /home, variant: primery }]
              |                                                          ^
            8 |

      ✖ 1 error in 1 file"
    `);
  });

  it("bad-enum-number.yaml: A heading level that is not offered.", () => {
    expect(page("bad-enum-number.yaml")).toMatchInlineSnapshot(`
      "pages/bad-enum-number.yaml (1 error)

        pages/bad-enum-number.yaml:7:19 E_BAD_VALUE Value not allowed
        at blocks[0] (richText) > headingLevel
        The number 1 is not allowed here. Allowed values: 2, 3.
        hint: Use one of the allowed values.

            5 |   - type: richText
            6 |     heading: Story
          > 7 |     headingLevel: 1
              |                   ^
            8 |     body: [Text]

      ✖ 1 error in 1 file"
    `);
  });

  it("bad-enum.yaml: A colour that is not offered.", () => {
    expect(page("bad-enum.yaml")).toMatchInlineSnapshot(`
      "pages/bad-enum.yaml (1 error)

        pages/bad-enum.yaml:7:17 E_BAD_VALUE Value not allowed
        at blocks[0] (richText) > background
        The text "mits" is not allowed here. Allowed values: "white", "mist", "sky", "navy".
        hint: Did you mean "mist"?

            5 |   - type: richText
            6 |     body: [Text]
          > 7 |     background: mits
              |                 ^
            8 |

      ✖ 1 error in 1 file"
    `);
  });

  it("bad-id-format.yaml: An id that starts with a digit.", () => {
    expect(page("bad-id-format.yaml")).toMatchInlineSnapshot(`
      "pages/bad-id-format.yaml (1 error)

        pages/bad-id-format.yaml:6:9 E_BAD_FORMAT Value has the wrong format
        at blocks[0] (richText) > id
        The text "2024-events" is not valid here. Ids start with a letter and contain only letters, digits, _ and -.
        hint: For example: "events", "AssetManagement".

            4 | blocks:
            5 |   - type: richText
          > 6 |     id: 2024-events
              |         ^
            7 |     body: [Text]

      ✖ 1 error in 1 file"
    `);
  });

  it("block-without-type.yaml: A block that forgot its type.", () => {
    expect(page("block-without-type.yaml")).toMatchInlineSnapshot(`
      "pages/block-without-type.yaml (1 error)

        pages/block-without-type.yaml:5:5 E_MISSING_FIELD Missing required field
        at blocks[0]
        This block has no block type: every block is of one of the block types.
        hint: Block types: bulletSection, callToAction, cardGrid, caseStudy, comparison, eventsBrowser, factSheets, faq, gallery, hero, iconLinks, jobList, leadForm, legalDocument, logoStrip, logoWall, mediaText, pageHeader, partnerBlock, planTable, productTour, richText, stats, team, testimonials, values, videoList.

            3 | description: A block that forgot its type.
            4 | blocks:
          > 5 |   - heading: Our story
              |     ^
            6 |     body: [Text]

      ✖ 1 error in 1 file"
    `);
  });

  it("broken-anchor-other-page.yaml: A link to a section another page does not have.", () => {
    expect(page("broken-anchor-other-page.yaml")).toMatchInlineSnapshot(`
      "pages/broken-anchor-other-page.yaml (1 error)

        pages/broken-anchor-other-page.yaml:8:31 E_BROKEN_ANCHOR Link to a section that does not exist
        at blocks[0] (callToAction) > actions[0] > href
        The page /home has no block with the id "introduction".
        hint: Ids on the page: top, intro.

            6 |     heading: Read on
            7 |     actions:
          > 8 |       - { label: Intro, href: "/home#introduction" }
              |                               ^
            9 |   - { type: pageHeader, title: Page heading }

      ✖ 1 error in 1 file"
    `);
  });

  it("broken-anchor.yaml: A link to a section that does not exist.", () => {
    expect(page("broken-anchor.yaml")).toMatchInlineSnapshot(`
      "pages/broken-anchor.yaml (1 error)

        pages/broken-anchor.yaml:6:25 E_BROKEN_ANCHOR Link to a section that does not exist
        at blocks[0] (richText) > body[0]
        The page /home has no block with the id "intr".
        hint: Did you mean "intro"?

            4 | blocks:
            5 |   - type: richText
          > 6 |     body: ["See [intro](/home#intr)."]
              |                         ^
            7 |   - { type: pageHeader, title: Page heading }

      ✖ 1 error in 1 file"
    `);
  });

  it("broken-link.yaml: A link to a page that does not exist.", () => {
    expect(page("broken-link.yaml")).toMatchInlineSnapshot(`
      "pages/broken-link.yaml (1 error)

        pages/broken-link.yaml:8:28 E_BROKEN_LINK Link to a page that does not exist
        at blocks[0] (callToAction) > actions[0] > href
        No page publishes the route /hom.
        hint: Did you mean "/home"?

            6 |     heading: Go
            7 |     actions:
          > 8 |       - { label: Go, href: /hom }
              |                            ^
            9 |   - { type: pageHeader, title: Page heading }

      ✖ 1 error in 1 file"
    `);
  });

  it("button-without-target.yaml: A button that leads nowhere.", () => {
    expect(page("button-without-target.yaml")).toMatchInlineSnapshot(`
      "pages/button-without-target.yaml (1 error)

        pages/button-without-target.yaml:8:9 E_MISSING_FIELD Missing required field
        at blocks[0] (callToAction) > actions[0]
        Needs one of the fields "href", "leadForm" or "video".
        hint: A button. Give \`href\` to link somewhere, \`leadForm\` to open one of the lead forms of pages/_site.yaml, or \`video\` to play one of its videos. With both \`href\` and \`leadForm\`, narrow screens open the form and wider ones follow the link.

            6 |     heading: Ready?
            7 |     actions:
          > 8 |       - label: Contact us
              |         ^
            9 |

      ✖ 1 error in 1 file"
    `);
  });

  it("duplicate-anchor.yaml: Two blocks with one id.", () => {
    expect(page("duplicate-anchor.yaml")).toMatchInlineSnapshot(`
      "pages/duplicate-anchor.yaml (1 error)

        pages/duplicate-anchor.yaml:9:9 E_DUPLICATE_ANCHOR Duplicate id
        at blocks[1] (richText) > id
        The id "same" is already used on this page (line 6, blocks[0] (richText) > id).
        hint: Give each block (or menu item) an Id of its own.

             7 |     body: [One]
             8 |   - type: richText
          >  9 |     id: same
               |         ^
            10 |     body: [Two]

      ✖ 1 error in 1 file"
    `);
  });

  it("duplicate-key-nested.yaml: A key given twice inside a block.", () => {
    expect(page("duplicate-key-nested.yaml")).toMatchInlineSnapshot(`
      "pages/duplicate-key-nested.yaml (1 error)

        pages/duplicate-key-nested.yaml:8:5 E_DUPLICATE_KEY Duplicate key
        at blocks[0] (richText) > heading
        The key "heading" appears twice in the same mapping (first on line 6). Each key may appear only once.
        hint: Delete one of the two entries, or rename it if you meant a different field.

            6 |     heading: Our story
            7 |     body: [Text]
          > 8 |     heading: Our history
              |     ^
            9 |

      ✖ 1 error in 1 file"
    `);
  });

  it("duplicate-key.yaml: A key given twice.", () => {
    expect(page("duplicate-key.yaml")).toMatchInlineSnapshot(`
      "pages/duplicate-key.yaml (1 error)

        pages/duplicate-key.yaml:3:1 E_DUPLICATE_KEY Duplicate key
        at title
        The key "title" appears twice in the same mapping (first on line 2). Each key may appear only once.
        hint: Delete one of the two entries, or rename it if you meant a different field.

            1 | # expect: E_DUPLICATE_KEY 3:1 title
            2 | title: Bad
          > 3 | title: Twice
              | ^
            4 | description: A key given twice.

      ✖ 1 error in 1 file"
    `);
  });

  it("duplicate-route.yaml: An alias that takes the route of another page.", () => {
    expect(page("duplicate-route.yaml")).toMatchInlineSnapshot(`
      "pages/duplicate-route.yaml (1 error)

        pages/duplicate-route.yaml:7:11 E_DUPLICATE_ROUTE Two pages publish the same route
        at aliases[0] > path
        The route /home is already published by pages/home.yaml.
        hint: Give the alias a route of its own.

            5 |   - { type: pageHeader, id: top, title: Clash }
            6 | aliases:
          > 7 |   - path: /home
              |           ^
            8 |     section: top

      ✖ 1 error in 1 file"
    `);
  });

  it("empty-file.yaml: A page file with nothing but comments.", () => {
    expect(page("empty-file.yaml")).toMatchInlineSnapshot(`
      "pages/empty-file.yaml (1 error)

        pages/empty-file.yaml:1:1 E_EMPTY_FILE Empty or missing file
        The file is empty: it has no content, only comments or blank lines.
        hint: A page needs at least \`title\`, \`description\` and \`blocks\` (run \`npm run new-page -- /route\` to start from a template).

      ✖ 1 error in 1 file"
    `);
  });

  it("empty-value.yaml: ", () => {
    expect(page("empty-value.yaml")).toMatchInlineSnapshot(`
      "pages/empty-value.yaml (1 error)

        pages/empty-value.yaml:3:13 E_WRONG_TYPE Wrong type
        at description
        Expected text, got nothing (the value is empty).
        hint: Fill in a value, or remove the field.

            1 | # expect: E_WRONG_TYPE 3:13 description
            2 | title: Bad
          > 3 | description:
              |             ^
            4 | blocks:

      ✖ 1 error in 1 file"
    `);
  });

  it("event-date-year.yaml: An event whose dates have no year.", () => {
    expect(page("event-date-year.yaml")).toMatchInlineSnapshot(`
      "pages/event-date-year.yaml (1 error)

        pages/event-date-year.yaml:10:16 E_EVENT_DATE_YEAR Event date without a year
        at blocks[0] (eventsBrowser) > events[0] > dates
        "Oct 21-24" has no four-digit year, so the event would never show under any year.
        hint: Write the dates with a four-digit year, e.g. "Oct 21-24, 2025".

             8 |     events:
             9 |       - id: expo
          > 10 |         dates: Oct 21-24
               |                ^
            11 |         title: Expo

      ✖ 1 error in 1 file"
    `);
  });

  it("forbidden-scheme.yaml: A javascript link.", () => {
    expect(page("forbidden-scheme.yaml")).toMatchInlineSnapshot(`
      "pages/forbidden-scheme.yaml (1 error)

        pages/forbidden-scheme.yaml:8:31 E_BAD_URL Link not allowed
        at blocks[0] (callToAction) > actions[0] > href
        The link "javascript:alert(1)" uses the scheme "javascript:", which is not allowed.
        hint: Links must be a site path (/partners), an anchor (#events), or start with http://, https://, mailto: or tel:.

            6 |     heading: Go
            7 |     actions:
          > 8 |       - { label: Click, href: "javascript:alert(1)" }
              |                               ^
            9 |

      ✖ 1 error in 1 file"
    `);
  });

  it("ftp-link.yaml: A link with a scheme other than http(s), mailto or tel.", () => {
    expect(page("ftp-link.yaml")).toMatchInlineSnapshot(`
      "pages/ftp-link.yaml (1 error)

        pages/ftp-link.yaml:6:45 E_BAD_URL Link not allowed
        at blocks[0] (mediaText) > body[0]
        The link "ftp://files.example.com" uses the scheme "ftp:", which is not allowed.
        hint: Links must be a site path (/partners), an anchor (#events), or start with http://, https://, mailto: or tel:.

            4 | blocks:
            5 |   - type: mediaText
          > 6 |     body: ["Get the files from [our server](ftp://files.example.com)."]
              |                                             ^
            7 |     image: { src: /images/brand/logo.svg, alt: Logo }

      ✖ 1 error in 1 file"
    `);
  });

  it("inline-javascript-link.yaml: A javascript link inside text.", () => {
    expect(page("inline-javascript-link.yaml")).toMatchInlineSnapshot(`
      "pages/inline-javascript-link.yaml (1 error)

        pages/inline-javascript-link.yaml:6:26 E_BAD_URL Link not allowed
        at blocks[0] (richText) > body[0]
        The link "javascript:alert(1" uses the scheme "javascript:", which is not allowed.
        hint: Links must be a site path (/partners), an anchor (#events), or start with http://, https://, mailto: or tel:.

            4 | blocks:
            5 |   - type: richText
          > 6 |     body: ["Click [here](javascript:alert(1)) now."]
              |                          ^
            7 |   - { type: pageHeader, title: Page heading }

      ✖ 1 error in 1 file"
    `);
  });

  it("missing-asset.yaml: An image that is not in public/.", () => {
    expect(page("missing-asset.yaml")).toMatchInlineSnapshot(`
      "pages/missing-asset.yaml (1 error)

        pages/missing-asset.yaml:8:12 E_MISSING_ASSET File not found in public/
        at blocks[0] (mediaText) > image > src
        The file public/images/nowhere.svg does not exist.
        hint: Put the file at public/images/nowhere.svg, or fix the path (paths are case-sensitive).

            6 |     body: [Text]
            7 |     image:
          > 8 |       src: /images/nowhere.svg
              |            ^
            9 |       alt: Nothing

      ✖ 1 error in 1 file"
    `);
  });

  it("missing-colon.yaml: ", () => {
    expect(page("missing-colon.yaml")).toMatchInlineSnapshot(`
      "pages/missing-colon.yaml (1 error)

        pages/missing-colon.yaml:3:1 E_YAML_SYNTAX YAML syntax error
        This line could not be read as \`key: value\`: the key seems to run over more than one line.
        hint: A key is probably missing its colon, or a value that contains ': ' needs quotes.

            1 | # expect: E_YAML_SYNTAX 3:1
            2 | title: Bad
          > 3 | description A key without its colon.
              | ^
            4 | blocks:

      ✖ 1 error in 1 file"
    `);
  });

  it("missing-field.yaml: A block without its required body.", () => {
    expect(page("missing-field.yaml")).toMatchInlineSnapshot(`
      "pages/missing-field.yaml (1 error)

        pages/missing-field.yaml:5:5 E_MISSING_FIELD Missing required field
        at blocks[0] (richText)
        The field "Body" is required (a list): fill it in.
        hint: Body: Paragraphs of text. Inline **bold** and [link text](/route) are supported; everything else is shown as plain text.

            3 | description: A block without its required body.
            4 | blocks:
          > 5 |   - type: richText
              |     ^
            6 |     heading: No body here

      ✖ 1 error in 1 file"
    `);
  });

  it("missing-pdf.yaml: A download link to a PDF that is not in public/.", () => {
    expect(page("missing-pdf.yaml")).toMatchInlineSnapshot(`
      "pages/missing-pdf.yaml (1 error)

        pages/missing-pdf.yaml:8:34 E_MISSING_ASSET File not found in public/
        at blocks[0] (callToAction) > actions[0] > href
        The file public/files/brochure.pdf does not exist.
        hint: Put the file at public/files/brochure.pdf, or fix the path (paths are case-sensitive).

            6 |     heading: Download
            7 |     actions:
          > 8 |       - { label: Brochure, href: /files/brochure.pdf }
              |                                  ^
            9 |   - { type: pageHeader, title: Page heading }

      ✖ 1 error in 1 file"
    `);
  });

  it("plan-hours-length.yaml: A minimum-hours row with five values for four tiers.", () => {
    expect(page("plan-hours-length.yaml")).toMatchInlineSnapshot(`
      "pages/plan-hours-length.yaml (1 error)

        pages/plan-hours-length.yaml:8:59 E_PLAN_ROW_LENGTH Plan-table row has the wrong number of cells
        at blocks[0] (planTable) > minimumHours > values
        This row has 5 values but the table has 4 tiers.
        hint: Give every row exactly one cell per tier.

            6 |     heading: Plans
            7 |     tiers: [BRONZE, SILVER, GOLD, PLATINUM]
          > 8 |     minimumHours: { label: Minimum monthly hours, values: [20, 20, 20, 40, 80] }
              |                                                           ^
            9 |     groups:

      ✖ 1 error in 1 file"
    `);
  });

  it("plan-row-length.yaml: A plan row with three cells for four tiers.", () => {
    expect(page("plan-row-length.yaml")).toMatchInlineSnapshot(`
      "pages/plan-row-length.yaml (1 error)

        pages/plan-row-length.yaml:12:48 E_PLAN_ROW_LENGTH Plan-table row has the wrong number of cells
        at blocks[0] (planTable) > groups[0] > rows[0] > cells
        This row has 3 cells but the table has 4 tiers (BRONZE, SILVER, GOLD, PLATINUM).
        hint: Give every row exactly one cell per tier.

            10 |       - heading: Administration
            11 |         rows:
          > 12 |           - { feature: User management, cells: [true, true, true] }
               |                                                ^
            13 |   - { type: pageHeader, title: Page heading }

      ✖ 1 error in 1 file"
    `);
  });

  it("share-image-svg.yaml: A share image in a format link previews do not show.", () => {
    expect(page("share-image-svg.yaml")).toMatchInlineSnapshot(`
      "pages/share-image-svg.yaml (1 error)

        pages/share-image-svg.yaml:5:8 E_BAD_FORMAT Value has the wrong format
        at image > src
        The text "/images/brand/logo.svg" is not valid here. Share images are PNG or JPEG files under public/ (social networks do not show SVG), e.g. /images/share/northgate-systems.png.
        hint: For example: "/images/share/northgate-systems.png".

            3 | description: A share image in a format link previews do not show.
            4 | image:
          > 5 |   src: /images/brand/logo.svg
              |        ^
            6 |   alt: The Northgate Systems logo

      ✖ 1 error in 1 file"
    `);
  });

  it("swapped-letters.yaml: Two letters swapped in a field name.", () => {
    expect(page("swapped-letters.yaml")).toMatchInlineSnapshot(`
      "pages/swapped-letters.yaml (1 error)

        pages/swapped-letters.yaml:6:5 E_UNKNOWN_FIELD Unknown field
        at blocks[0] (pageHeader) > titel
        Unknown field "titel".
        hint: Did you mean "title"?

            4 | blocks:
            5 |   - type: pageHeader
          > 6 |     titel: Welcome
              |     ^
            7 |     title: Welcome

      ✖ 1 error in 1 file"
    `);
  });

  it("tab-indent.yaml: A tab used for indentation.", () => {
    expect(page("tab-indent.yaml")).toMatchInlineSnapshot(`
      "pages/tab-indent.yaml (1 error)

        pages/tab-indent.yaml:6:1 E_YAML_TAB Tab used for indentation
        This line is indented with a tab. Page files are indented with spaces only.
        hint: Replace the tab with spaces (two for each level), so the line lines up with its neighbours.

            4 | blocks:
            5 |   - type: richText
          > 6 | 	body: [Text]
              | ^
            7 |

      ✖ 1 error in 1 file"
    `);
  });

  it("title-too-long.yaml: A title longer than a browser tab can show.", () => {
    expect(page("title-too-long.yaml")).toMatchInlineSnapshot(`
      "pages/title-too-long.yaml (1 error)

        pages/title-too-long.yaml:2:8 E_TOO_MANY Too many items, or too long
        at title
        Allows at most 70 characters (it has 84).
        hint: Remove items (or shorten the text, or lower the number) until the maximum is respected.

            1 | # expect: E_TOO_MANY 2:8 title
          > 2 | title: Northgate Systems helps equipment dealers, rental companies and many more businesses
              |        ^
            3 | description: A title longer than a browser tab can show.

      ✖ 1 error in 1 file"
    `);
  });

  it("too-few-items.yaml: A card grid without cards.", () => {
    expect(page("too-few-items.yaml")).toMatchInlineSnapshot(`
      "pages/too-few-items.yaml (1 error)

        pages/too-few-items.yaml:7:12 E_TOO_FEW Too few items, or too short
        at blocks[0] (cardGrid) > cards
        Needs at least 1 item.
        hint: Add items (or text) until the minimum is reached.

            5 |   - type: cardGrid
            6 |     heading: Industries
          > 7 |     cards: []
              |            ^
            8 |

      ✖ 1 error in 1 file"
    `);
  });

  it("too-many.yaml: A form taller than the window.", () => {
    expect(page("too-many.yaml")).toMatchInlineSnapshot(`
      "pages/too-many.yaml (1 error)

        pages/too-many.yaml:8:18 E_TOO_MANY Too many items, or too long
        at blocks[0] (leadForm) > maxHeightVh
        Allows a number of at most 100 (it is 150).
        hint: Remove items (or shorten the text, or lower the number) until the maximum is respected.

            6 |     form: joinUs
            7 |     title: Application form
          > 8 |     maxHeightVh: 150
              |                  ^
            9 |

      ✖ 1 error in 1 file"
    `);
  });

  it("top-level-list.yaml: ", () => {
    expect(page("top-level-list.yaml")).toMatchInlineSnapshot(`
      "pages/top-level-list.yaml (1 error)

        pages/top-level-list.yaml:2:1 E_WRONG_TYPE Wrong type
        Expected a group of fields, got a list.
        hint: Change the value to the expected type.

            1 | # expect: E_WRONG_TYPE 2:1
          > 2 | - title: Bad
              | ^
            3 | - description: A page written as a list instead of a mapping.

      ✖ 1 error in 1 file"
    `);
  });

  it("two-documents.yaml: Two documents in one file.", () => {
    expect(page("two-documents.yaml")).toMatchInlineSnapshot(`
      "pages/two-documents.yaml (1 error)

        pages/two-documents.yaml:6:1 E_YAML_SYNTAX YAML syntax error
        The file holds more than one YAML document: a line with only --- starts a second one. A content file holds exactly one.
        hint: Remove the --- line, or move what follows it into another file.

            4 | blocks:
            5 |   - { type: pageHeader, title: Welcome }
          > 6 | ---
              | ^
            7 | title: Second

      ✖ 1 error in 1 file"
    `);
  });

  it("unclosed-bold.yaml: Bold text without its closing stars.", () => {
    expect(page("unclosed-bold.yaml")).toMatchInlineSnapshot(`
      "pages/unclosed-bold.yaml (1 error)

        pages/unclosed-bold.yaml:6:29 E_BAD_MARKUP Incomplete text markup
        at blocks[0] (richText) > body[0]
        The bold text starting at "**cloud-native and fast." has no closing **, so the stars would be shown as typed.
        hint: Write bold text as **text**, with ** on both sides.

            4 | blocks:
            5 |   - type: richText
          > 6 |     body: ["PrecisionERP is **cloud-native and fast."]
              |                             ^
            7 |   - { type: pageHeader, title: Page heading }

      ✖ 1 error in 1 file"
    `);
  });

  it("unclosed-link.yaml: A link whose closing parenthesis is missing.", () => {
    expect(page("unclosed-link.yaml")).toMatchInlineSnapshot(`
      "pages/unclosed-link.yaml (1 error)

        pages/unclosed-link.yaml:6:18 E_BAD_MARKUP Incomplete text markup
        at blocks[0] (richText) > body[0]
        The link "[our story](/home and more." is not complete, so it would be shown as typed.
        hint: Write a link as [label](/route) or [label](https://example.com): no spaces inside the brackets after ], and a closing ).

            4 | blocks:
            5 |   - type: richText
          > 6 |     body: ["Read [our story](/home and more."]
              |                  ^
            7 |   - { type: pageHeader, title: Page heading }

      ✖ 1 error in 1 file"
    `);
  });

  it("unknown-block-far.yaml: A block type that does not exist and is not a near miss.", () => {
    expect(page("unknown-block-far.yaml")).toMatchInlineSnapshot(`
      "pages/unknown-block-far.yaml (1 error)

        pages/unknown-block-far.yaml:5:11 E_UNKNOWN_BLOCK Unknown block type
        at blocks[0] (carousel) > type
        "carousel" is not a block type.
        hint: Block types: bulletSection, callToAction, cardGrid, caseStudy, comparison, eventsBrowser, factSheets, faq, gallery, hero, iconLinks, jobList, leadForm, legalDocument, logoStrip, logoWall, mediaText, pageHeader, partnerBlock, planTable, productTour, richText, stats, team, testimonials, values, videoList.

            3 | description: A block type that does not exist and is not a near miss.
            4 | blocks:
          > 5 |   - type: carousel
              |           ^
            6 |     heading: Hi

      ✖ 1 error in 1 file"
    `);
  });

  it("unknown-block.yaml: An unknown block type.", () => {
    expect(page("unknown-block.yaml")).toMatchInlineSnapshot(`
      "pages/unknown-block.yaml (1 error)

        pages/unknown-block.yaml:5:11 E_UNKNOWN_BLOCK Unknown block type
        at blocks[0] (heroo) > type
        "heroo" is not a block type.
        hint: Did you mean "hero"?

            3 | description: An unknown block type.
            4 | blocks:
          > 5 |   - type: heroo
              |           ^
            6 |     heading: Hi

      ✖ 1 error in 1 file"
    `);
  });

  it("unknown-field.yaml: A misspelt field.", () => {
    expect(page("unknown-field.yaml")).toMatchInlineSnapshot(`
      "pages/unknown-field.yaml (1 error)

        pages/unknown-field.yaml:7:5 E_UNKNOWN_FIELD Unknown field
        at blocks[0] (richText) > heding
        Unknown field "heding".
        hint: Did you mean "heading"?

            5 |   - type: richText
            6 |     body: [Text]
          > 7 |     heding: Typo
              |     ^
            8 |

      ✖ 1 error in 1 file"
    `);
  });

  it("unknown-form.yaml: A lead form key that _site.yaml does not define.", () => {
    expect(page("unknown-form.yaml")).toMatchInlineSnapshot(`
      "pages/unknown-form.yaml (1 error)

        pages/unknown-form.yaml:6:11 E_UNKNOWN_REFERENCE Reference to a setting that does not exist
        at blocks[0] (leadForm) > form
        There is no lead form "contactUsSeven" in pages/_site.yaml.
        hint: Did you mean "contactUsOne"?

            4 | blocks:
            5 |   - type: leadForm
          > 6 |     form: contactUsSeven
              |           ^
            7 |     title: Contact form

      ✖ 1 error in 1 file"
    `);
  });

  it("unknown-video.yaml: A button that plays a video _site.yaml does not define.", () => {
    expect(page("unknown-video.yaml")).toMatchInlineSnapshot(`
      "pages/unknown-video.yaml (1 error)

        pages/unknown-video.yaml:8:41 E_UNKNOWN_REFERENCE Reference to a setting that does not exist
        at blocks[0] (callToAction) > actions[0] > video
        There is no video "productTour" in pages/_site.yaml (videos).
        hint: Videos: none are defined.

            6 |     heading: Watch
            7 |     actions:
          > 8 |       - { label: Watch the tour, video: productTour }
              |                                         ^
            9 |   - { type: pageHeader, title: Page heading }

      ✖ 1 error in 1 file"
    `);
  });

  it("wrong-type-list.yaml: Text where a list of paragraphs is expected.", () => {
    expect(page("wrong-type-list.yaml")).toMatchInlineSnapshot(`
      "pages/wrong-type-list.yaml (1 error)

        pages/wrong-type-list.yaml:6:11 E_WRONG_TYPE Wrong type
        at blocks[0] (richText) > body
        Expected a list, got the text "A single paragraph without the dash.".
        hint: Make it a list, with each item on its own (in the page file, each item is a line that starts with a dash).

            4 | blocks:
            5 |   - type: richText
          > 6 |     body: A single paragraph without the dash.
              |           ^
            7 |

      ✖ 1 error in 1 file"
    `);
  });

  it("wrong-type.yaml: A number where text is expected.", () => {
    expect(page("wrong-type.yaml")).toMatchInlineSnapshot(`
      "pages/wrong-type.yaml (1 error)

        pages/wrong-type.yaml:8:16 E_WRONG_TYPE Wrong type
        at blocks[0] (cardGrid) > cards[1] > title
        Expected text, got the number 42.
        hint: Put the value in quotes: "42".

            6 |     cards:
            7 |       - title: Fine
          > 8 |       - title: 42
              |                ^
            9 |

      ✖ 1 error in 1 file"
    `);
  });

  it('yaml-syntax.yaml: "An unclosed quote', () => {
    expect(page("yaml-syntax.yaml")).toMatchInlineSnapshot(`
      "pages/yaml-syntax.yaml (1 error)

        pages/yaml-syntax.yaml:3:14 E_YAML_SYNTAX YAML syntax error
        This quoted text has no closing ", so everything after it is read as part of the text.
        hint: Add the closing " at the end of the value.

            1 | # expect: E_YAML_SYNTAX 3:14
            2 | title: Bad
          > 3 | description: "An unclosed quote
              |              ^
            4 | blocks:

      ✖ 1 error in 1 file"
    `);
  });
});

describe("invalid-site", () => {
  it("bad-email.yaml: An e-mail address without @.", () => {
    expect(site("bad-email.yaml")).toMatchInlineSnapshot(`
      "pages/_site.yaml (1 error)

        pages/_site.yaml:5:45 E_BAD_FORMAT Value has the wrong format
        at contact > email
        The text "hello at example.com" is not valid here. Expected an e-mail address such as hello@example.com.
        hint: Inquiry e-mail address.

            3 | brand: { name: Fixture Co, logo: /images/brand/logo.svg, logoLight: /images/brand/logo-light.svg, tagline: A fixture. }
            4 | siteUrl: https://www.example.com
          > 5 | contact: { phone: +1 (555) 010-0000, email: hello at example.com }
              |                                             ^
            6 | social: []

      ✖ 1 error in 1 file"
    `);
  });

  it("footer-broken-link.yaml: A footer link to a page that does not exist.", () => {
    expect(site("footer-broken-link.yaml")).toMatchInlineSnapshot(`
      "pages/_site.yaml (1 error)

        pages/_site.yaml:12:43 E_BROKEN_LINK Link to a page that does not exist
        at footer > links[0] > href
        No page publishes the route /privacy.
        hint: The nearest existing route is "/home". Each file under pages/ publishes one route: pages/partners.yaml is /partners.

            10 |   - { id: home, title: Home, link: /home }
            11 | login: { label: Login }
          > 12 | footer: { links: [{ label: Privacy, href: /privacy }], trademark: Fixture trademark notice., copyrightYear: 2024 }
               |                                           ^
            13 | redirects:

      ✖ 1 error in 1 file"
    `);
  });

  it("lead-form-topic.yaml: A lead-form topic that is not one of the allowed values.", () => {
    expect(site("lead-form-topic.yaml")).toMatchInlineSnapshot(`
      "pages/_site.yaml (1 error)

        pages/_site.yaml:21:89 E_BAD_VALUE Value not allowed
        at environments > production > leadForms > erpOne > topic
        The text "services" is not allowed here. Allowed values: "precerp", "industry", "service", "contact".
        hint: Did you mean "service"?

            19 |     chatBot: { queueId: q, streamId: s }
            20 |     leadForms:
          > 21 |       erpOne: &form { url: https://forms.example.net/lead, formId: "1", hash: h, topic: services, label: Form, title: Talk to us }
               |                                                                                         ^
            22 |       erpTwo: *form

      ✖ 1 error in 1 file"
    `);
  });

  it("menu-broken-link.yaml: ", () => {
    expect(site("menu-broken-link.yaml")).toMatchInlineSnapshot(`
      "pages/_site.yaml (1 error)

        pages/_site.yaml:10:36 E_BROKEN_LINK Link to a page that does not exist
        at menu[0] > link
        No page publishes the route /homepage.
        hint: The nearest existing route is "/home". Each file under pages/ publishes one route: pages/partners.yaml is /partners.

             8 | awards: []
             9 | menu:
          > 10 |   - { id: home, title: Home, link: /homepage }
               |                                    ^
            11 | login: { label: Login }

      ✖ 1 error in 1 file"
    `);
  });

  it("menu-child-broken-anchor.yaml: A dropdown item linking to a section the page does not have.", () => {
    expect(site("menu-child-broken-anchor.yaml")).toMatchInlineSnapshot(`
      "pages/_site.yaml (1 error)

        pages/_site.yaml:14:49 E_BROKEN_ANCHOR Link to a section that does not exist
        at menu[1] > children[0] > link
        The page /home has no block with the id "intr".
        hint: Did you mean "intro"?

            12 |     title: Company
            13 |     children:
          > 14 |       - { id: intro, title: Introduction, link: "/home#intr" }
               |                                                 ^
            15 | login: { label: Login }

      ✖ 1 error in 1 file"
    `);
  });

  it("menu-duplicate-id.yaml: Two menu items with the same id.", () => {
    expect(site("menu-duplicate-id.yaml")).toMatchInlineSnapshot(`
      "pages/_site.yaml (1 error)

        pages/_site.yaml:11:11 E_DUPLICATE_ANCHOR Duplicate id
        at menu[1] > id
        The menu id "home" is already used (line 10, menu[0] > id).
        hint: Menu ids must be unique across the whole menu, dropdown items included.

             9 | menu:
            10 |   - { id: home, title: Home, link: /home }
          > 11 |   - { id: home, title: Start, link: /home }
               |           ^
            12 | login: { label: Login }

      ✖ 1 error in 1 file"
    `);
  });

  it("missing-field.yaml: The cookie notice without its link label.", () => {
    expect(site("missing-field.yaml")).toMatchInlineSnapshot(`
      "pages/_site.yaml (1 error)

        pages/_site.yaml:40:15 E_MISSING_FIELD Missing required field
        at cookieNotice
        The field "Link label" is required (text): fill it in.
        hint: Link label: Text of the link to the cookie policy.

            38 | videos: {}
            39 | videoChannel: { endpoint: https://video.example.com/search, apiKey: "", channelId: c, watchUrl: https://video.example.com/watch?v= }
          > 40 | cookieNotice: { text: Cookies., href: /home, acceptLabel: OK }
               |               ^
            41 |

      ✖ 1 error in 1 file"
    `);
  });

  it("missing-lead-form.yaml: The production environment without one of the lead forms pages use.", () => {
    expect(site("missing-lead-form.yaml")).toMatchInlineSnapshot(`
      "pages/_site.yaml (1 error)

        pages/_site.yaml:21:7 E_MISSING_FIELD Missing required field
        at environments > production > leadForms
        The field "erpTwo" is required (a group of fields): fill it in.
        hint: erpTwo: Lead form erpTwo.

            19 |     chatBot: { queueId: q, streamId: s }
            20 |     leadForms:
          > 21 |       erpOne: &form { url: https://forms.example.net/lead, formId: "1", hash: h, topic: precerp, label: Form, title: Talk to us }
               |       ^
            22 |       erpThree: *form

      ✖ 1 error in 1 file"
    `);
  });

  it("missing-logo.yaml: A logo file that is not in public/.", () => {
    expect(site("missing-logo.yaml")).toMatchInlineSnapshot(`
      "pages/_site.yaml (1 error)

        pages/_site.yaml:3:34 E_MISSING_ASSET File not found in public/
        at brand > logo
        The file public/images/brand/logo-dark.svg does not exist.
        hint: Put the file at public/images/brand/logo-dark.svg, or fix the path (paths are case-sensitive).

            1 | # expect: E_MISSING_ASSET 3:34 brand > logo
            2 | # A logo file that is not in public/.
          > 3 | brand: { name: Fixture Co, logo: /images/brand/logo-dark.svg, logoLight: /images/brand/logo-light.svg, tagline: A fixture. }
              |                                  ^
            4 | siteUrl: https://www.example.com

      ✖ 1 error in 1 file"
    `);
  });

  it("redirect-duplicate-route.yaml: A redirect from a route a page already publishes.", () => {
    expect(site("redirect-duplicate-route.yaml")).toMatchInlineSnapshot(`
      "pages/_site.yaml (1 error)

        pages/_site.yaml:15:13 E_DUPLICATE_ROUTE Two pages publish the same route
        at redirects[1] > from
        The route /home is already published by pages/home.yaml; a redirect cannot share it.
        hint: Remove the redirect, or rename the page that publishes the route.

            13 | redirects:
            14 |   - { from: /, to: /home }
          > 15 |   - { from: /home, to: / }
               |             ^
            16 | environment: production

      ✖ 1 error in 1 file"
    `);
  });

  it("redirect-to-nowhere.yaml: A redirect to a route no page publishes.", () => {
    expect(site("redirect-to-nowhere.yaml")).toMatchInlineSnapshot(`
      "pages/_site.yaml (1 error)

        pages/_site.yaml:14:20 E_BROKEN_LINK Link to a page that does not exist
        at redirects[0] > to
        No page publishes the route /start.
        hint: The nearest existing route is "/home". Each file under pages/ publishes one route: pages/partners.yaml is /partners.

            12 | footer: { links: [], trademark: Fixture trademark notice., copyrightYear: 2024 }
            13 | redirects:
          > 14 |   - { from: /, to: /start }
               |                    ^
            15 | environment: production

      ✖ 1 error in 1 file"
    `);
  });

  it("site-url-format.yaml: The site URL with a trailing slash.", () => {
    expect(site("site-url-format.yaml")).toMatchInlineSnapshot(`
      "pages/_site.yaml (1 error)

        pages/_site.yaml:4:10 E_BAD_FORMAT Value has the wrong format
        at siteUrl
        The text "https://www.example.com/" is not valid here. It does not have the expected form.
        hint: For example: "https://www.example.com".

            2 | # The site URL with a trailing slash.
            3 | brand: { name: Fixture Co, logo: /images/brand/logo.svg, logoLight: /images/brand/logo-light.svg, tagline: A fixture. }
          > 4 | siteUrl: https://www.example.com/
              |          ^
            5 | contact: { phone: +1 (555) 010-0000, email: hello@example.com }

      ✖ 1 error in 1 file"
    `);
  });

  it("social-javascript-link.yaml: A social link with the javascript: scheme.", () => {
    expect(site("social-javascript-link.yaml")).toMatchInlineSnapshot(`
      "pages/_site.yaml (1 error)

        pages/_site.yaml:7:44 E_BAD_URL Link not allowed
        at social[0] > href
        The link "javascript:void(0)" uses the scheme "javascript:", which is not allowed.
        hint: Links must be a site path (/partners), an anchor (#events), or start with http://, https://, mailto: or tel:.

            5 | contact: { phone: +1 (555) 010-0000, email: hello@example.com }
            6 | social:
          > 7 |   - { label: Fixture on the network, href: "javascript:void(0)", icon: professional }
              |                                            ^
            8 | partners: []

      ✖ 1 error in 1 file"
    `);
  });

  it("too-few-menu.yaml: A header menu without items.", () => {
    expect(site("too-few-menu.yaml")).toMatchInlineSnapshot(`
      "pages/_site.yaml (1 error)

        pages/_site.yaml:9:7 E_TOO_FEW Too few items, or too short
        at menu
        Needs at least 1 item.
        hint: Add items (or text) until the minimum is reached.

             7 | partners: []
             8 | awards: []
          >  9 | menu: []
               |       ^
            10 | login: { label: Login }

      ✖ 1 error in 1 file"
    `);
  });

  it("unknown-field.yaml: A misspelt top-level key.", () => {
    expect(site("unknown-field.yaml")).toMatchInlineSnapshot(`
      "pages/_site.yaml (1 error)

        pages/_site.yaml:12:1 E_UNKNOWN_FIELD Unknown field
        at footers
        Unknown field "footers".
        hint: Did you mean "footer"?

            10 |   - { id: home, title: Home, link: /home }
            11 | login: { label: Login }
          > 12 | footers: { links: [] }
               | ^
            13 | footer: { links: [], trademark: Fixture trademark notice., copyrightYear: 2024 }

      ✖ 1 error in 1 file"
    `);
  });

  it("wrong-type.yaml: A year written in words.", () => {
    expect(site("wrong-type.yaml")).toMatchInlineSnapshot(`
      "pages/_site.yaml (1 error)

        pages/_site.yaml:12:75 E_WRONG_TYPE Wrong type
        at footer > copyrightYear
        Expected a whole number, got the text "twenty-four".
        hint: Change the value to the expected type.

            10 |   - { id: home, title: Home, link: /home }
            11 | login: { label: Login }
          > 12 | footer: { links: [], trademark: Fixture trademark notice., copyrightYear: twenty-four }
               |                                                                           ^
            13 | redirects:

      ✖ 1 error in 1 file"
    `);
  });

  it("yaml-syntax.yaml: An unclosed quote.", () => {
    expect(site("yaml-syntax.yaml")).toMatchInlineSnapshot(`
      "pages/_site.yaml (1 error)

        pages/_site.yaml:4:10 E_YAML_SYNTAX YAML syntax error
        This quoted text has no closing ", so everything after it is read as part of the text.
        hint: Add the closing " at the end of the value.

            2 | # An unclosed quote.
            3 | brand: { name: Fixture Co, logo: /images/brand/logo.svg, logoLight: /images/brand/logo-light.svg, tagline: A fixture. }
          > 4 | siteUrl: "https://www.example.com
              |          ^
            5 | contact: { phone: +1 (555) 010-0000, email: hello@example.com }

      ✖ 1 error in 1 file"
    `);
  });
});

describe("invalid-pages: file names, page headings, videos and paths", () => {
  it("404.yaml: A page named 404.", () => {
    expect(page("404.yaml")).toMatchInlineSnapshot(`
      "pages/404.yaml (1 error)

        pages/404.yaml:1:1 E_RESERVED_ROUTE Route the site already uses
        The route /404 is taken by the not-found page (404.html), so a page there would overwrite it or be overwritten.
        hint: Choose another name for the page file.

      ✖ 1 error in 1 file"
    `);
  });

  it("Home.yaml: A page whose route differs from home only in case.", () => {
    expect(page("Home.yaml")).toMatchInlineSnapshot(`
      "pages/Home.yaml (1 error)

        pages/Home.yaml:1:1 E_ROUTE_CASE_CLASH Two routes that differ only in case
        The route /Home differs from /home (pages/home.yaml) only in upper and lower case, so on many computers and hosts they are one file.
        hint: Rename or merge one of the two files: macOS and Windows treat the two names as one.

      ✖ 1 error in 1 file"
    `);
  });

  it("about us.yaml: A page whose file name has a space.", () => {
    expect(page("about us.yaml")).toMatchInlineSnapshot(`
      "pages/about us.yaml (1 error)

        pages/about us.yaml:1:1 E_BAD_ROUTE_NAME File name that cannot be an address
        pages/about us.yaml cannot be published: a page's file name (and its folders') becomes its address, which may only hold the letters A-Z and a-z, digits, - and _. Rename it, for example to pages/about-us.yaml.
        hint: Rename the file (and any link to its route).

      ✖ 1 error in 1 file"
    `);
  });

  it("assets.yaml: A page named like the folder of scripts and styles.", () => {
    expect(page("assets.yaml")).toMatchInlineSnapshot(`
      "pages/assets.yaml (1 error)

        pages/assets.yaml:1:1 E_RESERVED_ROUTE Route the site already uses
        The route /assets is taken by the site's scripts and styles (assets/), so a page there would overwrite it or be overwritten.
        hint: Choose another name for the page file.

      ✖ 1 error in 1 file"
    `);
  });

  it("hоme.yaml: A page whose file name has a Cyrillic o that looks like a Latin o.", () => {
    expect(page("hоme.yaml")).toMatchInlineSnapshot(`
      "pages/hоme.yaml (1 error)

        pages/hоme.yaml:1:1 E_BAD_ROUTE_NAME File name that cannot be an address
        pages/hоme.yaml cannot be published: a page's file name (and its folders') becomes its address, which may only hold the letters A-Z and a-z, digits, - and _. Rename it, for example to pages/home.yaml.
        hint: Rename the file (and any link to its route).

      ✖ 1 error in 1 file"
    `);
  });

  it("images.yaml: A page named like a folder of public/.", () => {
    expect(page("images.yaml")).toMatchInlineSnapshot(`
      "pages/images.yaml (1 error)

        pages/images.yaml:1:1 E_RESERVED_ROUTE Route the site already uses
        The route /images is taken by public/images, so a page there would overwrite it or be overwritten.
        hint: Choose another name for the page file.

      ✖ 1 error in 1 file"
    `);
  });

  it("linked-page.yaml: A page file that is a symbolic link to a file outside pages/.", () => {
    expect(page("linked-page.yaml")).toMatchInlineSnapshot(`
      "pages/linked-page.yaml (1 error)

        pages/linked-page.yaml:1:1 E_LINKED_FILE Linked file or folder
        pages/linked-page.yaml is a symbolic link, which may lead anywhere on the disk, so it was not read. Files in pages/ must be real files inside it.
        hint: Copy the real file into the project instead of linking to it.

      ✖ 1 error in 1 file"
    `);
  });

  it("no-page-heading.yaml: A page whose blocks give it no page heading.", () => {
    expect(page("no-page-heading.yaml")).toMatchInlineSnapshot(`
      "pages/no-page-heading.yaml (1 error)

        pages/no-page-heading.yaml:4:1 E_PAGE_HEADING Page without exactly one page heading
        at blocks
        This page has no page heading (h1), which every page needs for visitors, screen readers and search engines. Add a "hero", "pageHeader" or "legalDocument" block at the top.
        hint: Keep one block that gives the page its heading, as the first block of the page.

            2 | title: No heading
            3 | description: A page whose blocks give it no page heading.
          > 4 | blocks:
              | ^
            5 |   - type: richText

      ✖ 1 error in 1 file"
    `);
  });

  it("two-page-headings.yaml: A page with two blocks that each give it a page heading.", () => {
    expect(page("two-page-headings.yaml")).toMatchInlineSnapshot(`
      "pages/two-page-headings.yaml (1 error)

        pages/two-page-headings.yaml:7:11 E_PAGE_HEADING Page without exactly one page heading
        at blocks[1] (pageHeader) > type
        This block gives the page a second page heading (h1); the page already has one from block 1 (pageHeader). A page has exactly one: "hero", "pageHeader" or "legalDocument".
        hint: Keep one block that gives the page its heading, as the first block of the page.

            5 |   - type: pageHeader
            6 |     title: About us
          > 7 |   - type: pageHeader
              |           ^
            8 |     title: Our story

      ✖ 1 error in 1 file"
    `);
  });

  it("video-host.yaml: An event whose video is on a host the popup cannot play.", () => {
    expect(page("video-host.yaml")).toMatchInlineSnapshot(`
      "pages/video-host.yaml (1 error)

        pages/video-host.yaml:16:21 E_VIDEO_HOST Video the site cannot play
        at blocks[1] (eventsBrowser) > events[0] > watchVideo
        The video "https://www.dailymotion.com/video/x8abc12" is not a YouTube or Vimeo address, so the event popup cannot play it (allowed players: https://www.youtube-nocookie.com, https://player.vimeo.com).
        hint: Use a YouTube (https://www.youtube.com/watch?v=...) or Vimeo (https://vimeo.com/...) address.

            14 |         description: Live demonstrations at our booth.
            15 |         cover: { src: /images/content/about-founding.svg, alt: Our booth }
          > 16 |         watchVideo: https://www.dailymotion.com/video/x8abc12
               |                     ^
            17 |

      ✖ 1 error in 1 file"
    `);
  });

  it("asset-outside-public.yaml: A picture path that climbs out of public/.", () => {
    expect(page("asset-outside-public.yaml")).toMatchInlineSnapshot(`
      "pages/asset-outside-public.yaml (1 error)

        pages/asset-outside-public.yaml:9:19 E_BAD_URL Link not allowed
        at blocks[1] (mediaText) > image > src
        The file path "/images/../../package.json" has . or .. in it, which would reach outside public/.
        hint: Write the file's path from public/, without . or .. (public/images/photo.jpg is /images/photo.jpg).

             7 |     heading: Story
             8 |     body: [Text]
          >  9 |     image: { src: /images/../../package.json, alt: A picture }
               |                   ^
            10 |

      ✖ 1 error in 1 file"
    `);
  });

  it("asset-outside-public-escaped.yaml: A picture path that climbs out of public/ with escaped dots.", () => {
    expect(page("asset-outside-public-escaped.yaml")).toMatchInlineSnapshot(`
      "pages/asset-outside-public-escaped.yaml (1 error)

        pages/asset-outside-public-escaped.yaml:9:19 E_BAD_URL Link not allowed
        at blocks[1] (mediaText) > image > src
        The file path "/images/%2e%2e/%2e%2e/package.json" has . or .. in it, which would reach outside public/.
        hint: Write the file's path from public/, without . or .. (public/images/photo.jpg is /images/photo.jpg).

             7 |     heading: Story
             8 |     body: [Text]
          >  9 |     image: { src: /images/%2e%2e/%2e%2e/package.json, alt: A picture }
               |                   ^
            10 |

      ✖ 1 error in 1 file"
    `);
  });

  it("asset-wrong-case.yaml: A picture path whose folder is written with a capital letter.", () => {
    expect(page("asset-wrong-case.yaml")).toMatchInlineSnapshot(`
      "pages/asset-wrong-case.yaml (1 error)

        pages/asset-wrong-case.yaml:9:19 E_MISSING_ASSET File not found in public/
        at blocks[1] (mediaText) > image > src
        The file public/images/Content/about-founding.svg does not exist.
        hint: Did you mean "/images/content/about-founding.svg"? Paths are case-sensitive.

             7 |     heading: Story
             8 |     body: [Text]
          >  9 |     image: { src: /images/Content/about-founding.svg, alt: A picture }
               |                   ^
            10 |

      ✖ 1 error in 1 file"
    `);
  });

  it("link-without-slash.yaml: A button whose link lacks its leading slash.", () => {
    expect(page("link-without-slash.yaml")).toMatchInlineSnapshot(`
      "pages/link-without-slash.yaml (1 error)

        pages/link-without-slash.yaml:7:36 E_BAD_URL Link not allowed
        at blocks[0] (pageHeader) > actions[0] > href
        The link "home" is neither a path of this site (starting with /) nor a full address.
        hint: Did you mean "/home"? Links to pages of this site start with /.

            5 |   - type: pageHeader
            6 |     title: Welcome
          > 7 |     actions: [{ label: Home, href: home }]
              |                                    ^
            8 |

      ✖ 1 error in 1 file"
    `);
  });
});

describe("invalid-site: setting names", () => {
  it("reserved-key.yaml: A video named constructor, a property every JavaScript object has.", () => {
    expect(site("reserved-key.yaml")).toMatchInlineSnapshot(`
      "pages/_site.yaml (1 error)

        pages/_site.yaml:39:3 E_RESERVED_KEY Setting name that is taken
        at videos > constructor
        "constructor" names a property every JavaScript object already has, so it cannot name a lead form, video or variable.
        hint: Rename it (and every page that uses it), e.g. with a word that says what the form, video or text is for.

            37 |   sandbox: *env
            38 | videos:
          > 39 |   constructor: { title: Company tour, src: https://www.youtube.com/embed/abcdefghijk, label: Company tour }
               |   ^
            40 | videoChannel: { endpoint: https://video.example.com/search, apiKey: "", channelId: c, watchUrl: https://video.example.com/watch?v= }

      ✖ 1 error in 1 file"
    `);
  });
});

describe("placeholders", () => {
  it("unknown-placeholder.yaml: A placeholder whose name is misspelt.", () => {
    expect(page("unknown-placeholder.yaml")).toMatchInlineSnapshot(`
      "pages/unknown-placeholder.yaml (1 error)

        pages/unknown-placeholder.yaml:7:27 E_UNKNOWN_PLACEHOLDER Unknown placeholder
        at blocks[0] (pageHeader) > intro
        {emial} is not a placeholder the site knows, so it cannot be filled in.
        hint: Did you mean {email}?

            5 |   - type: pageHeader
            6 |     title: Contact us
          > 7 |     intro: Write to us at {emial} at any time.
              |                           ^
            8 |

      ✖ 1 error in 1 file"
    `);
  });

  it("placeholder-starts-value.yaml: A value that starts with a placeholder, unquoted.", () => {
    expect(page("placeholder-starts-value.yaml")).toMatchInlineSnapshot(`
      "pages/placeholder-starts-value.yaml (1 error)

        pages/placeholder-starts-value.yaml:6:12 E_YAML_NEEDS_QUOTES Text that needs quotes
        This text starts with \`{\`, which YAML reads as the start of a mapping, not as text. Put the whole value in quotes: title: "{brand} careers"
        hint: Put the whole value in quotes, as shown.

            4 | blocks:
            5 |   - type: pageHeader
          > 6 |     title: {brand} careers
              |            ^
            7 |

      ✖ 1 error in 1 file"
    `);
  });

  it("variable-built-in-name.yaml: A variable named like a built-in placeholder.", () => {
    expect(site("variable-built-in-name.yaml")).toMatchInlineSnapshot(`
      "pages/_site.yaml (1 error)

        pages/_site.yaml:39:3 E_RESERVED_KEY Setting name that is taken
        at variables > phone
        "phone" is one of the site's own placeholders, always filled from contact.phone, so a variable cannot take its name.
        hint: Change contact.phone instead, or give the variable another name.

            37 |   sandbox: *env
            38 | variables:
          > 39 |   phone: "+1 555 0100"
               |   ^
            40 | videos: {}

      ✖ 1 error in 1 file"
    `);
  });

  it("variable-bad-name.yaml: A variable whose name has a space.", () => {
    expect(site("variable-bad-name.yaml")).toMatchInlineSnapshot(`
      "pages/_site.yaml (1 error)

        pages/_site.yaml:39:3 E_BAD_FORMAT Value has the wrong format
        at variables > office hours
        The variable name "office hours" cannot be written as a placeholder: a name is letters, digits and _, starting with a letter.
        hint: For example: officeHours.

            37 |   sandbox: *env
            38 | variables:
          > 39 |   office hours: Monday to Friday
               |   ^
            40 | videos: {}

      ✖ 1 error in 1 file"
    `);
  });
});

describe("values checked once read: phone numbers, escapes and a new page's example text", () => {
  it("phone-letters.yaml: A contact phone with letters.", () => {
    expect(site("phone-letters.yaml")).toMatchInlineSnapshot(`
      "pages/_site.yaml (1 error)

        pages/_site.yaml:5:19 E_BAD_FORMAT Value has the wrong format
        at contact > phone
        "+1 555 CALL-NOW" is not a phone number a phone can dial: it has letters in it, which a phone cannot dial (write the digits they stand for).
        hint: Write the number as it is dialled, with + and the country code first, e.g. +1 (555) 014-2010; a number without them is read as a US number.

            3 | brand: { name: Fixture Co, logo: /images/brand/logo.svg, logoLight: /images/brand/logo-light.svg, tagline: A fixture. }
            4 | siteUrl: https://www.example.com
          > 5 | contact: { phone: +1 555 CALL-NOW, email: hello@example.com }
              |                   ^
            6 | social: []

      ✖ 1 error in 1 file"
    `);
  });

  it("control-escape.yaml: A control character written as an escape in quotes.", () => {
    expect(page("control-escape.yaml")).toMatchInlineSnapshot(`
      "pages/control-escape.yaml (1 error)

        pages/control-escape.yaml:3:14 E_CONTROL_CHAR Control character in the file
        at description
        This text holds the control character ESC (U+001B), written as a code after a backslash (such as \\x1b or \\u202e), which is never text and would end up in the published page.
        hint: Delete the character: retype the text around it, or paste it again as plain text. Save the file as UTF-8.

            1 | # expect: E_CONTROL_CHAR 3:14 description
            2 | title: Escaped
          > 3 | description: "A terminal escape written in quotes: \\x1b[2J"
              |              ^
            4 | blocks:

      ✖ 1 error in 1 file"
    `);
  });

  it("template-description.yaml: The description a new page starts with.", () => {
    expect(page("template-description.yaml")).toMatchInlineSnapshot(`
      "pages/template-description.yaml (1 error)

        pages/template-description.yaml:3:14 E_TEMPLATE_TEXT Example text left in a new page
        at description
        "Mining: one or two sentences about this page for search engines." is the example text a new page starts with, for you to replace: write this page's own text here.
        hint: Replace the example text with this page's own words.

            1 | # expect: E_TEMPLATE_TEXT 3:14 description
            2 | title: Mining
          > 3 | description: "Mining: one or two sentences about this page for search engines."
              |              ^
            4 | blocks:

      ✖ 1 error in 1 file"
    `);
  });
});

describe("invalid-pages: the proof blocks (case study, logo wall, FAQ, comparison)", () => {
  it("case-study-quote-without-role.yaml: A case study whose quote does not say the person's role.", () => {
    expect(page("case-study-quote-without-role.yaml")).toMatchInlineSnapshot(`
      "pages/case-study-quote-without-role.yaml (1 error)

        pages/case-study-quote-without-role.yaml:14:7 E_MISSING_FIELD Missing required field
        at blocks[1] (caseStudy) > quote
        The field "Role" is required (text): fill it in.
        hint: Role: Their job title, e.g. Equipment Manager (the company is the customer above).

            12 |     results: [{ value: 22%, label: higher utilization }]
            13 |     quote:
          > 14 |       text: Our yard and our project managers see the same fleet.
               |       ^
            15 |       name: Maria Alvarez

      ✖ 1 error in 1 file"
    `);
  });

  it("case-study-figure-too-long.yaml: A case study result whose figure is a sentence.", () => {
    expect(page("case-study-figure-too-long.yaml")).toMatchInlineSnapshot(`
      "pages/case-study-figure-too-long.yaml (1 error)

        pages/case-study-figure-too-long.yaml:12:16 E_TOO_MANY Too many items, or too long
        at blocks[1] (caseStudy) > results[0] > value
        Allows at most 12 characters (it has 20).
        hint: Remove items (or shorten the text, or lower the number) until the maximum is respected.

            10 |     challenge: Machines sat idle while crews rented more.
            11 |     results:
          > 12 |       - value: 22 percent more work
               |                ^
            13 |         label: from the same fleet

      ✖ 1 error in 1 file"
    `);
  });

  it("logo-wall-misspelt-name.yaml: A customer whose name field is misspelt.", () => {
    expect(page("logo-wall-misspelt-name.yaml")).toMatchInlineSnapshot(`
      "pages/logo-wall-misspelt-name.yaml (1 error)

        pages/logo-wall-misspelt-name.yaml:11:13 E_UNKNOWN_FIELD Unknown field
        at blocks[1] (logoWall) > groups[0] > customers[0] > nmae
        Unknown field "nmae".
        hint: Did you mean "name"?

             9 |       - industry: Construction
            10 |         customers:
          > 11 |           - nmae: Granite Peak Contractors
               |             ^
            12 |

      ✖ 1 error in 1 file"
    `);
  });

  it("faq-without-answer.yaml: A question without its answer.", () => {
    expect(page("faq-without-answer.yaml")).toMatchInlineSnapshot(`
      "pages/faq-without-answer.yaml (1 error)

        pages/faq-without-answer.yaml:9:9 E_MISSING_FIELD Missing required field
        at blocks[1] (faq) > items[0]
        The field "Answer" is required (text): fill it in.
        hint: Answer: The answer, a short paragraph (inline **bold** and [links](/route) allowed).

             7 |     heading: Questions
             8 |     items:
          >  9 |       - question: Can we change our hours later?
               |         ^
            10 |

      ✖ 1 error in 1 file"
    `);
  });

  it("comparison-row-length.yaml: A comparison point with two answers for three options.", () => {
    expect(page("comparison-row-length.yaml")).toMatchInlineSnapshot(`
      "pages/comparison-row-length.yaml (1 error)

        pages/comparison-row-length.yaml:10:50 E_COMPARISON_ROW_LENGTH Comparison row has the wrong number of answers
        at blocks[0] (comparison) > rows[1] > cells
        This point has 2 answers but the table compares 3 options (PrecisionERP, Spreadsheets, Legacy ERP).
        hint: Give every point one answer per option, in the order of the options.

             8 |     rows:
             9 |       - { feature: Month-end close, cells: [Days, Weeks, Weeks] }
          > 10 |       - { feature: Where each machine is, cells: [Live, Last update] }
               |                                                  ^
            11 |   - { type: pageHeader, title: Page heading }

      ✖ 1 error in 1 file"
    `);
  });
});

describe("the fixture corpus", () => {
  const kinds = ["invalid-pages", "invalid-site"] as const;
  const names = (kind: (typeof kinds)[number]) => readdirSync(join(FIXTURES, kind)).sort();

  it("has a pinned snapshot above for every fixture file", () => {
    // The structure slips are pinned in slips.test.ts, the rest here.
    const source = ["./fixtures.test.ts", "./slips.test.ts"].map((f) => readFileSync(new URL(f, import.meta.url), "utf8")).join("\n");
    const pinned = new Set(
      [...source.matchAll(/\b(page|site)\("([^"]+)"\)/g)].map((m) => `${m[1] === "page" ? "invalid-pages" : "invalid-site"}/${m[2]}`),
    );
    const files = kinds.flatMap((kind) => names(kind).map((n) => `${kind}/${n}`));
    expect(files.filter((f) => !pinned.has(f))).toEqual([]);
    expect(files.length).toBeGreaterThanOrEqual(30);
  });

  it("covers every code of the error catalogue", () => {
    const seen = new Set(kinds.flatMap((kind) => names(kind).flatMap((n) => checkFixture(kind, n).errors.map((e) => e.code))));
    expect(ERROR_CODES.filter((code) => !seen.has(code))).toEqual([]);
  });
});
