import { describe, expect, it } from "vitest";
import { parseRoles, roleOf, RolesError, type Roles } from "./roles.ts";

/** The message parseRoles stops with for `text` (and that it is a RolesError). */
function problem(text: string | null): string {
  try {
    parseRoles(text);
  } catch (error) {
    expect(error).toBeInstanceOf(RolesError);
    return (error as Error).message;
  }
  throw new Error("parseRoles accepted the file");
}

const FILE = `# Who may use the team editor.
publisher:
  - Pat@Example.com
  - "@publishers.example.org"
editor:
  - "@Example.com"
  - erin@elsewhere.org
  - pat@example.com
`;

describe("parseRoles", () => {
  it("reads both lists, lower-cased, addresses and @domains alike", () => {
    expect(parseRoles(FILE)).toEqual({
      publisher: ["pat@example.com", "@publishers.example.org"],
      editor: ["@example.com", "erin@elsewhere.org", "pat@example.com"],
    });
  });

  it("reads a file with one role only, an empty list, or nothing at all as empty lists", () => {
    expect(parseRoles("publisher:\n  - pat@example.com\n")).toEqual({ publisher: ["pat@example.com"], editor: [] });
    expect(parseRoles("publisher:\n  - pat@example.com\neditor:\n")).toEqual({ publisher: ["pat@example.com"], editor: [] });
    expect(parseRoles("# nobody yet\n")).toEqual({ publisher: [], editor: [] });
  });

  it("says that a missing file lets nobody in", () => {
    expect(problem(null)).toMatchInlineSnapshot(
      `"editors.yaml is missing from the repository, so nobody may edit yet. A developer adds it at the repository's root, listing publishers and editors."`,
    );
  });

  it("says when the file is not YAML, in one line", () => {
    const message = problem("publisher: [pat@example.com\neditor: x\n");
    expect(message).toMatch(/^editors\.yaml is not valid YAML \(.+\), so nobody may edit until it is fixed\.$/);
    expect(message).not.toContain("\n");
  });

  it("refuses a file that is not a mapping of roles", () => {
    expect(problem("- pat@example.com\n")).toMatchInlineSnapshot(
      `"editors.yaml must list "publisher:" and "editor:", each with e-mail addresses or "@domain" entries."`,
    );
    expect(problem("pat@example.com\n")).toMatch(/^editors\.yaml must list "publisher:" and "editor:"/);
  });

  it("refuses a role whose value is not a list", () => {
    expect(problem("editor: erin@example.com\n")).toMatchInlineSnapshot(
      `"editors.yaml: "editor:" must be a list of e-mail addresses or "@domain" entries."`,
    );
    expect(problem("publisher:\n  pat: pat@example.com\n")).toMatch(/^editors\.yaml: "publisher:" must be a list/);
  });

  it("refuses a key that is not a role", () => {
    expect(problem("publisher: []\nadmin:\n  - root@example.com\n")).toMatchInlineSnapshot(
      `"editors.yaml has "admin:", which is not a role: the roles are "publisher" and "editor"."`,
    );
    expect(problem("Editor:\n  - erin@example.com\n")).toMatch(/^editors\.yaml has "Editor:"/);
  });

  it.each([
    ["a name", "Erin Example"],
    ["a domain without @", "example.com"],
    ["@ without a domain", "@"],
    ["an address without a dot in its domain", "erin@localhost"],
    ["an address with a space", "erin example@example.com"],
    ["a number", 42],
  ])("refuses an entry that is neither an e-mail address nor @domain: %s", (_what, entry) => {
    expect(problem(`editor:\n  - ${JSON.stringify(entry)}\n`)).toBe(
      `editors.yaml: ${JSON.stringify(entry)} under "editor:" is neither an e-mail address nor a domain written "@example.com".`,
    );
  });
});

describe("roleOf", () => {
  const roles: Roles = parseRoles(FILE);

  it("finds a listed address, and everyone at a listed domain", () => {
    expect(roleOf(roles, "erin@elsewhere.org")).toBe("editor");
    expect(roleOf(roles, "sam@example.com")).toBe("editor");
    expect(roleOf(roles, "lee@publishers.example.org")).toBe("publisher");
  });

  it("gives publisher to someone both lists name", () => {
    expect(roleOf(roles, "pat@example.com")).toBe("publisher");
  });

  it("ignores the case of the address", () => {
    expect(roleOf(roles, "PAT@EXAMPLE.COM")).toBe("publisher");
    expect(roleOf(roles, "Sam@Example.Com")).toBe("editor");
    expect(roleOf(roles, "Erin@ElseWhere.org")).toBe("editor");
  });

  it("gives null to anyone not listed, a subdomain or a look-alike domain included", () => {
    expect(roleOf(roles, "mallory@elsewhere.net")).toBeNull();
    expect(roleOf(roles, "sam@mail.example.com")).toBeNull();
    expect(roleOf(roles, "sam@notexample.com")).toBeNull();
    expect(roleOf(roles, "eve@example.com.evil.org")).toBeNull();
    expect(roleOf({ publisher: [], editor: [] }, "pat@example.com")).toBeNull();
  });
});
