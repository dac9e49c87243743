/**
 * A field that names a file under public/: a picture (an image's `src`, an icon, a logo) or a PDF.
 * The path can be typed, chosen in a dialog of thumbnails of the site's files, or uploaded.
 */
import { assetUrl } from "../base.ts";
import type { WidgetProps } from "@rjsf/utils";
import { useRef, useState } from "react";
import type { AssetEntry } from "../../api-types.ts";
import { textInputProps } from "./inputs.tsx";
import { PICTURE_EXTENSIONS } from "./schema-walk.ts";
import { widgetContext, type EditorUiOptions } from "./shared.tsx";

/** Folder under public/images that uploads from the form go to. */
const UPLOAD_FOLDER = "uploads";

/** The file types the upload offers, by kind (the editor's server refuses SVG uploads). */
const UPLOAD_ACCEPT = { picture: "image/png,image/jpeg,image/gif,image/webp,image/avif", pdf: "application/pdf" } as const;

/** An asset's size in words: "1200 × 630 px, 84 KB", or "84 KB" when its dimensions are unknown (a PDF). At least 1 KB. */
export function formatAsset(asset: AssetEntry): string {
  const kb = `${Math.max(1, Math.round(asset.bytes / 1024))} KB`;
  return asset.width && asset.height ? `${asset.width} × ${asset.height} px, ${kb}` : kb;
}

/**
 * The assets with one of `extensions` (lower case, without the dot) whose path contains `filter`
 * (ignoring case and the spaces around it), sorted by path.
 */
export function filterAssets(assets: readonly AssetEntry[], extensions: readonly string[], filter: string): AssetEntry[] {
  const needle = filter.trim().toLowerCase();
  return assets
    .filter((a) => extensions.includes(a.path.slice(a.path.lastIndexOf(".") + 1).toLowerCase()) && a.path.toLowerCase().includes(needle))
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** The id of the field `sibling` next to the field with id `id` (same object): `p_slides_0_srcMobile` → `p_slides_0_alt`. */
export function siblingId(id: string, sibling: string): string {
  return `${id.slice(0, id.lastIndexOf("_"))}_${sibling}`;
}

/**
 * Types `value` into the form's input with id `id` as the author would (so the form hears the change);
 * returns false when there is no such input.
 */
function typeInto(id: string, value: string): boolean {
  const input = document.getElementById(id);
  if (!(input instanceof HTMLInputElement)) return false;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
  return true;
}

/**
 * The asset field. After a file is picked or uploaded, the path is set, and a picture's width and
 * height fields beside it (when its object has them) take the picture's real size in px; for a picture whose image has
 * an empty text alternative (the sibling `alt` field), that field gets the focus and the author is
 * asked to describe the picture. Upload errors (the server's plain message) show under the field.
 */
export function AssetWidget(props: WidgetProps) {
  const context = widgetContext(props.registry);
  const options = props.options as EditorUiOptions;
  const kind = options.asset ?? { kind: "picture" as const, extensions: [...PICTURE_EXTENSIONS] };
  const noun = kind.kind === "pdf" ? "PDF" : "picture";
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const { status, uploading, choose, upload } = useAssetChoice(props, options, kind.kind);
  const value = typeof props.value === "string" ? props.value : "";
  const current = context.assets.find((a) => a.path === value);
  const statusId = `${props.id}__status`;

  const openPicker = () => {
    setOpen(true);
    dialog.current?.showModal();
  };
  const closePicker = () => dialog.current?.close();

  return (
    <div className="sf-asset">
      <div className="sf-asset-row">
        <span className="sf-thumb" aria-hidden="true">
          {value && kind.kind === "picture" ? <img src={assetUrl(value)} alt="" /> : value ? <span className="sf-pdf">PDF</span> : null}
        </span>
        <input type="text" className="sf-input" spellCheck={false} {...textInputProps(props, status !== null && statusId)} />
      </div>
      {current && <p className="sf-asset-size">{formatAsset(current)}</p>}
      <div className="sf-asset-actions">
        <button type="button" className="sf-button" aria-haspopup="dialog" onClick={openPicker} disabled={props.disabled || props.readonly}>
          Choose a {noun}…
        </button>
        <label className="sf-upload">
          <span className="sf-upload-label">Upload a {noun}</span>
          <input
            type="file"
            accept={UPLOAD_ACCEPT[kind.kind]}
            disabled={uploading || props.disabled || props.readonly}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              void upload(file);
            }}
          />
        </label>
      </div>
      <p id={statusId} className={status?.error ? "sf-status sf-status-error" : "sf-status"} role="status">
        {status?.text}
      </p>
      <dialog ref={dialog} className="sf-dialog" aria-labelledby={`${props.id}__picker-title`} onClose={() => setOpen(false)}>
        {open && (
          <AssetPicker
            id={props.id}
            noun={noun}
            kind={kind}
            assets={context.assets}
            value={value}
            onClose={closePicker}
            onChoose={(asset) => {
              closePicker();
              choose(asset, `Chose ${asset.path}.`);
            }}
          />
        )}
      </dialog>
    </div>
  );
}

