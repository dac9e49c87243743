/**
 * A page's stylesheets written into it (withInlineStyles): each `<link rel="stylesheet">` to a file
 * under /assets/ becomes a `<style>` with that file's text, in the same place; a stylesheet that would
 * end its element early stops the build.
 */
import { describe, expect, it } from "vitest";
import { withInlineStyles } from "./build-output.ts";

const styles: Record<string, string> = { "/assets/root-AAAAAAAA.css": "body{margin:0}", "/assets/meta-BBBBBBBB.css": ".hero{color:#fff}" };
const read = (href: string) => {
  const css = styles[href];
  if (css === undefined) throw new Error(`no ${href}`);
  return css;
};

describe("a page's stylesheets, written into it", () => {
  it("replaces each stylesheet link under /assets/ by its text, in order and in place, and leaves other links alone", () => {
    const html =
      '<head><link rel="stylesheet" href="/assets/root-AAAAAAAA.css"/><link rel="preload" href="/assets/inter-CCCCCCCC.woff2" as="font"/><link rel="stylesheet" href="/assets/meta-BBBBBBBB.css"/></head>';
    expect(withInlineStyles(html, read)).toBe(
      '<head><style>body{margin:0}</style><link rel="preload" href="/assets/inter-CCCCCCCC.woff2" as="font"/><style>.hero{color:#fff}</style></head>',
    );
  });

  it("refuses a stylesheet holding </style, which would end its element and let the rest be read as HTML", () => {
    const html = '<head><link rel="stylesheet" href="/assets/root-AAAAAAAA.css"/></head>';
    expect(() => withInlineStyles(html, () => 'a::after{content:"</style><p>"}')).toThrow(
      'the stylesheet /assets/root-AAAAAAAA.css holds "</style"',
    );
  });
});
