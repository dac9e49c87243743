import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { closest, codeFrame, ContentValidationError, editDistance, ERROR_CATALOGUE, ERROR_CODES, explain, formatErrors } from "./errors.ts";

describe("editDistance", () => {
  it("counts a swap of neighbouring letters as one edit", () => {
    expect(editDistance("titel", "title")).toBe(1);
    expect(editDistance("heding", "heading")).toBe(1);
    expect(editDistance("Hero", "hero")).toBe(0);
    expect(editDistance("cardGrid", "gallery")).toBeGreaterThan(4);
  });
});

describe("closest", () => {
  it("suggests near misses and nothing for unrelated words", () => {
    expect(closest("titel", ["type", "title", "intro"])).toBe("title");
    expect(closest("carGrid", ["cardGrid", "hero"])).toBe("cardGrid");
    expect(closest("banana", ["cardGrid", "hero"])).toBeUndefined();
  });
});

describe("codeFrame", () => {
  it("marks the line and puts a caret under the column", () => {
    expect(codeFrame("a: 1\nb: 2\nc: x\nd: 4\ne: 5", 3, 4)).toBe(
      ["  1 | a: 1", "  2 | b: 2", "> 3 | c: x", "    |    ^", "  4 | d: 4"].join("\n"),
    );
  });
});

describe("ContentValidationError", () => {
  it("prints as the located errors only: no stack trace, even when logged", () => {
    const error = new ContentValidationError([
      {
        code: "E_UNKNOWN_FIELD",
        file: "pages/a.yaml",
        line: 3,
        col: 5,
        path: "blocks[0] (hero) > heding",
        message: 'Unknown field "heding".',
        hint: 'Did you mean "heading"?',
        frame: "> 3 |     heding: x\n    |     ^",
      },
    ]);
    expect(error.stack).toBe(`ContentValidationError: ${error.message}`);
    expect(error.message).toContain("pages/a.yaml:3:5 E_UNKNOWN_FIELD Unknown field");
    expect(error.errors).toHaveLength(1);
    expect(Object.keys(error)).not.toContain("errors");
  });
});

describe("formatErrors", () => {
  it("falls back to the catalogue's advice when an error has no hint of its own", () => {
    const printed = formatErrors(
      [{ code: "E_EVENT_DATE_YEAR", file: "pages/a.yaml", line: 1, col: 1, path: "", message: "No year.", frame: "" }],
      { color: false },
    );
    expect(printed).toContain('hint: Write the dates with a four-digit year, e.g. "Oct 21-24, 2025".');
  });

  it("lists the first 100 errors of a file with 10,000, in line order, and counts them all", () => {
    const errors = Array.from({ length: 10_000 }, (_, i) => ({
      code: "E_WRONG_TYPE" as const,
      file: "pages/big.yaml",
      line: 10_000 - i,
      col: 9,
      path: `body[${9_999 - i}]`,
      message: "Expected text, got the number 1.",
      frame: "",
    }));
    const printed = formatErrors(errors, { color: false });
    const listed = printed.split("\n").filter((l) => l.includes("E_WRONG_TYPE"));
    expect(listed).toHaveLength(100);
    expect(listed[0]).toContain("pages/big.yaml:1:9");
    expect(listed[99]).toContain("pages/big.yaml:100:9");
    expect(printed).toContain("pages/big.yaml (10000 errors)");
    expect(printed).toContain("… and 9900 more not listed: fix the ones above, then check again to see the rest.");
    expect(printed.trimEnd().split("\n").at(-1)).toBe("✖ 10000 errors in 1 file");
  });
});

describe("ERROR_CATALOGUE", () => {
  it("gives every code a title, a message template and a hint", () => {
    expect(ERROR_CODES.length).toBeGreaterThan(30);
    for (const code of ERROR_CODES) {
      const entry: { title?: unknown; message?: unknown; hint?: unknown } = ERROR_CATALOGUE[code];
      expect(typeof entry.title === "string" && entry.title.length > 0, `${code} has a title`).toBe(true);
      expect(typeof entry.hint === "string" && entry.hint.length > 0, `${code} has a hint`).toBe(true);
      expect(typeof entry.message, `${code} has a message template`).toBe("function");
    }
  });

  it("words a message from its parameters, with the code's hint", () => {
    expect(explain("E_BROKEN_LINK", { route: "/partners" })).toEqual({
      message: "No page publishes the route /partners.",
      hint: ERROR_CATALOGUE.E_BROKEN_LINK.hint,
    });
    expect(explain("E_YAML_SYNTAX", { kind: "parser", parserCode: "NOT_A_PARSER_CODE" }).message).toBe(
      "This line could not be read as `key: value` or as a list item `- value`.",
    );
    expect(explain("E_YAML_SYNTAX", { kind: "parser", parserCode: "toString" }).message).toBe(
      "This line could not be read as `key: value` or as a list item `- value`.",
    );
  });
});

