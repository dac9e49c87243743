/**
 * For the editor's Playwright specs: one copy of the project and one running page editor for the whole
 * spec file, made before its first test and removed after its last.
 */
import { test } from "@playwright/test";
import { startEditor, type RunningEditor } from "../../src/editor/server/server.ts";
import { tempProject, type TempProject } from "../../scripts/support/project-copy.ts";

/** The spec file's project copy and its editor, set once the file's first test is about to run. */
export interface EditorOfFile {
  project: TempProject;
  editor: RunningEditor;
}

/**
 * Registers the file's hooks and returns its project and editor (read them inside tests and hooks,
 * not at import). `prepare` writes into the copy (its root folder) before the editor starts.
 */
export function editorForFile(prepare?: (root: string) => void): EditorOfFile {
  const setup = {} as EditorOfFile;
  test.beforeAll(async () => {
    setup.project = tempProject();
    prepare?.(setup.project.root);
    setup.editor = await startEditor({ rootDir: setup.project.root, port: 0 });
  });
  test.afterAll(async () => {
    await setup.editor?.close();
    setup.project?.remove();
  });
  return setup;
}
