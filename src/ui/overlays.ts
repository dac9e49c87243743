import type { IslandSettings } from "../shared/site-context.tsx";

/** One request to the site's overlay host: open the lead-form dialog or the video dialog. */
export type OverlayRequest = { kind: "leadForm"; key: string } | { kind: "video"; key: string };

let host: Promise<(request: OverlayRequest) => void> | undefined;

/**
 * Opens a site-wide overlay (docs/product.md, Behaviours: the lead-form overlay, or the video overlay, which plays)
 * from any island, with no provider around the page: the first call loads the overlay code and mounts
 * its own React root at the end of `<body>`; later calls reuse it. `settings` are the page's island
 * settings (the lead forms and videos of `_site.yaml`). Resolves once the dialog has been asked to
 * open; rejects when its code cannot load (the caller's link then still works as a plain link).
 */
export function openOverlay(settings: IslandSettings, request: OverlayRequest): Promise<void> {
  host ??= import("./OverlayHost.tsx").then((m) => m.mountOverlayHost(settings));
  return host.then((open) => open(request));
}
