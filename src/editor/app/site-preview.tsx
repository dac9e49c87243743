/**
 * The preview link of a change set (`/preview/<change set>/<route>`): the whole site as it will look
 * with the change, drawn by the site's own shell and blocks from the change set's pages, one route at
 * a time. Links to the site's pages stay inside the preview; a banner says it is a preview and of what.
 */
import "../../styles/global.css";
import { useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { Blocks } from "../../blocks/Blocks.tsx";
import { SiteShell } from "../../layout/SiteShell.tsx";
import type { RenderedRoute } from "../team-types.ts";
import { errorMessage } from "./api.ts";
import { renderRoute } from "./team-api.ts";

const BANNER_CSS = `
.preview-banner { position: relative; z-index: 1000; display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; justify-content: center; padding: 8px 16px; background: #1b2430; color: #fff; font: 15px/1.4 system-ui, sans-serif; }
.preview-banner a { color: #fff; }
.preview-problem { max-width: 40rem; margin: 48px auto; padding: 16px; font: 16px/1.5 system-ui, sans-serif; }
`;

/** The change set and route of an address `/preview/<id>/<route>` (`/preview/<id>/` is `/home`'s redirect, `/`). */
export function previewPlace(pathname: string): { id: string; route: string } | null {
  const m = /^\/preview\/([a-z0-9-]+~[a-z0-9-]+)(\/.*)?$/.exec(pathname);
  if (!m) return null;
  const rest = m[2] && m[2] !== "/" ? m[2].replace(/\/+$/, "") : "/";
  return { id: m[1]!, route: rest };
}

function PreviewSite(props: { id: string; route: string }) {
  const [shown, setShown] = useState<RenderedRoute | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    renderRoute(props.id, props.route).then(
      (answer) => {
        if (answer.redirect) {
          window.location.replace(`/preview/${props.id}${answer.redirect}`);
          return;
        }
        setShown(answer);
        document.title = `Preview: ${answer.page?.title ?? props.route} · ${answer.title}`;
      },
      (e: unknown) => setProblem(errorMessage(e)),
    );
  }, [props.id, props.route]);

  useEffect(() => {
    if (!shown?.section) return;
    document.getElementById(shown.section)?.scrollIntoView();
  }, [shown]);

  useEffect(() => {
    // A link to a page of the site opens that page of the preview; other links go where they lead.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      const href = link?.getAttribute("href");
      if (!href || !href.startsWith("/") || href.startsWith("//") || href.startsWith("/preview/") || href.startsWith("/changes/")) return;
      event.preventDefault();
      window.location.assign(`/preview/${props.id}${href}`);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [props.id]);

  const banner = (
    <div className="preview-banner" role="note">
      <span>
        Preview of <strong>{shown?.title ?? "a change set"}</strong>: not live yet.
      </span>
      <a href={`/changes/${props.id}/`}>Open the change set</a>
    </div>
  );
  if (problem)
    return (
      <>
        <style>{BANNER_CSS}</style>
        {banner}
        <p className="preview-problem" role="alert">
          {problem}
        </p>
      </>
    );
  if (!shown) return <p role="status">Loading the preview…</p>;
  if (!shown.site || !shown.page)
    return (
      <>
        <style>{BANNER_CSS}</style>
        {banner}
        <p className="preview-problem" role="alert">
          This page has a problem to fix in the change set before it can be shown.
        </p>
      </>
    );
  return (
    <>
      <style>{BANNER_CSS}</style>
      {banner}
      <SiteShell site={shown.site} pathname={shown.notFound ? "/404" : props.route}>
        <div className="page-blocks">
          <Blocks blocks={shown.page.blocks} />
        </div>
      </SiteShell>
    </>
  );
}

if (typeof document !== "undefined") {
  const place = previewPlace(window.location.pathname);
  const root = document.getElementById("root") ?? document.body;
  createRoot(root).render(place ? <PreviewSite id={place.id} route={place.route} /> : <p>This is not the address of a preview.</p>);
}
