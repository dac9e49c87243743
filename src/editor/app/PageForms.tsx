import { blockType, fieldId, pathInWords, type PlacedError } from "./page-model.ts";
import { SchemaForm, type FieldError, type FormContext } from "./SchemaForm.tsx";
import type { Selection } from "./use-outline.ts";

/** Puts focus on a form field by its form-library id, or on the nearest field above it that exists (the form may still be rendering). */
function focusField(prefix: string, path: readonly (string | number)[]) {
  const ids = [fieldId(prefix, path)];
  for (let n = path.length - 1; n >= 0; n--) ids.push(fieldId(prefix, path.slice(0, n)));
  let tries = 0;
  const attempt = () => {
    for (const candidate of ids) {
      const el = document.getElementById(candidate);
      if (!el) continue;
      const focusable = el.matches("input, select, textarea, button, [tabindex]")
        ? el
        : (el.querySelector<HTMLElement>("input, select, textarea, button") ?? el);
      if (!focusable.matches("input, select, textarea, button, [tabindex]")) focusable.tabIndex = -1;
      focusable.scrollIntoView({ block: "center" });
      focusable.focus();
      return;
    }
    if (++tries < 30) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}

/** Shows the field of finding `p`: selects its block (or the page details) and puts focus on the field. */
export function goToFinding(p: PlacedError, isSite: boolean, blockCount: number, select: (selection: Selection) => void) {
  if (isSite) return focusField("site", p.path);
  if (p.block !== null && p.block < blockCount) {
    select(p.block);
    focusField(`block-${p.block}`, p.path);
  } else {
    select("page");
    focusField("page", p.path);
  }
}

/** Placed errors and warnings as the form shows them under their fields. A missing field's hint repeats the field's own help, which the form already shows above it. */
export function fieldErrors(list: readonly PlacedError[]): FieldError[] {
  return list.map((p) => ({
    path: p.path,
    message: p.error.message,
    ...(p.error.hint && p.error.code !== "E_MISSING_FIELD" ? { hint: p.error.hint } : {}),
    ...(p.error.severity === "warning" ? { severity: "warning" as const } : {}),
  }));
}

/** Where a finding is, in words: "Hero (block 2) › Title", "Page details › Description", "Site settings". */
export function describeFinding(p: PlacedError, isSite: boolean, blocks: readonly unknown[], titleOf: (block: unknown) => string): string {
  if (isSite) return pathInWords(p.path) || "Site settings";
  if (p.block !== null) {
    const block = blocks[p.block];
    const name = `${block === undefined ? "Block" : titleOf(block)} (block ${p.block + 1})`;
    return p.path.length ? `${name} › ${pathInWords(p.path)}` : name;
  }
  return p.path.length ? `Page details › ${pathInWords(p.path)}` : "The whole file";
}

/** "What needs fixing": every error of the file as a button that goes to its field, then the warnings. */
export function Fixes(props: {
  errors: PlacedError[];
  warnings: PlacedError[];
  describe(p: PlacedError): string;
  onGo(p: PlacedError): void;
}) {
  if (props.errors.length === 0 && props.warnings.length === 0) return null;
  const item = (p: PlacedError, i: number) => (
    <li key={i}>
      <button type="button" className="fix-item" onClick={() => props.onGo(p)}>
        <span className="fix-where">{props.describe(p)}</span>
        <span className="fix-message">{p.error.message}</span>
        {p.error.hint && <span className="fix-hint">{p.error.hint}</span>}
      </button>
    </li>
  );
  return (
    <div className="fixes">
      {props.errors.length > 0 && (
        <section className="fixes-errors" aria-labelledby="fixes-title">
          <h2 id="fixes-title" className="fixes-title">
            What needs fixing
          </h2>
          <ul>{props.errors.map(item)}</ul>
        </section>
      )}
      {props.warnings.length > 0 && (
        <section className="fixes-warnings" aria-labelledby="warnings-title">
          <h2 id="warnings-title" className="fixes-title">
            Warnings
          </h2>
          <p className="muted">The page is published as written, but check these.</p>
          <ul>{props.warnings.map(item)}</ul>
        </section>
      )}
    </div>
  );
}

/** The form of one block, or a notice when the editor has no form for its type. */
export function BlockForm(props: {
  index: number;
  block: unknown;
  title: string;
  rootSchema: Record<string, unknown>;
  errors: FieldError[];
  context: FormContext;
  onChange(value: unknown): void;
}) {
  const type = blockType(props.block);
  const definitions = (props.rootSchema.definitions ?? {}) as Record<string, unknown>;
  const definition = `block_${type}`;
  return (
    <>
      <h2 id="form-title" className="column-title">
        {props.title} <span className="muted">(block {props.index + 1})</span>
      </h2>
      {type && Object.hasOwn(definitions, definition) ? (
        <SchemaForm
          rootSchema={props.rootSchema}
          definition={definition}
          value={props.block}
          onChange={props.onChange}
          errors={props.errors}
          context={props.context}
          idPrefix={`block-${props.index}`}
        />
      ) : (
        <div className="notice error">
          <p>
            {type ? `“${type}” is not a block type the editor knows, so it has no form.` : "This block has no type, so it has no form."}{" "}
            Delete it, or ask someone to fix it in a code editor.
          </p>
          {props.errors.length > 0 && (
            <ul className="error-list">
              {props.errors.map((e, i) => (
                <li key={i}>{e.message}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </>
  );
}
