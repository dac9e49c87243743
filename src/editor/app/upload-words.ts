/**
 * How many uploads a list holds, in an author's words: "2 pictures", "1 PDF", "3 files" (pictures and
 * PDFs mixed). `files` are paths or site paths ending in the file's name.
 */
export function countUploads(files: readonly string[]): string {
  const pdfs = files.filter((f) => /\.pdf$/i.test(f)).length;
  const noun = pdfs === 0 ? "picture" : pdfs === files.length ? "PDF" : "file";
  return `${files.length} ${noun}${files.length === 1 ? "" : "s"}`;
}