const CONTENT_DIR = fileURLToPath(new URL(".", import.meta.url));
/** The validator's sources: every .ts file of src/content except the tests. */
const CONTENT_SOURCES = readdirSync(CONTENT_DIR)
  .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
  .map((f) => join(CONTENT_DIR, f));

/** The program of the last scan and the files it parsed, by name: the next scan parses again only what differs. */
let lastProgram: ts.Program | undefined;
const parsedFiles = new Map<string, ts.SourceFile>();

/**
 * Reads the validator's sources (with `replace` applied to the named files' text) with the
 * TypeScript compiler and returns every place that writes an error message itself instead of taking
 * it from the catalogue: an argument given to a parameter named `message` of a function of
 * src/content, or the `message` of an object literal with a `code: "E_..."`, that is anything other
 * than `explain(...).message` or a name passed through (a reporter handing on its own parameter).
 * `checked` counts the messages that were examined.
 */
function handWrittenMessages(replace: Record<string, [string, string]> = {}): { found: string[]; checked: number } {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    resolveJsonModule: true,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: ["node"],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => {
    const text = readFile(name);
    const change = replace[name.split("/").pop()!];
    if (text === undefined || !change || !name.startsWith(CONTENT_DIR)) return text;
    if (!text.includes(change[0])) throw new Error(`${name} no longer contains ${change[0]}`);
    return text.replace(change[0], change[1]);
  };
  host.getSourceFile = (name, languageVersion) => {
    const text = host.readFile(name);
    if (text === undefined) return undefined;
    const parsed = parsedFiles.get(name);
    if (parsed?.text === text) return parsed;
    const fresh = ts.createSourceFile(name, text, languageVersion);
    parsedFiles.set(name, fresh);
    return fresh;
  };
  const program = ts.createProgram({ rootNames: CONTENT_SOURCES, options, host, oldProgram: lastProgram });
  lastProgram = program;
  const checker = program.getTypeChecker();
  const found: string[] = [];
  let checked = 0;
  const fromCatalogue = (e: ts.Expression): boolean => {
    while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isNonNullExpression(e)) e = e.expression;
    if (ts.isIdentifier(e)) return true;
    return (
      ts.isPropertyAccessExpression(e) &&
      e.name.text === "message" &&
      ts.isCallExpression(e.expression) &&
      ts.isIdentifier(e.expression.expression) &&
      e.expression.expression.text === "explain"
    );
  };
  for (const file of CONTENT_SOURCES) {
    const source = program.getSourceFile(file)!;
    const report = (node: ts.Node) => {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${file.split("/").pop()}:${line + 1}: ${node.getText(source).slice(0, 100)}`);
    };
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const signature = checker.getResolvedSignature(node);
        const declared = signature?.declaration?.getSourceFile().fileName ?? "";
        if (signature && declared.startsWith(CONTENT_DIR)) {
          signature.parameters.forEach((parameter, i) => {
            const argument = node.arguments[i];
            if (parameter.name !== "message" || !argument) return;
            checked++;
            if (!fromCatalogue(argument)) report(argument);
          });
        }
      }
      if (ts.isObjectLiteralExpression(node)) {
        const property = (name: string) => node.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === name);
        const code = property("code");
        const message = property("message");
        if (
          code &&
          ts.isPropertyAssignment(code) &&
          ts.isStringLiteralLike(code.initializer) &&
          /^E_[A-Z_]+$/.test(code.initializer.text) &&
          message
        ) {
          checked++;
          if (ts.isPropertyAssignment(message) && !fromCatalogue(message.initializer)) report(message);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { found, checked };
}

describe("error messages", () => {
  it(
    "are all worded by the catalogue: no error of src/content is created with a message written where it is reported",
    { timeout: 60_000 },
    () => {
      const { found, checked } = handWrittenMessages();
      expect(found).toEqual([]);
      // Every reporter call and error object was seen (a scan that finds nothing proves nothing).
      expect(checked).toBeGreaterThan(60);
    },
  );

  it("the check finds a message written at the call site, in a reporter call or an error object", { timeout: 60_000 }, () => {
    const { found } = handWrittenMessages({
      "crosscheck.ts": ['explain("E_BROKEN_LINK", { route }).message', "`No page publishes the route ${route}.`"],
      "discover.ts": ['message: explain("E_LINKED_FILE", { file: relFile, folder }).message', 'message: "This is a link."'],
      "validate.ts": [
        'explain("E_UNKNOWN_FIELD", { field }).message',
        'field ? `Unknown field "${field}".` : explain("E_UNKNOWN_FIELD", { field }).message',
      ],
    });
    expect(found).toHaveLength(3);
    expect(found.map((f) => f.split(":")[0])).toEqual(["crosscheck.ts", "discover.ts", "validate.ts"]);
  });
});
