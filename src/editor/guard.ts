/**
 * What the page editor's local server lets through: requests from its own page only (a web page the
 * author happens to visit must not drive it, through DNS rebinding or a cross-site request), and uploads
 * only of (writes go through src/content/writable-path.ts: inside pages/ and public/, no symbolic link)
 * pictures and PDFs within a size limit, never SVG (an SVG served from the site can run script).
 */

/** The largest upload the editor takes, in bytes (10 MB). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * Whether a request to the editor listening on 127.0.0.1:`port` comes from the editor's own page:
 * its `Host` header is `127.0.0.1:<port>` or `localhost:<port>`, and its `Origin` header, when the
 * browser sends one, is `http://` with that same host. Missing or other values are refused.
 */
export function isOwnRequest(headers: { host?: string; origin?: string }, port: number): boolean {
  const own = [`127.0.0.1:${port}`, `localhost:${port}`];
  if (!headers.host || !own.includes(headers.host.toLowerCase())) return false;
  return headers.origin === undefined || own.some((host) => headers.origin!.toLowerCase() === `http://${host}`);
}

/** File types the editor takes as uploads, by the first bytes of the file (not by its name or the browser's word). */
const SIGNATURES: { type: string; extensions: string[]; test: (b: Uint8Array) => boolean }[] = [
  { type: "PNG", extensions: ["png"], test: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
  { type: "JPEG", extensions: ["jpg", "jpeg"], test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: "GIF", extensions: ["gif"], test: (b) => String.fromCharCode(...b.slice(0, 4)) === "GIF8" },
  {
    type: "WebP",
    extensions: ["webp"],
    test: (b) => String.fromCharCode(...b.slice(0, 4)) === "RIFF" && String.fromCharCode(...b.slice(8, 12)) === "WEBP",
  },
  { type: "AVIF", extensions: ["avif"], test: (b) => String.fromCharCode(...b.slice(4, 12)) === "ftypavif" },
  { type: "PDF", extensions: ["pdf"], test: (b) => String.fromCharCode(...b.slice(0, 5)) === "%PDF-" },
];

/**
 * What an upload holds, by its first bytes: its type ("PNG", "JPEG", "GIF", "WebP", "AVIF" or "PDF") and
 * the file endings that type goes by (the first is the one the editor gives it), or undefined for
 * anything else (an SVG included).
 */
export function uploadKind(bytes: Uint8Array): { type: string; extensions: readonly string[] } | undefined {
  const kind = SIGNATURES.find((s) => s.test(bytes));
  return kind && { type: kind.type, extensions: kind.extensions };
}

/**
 * Whether an upload named `fileName` with contents `bytes` may be saved: returns its type ("PNG",
 * "JPEG", "GIF", "WebP", "AVIF" or "PDF"), or a `refused` reason in plain words for an empty or too
 * large file (over {@link MAX_UPLOAD_BYTES}), an SVG, any other kind of file, or a name whose ending
 * does not match what the file holds.
 */
export function checkUpload(fileName: string, bytes: Uint8Array): { type: string } | { refused: string } {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? "";
  if (bytes.length === 0) return { refused: `${fileName} is empty.` };
  if (bytes.length > MAX_UPLOAD_BYTES)
    return {
      refused: `${fileName} is ${(bytes.length / 1024 / 1024).toFixed(1)} MB; uploads are at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Save the picture smaller (2000 px wide is plenty) and try again.`,
    };
  if (extension === "svg" || /<svg[\s>]/i.test(new TextDecoder().decode(bytes.slice(0, 1024))))
    return {
      refused: `${fileName} is an SVG drawing, which can carry script; upload a PNG, JPEG or WebP instead, or ask a developer to add the SVG.`,
    };
  const kind = SIGNATURES.find((s) => s.test(bytes));
  if (!kind) return { refused: `${fileName} is not a picture (PNG, JPEG, GIF, WebP, AVIF) or a PDF.` };
  if (!kind.extensions.includes(extension)) return { refused: `${fileName} holds a ${kind.type} file; name it .${kind.extensions[0]}.` };
  return { type: kind.type };
}
