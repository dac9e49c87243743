/**
 * The editor's side of the preview: an iframe of /_editor/preview.html at a chosen device width,
 * scaled down to fit its pane, kept in step with the draft through {@link ToFrameMessage}s.
 */
import { useCallback, useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState, type RefObject } from "react";
import type { Block, PageData, SiteData } from "../../shared/model.ts";
import { isFromFrameMessage, PREVIEW_URL, type ToFrameMessage } from "./preview-protocol.ts";
import "./form.css";

/** The widths the preview can take, in CSS px: what the site's media queries see. */
const PREVIEW_WIDTHS = [
  { name: "Phone", px: 375 },
  { name: "Tablet", px: 768 },
  { name: "Desktop", px: 1440 },
] as const;

/** localStorage key remembering the chosen width (its px, as text). */
const PREVIEW_WIDTH_KEY = "editor.previewWidth";

/** The remembered preview width in px, or 1440 when none (or an unknown one, or no storage) is remembered. */
export function rememberedWidth(): number {
  try {
    const px = Number(globalThis.localStorage?.getItem(PREVIEW_WIDTH_KEY));
    return PREVIEW_WIDTHS.some((w) => w.px === px) ? px : 1440;
  } catch {
    return 1440;
  }
}

/**
 * How to fit a frame `width` px wide into a pane `paneWidth` × `paneHeight` px: the scale (at most 1,
 * never enlarged) and the frame's own height in px so that, once scaled, it fills the pane's height.
 * A pane not measured yet (0 wide) gives scale 1.
 */
export function fitFrame(width: number, paneWidth: number, paneHeight: number): { scale: number; height: number } {
  const scale = paneWidth > 0 ? Math.min(1, paneWidth / width) : 1;
  return { scale, height: Math.max(0, Math.floor(paneHeight / scale)) };
}

/**
 * The preview width in CSS px and the function that changes it: starts from {@link rememberedWidth};
 * a chosen width is remembered in localStorage (kept for the session alone when storage is blocked).
 */
function usePreviewWidth(): [number, (px: number) => void] {
  const [width, setWidth] = useState(rememberedWidth);
  const choose = (px: number) => {
    setWidth(px);
    try {
      localStorage.setItem(PREVIEW_WIDTH_KEY, String(px));
    } catch {
      // Storage may be blocked; the choice still holds for this session.
    }
  };
  return [width, choose];
}

/** The pane the frame sits in (its ref, to attach) and its size in CSS px, measured again whenever it resizes ({ width: 0, height: 0 } before the first measure). */
function usePaneSize(): [RefObject<HTMLDivElement | null>, { width: number; height: number }] {
  const pane = useRef<HTMLDivElement>(null);
  const [paneSize, setPaneSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = pane.current;
    if (!element) return;
    const measure = () => setPaneSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [pane, paneSize];
}

/**
 * The conversation with the preview frame: once the frame says it is ready (and again whenever it
 * reloads), the draft (`site`, `page`, `blocks`, `selected`) is posted to it on every change, and a
 * new `selected` scrolls that block into view unless the author just clicked it in the frame.
 * Calls `onSelect(index)` when the author clicks inside a block in the frame. Returns the frame's ref
 * (to attach to the iframe) and the height of the frame's content in CSS px (0 until the frame reports it).
 */
function usePreviewFrame(draft: {
  site: SiteData | null;
  page: PageData | null;
  blocks?: Block[];
  selected: number | null;
  onSelect(index: number): void;
}): {
  frame: RefObject<HTMLIFrameElement | null>;
  contentHeight: number;
} {
  const { site, page, blocks, selected, onSelect } = draft;
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(0);
  const [contentHeight, setContentHeight] = useState(0);
  // The index the preview last reported as clicked: the selection that follows from it needs no scroll.
  const selectedInFrame = useRef<number | null>(null);
  const onFrameSelect = useEffectEvent((index: number) => onSelect(index));

  const send = useCallback((message: ToFrameMessage) => {
    frame.current?.contentWindow?.postMessage(message, location.origin);
  }, []);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (
        event.origin !== location.origin ||
        !frame.current ||
        event.source !== frame.current.contentWindow ||
        !isFromFrameMessage(event.data)
      )
        return;
      const data = event.data;
      if (data.kind === "ready") setReady((n) => n + 1);
      else if (data.kind === "height") setContentHeight(data.px);
      else {
        selectedInFrame.current = data.index;
        onFrameSelect(data.index);
      }
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);

  useEffect(() => {
    if (ready && site) send({ kind: "render", site, page, blocks, selected });
  }, [ready, site, page, blocks, selected, send]);

  useEffect(() => {
    if (!ready || selected === null) return;
    if (selectedInFrame.current === selected) selectedInFrame.current = null;
    else send({ kind: "scrollTo", index: selected });
  }, [ready, selected, send]);

  return { frame, contentHeight };
}

