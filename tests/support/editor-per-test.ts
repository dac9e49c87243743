/**
 * For the editor server's vitest suites: one Git project made (and warmed up) once per file, and for
 * each test a fresh copy of it with its own running editor (API only), both removed afterwards.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { startEditor, type RunningEditor } from "../../src/editor/server/server.ts";
import { copyProject, tempProject, type TempProject } from "../../scripts/support/project-copy.ts";
import { TEST_EDITOR_TOKEN } from "./editor-requests.ts";

/**
 * Registers the hooks and returns getters for the current test's project and editor. `warmUp` runs
 * once against an editor of the template (e.g. a first plan that compiles the schemas and reads every
 * page), so the tests' own timings do not carry that cost.
 */
export function editorPerTest(warmUp: (port: number) => Promise<unknown>): { project(): TempProject; editor(): RunningEditor } {
  let template: TempProject;
  let project: TempProject;
  let editor: RunningEditor;
  beforeAll(async () => {
    template = tempProject({ git: true });
    const warm = await startEditor({ rootDir: template.root, port: 0, appDir: false, token: TEST_EDITOR_TOKEN });
    await warmUp(warm.port);
    await warm.close();
  }, 60_000);
  afterAll(() => template.remove());
  beforeEach(async () => {
    project = copyProject(template);
    editor = await startEditor({ rootDir: project.root, port: 0, appDir: false, token: TEST_EDITOR_TOKEN });
  });
  afterEach(async () => {
    await editor.close();
    project.remove();
  });
  return { project: () => project, editor: () => editor };
}
