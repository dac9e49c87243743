import { useState } from "react";
import { summariseValue } from "../merge.ts";
import type { Choices, FileConflict } from "../team-types.ts";

/** The version a conflict is settled against, as the author reads it: its name ("Published") and, for a whole page, what it is in words. */
export interface OtherSide {
  name: string;
  whole: string;
}

function Value(props: { value: unknown }) {
  return <span className="value">{summariseValue(props.value)}</span>;
}

/**
 * The fields changed differently on two sides of one or more pages: for each, both values side by
 * side under the field's name in words ("/resources › Title"), one to pick. "Yours" is the author's
 * side; `theirs` names the other. `onResolve` gets every choice, by file and conflict key, once all
 * are made.
 */
export function Conflicts(props: {
  conflicts: FileConflict[];
  title: string;
  intro?: string;
  theirs: OtherSide;
  onResolve(choices: Choices): Promise<void>;
}) {
  const [picked, setPicked] = useState<Record<string, "ours" | "theirs">>({});
  const [busy, setBusy] = useState(false);
  const keyOf = (c: FileConflict) => `${c.file}\0${c.key}`;
  const all = props.conflicts.every((c) => picked[keyOf(c)]);
  const sides = [
    { side: "ours", name: "Yours", whole: "your version of the whole page" },
    { side: "theirs", ...props.theirs },
  ] as const;
  return (
    <section className="notice warning conflicts" aria-labelledby="conflicts-title">
      <h2 id="conflicts-title" className="conflicts-title">
        {props.title}
      </h2>
      <p>{props.intro ?? "Choose which version to keep. Everything else of theirs and yours is already combined."}</p>
      {props.conflicts.map((c) => {
        const key = keyOf(c);
        return (
          <fieldset key={key} className="conflict">
            <legend>
              {c.page} › {c.label}
            </legend>
            <div className="conflict-choices">
              {sides.map(({ side, name, whole }) => (
                <label key={side} className="conflict-choice">
                  <input
                    type="radio"
                    name={key}
                    checked={picked[key] === side}
                    onChange={() => setPicked((p) => ({ ...p, [key]: side }))}
                  />
                  <span>
                    <strong>{name}</strong>
                    <Value value={c.path.length ? c[side] : c[side] === null ? null : whole} />
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
      <button
        type="button"
        className="button primary"
        disabled={!all || busy}
        onClick={() => {
          setBusy(true);
          const choices: Choices = {};
          for (const c of props.conflicts) (choices[c.file] ??= {})[c.key] = picked[keyOf(c)]!;
          void props.onResolve(choices).finally(() => setBusy(false));
        }}
      >
        {busy ? "Keeping your choices…" : "Keep these versions"}
      </button>
    </section>
  );
}
