/**
 * Checks on the values a file holds once read, whatever way the YAML wrote them: control characters
 * that only an escape in quotes can write (`"\x1b[2J"`, `"\0"`, `"\u202e"`), phone numbers a phone
 * cannot dial (the site's contact phone and every `tel:` link), and texts the page template wrote
 * for the author to replace. Each problem is located at its field.
 */
import { explain, type ContentError } from "./errors.ts";
import { locatedError, type DataPath, type ParsedFile } from "./parse.ts";
import { phoneProblem } from "./phone.ts";
import type { TemplateText } from "./template-texts.ts";
import { describeControl, findControlCharacters } from "./text-checks.ts";

/** What {@link checkValues} looks for beyond control characters and phone numbers. */
export interface ValueCheckOptions {
  /** Texts of the page template; a page holding one is not finished (not checked in the site settings). */
  pageTemplate?: readonly TemplateText[];
}

/** The field that holds the site's phone number: contact > phone of the site settings. */
const isPhoneField = (path: DataPath) => path.length === 2 && path[0] === "contact" && path[1] === "phone";

/** The hint for a phone number that cannot be dialled. */
const PHONE_HINT =
  "Write the number as it is dialled, with + and the country code first, e.g. +1 (555) 014-2010; a number without them is read as a US number.";

/**
 * Every problem in the values of `parsed.data` (read before placeholders are filled in): control
 * characters written as escapes, phone numbers that cannot be dialled, and template texts left in.
 * Returns [] for a file without data; never throws.
 */
export function checkValues(parsed: ParsedFile, opts: ValueCheckOptions = {}): ContentError[] {
  const errors: ContentError[] = [];
  const visit = (value: unknown, path: DataPath) => {
    if (typeof value === "string") errors.push(...checkText(parsed, value, path, opts));
    else if (Array.isArray(value)) value.forEach((v, i) => visit(v, [...path, i]));
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) visit(v, [...path, k]);
  };
  visit(parsed.data, []);
  return errors;
}

function checkText(parsed: ParsedFile, value: string, path: DataPath, opts: ValueCheckOptions): ContentError[] {
  const control = findControlCharacters(value, 1)[0];
  if (control)
    return [
      locatedError(
        parsed,
        "E_CONTROL_CHAR",
        path,
        explain("E_CONTROL_CHAR", { what: describeControl(control.char), escaped: true }).message,
      ),
    ];
  const out: ContentError[] = [];
  for (const phone of phonesIn(value, isPhoneField(path))) {
    const problem = phoneProblem(phone.number);
    if (problem)
      out.push(
        locatedError(
          parsed,
          "E_BAD_FORMAT",
          path,
          explain("E_BAD_FORMAT", { kind: "phone", value: phone.number, problem }).message,
          PHONE_HINT,
          phone.within ? { within: phone.within } : {},
        ),
      );
  }
  if (opts.pageTemplate?.some((t) => t.pattern.test(value))) {
    out.push(locatedError(parsed, "E_TEMPLATE_TEXT", path, explain("E_TEMPLATE_TEXT", { value }).message));
  }
  return out;
}

/**
 * The phone numbers in a text: the whole text of a phone field, the number of a `tel:` link field,
 * and the number of every `[label](tel:...)` link in running text. Numbers that are a placeholder
 * (`tel:{phone}`) are checked where the placeholder's value is set.
 */
function phonesIn(value: string, isPhoneField: boolean): { number: string; within?: string }[] {
  if (isPhoneField) return [{ number: value }];
  const found: { number: string; within?: string }[] = [];
  if (/^tel:/i.test(value)) found.push({ number: value.slice(4) });
  for (const m of value.matchAll(/\]\(tel:([^)\s]*)\)/gi)) found.push({ number: m[1]!, within: `tel:${m[1]!}` });
  return found.filter((p) => !p.number.includes("{"));
}
