/** What {@link downloadFile} needs; the browser's own objects by default, fakes in unit tests. */
export interface DownloadParams {
  /** URL of the file, e.g. `/files/factsheets/asset-management.pdf`. */
  url: string;
  /** Name the file is saved under, e.g. `Asset Management.pdf`. */
  filename: string;
  fetch?: typeof globalThis.fetch;
  document?: Pick<Document, "createElement" | "body">;
  urls?: Pick<typeof URL, "createObjectURL" | "revokeObjectURL">;
}

/**
 * Downloads a file as docs/product.md describes under Outside calls: GETs `url` as a blob and
 * saves it under `filename` through a temporary `<a download>`, then releases the blob URL.
 * Resolves once the browser has been handed the file. Rejects, saving nothing, when the request
 * fails (network error, aborted) or the response is not 2xx (e.g. 404); the error says which.
 */
export async function downloadFile(params: DownloadParams): Promise<void> {
  const fetchFile = params.fetch ?? globalThis.fetch.bind(globalThis);
  const doc = params.document ?? document;
  const urls = params.urls ?? URL;
  const response = await fetchFile(params.url);
  if (!response.ok) throw new Error(`GET ${params.url} answered ${response.status} ${response.statusText}`.trim());
  const blob = await response.blob();
  const href = urls.createObjectURL(blob);
  const link = doc.createElement("a");
  link.href = href;
  link.download = params.filename;
  link.hidden = true;
  doc.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The click hands the blob to the download at once; release it after this task.
    setTimeout(() => urls.revokeObjectURL(href), 0);
  }
}
