/**
 * The page editor's preview: the entry of /_editor/preview.html, which runs inside an iframe of the
 * editor. It renders what the editor posts ({@link RenderMessage}) with the site's own components:
 * the header and footer of `SiteShell` around the blocks, each block in its own wrapper
 * (`data-block-index`) and error boundary. A click in a block selects it in the editor; links never
 * navigate the preview.
 */
import "../../styles/global.css";
import { Component, useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from "react";
import { createRoot } from "react-dom/client";
import { Blocks } from "../../blocks/Blocks.tsx";
import type { Block } from "../../shared/model.ts";
import { SiteShell } from "../../layout/SiteShell.tsx";
import { ProviderPlaceholders } from "../../ui/ProviderFrame.tsx";
import { isToFrameMessage, type FromFrameMessage, type RenderMessage } from "./preview-protocol.ts";

/**
 * The root stands in for the body of a site page (a column whose `main` grows); the outline of the
 * selected block and a hint of the others on hover sit above the blocks' own layers.
 */
const PREVIEW_CSS = `
#preview-root { display: flex; flex-direction: column; flex: 1 0 auto; }
[data-block-index] { position: relative; scroll-margin-top: calc(var(--header-height, 60px) + 16px); cursor: pointer; }
[data-block-index]::after { content: ""; position: absolute; inset: 0; pointer-events: none; z-index: 40; outline-offset: -3px; }
[data-block-index]:hover::after { outline: 2px dashed #6b8fb3; }
[data-block-index].editor-selected::after { outline: 3px solid #1d5fd1; }
.editor-block-error { margin: 16px; padding: 16px; border: 2px solid #b42318; border-radius: 8px; background: #fff4f2; color: #7a1a12; font: 16px/1.5 system-ui, sans-serif; }
.editor-preview-empty { padding: 48px 16px; text-align: center; color: #5b6677; font: 16px/1.5 system-ui, sans-serif; }
`;

/** Posts to the editor, at our own origin only. */
function post(message: FromFrameMessage): void {
  window.parent.postMessage(message, location.origin);
}

/**
 * Shows "This block cannot be shown yet: <message>" in place of a block whose component throws (a
 * half-typed value the validator lets through, a bug): the rest of the preview keeps working. Tries
 * the block again whenever it receives a new block value.
 */
export class BlockBoundary extends Component<{ block: Block; children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidUpdate(previous: { block: Block }): void {
    if (this.state.error && previous.block !== this.props.block) this.setState({ error: null });
  }

  override render(): ReactNode {
    if (this.state.error) {
      return (
        <div className="editor-block-error" role="alert">
          This block cannot be shown yet: {this.state.error.message}
        </div>
      );
    }
    return this.props.children;
  }
}

/**
 * The document's height in px as its content needs it: the site's `main` grows to fill the window
 * (so a short page keeps its footer at the bottom), which `scrollHeight` would count, and a frame
 * sized to it could then never shrink. The blocks' container has `display: contents` (as on the site)
 * and so no box of its own: the blocks' height is measured from its children.
 */
function contentHeight(blocks: HTMLElement): number {
  const root = blocks.closest("#preview-root") ?? document.body;
  const main = blocks.closest("main");
  const children = Array.from(blocks.children);
  const top = children.length ? children[0]!.getBoundingClientRect().top : 0;
  const bottom = children.reduce((max, child) => Math.max(max, child.getBoundingClientRect().bottom), top);
  return Math.ceil((root as HTMLElement).offsetHeight - (main?.offsetHeight ?? 0) + (bottom - top));
}

/** Tells the editor the document's content height whenever it changes (see {@link contentHeight}). */
function useReportHeight(blocks: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const element = blocks.current;
    if (!element) return;
    let frame = 0;
    let last = -1;
    const report = () => {
      frame = 0;
      const px = contentHeight(element);
      if (px !== last) post({ kind: "height", px: (last = px) });
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(report);
    };
    const resized = new ResizeObserver(schedule);
    const watchChildren = () => {
      for (const child of Array.from(element.children)) resized.observe(child);
      schedule();
    };
    // Blocks come and go with each draft: each new one is observed as it arrives.
    const added = new MutationObserver(watchChildren);
    added.observe(element, { childList: true });
    resized.observe(document.body);
    watchChildren();
    return () => {
      resized.disconnect();
      added.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [blocks]);
}

/** The blocks, each in its own selectable wrapper; a page's scroll offsets as on the real page. */
export function PreviewBlocks(props: {
  blocks: readonly Block[];
  selected: number | null;
  offsets?: { mobile: number; desktop: number };
  empty?: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  useReportHeight(container);
  const style = props.offsets
    ? ({ "--anchor-offset-mobile": `${props.offsets.mobile}px`, "--anchor-offset-desktop": `${props.offsets.desktop}px` } as CSSProperties)
    : undefined;
  return (
    <div className="page-blocks" style={style} ref={container}>
      {props.blocks.length === 0 && <p className="editor-preview-empty">{props.empty ?? "This page has no blocks yet."}</p>}
      {props.blocks.map((block, i) => (
        <div key={`${i}-${block.type}`} data-block-index={i} className={props.selected === i ? "editor-selected" : undefined}>
          <BlockBoundary block={block}>
            <Blocks blocks={[block]} />
          </BlockBoundary>
        </div>
      ))}
    </div>
  );
}

/** What the preview shows for one render message: the site frame with the page's (or the catalogue's) blocks. */
export function PreviewDocument(props: { message: RenderMessage }) {
  const { site, page, blocks, selected } = props.message;
  const route = page?.route ?? "/";
  return (
    <ProviderPlaceholders>
      <SiteShell site={site} pathname={route}>
        <PreviewBlocks
          blocks={blocks ?? page?.blocks ?? []}
          selected={selected}
          offsets={blocks ? undefined : page?.scrollOffset}
          // No blocks given on purpose: the site settings' preview, of the header and footer around every page.
          empty={blocks ? "Each page's content goes here, between the header and the footer." : undefined}
        />
      </SiteShell>
    </ProviderPlaceholders>
  );
}

/** Index of the block wrapper an event happened in, or null outside every block (header, footer, overlays). */
function blockIndexOf(target: EventTarget | null): number | null {
  const wrapper = target instanceof Element ? target.closest("[data-block-index]") : null;
  const index = wrapper ? Number(wrapper.getAttribute("data-block-index")) : NaN;
  return Number.isInteger(index) && index >= 0 ? index : null;
}

function PreviewApp() {
  const [message, setMessage] = useState<RenderMessage | null>(null);
  const pendingScroll = useRef<number | null>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.source !== window.parent || !isToFrameMessage(event.data)) return;
      const data = event.data;
      if (data.kind === "render") setMessage(data);
      else if (!scrollToBlock(data.index)) pendingScroll.current = data.index;
    };
    window.addEventListener("message", onMessage);
    post({ kind: "ready" });
    return () => window.removeEventListener("message", onMessage);
  }, []);

  useEffect(() => {
    // Capture phase, before the site's own handlers: the editor learns of the click even when a
    // block's component stops the event.
    const onClickCapture = (event: MouseEvent) => {
      const index = blockIndexOf(event.target);
      if (index !== null) post({ kind: "select", index });
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      // A button that opens a lead form or a video decides for itself, so its overlay still opens;
      // every other link is stopped before the browser follows it.
      if (link && !link.hasAttribute("data-lead-form") && !link.hasAttribute("data-video")) event.preventDefault();
    };
    // Bubble phase, after the site's handlers: whatever link is still to be followed is not.
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest("a[href]")) event.preventDefault();
    };
    document.addEventListener("click", onClickCapture, true);
    window.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("click", onClickCapture, true);
      window.removeEventListener("click", onClick);
    };
  }, []);

  useLayoutEffect(() => {
    if (pendingScroll.current !== null && scrollToBlock(pendingScroll.current)) pendingScroll.current = null;
  });

  if (!message) return null;
  return (
    <>
      <style>{PREVIEW_CSS}</style>
      <PreviewDocument message={message} />
    </>
  );
}

/** Scrolls the block at `index` into view; false when no such block is shown (yet). */
function scrollToBlock(index: number): boolean {
  const wrapper = document.querySelector(`[data-block-index="${index}"]`);
  if (!wrapper) return false;
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  // scrollIntoView would also scroll the editor's own page to bring the frame into view: scroll only this document.
  window.scrollTo({ top: wrapper.getBoundingClientRect().top + window.scrollY, behavior: reduced ? "auto" : "smooth" });
  return true;
}

if (typeof document !== "undefined") {
  const container =
    document.getElementById("preview-root") ??
    document.body.appendChild(Object.assign(document.createElement("div"), { id: "preview-root" }));
  createRoot(container).render(<PreviewApp />);
}
