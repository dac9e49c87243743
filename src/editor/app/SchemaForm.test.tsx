import { readFileSync } from "node:fs";
import { join } from "node:path";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { discoverPageFiles } from "../../content/discover.ts";
import { readSchemaFiles } from "../../content/schemas.ts";
import { bundleSchema } from "../form-schema.ts";
import { SchemaForm, type FieldError, type FormContext } from "./SchemaForm.tsx";

const root = process.cwd();
const files = readSchemaFiles(join(root, "schema"));
const page = bundleSchema(files, "page");
const site = bundleSchema(files, "site");

const context: FormContext = {
  assets: [{ path: "/images/hero/home-1-mobile.svg", bytes: 5_000, width: 750, height: 900 }],
  routes: [
    { route: "/home", title: "Home", ids: [] },
    { route: "/partners", title: "Partners", ids: ["Odoo"] },
  ],
  keys: { leadForms: ["erpOne", "joinUs"], videos: ["weCanHelp"] },
  upload: () => Promise.reject(new Error("Uploads are not available in this test.")),
};

function render(value: unknown, options: { definition?: string; errors?: FieldError[]; onChange?: (v: unknown) => void } = {}) {
  return renderToString(
    <SchemaForm
      rootSchema={options.definition ? page : site}
      definition={options.definition}
      value={value}
      onChange={options.onChange ?? (() => undefined)}
      errors={options.errors ?? []}
      context={context}
      idPrefix="b"
    />,
  );
}

/** The text of the HTML, without tags and with entities of quotes decoded, for checks by words. */
function text(html: string): string {
  return html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
}

/** The attributes of the element with `id`, as written in the HTML. */
function element(html: string, id: string): string {
  const match = new RegExp(`<[a-z]+[^>]*\\bid="${id}"[^>]*>`).exec(html);
  if (!match) throw new Error(`No element with id ${id}`);
  return match[0];
}

const hero = {
  type: "hero",
  heading: "Cloud ERP",
  slides: [
    { srcMobile: "/images/hero/home-1-mobile.svg", srcDesktopTablet: "/images/hero/home-1-desktop.svg", alt: "Excavators" },
    { srcMobile: "/images/hero/home-2-mobile.svg", srcDesktopTablet: "/images/hero/home-2-desktop.svg", alt: "" },
  ],
  actions: [{ label: "Contact us", href: "/nowhere", leadForm: "oldForm" }],
};

