/**
 * The editor's error answers never show where the project lies on the machine: a request that makes
 * the file system fail (saving over a folder, uploading into a folder named like a file) is answered
 * with what failed in plain words, and no absolute path, in the local editor as in the team editor
 * (they share one place that answers errors).
 */
import { writeFileSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiProblem } from "../api-types.ts";
import { withoutMachinePaths } from "./http-util.ts";
import { startEditor, type RunningEditor } from "./server.ts";
import { tempProject, type TempProject } from "../../../scripts/support/project-copy.ts";
import { send, TEST_EDITOR_TOKEN } from "../../../tests/support/editor-requests.ts";

let project: TempProject;
let editor: RunningEditor;

beforeAll(async () => {
  project = tempProject();
  // A file where a folder of pictures would be: uploading into that folder makes the file system fail.
  writeFileSync(join(project.root, "public", "images", "blocked"), "not a folder\n");
  editor = await startEditor({ rootDir: project.root, port: 0, appDir: false, token: TEST_EDITOR_TOKEN });
}, 60_000);

afterAll(async () => {
  await editor?.close();
  project?.remove();
});

describe("error answers of the editor", () => {
  it("an upload the file system refuses says what failed, without the project's path on the machine", async () => {
    const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
    const answer = await send<ApiProblem>(editor.port, "/api/upload?name=photo.png&folder=blocked/team", {
      body: png,
      headers: { "content-type": "image/png" },
    });
    expect(answer.status).toBe(500);
    expect(answer.body.message).toBe(
      "The editor's server failed: a folder could not be made (not a directory: public/images/blocked/team). The terminal running npm run edit shows the details.",
    );
    expect(answer.text).not.toContain(project.root);
  });
});

describe("withoutMachinePaths", () => {
  it("turns paths under the working folder into project paths and other absolute paths into their last part", () => {
    const cwd = process.cwd();
    expect(withoutMachinePaths(`EISDIR: illegal operation on a directory, rename '${cwd}/pages/.a.tmp' -> '${cwd}/pages/a.yaml'`)).toBe(
      "EISDIR: illegal operation on a directory, rename 'pages/.a.tmp' -> 'pages/a.yaml'",
    );
    expect(withoutMachinePaths(`Unable to create '${join(tmpdir(), "x", ".git", "index.lock")}': File exists.`)).toBe(
      "Unable to create '…/index.lock': File exists.",
    );
    expect(withoutMachinePaths(`could not lock config file ${join(homedir(), "site", ".git", "config")}: File exists`)).toBe(
      "could not lock config file …/config: File exists",
    );
  });

  it("leaves routes and project paths alone", () => {
    const text = "The link /verticals/mining in pages/home.yaml (blocks > 2 > href) leads nowhere; /home is fine.";
    expect(withoutMachinePaths(text)).toBe(text);
  });
});
