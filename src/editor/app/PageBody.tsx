import type { PageData, SiteData } from "../../shared/model.ts";
import type { carriedMarks } from "../yaml-source.ts";
import type { BlockRowInfo } from "./BlockList.tsx";
import { useServices } from "./context.ts";
import { ErrorList } from "./dialogs.tsx";
import { pageDetailsSchema, pageDetailsValue, type PlacedError } from "./page-model.ts";
import { BlockForm, fieldErrors, Fixes } from "./PageForms.tsx";
import { PageOutline } from "./PageOutline.tsx";
import { PreviewFrame } from "./PreviewFrame.tsx";
import { SchemaForm, type FieldError, type FormContext } from "./SchemaForm.tsx";
import type { blockActions } from "./use-block-actions.ts";
import type { Findings } from "./use-check.ts";
import type { formChanges } from "./use-draft-edit.ts";
import type { Outline } from "./use-outline.ts";

/** Everything the editor's main area shows of one file. */
export interface PageBodyProps {
  isSite: boolean;
  /** Why the file cannot be shown as a form (it does not parse, or is not a set of fields); null when it can. */
  unreadable: string | null;
  data: Record<string, unknown>;
  blocks: readonly unknown[];
  findings: Findings;
  outline: Outline;
  rows: BlockRowInfo[];
  changes: ReturnType<typeof formChanges>;
  actions: ReturnType<typeof blockActions>;
  context: FormContext;
  good: { site: SiteData | null; page: PageData | null } | null;
  stale: string | undefined;
  pageTitle: string;
  describe(p: PlacedError): string;
  onGo(p: PlacedError): void;
  onDelete(index: number): void;
  onAdd(): void;
  /** Values still as carried over from the page this one was copied from (see carriedMarks), marked on their fields. */
  marks: CarriedMark[];
}

/** A value carried over from the page this one was copied from: its path in the page, the route it came from, what to check. */
type CarriedMark = ReturnType<typeof carriedMarks>[number];

/** The marks under `prefix` (e.g. `["blocks", 2]`) as the form's warnings, with paths from there. */
function markWarnings(
  marks: readonly CarriedMark[],
  prefix: readonly (string | number)[],
  outside?: (path: readonly (string | number)[]) => boolean,
): FieldError[] {
  return marks
    .filter((m) => (outside ? outside(m.path) : prefix.every((part, i) => m.path[i] === part)))
    .map((m) => ({
      path: m.path.slice(prefix.length),
      message: `Carried over from ${m.from}: check this ${m.what}. Changing it removes this note.`,
      severity: "warning" as const,
    }));
}

/** The main area: a notice for a file the editor cannot read; the site settings' form; or a page's outline, form and preview. */
export function PageBody(props: PageBodyProps) {
  const { schemas } = useServices();
  const { findings, outline, isSite } = props;
  const { errors, warnings } = findings;
  // The form shows each warning under its field too, after the errors.
  const found = [...errors, ...warnings];
  if (props.unreadable !== null) {
    return (
      <main className="editor-message" id="main">
        <div className="notice error">
          <p>The editor cannot read this file{props.unreadable}</p>
          <p>Undo your last change, or ask someone to fix the file in a code editor.</p>
        </div>
        {findings.placed.length > 0 && <ErrorList errors={findings.placed.map((p) => p.error)} />}
      </main>
    );
  }
  const fixes = <Fixes errors={errors} warnings={warnings} describe={props.describe} onGo={props.onGo} />;
  if (isSite) {
    return (
      <main className={`editor-grid site-grid`} id="main">
        <section className="col-form" aria-labelledby="site-form-title">
          {fixes}
          <h2 id="site-form-title" className="column-title">
            Site settings
          </h2>
          <SchemaForm
            rootSchema={schemas.site}
            value={props.data}
            onChange={props.changes.site}
            errors={fieldErrors(found)}
            context={props.context}
            idPrefix="site"
          />
        </section>
      </main>
    );
  }
  const { selection } = outline;
  return (
    <main className="editor-grid" id="main">
      <PageOutline
        outline={outline}
        rows={props.rows}
        errors={errors}
        onMove={props.actions.move}
        onDuplicate={props.actions.duplicate}
        onDelete={props.onDelete}
        onAdd={props.onAdd}
      />
      <section className="col-form" aria-labelledby="form-title">
        {fixes}
        {selection === "page" ? (
          <>
            <h2 id="form-title" className="column-title">
              Page details
            </h2>
            <SchemaForm
              key="page"
              rootSchema={pageDetailsSchema(schemas.page)}
              value={pageDetailsValue(props.data)}
              onChange={props.changes.page}
              errors={[
                ...fieldErrors(found.filter((p) => p.block === null && p.path.length > 0 && p.path[0] !== "blocks")),
                ...markWarnings(props.marks, [], (path) => path[0] !== "blocks"),
              ]}
              context={props.context}
              idPrefix="page"
            />
          </>
        ) : (
          <BlockForm
            key={outline.keys[selection]}
            index={selection}
            block={props.blocks[selection]}
            title={props.rows[selection]!.title}
            rootSchema={schemas.page}
            errors={[...fieldErrors(found.filter((p) => p.block === selection)), ...markWarnings(props.marks, ["blocks", selection])]}
            context={props.context}
            onChange={(value) => props.changes.block(selection, value)}
          />
        )}
      </section>
      <section className="col-preview" aria-label="Preview">
        <PreviewFrame
          site={props.good?.site ?? null}
          page={props.good?.page ?? null}
          selected={typeof selection === "number" ? selection : null}
          onSelect={(i) => {
            if (i >= 0 && i < props.blocks.length) outline.setSelected(i);
          }}
          stale={props.stale}
          label={`Preview of ${props.pageTitle}`}
        />
      </section>
    </main>
  );
}