describe("SchemaForm", () => {
  it("opens every block of every page, and the site settings, without reporting a change", () => {
    const pageFiles = [
      ...discoverPageFiles({ pagesDir: join(root, "pages"), rootDir: root }).map((f) => f.file),
      join(root, "pages/_404.yaml"),
    ];
    let blocks = 0;
    for (const file of pageFiles) {
      const data = parse(readFileSync(file, "utf8")) as { blocks: { type: string }[] };
      for (const block of data.blocks) {
        const changes: unknown[] = [];
        const html = render(block, { definition: `block_${block.type}`, onChange: (v) => changes.push(v) });
        expect(changes, `${file} ${block.type}`).toEqual([]);
        expect(html).toContain('class="sf"');
        blocks++;
      }
    }
    expect(blocks).toBeGreaterThan(50);
    const changes: unknown[] = [];
    render(parse(readFileSync(join(root, "pages/_site.yaml"), "utf8")), { onChange: (v) => changes.push(v) });
    expect(changes).toEqual([]);
    // About a hundred forms: seconds on a busy machine, beyond vitest's 5 s default.
  }, 60_000);

  it("does not report a change for a block missing every field that has a default, nor for an empty required list", () => {
    const changes: unknown[] = [];
    render({ type: "richText", body: ["One"] }, { definition: "block_richText", onChange: (v) => changes.push(v) });
    render({ type: "hero", heading: "H", slides: [] }, { definition: "block_hero", onChange: (v) => changes.push(v) });
    render(
      { type: "planTable", heading: "Plans", minimumHours: { label: "Hours", values: [] }, groups: [] },
      { definition: "block_planTable", onChange: (v) => changes.push(v) },
    );
    expect(changes).toEqual([]);
  });

  it("labels fields from their titles, says which are required in words, and shows descriptions and defaults", () => {
    const html = render(hero, { definition: "block_hero" });
    const words = text(html);
    expect(words).toContain("Heading (required)");
    expect(words).toContain("The page heading (h1) shown over the slides.");
    expect(words).toContain("Eyebrow");
    expect(words).not.toContain("Eyebrow (required)");
    expect(words).toContain("Default: 5000");
    expect(element(html, "b_autoplayDelay")).toContain('placeholder="5000"');
    expect(element(html, "b_autoplayDelay")).toContain('type="number"');
    expect(html).toMatch(/<label class="sf-label" for="b_heading"/);
    expect(element(html, "b_heading")).toContain('aria-describedby="b_heading__description"');
  });

  it("hides the block's type and has no submit button", () => {
    const html = render(hero, { definition: "block_hero" });
    expect(html).not.toContain('id="b_type"');
    expect(html).not.toMatch(/type="submit"/);
    expect(text(html)).not.toMatch(/Submit/);
  });

  it("names list items and their buttons for screen readers", () => {
    const html = render(hero, { definition: "block_hero" });
    const words = text(html);
    expect(words).toContain("Slide 1");
    expect(words).toContain("Slide 2");
    expect(html).toContain('aria-label="Move slide 2 up"');
    expect(html).toContain('aria-label="Move slide 1 down"');
    expect(html).toContain('aria-label="Remove slide 2"');
    expect(html).toMatch(/aria-label="Move slide 1 up" aria-disabled="true"/);
    expect(words).toContain("Add slide");
    expect(words).toContain("Add button");
  });

  it("shows the validator's errors under their fields, with the hint, and marks the input invalid", () => {
    const errors: FieldError[] = [
      { path: ["slides", 1, "alt"], message: "Describe the second slide.", hint: "Say what the picture shows." },
      { path: ["heading"], message: "The heading is too long." },
      { path: ["slides", 9, "alt"], message: "Past the end." },
      { path: ["nonsense"], message: "Unknown field nonsense." },
    ];
    const html = render(hero, { definition: "block_hero", errors });
    const words = text(html);
    expect(words).toContain("Error: Describe the second slide. Say what the picture shows.");
    const alt = element(html, "b_slides_1_alt");
    expect(alt).toContain('aria-invalid="true"');
    expect(alt).toMatch(/aria-describedby="b_slides_1_alt__error /);
    expect(html).toMatch(/<div id="b_slides_1_alt__error" class="sf-errors">/);
    expect(element(html, "b_slides_0_alt")).not.toContain("aria-invalid");
    expect(element(html, "b_heading")).toContain('aria-invalid="true"');
    // Errors whose path leads nowhere show on the nearest field the form has.
    expect(element(html, "b_slides")).toContain('aria-invalid="true"');
    expect(words).toContain("Error: Past the end.");
    expect(words).toContain("Error: Unknown field nonsense.");
    expect(html.indexOf("Unknown field nonsense.")).toBeLessThan(html.indexOf('id="b_heading"'));
  });

  it("shows a warning under its field as a warning, not an error", () => {
    const errors: FieldError[] = [
      { path: ["heading"], message: "This value is wrapped in curly quotes.", hint: "Remove the curly quotes.", severity: "warning" },
    ];
    const words = text(render(hero, { definition: "block_hero", errors }));
    expect(words).toContain("Warning: This value is wrapped in curly quotes. Remove the curly quotes.");
    expect(words).not.toContain("Error: This value");
  });

  it("offers enums as choices with their default marked, radios for up to three", () => {
    const html = render({ type: "mediaText", heading: "H", body: ["x"] }, { definition: "block_mediaText" });
    expect(html).toMatch(/role="radiogroup" id="b_headingLevel" aria-labelledby="b_headingLevel__label"/);
    expect(text(html)).toContain("2 (default)");
    expect(element(html, "b_background")).toMatch(/^<select/);
    expect(text(html)).toContain("white (default)");
  });

  it("gives lead-form and video fields a select of the site's keys, keeping an unknown one", () => {
    const words = text(render(hero, { definition: "block_hero" }));
    expect(words).toContain("oldForm (not defined in site settings)");
    expect(words).toContain("erpOne");
    expect(words).toContain("weCanHelp");
  });

  it("gives links route suggestions and a plain warning for a route no page has", () => {
    const html = render(hero, { definition: "block_hero" });
    expect(element(html, "b_actions_0_href")).toContain('list="b_actions_0_href__routes"');
    expect(html).toContain('<option value="/partners" label="Partners">');
    expect(text(html)).toContain("Check: No page has the route /nowhere.");
    expect(element(html, "b_actions_0_href")).toContain("b_actions_0_href__warning");
  });

  it("gives pictures a picker, an upload and their size, and markup text its Bold and Link buttons", () => {
    const html = render(hero, { definition: "block_hero" });
    const words = text(html);
    expect(words).toContain("Choose a picture…");
    expect(words).toContain("Upload a picture");
    expect(words).toContain("750 × 900 px, 5 KB");
    const cards = text(
      render({ type: "cardGrid", heading: "H", cards: [{ title: "T", text: "Some **bold** text" }] }, { definition: "block_cardGrid" }),
    );
    expect(cards).toContain("Bold");
    expect(cards).toContain("Link");
    const sheets = text(
      render(
        {
          type: "factSheets",
          heading: "H",
          sheets: [{ id: "a", title: "A", type: "pdf", img: { src: "/x.png", alt: "" }, pdf: "/files/a.pdf" }],
        },
        { definition: "block_factSheets" },
      ),
    );
    expect(sheets).toContain("Choose a PDF…");
  });

  it("edits the site settings: keyed videos with their key, menus with dropdown items", () => {
    const settings = parse(readFileSync(join(root, "pages/_site.yaml"), "utf8"));
    const html = render(settings);
    const words = text(html);
    expect(words).toContain("Key of this video");
    expect(words).toContain("Remove video weCanHelp");
    expect(words).toContain("Add video");
    expect(words).toContain("Add dropdown item");
    expect(html).toContain('aria-label="Move menu item 2 up"');
    expect(html).not.toContain('id="b_$schema"');
  });

  it("shows each lead form's dialog title, required, with the title the site settings give it", () => {
    const settings = parse(readFileSync(join(root, "pages/_site.yaml"), "utf8")) as {
      environments: { production: { leadForms: Record<string, { title: string }> } };
    };
    const html = render(settings);
    const field = element(html, "b_environments_production_leadForms_industriesOne_title");
    expect(field).toContain(`value="${settings.environments.production.leadForms.industriesOne!.title}"`);
    expect(field).toContain("required");
    expect(text(html)).toContain("Dialog title");
  });

  it("edits a page's own fields from a root schema rebuilt on every render, without reporting a change", () => {
    const details = () => ({
      ...page,
      properties: Object.fromEntries(Object.entries(page.properties as object).filter(([k]) => k !== "blocks")),
      required: ["title", "description"],
    });
    const changes: unknown[] = [];
    const value = { title: "Partners", description: "Our partners.", aliases: [{ path: "/partners/odoo", section: "Odoo" }] };
    const first = renderToString(
      <SchemaForm rootSchema={details()} value={value} onChange={(v) => changes.push(v)} errors={[]} context={context} idPrefix="page" />,
    );
    const second = renderToString(
      <SchemaForm rootSchema={details()} value={value} onChange={(v) => changes.push(v)} errors={[]} context={context} idPrefix="page" />,
    );
    expect(second).toBe(first);
    expect(changes).toEqual([]);
    const words = text(first);
    expect(words).toContain("Title (required)");
    expect(words).toContain("Alias 1");
    expect(words).toContain("Add alias");
    expect(words).toContain("Default: 200");
    expect(words).toContain("Choose a picture…");
  });

  it("throws for a definition the schema does not have", () => {
    expect(() => render({}, { definition: "block_nothing" })).toThrow(/no definition named "block_nothing"/);
  });
});