/**
 * Choosing and uploading a file for the asset field: `choose` sets the field to an asset and
 * follows up in the fields beside it (size, text alternative), `upload` sends a file to the server
 * first (a PDF to public/files, a picture to public/images/uploads); `status` is the line shown
 * under the field, `uploading` whether an upload is under way.
 */
function useAssetChoice(props: WidgetProps, options: EditorUiOptions, kind: "picture" | "pdf") {
  const context = widgetContext(props.registry);
  const [status, setStatus] = useState<{ text: string; error?: boolean } | null>(null);
  const [uploading, setUploading] = useState(false);

  const choose = (asset: AssetEntry, note: string) => {
    props.onChange(asset.path);
    const altId = options.altField ? siblingId(props.id, options.altField) : undefined;
    // After the new value has rendered, so the focus lands on the field as it now is.
    requestAnimationFrame(() => {
      if (options.sizeFields && asset.width && asset.height) {
        typeInto(siblingId(props.id, options.sizeFields.width), String(asset.width));
        typeInto(siblingId(props.id, options.sizeFields.height), String(asset.height));
      }
      const alt = altId ? document.getElementById(altId) : null;
      if ((alt instanceof HTMLInputElement || alt instanceof HTMLTextAreaElement) && alt.value.trim() === "") {
        alt.focus();
        setStatus({ text: `${note} Describe the picture for people who cannot see it.` });
        return;
      }
      setStatus({ text: note });
    });
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setStatus({ text: `Uploading ${file.name}…` });
    try {
      const asset = await context.upload(file, kind === "pdf" ? "" : UPLOAD_FOLDER);
      choose(asset, [`Uploaded ${asset.path}: ${formatAsset(asset)}.`, ...(asset.notes ?? [])].join(" "));
    } catch (error) {
      setStatus({ text: `Error: ${error instanceof Error ? error.message : String(error)}`, error: true });
    } finally {
      setUploading(false);
    }
  };

  return { status, uploading, choose, upload };
}

/**
 * The inside of the picker dialog: thumbnails of the site's files of the field's kind, filtered by
 * name. Shown fresh each time the picker opens, so the filter starts empty. `id` is the field's id.
 */
function AssetPicker(props: {
  id: string;
  noun: string;
  kind: { kind: "picture" | "pdf"; extensions: readonly string[] };
  assets: readonly AssetEntry[];
  value: string;
  onClose(): void;
  onChoose(asset: AssetEntry): void;
}) {
  const { noun, kind } = props;
  const [filter, setFilter] = useState("");
  const filterId = `${props.id}__filter`;
  const shown = filterAssets(props.assets, kind.extensions, filter);
  const total = filterAssets(props.assets, kind.extensions, "").length;
  return (
    <div className="sf-picker">
      <div className="sf-picker-head">
        <h2 id={`${props.id}__picker-title`} className="sf-picker-title">
          Choose a {noun}
        </h2>
        <button type="button" className="sf-button" onClick={props.onClose}>
          Close
        </button>
      </div>
      <label className="sf-label" htmlFor={filterId}>
        Filter by name
      </label>
      <input
        id={filterId}
        type="search"
        className="sf-input"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the picker the author just opened is already shown (showModal ran first), so its filter takes focus
        autoFocus
      />
      <p className="sf-picker-count" role="status">
        {shown.length === total ? `${total} ${noun}s` : `${shown.length} of ${total} ${noun}s`}
      </p>
      <ul className="sf-picker-grid">
        {shown.map((asset) => (
          <li key={asset.path}>
            <button
              type="button"
              className="sf-picker-item"
              aria-current={asset.path === props.value ? "true" : undefined}
              onClick={() => props.onChoose(asset)}
            >
              {kind.kind === "picture" ? <img src={assetUrl(asset.path)} alt="" loading="lazy" /> : <span className="sf-pdf">PDF</span>}
              <span className="sf-picker-path">{asset.path}</span>
              <span className="sf-picker-size">{formatAsset(asset)}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
