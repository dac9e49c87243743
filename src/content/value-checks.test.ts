import { readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createPage } from "./new-page.ts";
import { fixtureProject, loadFixtureProject, removeFixtureProjects } from "../../tests/support/fixture-project.ts";
import { fillPlaceholders, placeholderValues } from "./placeholders.ts";
import { dialableNumber, phoneProblem } from "./phone.ts";
import { pageTemplateTexts } from "./template-texts.ts";

afterAll(removeFixtureProjects);

/** The errors of the base fixture project with `pages/<name>` written as `text` (and the site's phone set to `phone`). */
function errorsWith(files: Record<string, string>, phone?: string) {
  const dir = fixtureProject();
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, "pages", name), text);
  if (phone !== undefined) {
    const site = join(dir, "pages/_site.yaml");
    writeFileSync(site, readFileSync(site, "utf8").replace("phone: +1 (555) 010-0000", `phone: ${JSON.stringify(phone)}`));
  }
  const result = loadFixtureProject(dir);
  return result.content ? [] : result.errors;
}

const page = (description: string, body = "A paragraph.") =>
  `title: About\ndescription: ${JSON.stringify(description)}\nblocks:\n  - type: pageHeader\n    title: About\n  - type: richText\n    body:\n      - ${JSON.stringify(body)}\n`;

describe("phone numbers", () => {
  it.each(["+1 555 CALL-NOW", "call us!", "12", "+1 555 014 20101", "555-0142!"])(
    "refuses the contact phone %j at its field, saying why a phone cannot dial it",
    (phone) => {
      const errors = errorsWith({}, phone);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({ code: "E_BAD_FORMAT", file: "pages/_site.yaml", line: 4, path: "contact > phone" });
      expect(errors[0]!.message).toContain("is not a phone number a phone can dial");
      expect(errors[0]!.hint).toContain("read as a US number");
    },
  );

  it("says letters are not digits", () => {
    expect(errorsWith({}, "+1 555 CALL-NOW")[0]!.message).toBe(
      '"+1 555 CALL-NOW" is not a phone number a phone can dial: it has letters in it, which a phone cannot dial (write the digits they stand for).',
    );
  });

  it("accepts a number with or without its country code, and dials one without it as a US number, keeping the author's formatting on the page", () => {
    expect(errorsWith({}, "(555) 014-2010")).toEqual([]);
    expect(errorsWith({}, "+44 20 7946 0958")).toEqual([]);
    expect(phoneProblem("(555) 014-2010")).toBeUndefined();
    expect(dialableNumber("(555) 014-2010")).toBe("+15550142010");
    expect(fillPlaceholders("[{phone}](tel:{phone})", placeholderValues({ contact: { phone: "(555) 014-2010" } })).text).toBe(
      "[(555) 014-2010](tel:+15550142010)",
    );
  });

  it("refuses a tel: link in running text that cannot be dialled, at the link", () => {
    const errors = errorsWith({ "about.yaml": page("About us.", "Call [us](tel:12) today.") });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      code: "E_BAD_FORMAT",
      file: "pages/about.yaml",
      path: "blocks[1] (richText) > body[0]",
      line: 8,
      col: 20,
    });
    expect(errors[0]!.message).toContain("too few digits");
  });
});

describe("texts of the page template", () => {
  it("refuses the description a new page starts with, whatever its title", () => {
    const errors = errorsWith({ "about.yaml": page("Mining: one or two sentences about this page for search engines.") });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: "E_TEMPLATE_TEXT", path: "description", line: 2 });
    expect(errors[0]!.message).toBe(
      '"Mining: one or two sentences about this page for search engines." is the example text a new page starts with, for you to replace: write this page\'s own text here.',
    );
  });

  it("refuses every text the template writes, read from the template itself, until each is replaced", () => {
    const dir = fixtureProject({});
    // New page reads the project's routes through its own schemas.
    symlinkSync(join(process.cwd(), "schema"), join(dir, "schema"));
    writeFileSync(join(dir, "pages/contact.yaml"), page("How to reach us."));
    createPage({ rootDir: dir, route: "/mining" });
    const result = loadFixtureProject(dir);
    const own = (result.content ? [] : result.errors).filter((e) => e.file === "pages/mining.yaml");
    expect(own.every((e) => e.code === "E_TEMPLATE_TEXT")).toBe(true);
    expect(own.map((e) => e.path)).toEqual([
      "description",
      "blocks[0] (pageHeader) > intro",
      "blocks[1] (richText) > heading",
      "blocks[1] (richText) > body[0]",
      "blocks[1] (richText) > body[1]",
      "blocks[2] (callToAction) > text",
    ]);
    const file = join(dir, "pages/mining.yaml");
    let text = readFileSync(file, "utf8");
    for (const t of pageTemplateTexts()) text = text.replace(t.sample.replace("Templateprobe", "Mining"), "Our own words.");
    writeFileSync(file, text);
    const fixed = loadFixtureProject(dir);
    expect(fixed.content ? [] : fixed.errors).toEqual([]);
  });
});

describe("control characters written as escapes", () => {
  it.each([
    ["\\x1b[2J", "ESC (U+001B)"],
    ["\\0", "NUL (U+0000)"],
    ["\\u202e", "RIGHT-TO-LEFT OVERRIDE (U+202E)"],
  ])('refuses "%s" in quotes as the same character written raw is', (escape, name) => {
    const errors = errorsWith({
      "about.yaml": `title: About\ndescription: "Read ${escape} this"\nblocks:\n  - type: pageHeader\n    title: About\n`,
    });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: "E_CONTROL_CHAR", path: "description", line: 2, col: 14 });
    expect(errors[0]!.message).toContain(name);
  });

  it("refuses a right-to-left override written raw", () => {
    const errors = errorsWith({
      "about.yaml": `title: About\ndescription: Read \u202e this\nblocks:\n  - type: pageHeader\n    title: About\n`,
    });
    expect(errors.map((e) => e.code)).toEqual(["E_CONTROL_CHAR"]);
  });
});
