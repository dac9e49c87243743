import { useState, type MouseEvent } from "react";
import type { FactSheetsBlock } from "../../types/schema.generated.ts";
import { Img } from "../../ui/Img.tsx";
import { Section, SectionHeader, useHeadingId } from "../../ui/Section.tsx";
import { downloadFile } from "./download.ts";
import "./factSheets.css";

type SheetTitleTag = "h3" | "h4";

/**
 * The Resources fact sheets (docs/product.md, Resources and Outside calls): heading, intro and one card per sheet with its
 * 300x400 thumbnail, title, type label and two links to the PDF: "View" opens it in a new tab and
 * "Download" saves it as "{title}.pdf". Both work without script (the `download` attribute); once
 * hydrated, Download fetches the PDF as a blob and saves that instead (see {@link DownloadLink}).
 * The cards sit 4 in a row from 1,100 px and 2 from 550 px; on phones each is a compact row, its
 * cover small beside its title, type and links.
 */
export function FactSheets(props: FactSheetsBlock) {
  const headingId = useHeadingId(props.id);
  const Title: SheetTitleTag = props.headingLevel === 3 ? "h4" : "h3";
  return (
    <Section id={props.id} className="fact-sheets" labelledBy={headingId}>
      <SectionHeader level={props.headingLevel} id={headingId} heading={props.heading} intro={props.intro} />
      <ul className="fact-sheets-grid" role="list">
        {props.sheets.map((sheet) => (
          <li key={sheet.id}>
            <article id={sheet.id} className="fact-sheets-card" aria-labelledby={`${sheet.id}-title`}>
              <div className="fact-sheets-thumb">
                <Img image={sheet.img} sizes="240px" />
              </div>
              <div className="fact-sheets-body">
                <Title id={`${sheet.id}-title`} className="fact-sheets-title">
                  {sheet.title}
                </Title>
                <p className="fact-sheets-type">{sheet.type ?? "Document"}</p>
                <div className="fact-sheets-actions">
                  <a href={sheet.pdf} className="button button-outline fact-sheets-button" target="_blank" rel="noopener noreferrer">
                    View <span className="visually-hidden">{sheet.title} (PDF, opens in a new tab)</span>
                  </a>
                  <DownloadLink href={sheet.pdf} title={sheet.title} />
                </div>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * The Download link of one sheet (docs/product.md, Outside calls and Error texts). Without script it is a plain
 * `<a download="{title}.pdf">`. After hydration a plain click (no modifier key, so "open in new tab"
 * still works) fetches the PDF as a blob and saves it as '{title}.pdf'; while that runs the link says
 * "Downloading…" and further clicks are ignored. A failure (404, network error) is logged with
 * `console.error('Error downloading PDF', error)`, nothing else is shown, and the link works again.
 */
function DownloadLink(props: { href: string; title: string }) {
  const [busy, setBusy] = useState(false);
  const filename = `${props.title}.pdf`;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    downloadFile({ url: props.href, filename })
      .catch((error: unknown) => console.error("Error downloading PDF", error))
      .finally(() => setBusy(false));
  };
  return (
    <a
      href={props.href}
      className="button button-primary fact-sheets-button"
      download={filename}
      onClick={onClick}
      aria-busy={busy || undefined}
    >
      <DownloadIcon />
      {busy ? "Downloading…" : "Download"} <span className="visually-hidden">{props.title} (PDF)</span>
    </a>
  );
}

function DownloadIcon() {
  return (
    <svg className="fact-sheets-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </svg>
  );
}