/** The preview's width switcher (Phone, Tablet, Desktop), with the scale the frame is shown at when it is below 100%. */
function WidthSwitcher(props: { width: number; scale: number; onChoose(px: number): void }) {
  const groupName = useId();
  return (
    <fieldset className="pf-widths">
      <legend className="pf-widths-legend">Preview width</legend>
      {PREVIEW_WIDTHS.map((w) => (
        <label key={w.px} className="pf-width">
          <input type="radio" name={groupName} value={w.px} checked={props.width === w.px} onChange={() => props.onChoose(w.px)} />
          {w.name} {w.px} px
        </label>
      ))}
      {props.scale < 1 && <span className="pf-scale">Shown at {Math.round(props.scale * 100)}%</span>}
    </fieldset>
  );
}

/**
 * The live preview of a draft. Props:
 * - `site`: the site as the server resolved it; null while the site settings have an error (the
 *   preview then says so and shows nothing else).
 * - `page`: the page to show; `blocks`, when given, is shown instead of the page's blocks (the block
 *   catalogue), with the frame as tall as its content.
 * - `selected`: the index of the block outlined in the preview. When it changes and the change did not
 *   come from a click in the preview, the preview scrolls that block into view.
 * - `onSelect(index)`: the author clicked inside block `index` in the preview.
 * - `stale`: a sentence shown above the preview (for instance that it shows the last change without errors).
 * - `label`: the iframe's title, its accessible name.
 *
 * The width switcher (Phone 375 px, Tablet 768 px, Desktop 1440 px) is remembered in localStorage.
 * The frame is that many CSS px wide and scaled down with a transform to fit the pane, so the site's
 * media queries see the real width. New props are posted to the frame as they come (no reload), once
 * the frame has said it is ready.
 */
export function PreviewFrame(props: {
  site: SiteData | null;
  page: PageData | null;
  blocks?: Block[];
  selected: number | null;
  onSelect(index: number): void;
  stale?: string;
  label: string;
}) {
  const { site, blocks } = props;
  const [width, choose] = usePreviewWidth();
  const [pane, paneSize] = usePaneSize();
  const { frame, contentHeight } = usePreviewFrame(props);

  const catalogue = blocks !== undefined;
  const fit = fitFrame(width, paneSize.width, paneSize.height);
  const frameHeight = catalogue ? Math.max(contentHeight, 200) : fit.height;
  const offset = Math.max(0, (paneSize.width - width * fit.scale) / 2);

  return (
    <div className="pf">
      <WidthSwitcher width={width} scale={fit.scale} onChoose={choose} />
      {props.stale && (
        <p className="pf-stale" role="status">
          {props.stale}
        </p>
      )}
      {!site && (
        <p className="pf-stale" role="status">
          The preview appears once the site settings have no errors.
        </p>
      )}
      <div
        className={catalogue ? "pf-pane pf-pane-catalogue" : "pf-pane"}
        ref={pane}
        style={catalogue ? { height: Math.ceil(frameHeight * fit.scale) } : undefined}
      >
        <iframe
          ref={frame}
          className="pf-frame"
          title={props.label}
          src={PREVIEW_URL}
          style={{
            width,
            height: frameHeight,
            transform: `translateX(${offset}px) scale(${fit.scale})`,
            visibility: site ? "visible" : "hidden",
          }}
        />
      </div>
    </div>
  );
}
