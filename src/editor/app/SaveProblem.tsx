import { Conflicts, type OtherSide } from "./Conflicts.tsx";
import { useServices } from "./context.ts";
import { Dialog } from "./dialogs.tsx";
import type { SaveState } from "./use-save.ts";

/** The other side of a local save's conflict: the version saved in another tab or by another program. */
const SAVED_ELSEWHERE: OtherSide = { name: "Saved meanwhile", whole: "the version saved meanwhile of the whole page" };

/**
 * What waits for the author after a save met someone else's: the fields both changed, each with both
 * values to pick from; or, as a dialog, a page deleted meanwhile or a version that cannot be read.
 */
export function SaveProblemView({ file, saver }: { file: string; saver: SaveState }) {
  const services = useServices();
  const { problem } = saver;
  if (!problem) return null;
  if (problem.kind === "choose") {
    const many = problem.conflicts.length > 1;
    return (
      <Conflicts
        conflicts={problem.conflicts}
        title={`This page was saved meanwhile with ${many ? "other values in fields" : "another value in a field"} you changed`}
        intro="Choose which version to keep. Everything else you and they changed is already combined."
        theirs={SAVED_ELSEWHERE}
        onResolve={(choices) => saver.resolve(choices[file] ?? {})}
      />
    );
  }
  const close = () => saver.setProblem(null);
  const keepMine = (baseHash: string | null) => {
    close();
    void saver.saveNow({ force: true, baseHash });
  };
  if (problem.kind === "deleted") {
    return (
      <Dialog title="This page was deleted outside the editor since you opened it" onClose={close}>
        <p>The file is no longer on disk. You can save your version again, or leave it unsaved for now.</p>
        <div className="dialog-actions">
          <button type="button" className="button primary" onClick={() => keepMine(null)} data-autofocus>
            Save mine again
          </button>
          <button type="button" className="button" onClick={close}>
            Cancel
          </button>
        </div>
      </Dialog>
    );
  }
  const { disk } = problem;
  return (
    <Dialog title="This page was changed outside the editor and cannot be combined with yours" onClose={close}>
      <p>{problem.message}</p>
      <div className="dialog-actions">
        <button
          type="button"
          className="button danger"
          onClick={() => {
            services.store.replaceWithDisk(file, disk.text, disk.hash);
            services.clearSavedElsewhere(file);
            close();
          }}
        >
          Load their version (Undo brings mine back)
        </button>
        <button type="button" className="button primary" onClick={() => keepMine(disk.hash)} data-autofocus>
          Keep mine and overwrite
        </button>
        <button type="button" className="button" onClick={close}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
