/**
 * For the screenshot scripts (editor-screenshots.ts, team-screenshots.ts): waiting for the editor's
 * preview, an iframe of the site's own blocks, to be ready to be photographed.
 */
import type { Frame, Locator } from "@playwright/test";

/** How long one step may take before the scripts give up, in ms. */
export const STEP_TIMEOUT_MS = 30_000;

/** Resolves once every picture in the top `height` px of `frame`'s document has loaded (or failed), and its fonts are ready. */
export async function picturesLoaded(frame: Frame, height: number): Promise<void> {
  await frame.waitForFunction(
    (limit) =>
      [...document.images].filter((img) => img.getBoundingClientRect().top < limit).every((img) => img.complete) &&
      document.fonts.status === "loaded",
    height,
    {
      timeout: STEP_TIMEOUT_MS,
    },
  );
}

/** The document inside an iframe element. Throws when it has none. */
export async function frameOf(iframe: Locator): Promise<Frame> {
  const frame = await (await iframe.elementHandle({ timeout: STEP_TIMEOUT_MS }))?.contentFrame();
  if (!frame) throw new Error("the preview frame has no document");
  return frame;
}

/** Dismisses the site's cookie notice inside the preview when it shows, as an author who has seen it once would have. */
export async function dismissCookieNotice(frame: Frame): Promise<void> {
  const button = frame.getByRole("button", { name: "Got it" });
  if (await button.isVisible().catch(() => false)) await button.click();
}
