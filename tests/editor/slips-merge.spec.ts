/**
 * Two people (two tabs, or a program writing the file) changing one page: changes to different fields
 * are combined on their own, and only a field both changed asks, with both values to pick from — never
 * a comparison of lines of text. One editor for the file, on its own copy of the project.
 */
import { editorForFile } from "../support/editor-for-file.ts";
import { expect, test, type Page } from "@playwright/test";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createPage } from "../../scripts/new-page.ts";
import { carriedMarks } from "../../src/editor/yaml-source.ts";

const setup = editorForFile();
const FILE = "pages/partners.yaml";

const onDisk = () => readFileSync(join(setup.project.root, FILE), "utf8");

/** Opens the partners page's details in `page`. */
async function openDetails(page: Page) {
  await page.goto(`http://localhost:${setup.editor.port}/edit/${FILE}?token=${setup.editor.token}`);
  await page.getByRole("button", { name: /^Page details/ }).click();
}

const title = (page: Page) => page.getByRole("textbox", { name: /^Title/ });
const description = (page: Page) => page.getByRole("textbox", { name: /^Description/ });

async function save(page: Page) {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();
}

test("two tabs and a program change one page: different fields combine, the same field asks with both values", async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await openDetails(first);
  await openDetails(second);

  await test.step("different fields in two tabs: both saves keep both, without a question", async () => {
    await title(first).fill("Our partners");
    await description(second).fill("Partners we build ERP solutions with.");
    await save(first);
    await save(second);
    expect(onDisk()).toContain("title: Our partners\n");
    expect(onDisk()).toContain("description: Partners we build ERP solutions with.\n");
    await expect(title(second)).toHaveValue("Our partners");
    await expect(second.getByRole("heading", { name: /same field/ })).toHaveCount(0);
    await expect(description(first)).toHaveValue("Partners we build ERP solutions with.");
  });

  await test.step("the same field in two tabs: the second sees both values and picks one", async () => {
    await title(first).fill("Partners (first tab)");
    await title(second).fill("Partners (second tab)");
    await save(first);
    await second.getByRole("button", { name: "Save", exact: true }).click();
    const choice = second.getByRole("group", { name: "/partners › Title" });
    await expect(choice.getByRole("radio", { name: "Yours Partners (second tab)" })).toBeVisible();
    await expect(choice.getByRole("radio", { name: "Saved meanwhile Partners (first tab)" })).toBeVisible();
    expect(onDisk()).toContain("title: Partners (first tab)\n");
    await choice.getByRole("radio", { name: /^Yours/ }).check();
    await second.getByRole("button", { name: "Keep these versions" }).click();
    await expect(second.getByText("All changes saved")).toBeVisible();
    expect(onDisk()).toContain("title: Partners (second tab)\n");
    await expect(title(first)).toHaveValue("Partners (second tab)");
  });

  await test.step("a file changed on disk meanwhile combines the same way", async () => {
    writeFileSync(
      join(setup.project.root, FILE),
      onDisk().replace("description: Partners we build ERP solutions with.\n", "description: Changed in a code editor.\n"),
    );
    await title(second).fill("Partners, combined");
    await save(second);
    expect(onDisk()).toContain("title: Partners, combined\n");
    expect(onDisk()).toContain("description: Changed in a code editor.\n");
    await expect(description(second)).toHaveValue("Changed in a code editor.");
  });

  await test.step("a curly-quote warning shows under its field", async () => {
    await title(second).fill("“Partners”");
    const warning = second.locator("#main").getByText(/^Warning: This value is wrapped in curly quotes/);
    await expect(warning).toBeVisible();
    await expect(title(second)).toHaveAccessibleDescription(/wrapped in curly quotes/);
  });
});

test("a copied page's carried-over values are marked on their fields", async ({ page }) => {
  const created = createPage({ rootDir: setup.project.root, route: "/partners-copy", from: "/partners" });
  const file = join(setup.project.root, created.relFile);
  const [mark] = carriedMarks(readFileSync(file, "utf8"));
  expect(mark?.path[0]).toBe("blocks");
  const block = mark!.path[1] as number;
  await page.goto(`http://localhost:${setup.editor.port}/edit/${created.relFile}?token=${setup.editor.token}`);
  await page
    .getByRole("list", { name: "Blocks of this page" })
    .getByRole("button", { name: new RegExp(`^${block + 1}\\.`) })
    .click();
  await expect(page.locator("#main").getByText(`Warning: Carried over from /partners: check this ${mark!.what}.`)).toBeVisible();
});
