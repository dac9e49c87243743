/**
 * A link field (`href`, `to`, and every field of the link definition): a text box that suggests the
 * site's routes, and the section ids of the page being linked to, and warns in plain words about a
 * route no page has or an external link without https://.
 */
import type { WidgetProps } from "@rjsf/utils";
import type { AssetEntry, EditorState } from "../../api-types.ts";
import { isFileLink } from "../../../ui/SmartLink.tsx";
import { textInputProps } from "./inputs.tsx";
import { warningId, widgetContext } from "./shared.tsx";

type Routes = EditorState["routes"];

/**
 * What may be wrong with a link, in one sentence, or null when nothing is: an `http://` link (the
 * visitor's connection would not be private), a site path no page has (with the spelling of a route
 * that differs only in upper and lower case, when there is one), a section id the target page does not
 * have, or a file under public/ that is not there (checked only when `assets` lists files). Anchors on
 * the page itself (`#id`), https:, mailto: and tel: links, and an empty value are not checked here;
 * links the schema refuses are reported by the editor's validator.
 */
export function linkWarning(href: string, routes: Routes, assets: readonly AssetEntry[] = []): string | null {
  const link = href.trim();
  if (!link || link.startsWith("#") || /^(https:\/\/|mailto:|tel:)/i.test(link)) return null;
  if (/^http:\/\//i.test(link)) return "This external link starts with http://. Use https:// so the visitor's connection stays private.";
  if (!link.startsWith("/") || link.startsWith("//")) return null;
  const hashAt = link.indexOf("#");
  const path = hashAt === -1 ? link : link.slice(0, hashAt);
  const section = hashAt === -1 ? "" : link.slice(hashAt + 1);
  if (isFileLink(path)) {
    if (assets.length === 0 || assets.some((a) => a.path === path)) return null;
    return `There is no file ${path} under public/.`;
  }
  const route = routes.find((r) => r.route === path || r.route === path.replace(/(.)\/$/, "$1"));
  if (!route) {
    const near = routes.find((r) => r.route.toLowerCase() === path.toLowerCase());
    return near ? `No page has the route ${path}. Did you mean ${near.route}?` : `No page has the route ${path}.`;
  }
  if (section && !route.ids.includes(section)) return `The page ${route.route} has no section with the id "${section}".`;
  return null;
}

/** Endings of file names, which a value like `brochure.pdf` ends with: never taken for a web address. */
const FILE_ENDINGS = new Set([
  "pdf",
  "png",
  "jpg",
  "jpeg",
  "gif",
  "svg",
  "webp",
  "avif",
  "html",
  "htm",
  "yaml",
  "yml",
  "txt",
  "zip",
  "doc",
  "docx",
  "xls",
  "xlsx",
  "mp4",
]);

/**
 * The one certain fix of a link written without its beginning, or null: a web address without
 * `https://` (`www.example.com/webinar`, `example.com/page`, `//example.com`) gets it, an e-mail
 * address gets `mailto:`. A site path, an anchor, a file name (`brochure.pdf`) and anything already
 * starting with a scheme are left alone.
 */
export function certainLinkFix(href: string): { fixed: string; why: string } | null {
  const link = href.trim();
  if (!link || link.startsWith("#") || /^[a-z][a-z0-9+.-]*:/i.test(link)) return null;
  if (/^[^\s@/:]+@[^\s@/:]+\.[a-z]{2,24}$/i.test(link))
    return { fixed: `mailto:${link}`, why: "An e-mail address is written with mailto: in front." };
  const bare = link.startsWith("//") ? link.slice(2) : link;
  if (bare.startsWith("/")) return null;
  const host = /^([a-z0-9-]+(?:\.[a-z0-9-]+)*\.([a-z]{2,24}))(?=[/?#:]|$)/i.exec(bare);
  if (!host || /\s/.test(bare) || (!/^www\./i.test(bare) && FILE_ENDINGS.has(host[2]!.toLowerCase()))) return null;
  return { fixed: `https://${bare}`, why: "A link to another site starts with https://." };
}

/**
 * The suggestions for a link field holding `href`: every route (with its page title), and the
 * `route#id` of each section of the page the link points at, once its route is typed.
 */
export function linkSuggestions(href: string, routes: Routes): { value: string; label: string }[] {
  const path = href.split("#")[0] ?? "";
  const target = routes.find((r) => r.route === path);
  const sections = target ? target.ids.map((id) => ({ value: `${target.route}#${id}`, label: `Section ${id} of ${target.title}` })) : [];
  return [...routes.map((r) => ({ value: r.route, label: r.title })), ...sections];
}

/** The link field: {@link linkSuggestions} as a datalist, and {@link certainLinkFix} as one button or {@link linkWarning} under the box. */
export function LinkWidget(props: WidgetProps) {
  const context = widgetContext(props.registry);
  const value = typeof props.value === "string" ? props.value : "";
  const fix = certainLinkFix(value);
  const warning = fix ? fix.why : linkWarning(value, context.routes, context.assets);
  const listId = `${props.id}__routes`;
  return (
    <div className="sf-link">
      <input
        type="text"
        className="sf-input"
        list={listId}
        autoComplete="off"
        spellCheck={false}
        {...textInputProps(props, warning !== null && warningId(props.id))}
      />
      <datalist id={listId}>
        {linkSuggestions(value, context.routes).map((s) => (
          <option key={s.value} value={s.value} label={s.label} />
        ))}
      </datalist>
      {warning && (
        <p className="sf-warning" id={warningId(props.id)}>
          Check: {warning}
          {fix && (
            <>
              {" "}
              <button
                type="button"
                className="button small"
                onClick={() => props.onChange(fix.fixed)}
                disabled={props.disabled || props.readonly}
              >
                Use {fix.fixed}
              </button>
            </>
          )}
        </p>
      )}
    </div>
  );
}
